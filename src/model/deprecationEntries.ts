// The deprecation entries of the deprecations page: one heading per `DEP_WEBPACK_*` code, written
// by us, with a "before" project that makes webpack emit the code and an "after" project that
// does the same work without it. Pure: it reads the parsed tree; running the projects is the job
// of scripts/deprecations/ (the content test and `npm run sync:deprecations`).
import { getNodeStart, getText, type MdastNode } from './mdast';
import { findExampleEntries, type ExampleFile } from './exampleEntries';
import { DEPRECATION_CODE_PATTERN } from './webpackRelease';

export { DEPRECATIONS_PAGE } from '../config/webpackHistory';

/** A code heading: `### DEP_WEBPACK_COMPILATION_ASSETS`, `### DEP_MODULE_TEMPLATE_CONTENT`. */
export const DEPRECATION_CODE = new RegExp(`^${DEPRECATION_CODE_PATTERN}$`);

export type { ExampleFile } from './exampleEntries';

export interface DeprecationEntry {
  code: string;
  /** Line of the heading. */
  line: number;
  before: ExampleFile[];
  after: ExampleFile[];
  /** Fences marked `deprecation=…` that break the rules of findExampleEntries, for the content check to name. */
  problems: Array<{ line: number; message: string }>;
}

/**
 * Every code entry of the page, in page order, with the files of its two projects: the fences
 * after its heading, up to the next heading of the same or a higher level, whose meta says
 * `deprecation=before` or `deprecation=after` and whose title names the file.
 */
export function findDeprecationEntries(tree: MdastNode): DeprecationEntry[] {
  return findExampleEntries(tree, { mark: 'deprecation', isEntry: (title) => DEPRECATION_CODE.test(title), entryHeading: 'a deprecation code heading' }).map(
    ({ title, line, before, after, problems }) => ({ code: title, line, before, after, problems }),
  );
}

/** The dates of one code, as the history gives them (full versions). */
interface CodeDates {
  added: string;
  removed?: string;
}

/** A paragraph's words before the first fence: an entry must say in words what triggers the code. */
const MIN_EXPLANATION_WORDS = 20;

export interface DeprecationsPageProblem {
  line?: number;
  message: string;
}

function countWords(nodes: readonly MdastNode[]): number {
  return nodes.filter((node) => node.type === 'paragraph').reduce((sum, node) => sum + getText(node).split(/\s+/).filter(Boolean).length, 0);
}

/**
 * What the deprecations page lacks or gets wrong against webpack's history: a code webpack has
 * warned with and the page has no entry for, an entry for a code no release has, an entry with no
 * explanation, or a current code without its two projects or the message they make webpack print
 * (`npm run sync:deprecations` records it).
 */
export function checkDeprecationsPage(
  tree: MdastNode,
  codes: Readonly<Record<string, CodeDates>>,
  messages: Readonly<Record<string, string>>,
): DeprecationsPageProblem[] {
  const problems: DeprecationsPageProblem[] = [];
  const entries = findDeprecationEntries(tree);
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  for (const entry of entries) problems.push(...entry.problems);
  const children = tree.children ?? [];
  for (const entry of entries) {
    if (entry.code === '(none)') continue;
    if (!codes[entry.code]) {
      problems.push({ line: entry.line, message: `has an entry for ${entry.code}, which no webpack 5 release warns with` });
      continue;
    }
    const start = children.findIndex((node) => node.type === 'heading' && getNodeStart(node).line === entry.line);
    const end = children.findIndex((node, index) => index > start && (node.type === 'heading' || node.type === 'code'));
    if (countWords(children.slice(start + 1, end < 0 ? undefined : end)) < MIN_EXPLANATION_WORDS) {
      problems.push({ line: entry.line, message: `${entry.code} has no written explanation (at least ${MIN_EXPLANATION_WORDS} words before its examples)` });
    }
    // A code the locked release still has is shown to happen, and to go away: a removed one cannot be run.
    if (!codes[entry.code].removed && (!entry.before.length || !entry.after.length)) {
      problems.push({ line: entry.line, message: `${entry.code} needs a "before" and an "after" project (fences marked deprecation=before and deprecation=after)` });
    }
    if (!codes[entry.code].removed && !messages[entry.code]) {
      problems.push({ line: entry.line, message: `${entry.code} has no recorded message: run \`npm run sync:deprecations\`` });
    }
  }
  for (const code of Object.keys(codes)) {
    if (!byCode.has(code)) problems.push({ message: `has no entry for ${code}: add a heading that is the code, with its explanation and examples` });
  }
  return problems;
}

/** "Printed since webpack 5.64.4." or "Printed from webpack 5.0.0 until 5.80.0, which removed it." */
export function describeCodeDates({ added, removed }: CodeDates): string {
  return removed ? `Printed from webpack ${added} until ${removed}, which removed it.` : `Printed since webpack ${added}.`;
}

/**
 * Puts, after each code heading, what the reader saw in the terminal: the release range and the
 * warning as Node prints it, from the recorded messages. The HTML page, its Markdown twin and the
 * search index all read this tree, so a pasted message finds its entry.
 */
export function addDeprecationMessages(tree: MdastNode, codes: Readonly<Record<string, CodeDates>>, messages: Readonly<Record<string, string>>): void {
  const children = tree.children ?? [];
  const result: MdastNode[] = [];
  for (const node of children) {
    result.push(node);
    const code = node.type === 'heading' ? getText(node).trim() : '';
    if (!DEPRECATION_CODE.test(code) || !codes[code]) continue;
    result.push({ type: 'paragraph', children: [{ type: 'text', value: describeCodeDates(codes[code]) }] });
    const message = messages[code];
    if (message) {
      // Node's own form; the process id differs on each run.
      const value = `(node:12345) [${code}] DeprecationWarning: ${message}\n(Use \`node --trace-deprecation ...\` to show where the warning was created)`;
      // Searchable, unlike other code: a reader pastes this message into the search.
      result.push({ type: 'code', lang: 'text', meta: 'title="What webpack prints"', value, data: { searchable: true } } as MdastNode);
    }
  }
  tree.children = result;
}
