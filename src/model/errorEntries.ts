// The entries of the errors and warnings page: a `###` heading per error or warning class of
// webpack's lib/errors/, and `####` headings under a class for the distinct messages a reader
// meets from it. An entry shows what webpack prints (a fence marked `error=printed`) and, for the
// messages readers meet, a "before" project that prints it and an "after" project, the same one
// fixed (fences marked `error=before` and `error=after`). Pure: the content test runs the projects.
import GithubSlugger from 'github-slugger';
import { COMMON_ERRORS, ERROR_CLASSES_OUTSIDE_LIB } from '../config/webpackErrors';
import { countEntryWords, findExampleEntries, type ExampleFile } from './exampleEntries';
import { getNodeStart, getText, type MdastNode } from './mdast';

export { ERRORS_PAGE } from '../config/webpackErrors';

const CLASS_DEPTH = 3;
const MESSAGE_DEPTH = 4;
/** Words an entry must say about its message, besides its fences. */
const MIN_WORDS = 20;

export interface ErrorEntry {
  /** The class heading, or the message's title under it. */
  title: string;
  /** The class the entry is about: its own heading, or the class heading above a message. */
  className: string;
  /** "modulenotfounderror", "modulenotfounderror/a-nodejs-core-module": for COMMON_ERRORS. */
  id: string;
  line: number;
  depth: number;
  /** What webpack prints, as the page shows it; null when the entry shows none. */
  printed: string | null;
  before: ExampleFile[];
  after: ExampleFile[];
  problems: Array<{ line: number; message: string }>;
}

export function findErrorEntries(tree: MdastNode): ErrorEntry[] {
  const slugger = new GithubSlugger();
  // Heading ids as the page gives them, in page order: the slugger numbers repeated titles.
  const ids = new Map<MdastNode, string>();
  for (const node of tree.children ?? []) if (node.type === 'heading') ids.set(node, slugger.slug(getText(node).trim()));
  const headings = (tree.children ?? []).filter((node) => node.type === 'heading');
  const entries = findExampleEntries(tree, {
    mark: 'error',
    isEntry: (_title, depth) => depth === CLASS_DEPTH || depth === MESSAGE_DEPTH,
    entryHeading: 'a class heading (###) or a message heading under one (####)',
  });
  let className = '';
  let classId = '';
  return entries.map((entry) => {
    const heading = headings.find((node) => getNodeStart(node).line === entry.line);
    const id = heading ? (ids.get(heading) ?? '') : '';
    if (entry.depth === CLASS_DEPTH) {
      className = entry.title;
      classId = id;
    }
    const printed = entry.marked.printed ?? [];
    const problems = [...entry.problems];
    for (const [value, fences] of Object.entries(entry.marked)) {
      if (value !== 'printed') for (const fence of fences) problems.push({ line: fence.line, message: `${entry.title}: error=${value} is not a mark; error=printed, error=before or error=after` });
    }
    if (printed.length > 1) problems.push({ line: printed[1].line, message: `${entry.title} shows more than one error=printed block` });
    return {
      title: entry.title,
      className: entry.depth === CLASS_DEPTH ? entry.title : className,
      id: entry.depth === CLASS_DEPTH ? id : `${classId}/${id}`,
      line: entry.line,
      depth: entry.depth,
      printed: printed[0]?.code ?? null,
      before: entry.before,
      after: entry.after,
      problems,
    };
  });
}

export interface ErrorsPageProblem {
  line?: number;
  message: string;
}

/**
 * What the errors page lacks or gets wrong against the locked webpack's error classes: a class
 * without an entry, an entry for a class webpack does not have, an entry that explains nothing,
 * a project without its pair or without the message it prints, and a common message without its
 * projects (COMMON_ERRORS).
 */
export function checkErrorsPage(tree: MdastNode, classes: readonly string[]): ErrorsPageProblem[] {
  const problems: ErrorsPageProblem[] = [];
  const entries = findErrorEntries(tree);
  const known = new Set([...classes, ...Object.keys(ERROR_CLASSES_OUTSIDE_LIB)]);
  for (const entry of entries) {
    problems.push(...entry.problems);
    if (entry.title === '(none)') continue;
    if (entry.depth === CLASS_DEPTH && !known.has(entry.title)) {
      problems.push({ line: entry.line, message: `has an entry for ${entry.title}, which is not an error class of webpack's lib/errors/ (nor listed in src/config/webpackErrors.ts)` });
    }
    if (countEntryWords(tree, entry) < MIN_WORDS) {
      problems.push({ line: entry.line, message: `${entry.title} has no written explanation (at least ${MIN_WORDS} words of its own)` });
    }
    if (Boolean(entry.before.length) !== Boolean(entry.after.length)) {
      problems.push({ line: entry.line, message: `${entry.title} needs both a "before" and an "after" project (fences marked error=before and error=after), or neither` });
    }
    if (entry.before.length && !entry.printed) {
      problems.push({ line: entry.line, message: `${entry.title} has projects but no error=printed block with what the "before" project prints` });
    }
  }
  const titles = new Set(entries.filter((entry) => entry.depth === CLASS_DEPTH).map((entry) => entry.title));
  for (const name of classes) {
    if (!titles.has(name)) problems.push({ message: `has no entry for ${name}: add a ### heading that is the class name, with what webpack prints, the causes and the fix` });
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const id of COMMON_ERRORS) {
    const entry = byId.get(id);
    if (!entry) problems.push({ message: `has no entry with the id ${id}, which src/config/webpackErrors.ts lists as common` });
    else if (!entry.before.length) problems.push({ line: entry.line, message: `${entry.title} is a common message (COMMON_ERRORS): it needs a "before" and an "after" project` });
  }
  return problems;
}

/** The lines of a block, without trailing spaces, and without blank lines at either end. */
function lines(text: string): string[] {
  const all = text.split('\n').map((line) => line.trimEnd());
  while (all.length && !all[0]) all.shift();
  while (all.length && !all[all.length - 1]) all.pop();
  return all;
}

/** True when `block`'s lines appear, one after the other, among `text`'s. */
export function containsLines(text: string, block: string): boolean {
  const haystack = lines(text);
  const needle = lines(block);
  if (!needle.length) return false;
  return haystack.some((_, start) => needle.every((line, index) => haystack[start + index] === line));
}

/** The line of a printed block that says what went wrong: the one after "ERROR in …" / "WARNING in …". */
export function getMessageLine(printed: string): string {
  const all = lines(printed);
  const located = /^(ERROR|WARNING) in /.test(all[0] ?? '');
  return (located ? all[1] : all[0]) ?? '';
}

/** What a run of a project gives (scripts/deprecations/runExamples.ts). */
export interface ErrorProjectRun {
  printed: string;
  /** Each error and warning by its name, with every class it is or wraps (ModuleBuildError keeps the loader's error). */
  reported: ReadonlyArray<{ kind: 'error' | 'warning'; name: string; classes?: readonly string[] }>;
  errors: readonly string[];
}

/** Whether an error or warning is of the class, or wraps one that is. */
const isOfClass = (item: ErrorProjectRun['reported'][number], className: string) => item.name === className || Boolean(item.classes?.includes(className));

/**
 * What is wrong with an entry's two runs, one line each; none when the "before" project prints
 * the block the page shows (and reports the entry's class, or an error that wraps one) and the "after" project builds
 * without any error and without that message (and without that class).
 */
export function judgeErrorEntry(entry: Pick<ErrorEntry, 'title' | 'className' | 'printed'>, before: ErrorProjectRun, after: ErrorProjectRun, classes: readonly string[]): string[] {
  const problems: string[] = [];
  // Every error of webpack is a WebpackError: only its own subclasses name a message.
  const checksClass = classes.includes(entry.className) && entry.className !== 'WebpackError';
  const printed = entry.printed ?? '';
  if (!containsLines(before.printed, printed)) {
    problems.push(`${entry.title}: the "before" project does not print the block the page shows. It prints:\n${before.printed || '(nothing)'}`);
  }
  if (checksClass && !before.reported.some((item) => isOfClass(item, entry.className))) {
    problems.push(`${entry.title}: the "before" project reports no ${entry.className} (it reports ${before.reported.map((item) => item.name).join(', ') || 'nothing'})`);
  }
  if (after.errors.length) problems.push(`${entry.title}: the "after" project fails: ${after.errors[0].split('\n').slice(0, 6).join('\n')}`);
  const message = getMessageLine(printed);
  if (message && after.printed.split('\n').some((line) => line.trimEnd() === message)) {
    problems.push(`${entry.title}: the "after" project still prints "${message}"`);
  }
  if (checksClass && after.reported.some((item) => isOfClass(item, entry.className))) {
    problems.push(`${entry.title}: the "after" project still reports a ${entry.className}`);
  }
  return problems;
}

/**
 * Marks each `error=printed` block as what webpack prints: titled so, and searchable (unlike
 * other code), so a message pasted into the search finds its entry.
 */
export function markPrintedMessages(tree: MdastNode): void {
  for (const node of tree.children ?? []) {
    const meta = (node as { meta?: string | null }).meta;
    if (node.type !== 'code' || !/(?:^|\s)error=printed(?=\s|$)/.test(meta ?? '')) continue;
    const code = node as MdastNode & { meta?: string | null; data?: Record<string, unknown> };
    code.meta = `title="What webpack prints" ${meta}`;
    code.data = { ...code.data, searchable: true };
  }
}
