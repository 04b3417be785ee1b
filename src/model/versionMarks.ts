// Which option or hook a heading documents, the version marks the history gives it, and the check
// of hand-written marks (<Badge since>, <Deprecated since>) against that history: one source of truth.
import { compareVersions, minorOf, type HistoryEntry, type WebpackHistory } from './webpackHistory';
import { getNodeStart, getText, type MdastNode } from './mdast';
import { DEPRECATION_CODE } from './deprecationEntries';
import { getPageClass } from './classReference';
import { DEPRECATIONS_PAGE, HOOK_PAGES, OPTION_PAGES_FOLDER, RULE_HEADING_PREFIX, RULE_PATH_PREFIX } from '../config/webpackHistory';

/** What a heading documents: an option path or a hook, as the history names them. */
export interface HeadingSubject {
  kind: 'option' | 'hook' | 'deprecation' | 'member';
  /** "output.allowOutside", "Compilation.chunkHashDependencies". */
  key: string;
}

/** The marks a heading shows: minor versions ("5.97"), each present only when it applies. */
export interface VersionMark {
  /** Added after 5.0.0. */
  added?: string;
  deprecated?: string;
  removed?: string;
}

const OPTION_NAME = /^[A-Za-z_$][\w$]*(?:\.[\w$/-]+)*$/;

/**
 * The option, hook or deprecation code a heading of a page documents, if the history knows it.
 * ("configuration/output.mdx", "output.allowOutside") -> option "output.allowOutside";
 * ("configuration/module.mdx", "Rule.use") -> option "module.rules.use";
 * ("api/compilation-hooks.mdx", "chunkHashDependencies") -> hook "Compilation.chunkHashDependencies".
 * ("api/deprecations.mdx", "DEP_WEBPACK_COMPILATION_ASSETS") -> deprecation "DEP_WEBPACK_COMPILATION_ASSETS".
 * ("api/class-compilation.mdx", "emitAsset") -> member "Compilation.emitAsset".
 */
export function getHeadingSubject(pagePath: string, headingText: string, history: WebpackHistory): HeadingSubject | null {
  const text = headingText.trim();
  if (pagePath.startsWith(`${OPTION_PAGES_FOLDER}/`) && OPTION_NAME.test(text)) {
    const key = text.startsWith(RULE_HEADING_PREFIX) ? RULE_PATH_PREFIX + text.slice(RULE_HEADING_PREFIX.length) : text;
    return history.options[key] ? { kind: 'option', key } : null;
  }
  if (pagePath === DEPRECATIONS_PAGE && DEPRECATION_CODE.test(text)) {
    return history.deprecations?.[text] ? { kind: 'deprecation', key: text } : null;
  }
  const memberClass = getPageClass(pagePath);
  if (memberClass && /^[\w$]+$/.test(text)) {
    const key = `${memberClass}.${text}`;
    return history.members?.[key] ? { kind: 'member', key } : null;
  }
  const hookClass = Object.entries(HOOK_PAGES).find(([, page]) => page === pagePath)?.[0];
  if (hookClass && /^\w+$/.test(text)) {
    const key = `${hookClass}.${text}`;
    return history.hooks[key] ? { kind: 'hook', key } : null;
  }
  return null;
}

function getTable(history: WebpackHistory, kind: HeadingSubject['kind']): Record<string, HistoryEntry> {
  if (kind === 'member') return history.members ?? {};
  return kind === 'option' ? history.options : kind === 'hook' ? history.hooks : (history.deprecations ?? {});
}

export function getHistoryEntry(history: WebpackHistory, subject: HeadingSubject): HistoryEntry | undefined {
  return getTable(history, subject.kind)[subject.key];
}

/** The marks of a history entry: "added" only after the first webpack 5 release. */
export function getVersionMark(history: WebpackHistory, entry: HistoryEntry): VersionMark | null {
  const first = history.releases[0]?.version;
  const mark: VersionMark = {};
  if (first && compareVersions(entry.added, first) > 0) mark.added = minorOf(entry.added);
  if (entry.deprecated) mark.deprecated = minorOf(entry.deprecated);
  if (entry.removed) mark.removed = minorOf(entry.removed);
  return Object.keys(mark).length ? mark : null;
}

/** The marks of a page's heading, if it documents an option or hook the history knows: the HTML page and the Markdown twin show the same. */
export function getHeadingMark(history: WebpackHistory, pagePath: string, headingText: string): VersionMark | null {
  const subject = getHeadingSubject(pagePath, headingText, history);
  const entry = subject && getHistoryEntry(history, subject);
  return entry ? getVersionMark(history, entry) : null;
}

/** What each mark says in words: "Added in webpack 5.97", "Deprecated in webpack 5.90", "Removed in webpack 5.100". */
export function getVersionMarkLabels({ added, deprecated, removed }: VersionMark): string[] {
  return [
    ...(added ? [`Added in webpack ${added}`] : []),
    ...(deprecated && !removed ? [`Deprecated in webpack ${deprecated}`] : []),
    ...(removed ? [`Removed in webpack ${removed}`] : []),
  ];
}

/** Every 5.x minor release of the history, newest first: ["5.113", "5.112", …, "5.0"]. */
export function listMinorVersions(history: WebpackHistory): string[] {
  const minors = [...new Set(history.releases.map(({ version }) => minorOf(version)))];
  return minors.sort((a, b) => compareVersions(b, a));
}

export interface VersionMarkProblem {
  /** Line and column of the body (the caller adds the front matter's lines). */
  line?: number;
  column?: number;
  message: string;
}


function getStringAttribute(node: MdastNode, name: string): string | undefined {
  const attribute = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** "5.66" agrees with "5.66.0"; "5.66.1" does not; "5.x" agrees with any 5 release. */
function agrees(written: string, computed: string): boolean {
  if (/x$/.test(written)) return computed.startsWith(written.slice(0, -1));
  return written.split('.').length === 2 ? minorOf(computed) === written : compareVersions(written, computed) === 0;
}

/** The first `name` in inline code of a table row or list item: the sub-option it describes. */
function getRowName(row: MdastNode): string | undefined {
  let name: string | undefined;
  const find = (node: MdastNode) => {
    if (name !== undefined) return;
    if (node.type === 'inlineCode' && /^[\w$/-]+$/.test(node.value ?? '')) name = node.value;
    else node.children?.forEach(find);
  };
  find(row);
  return name;
}

/**
 * The path a mark in a row speaks of, most precise first: the code just before it (`{ glob }` is a
 * property of the row's option, `name` a sibling), the row's first name, else the heading's subject.
 * ("experiments.lazyCompilation", row "test", before "{ glob }") -> "experiments.lazyCompilation.test.glob".
 */
function findMarkedPath(
  subject: HeadingSubject,
  rowName: string | undefined,
  before: string | undefined,
  history: WebpackHistory,
): { key: string; entry: HistoryEntry } | null {
  const table = getTable(history, subject.kind);
  const property = /^\{\s*([\w$]+)\s*\}$/.exec(before ?? '')?.[1];
  const candidates = rowName
    ? [
        property && `${subject.key}.${rowName}.${property}`,
        before && /^[\w$/-]+$/.test(before) ? `${subject.key}.${before}` : undefined,
        `${subject.key}.${rowName}`,
      ]
    : [property && `${subject.key}.${property}`, subject.key];
  const key = candidates.find((candidate): candidate is string => Boolean(candidate && table[candidate]));
  return key ? { key, entry: table[key] } : null;
}

/**
 * Hand-written marks that disagree with the history. A mark belongs to the nearest heading above it
 * (or the heading it is in); in a table row or list item it belongs to the sub-option the row names
 * first (`specNamespaceObject` under "module.parser.javascript"), and is checked when the history
 * knows that path. Only headings that document a known option or hook are checked.
 */
export function checkVersionMarks(tree: MdastNode, pagePath: string, history: WebpackHistory): VersionMarkProblem[] {
  const problems: VersionMarkProblem[] = [];
  let current: { subject: HeadingSubject; entry: HistoryEntry } | null = null;
  const check = (node: MdastNode, row: MdastNode | null, before: string | undefined) => {
    if (node.type === 'heading') {
      const subject = getHeadingSubject(pagePath, getHeadingText(node), history);
      const entry = subject && getHistoryEntry(history, subject);
      current = subject && entry ? { subject, entry } : null;
    }
    const isElement = node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
    if (current && isElement && (node.name === 'Badge' || node.name === 'Deprecated')) {
      const found = findMarkedPath(current.subject, row ? getRowName(row) : undefined, before, history);
      const written = getStringAttribute(node, 'since');
      const { line, column } = getNodeStart(node);
      const computed = found && (node.name === 'Badge' ? found.entry.added : found.entry.deprecated);
      const what = node.name === 'Badge' ? 'added in' : 'deprecated in';
      if (!found || !written) {
        // A row naming something the history does not know: nothing to check it against.
      } else if (!computed) {
        problems.push({ line, column, message: `<${node.name} since="${written}"> says ${found.key} was ${what} ${written}, but the webpack history has no such release for it` });
      } else if (!agrees(written, computed)) {
        problems.push({ line, column, message: `<${node.name} since="${written}"> says ${found.key} was ${what} ${written}, the webpack history says ${computed}` });
      }
    }
    const inRow = node.type === 'tableRow' || node.type === 'listItem' ? node : row;
    let previous: string | undefined;
    for (const child of node.children ?? []) {
      check(child, inRow, previous);
      if (child.type === 'inlineCode') previous = child.value;
    }
  };
  check(tree, null, undefined);
  return problems;
}

/** A heading's name without its marks: "output.clean <Badge since="5.20.0" />" -> "output.clean". */
export function getHeadingText(heading: MdastNode): string {
  return (heading.children ?? [])
    .filter((child) => child.type !== 'mdxJsxTextElement')
    .map(getText)
    .join('')
    .trim();
}
