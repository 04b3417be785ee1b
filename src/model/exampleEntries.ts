// Entries of a reference page that carry runnable example projects: a heading, then fences marked
// `<mark>=before` and `<mark>=after` (the deprecations page: `deprecation=…`; the errors page:
// `error=…`), each titled with its file's path in the project. Pure: running the projects is the
// job of scripts/deprecations/ (runProjects), for the content tests and the sync scripts.
import { getTitleFromMeta } from './mdxPlugins/rehypeCodeBlocks';
import { getNodeStart, getText, type MdastNode } from './mdast';

export type ExampleSide = 'before' | 'after';

export interface ExampleFile {
  /** The fence's title: the file's path in the project ("webpack.config.js", "src/index.js"). */
  name: string;
  code: string;
  line: number;
}

export interface ExampleEntry {
  /** The heading's text: a deprecation code, an error class, a message's title. */
  title: string;
  /** Line and depth of the heading. */
  line: number;
  depth: number;
  before: ExampleFile[];
  after: ExampleFile[];
  /** Other fences of the entry whose meta has the mark with another value (`error=printed`): value -> fences. */
  marked: Record<string, Array<{ code: string; line: number }>>;
  /** Fences that break the rules below, for the content check to name. */
  problems: Array<{ line: number; message: string }>;
}

/** The files a project may run from: a configuration built as the CLI would, or a script of its own. */
export const PROJECT_MAIN_FILES = ['webpack.config.js', 'build.js'];

/** The value of `<mark>=<value>` in a fence's meta, or null. */
export function getMarkValue(meta: string | null | undefined, mark: string): string | null {
  return new RegExp(`(?:^|\\s)${mark}=([a-z]+)(?=\\s|$)`).exec(meta ?? '')?.[1] ?? null;
}

/**
 * Every entry of the page, in page order: a heading `isEntry` accepts, and the fences after it,
 * up to the next heading of the same or a higher level (an entry heading deeper than the current
 * one starts an entry of its own), whose meta has the mark. A marked fence outside any entry is a
 * problem of a pseudo-entry titled "(none)".
 */
export function findExampleEntries(
  tree: MdastNode,
  { mark, isEntry, entryHeading }: { mark: string; isEntry: (title: string, depth: number) => boolean; /** "a DEP_WEBPACK_ heading", for the problem. */ entryHeading: string },
): ExampleEntry[] {
  const entries: ExampleEntry[] = [];
  // The open entries, outermost first: a fence belongs to the innermost.
  let open: ExampleEntry[] = [];
  for (const node of tree.children ?? []) {
    const line = getNodeStart(node).line ?? 0;
    if (node.type === 'heading') {
      const title = getText(node).trim();
      const depth = node.depth ?? 2;
      open = open.filter((entry) => entry.depth < depth);
      if (isEntry(title, depth)) {
        const entry: ExampleEntry = { title, line, depth, before: [], after: [], marked: {}, problems: [] };
        entries.push(entry);
        open.push(entry);
      }
      continue;
    }
    if (node.type !== 'code') continue;
    const meta = (node as MdastNode & { meta?: string | null }).meta;
    const value = getMarkValue(meta, mark);
    if (!value) continue;
    const current = open[open.length - 1];
    if (!current) {
      entries.push({ title: '(none)', line, depth: 0, before: [], after: [], marked: {}, problems: [{ line, message: `a ${mark}=${value} example outside ${entryHeading}` }] });
      continue;
    }
    if (value !== 'before' && value !== 'after') {
      (current.marked[value] ??= []).push({ code: node.value ?? '', line });
      continue;
    }
    const name = getTitleFromMeta(meta);
    if (!name) {
      current.problems.push({ line, message: `the ${mark}=${value} example has no title naming its file (title="webpack.config.js")` });
      continue;
    }
    current[value].push({ name, code: node.value ?? '', line });
  }
  for (const entry of entries) {
    if (entry.title === '(none)') continue;
    for (const side of ['before', 'after'] as const) {
      const files = entry[side];
      const mains = files.filter((file) => PROJECT_MAIN_FILES.includes(file.name));
      if (files.length && mains.length !== 1) {
        entry.problems.push({
          line: files[0]?.line ?? entry.line,
          message: `${entry.title}: the "${side}" project needs exactly one of ${PROJECT_MAIN_FILES.join(' or ')} (found ${mains.length})`,
        });
      }
    }
  }
  return entries;
}

/** The words of an entry's own paragraphs, up to the next heading: what it says in words. */
export function countEntryWords(tree: MdastNode, entry: Pick<ExampleEntry, 'line'>): number {
  const children = tree.children ?? [];
  const start = children.findIndex((node) => node.type === 'heading' && getNodeStart(node).line === entry.line);
  if (start < 0) return 0;
  let words = 0;
  for (const node of children.slice(start + 1)) {
    if (node.type === 'heading') break;
    if (node.type === 'paragraph' || node.type === 'list') words += getText(node).split(/\s+/).filter(Boolean).length;
  }
  return words;
}
