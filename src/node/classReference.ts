// The class reference pages as the checks see them: which members each page describes, and its
// TypeScript examples, read from the files (the parse only: no members are generated here).
import { CLASS_PAGES, findMemberDescriptions, findMemberExamples, findUndescribedMembers } from '../model/classReference';
import { parseMdx } from '../model/markdown';
import type { MdastNode } from '../model/mdast';
import type { ReferenceClass } from '../model/classMembers';
import { listContentFiles, readContentSource } from './contentFiles';
import { loadReferenceClasses } from './classMembers';
import type { TypeScriptExample } from './compileExamples';

export interface ClassPageReport {
  className: ReferenceClass;
  page: string;
  total: number;
  described: number;
  undescribed: string[];
  examples: TypeScriptExample[];
}

/**
 * Each class page: members described out of the locked webpack's, and its examples labelled by file,
 * line and member. A class page missing from the content folder is an error, unless `present`: a
 * content folder of other pages (a test's, a benchmark's) lists what it has.
 */
export function readClassPages(parse: (body: string) => MdastNode = parseMdx, { present = false }: { present?: boolean } = {}): ClassPageReport[] {
  const classes = loadReferenceClasses();
  const files = new Map(listContentFiles().map((entry) => [entry.path, entry]));
  const pages = (Object.entries(CLASS_PAGES) as Array<[ReferenceClass, string]>).filter(([, page]) => !present || files.has(page));
  return pages.map(([className, page]) => {
    const entry = files.get(page);
    const facts = classes.get(className);
    if (!entry) throw new Error(`content/${page} is missing: it is the page of webpack's ${className} class (CLASS_PAGES)`);
    if (!facts) throw new Error(`webpack's types.d.ts does not declare ${className}, which content/${page} documents`);
    const source = readContentSource(entry);
    const tree = parse(source.body);
    const described = findMemberDescriptions(tree);
    const bodyLine = source.bodyLine ?? 1;
    const examples = findMemberExamples(tree).map(({ member, code, line }) => ({ label: `content/${page}:${line + bodyLine - 1} (${member})`, code }));
    const undescribed = findUndescribedMembers(facts, described);
    return { className, page, total: facts.members.length, described: facts.members.length - undescribed.length, undescribed, examples };
  });
}
