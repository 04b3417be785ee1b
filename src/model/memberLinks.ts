// Links from the prose of every page to the class reference: inline code that names a member the
// way plugin code does (`compilation.emitAsset()`, `chunkGraph.getModuleId(module)`, `stats.toJson()`)
// becomes a link to that member's entry. Configuration pages are left alone: there `module.rules`
// and `stats.hash` are options, not members.
import { getText, type MdastNode } from './mdast';
import type { ClassFacts } from './classMembers';
import { getMemberUrl, MEMBER_KIND_CLASS, RECEIVER_NAMES } from './classReference';
import { OPTION_PAGES_FOLDER } from '../config/webpackHistory';

/** The names plugin code gives the objects of each reference class (a child compiler is a compiler too). */
export const RECEIVER_CLASSES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(RECEIVER_NAMES).map(([className, receiver]) => [receiver, className])),
  childCompiler: 'Compiler',
};

/** `receiver.member`, `receiver.member(…)`, also at the end of a chain: `compilation.chunkGraph.getModuleId(module)`. */
const MEMBER_CODE = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?:\(.*\))?$/;

/** The url of the member an inline code names, if it names one: "compilation.emitAsset()" -> "/api/class-compilation/#emitasset". */
export function getMemberLink(code: string, classes: ReadonlyMap<string, ClassFacts>): string | null {
  const match = MEMBER_CODE.exec(code.trim());
  const className = match && RECEIVER_CLASSES[match[1]];
  if (!match || !className) return null;
  const facts = classes.get(className);
  return facts?.members.some((member) => member.name === match[2]) ? getMemberUrl(className, match[2]) : null;
}

/** Hand-written pages whose headings are members of a class (`### emitAsset` on the Compilation Object page). */
export const MEMBER_HEADING_PAGES: Readonly<Record<string, string>> = {
  'api/compilation-object.mdx': 'Compilation',
};

const text = (value: string): MdastNode => ({ type: 'text', value });

/**
 * Wraps such inline code in a link, outside headings and links; under a heading of a
 * MEMBER_HEADING_PAGES page that names a member, puts a line that links to its reference entry.
 */
export function addMemberLinks(tree: MdastNode, pagePath: string, classes: ReadonlyMap<string, ClassFacts>): void {
  if (pagePath.startsWith(`${OPTION_PAGES_FOLDER}/`)) return;
  const headingClass = MEMBER_HEADING_PAGES[pagePath];
  if (headingClass) {
    const members = new Set(classes.get(headingClass)?.members.map((member) => member.name));
    tree.children = (tree.children ?? []).flatMap((node) => {
      const name = node.type === 'heading' ? getText(node).trim() : '';
      if (!members.has(name)) return [node];
      const link = { type: 'link', url: getMemberUrl(headingClass, name)!, children: [text(`the ${headingClass} class reference`)] };
      return [node, { type: 'paragraph', children: [text('Every signature, its types and the release history: '), link, text('.')] }];
    });
  }
  const visit = (node: MdastNode) => {
    if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference' || !node.children) return;
    if ((node as { data?: { hProperties?: { className?: string[] } } }).data?.hProperties?.className?.includes(MEMBER_KIND_CLASS)) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'inlineCode') {
        visit(child);
        return child;
      }
      const url = getMemberLink(child.value ?? '', classes);
      if (!url) return child;
      return { type: 'link', url, children: [child] };
    });
  };
  visit(tree);
}
