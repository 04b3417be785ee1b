// The page "webpack 5 releases": per minor release, the options and hooks it added, deprecated or
// removed, and the deprecation codes its code started or stopped warning with, each linked to
// where the site documents it. Written from the history by
// `npm run write:webpack-releases` (scripts/write-webpack-releases.ts); a content test keeps it current.
import { minorOf, type DefaultChange, type HistoryEntry, type WebpackHistory } from './webpackHistory';
import { MODES } from './modeDefaults';
import { listMinorVersions } from './versionMarks';

export type ReleaseItemKind = 'option' | 'hook' | 'deprecation';

/** Where the site documents an option, hook or code: "/configuration/output/#outputallowoutside", or null. */
export type LocateDocs = (kind: ReleaseItemKind, key: string) => string | null;

/** Whether the latest release still has the key (only those need documentation). */
type IsCurrent = (key: string) => boolean;

type Change = 'added' | 'deprecated' | 'removed';

const CHANGES: Array<{ change: Change; options: string; hooks: string; codes?: string }> = [
  { change: 'added', options: 'Options added', hooks: 'Hooks added', codes: 'Deprecation codes webpack starts warning with' },
  { change: 'deprecated', options: 'Options deprecated', hooks: 'Hooks deprecated' },
  { change: 'removed', options: 'Options removed', hooks: 'Hooks removed', codes: 'Deprecation codes webpack no longer warns with' },
];

/** How a line of siblings that changed together reads: "41 new properties, `anglePrecision`, …". */
const FOLDED: Record<Change, string> = { added: 'new properties', deprecated: 'properties deprecated', removed: 'properties removed' };

/** Children of one parent added together and listed as one line past this many. */
const FOLD_FROM = 4;

export const RELEASES_PAGE_PATH = 'migrate/webpack-5-releases.mdx';

/** The heading of a release's section: "webpack 5.113". */
export const getReleaseHeading = (minor: string): string => `webpack ${minor}`;

/** The minor release a section heading names: "webpack 5.113" (an anchor may follow) -> "5.113"; null for another heading. */
export function getHeadingRelease(heading: string): string | null {
  return /^webpack (\d+\.\d+)\b/.exec(heading.trim())?.[1] ?? null;
}

function code(key: string, href: string | null): string {
  return href ? `[\`${key}\`](${href})` : `\`${key}\``;
}

/**
 * The lines of one list: each key linked to its documentation. Siblings that arrive together in
 * numbers ("optimization.minimizeOptions.xml.anglePrecision", "….applyTransforms", …) become one
 * line under their parent, with every name: "`optimization.minimizeOptions.xml`: 41 new properties, `anglePrecision`, …"
 * ("… properties deprecated", "… properties removed" in those lists).
 */
function listKeys(kind: ReleaseItemKind, keys: string[], locate: LocateDocs, isCurrent: IsCurrent, change: Change, note: (key: string) => string): string[] {
  const missing = (key: string, href: string | null) => (href || !isCurrent(key) ? '' : ' (not documented here yet)') + note(key);
  const keySet = new Set(keys);
  const byParent = new Map<string, string[]>();
  for (const key of keys) {
    const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
    // A key whose parent is in the same list is named on the parent's line.
    if (keySet.has(parent)) continue;
    byParent.set(parent, [...(byParent.get(parent) ?? []), key]);
  }
  const lines: string[] = [];
  const childrenOf = (key: string) => keys.filter((other) => other.startsWith(`${key}.`)).map((other) => other.slice(key.length + 1));
  for (const [parent, siblings] of [...byParent].sort(([a], [b]) => a.localeCompare(b))) {
    if (kind === 'option' && parent && siblings.length >= FOLD_FROM) {
      const names = siblings.map((key) => key.slice(parent.length + 1));
      const nested = siblings.flatMap((key) => childrenOf(key).map((child) => `${key.slice(parent.length + 1)}.${child}`));
      const href = locate(kind, parent);
      const list = [...names, ...nested].sort().map((name) => `\`${name}\``).join(', ');
      lines.push(`- ${code(parent, href)}: ${siblings.length} ${FOLDED[change]}, ${list}${missing(siblings[0], href)}`);
      continue;
    }
    for (const key of siblings) {
      const children = childrenOf(key);
      const href = locate(kind, key);
      lines.push(`- ${code(key, href)}${children.length ? ` with ${children.map((name) => `\`${name}\``).join(', ')}` : ''}${missing(key, href)}`);
    }
  }
  return lines;
}

/**
 * The keys of a table changed in one minor release, by kind of change; what the first release had
 * is not "added". A key that left and came back is added and removed in its earlier runs too.
 */
function keysOf(entries: Record<string, HistoryEntry>, minor: string, change: Change, first: string): string[] {
  const runs = (entry: HistoryEntry): Array<Partial<Record<Change, string>>> => [entry, ...(change === 'deprecated' ? [] : (entry.earlier ?? []))];
  return Object.entries(entries)
    .filter(([, entry]) =>
      runs(entry).some((run) => run[change] !== undefined && minorOf(run[change]!) === minor && !(change === 'added' && run.added === first)),
    )
    .map(([key]) => key)
    .sort();
}

/**
 * What happened to a key that left and came back, on each line that names it in this minor:
 * " (removed in 5.45.1, added again in 5.48.0)" on its earlier run, " (again: first added in
 * 5.45.0 and removed in 5.45.1)" on its return.
 */
function describeRuns(entry: HistoryEntry, minor: string, change: Change): string {
  if (!entry.earlier || change === 'deprecated') return '';
  const earlier = entry.earlier.find((run) => minorOf(run[change]) === minor);
  if (earlier) return change === 'added' ? ` (removed in ${earlier.removed}, added again in ${entry.added})` : ` (added again in ${entry.added})`;
  if (change === 'removed') return '';
  return ` (again: ${entry.earlier.map((run) => `first added in ${run.added} and removed in ${run.removed}`).join('; ')})`;
}

/** A default past this length is not quoted in the list (a whole `module.defaultRules` array): the line says it changed. */
const QUOTED_DEFAULT_LENGTH = 80;

/** "in development and none mode" where a change is not in every mode; "" where it is. */
function describeModes(modes: readonly string[]): string {
  if (MODES.every((mode) => modes.includes(mode))) return '';
  const names = modes.length > 1 ? `${modes.slice(0, -1).join(', ')} and ${modes.at(-1)}` : modes[0];
  return ` in ${names} mode`;
}

/**
 * The defaults that releases of one minor changed: "- [`experiments.topLevelAwait`](…): `false` → `true` (5.83.0)".
 * Defaults are webpack's own for `{ mode, target: 'web' }`; a value too long to quote is said to have changed.
 */
function listDefaultChanges(changes: ReadonlyArray<{ version: string; change: DefaultChange }>, locate: LocateDocs): string[] {
  return changes.map(({ version, change: { path, from, to, modes } }) => {
    const quoted = from.length <= QUOTED_DEFAULT_LENGTH && to.length <= QUOTED_DEFAULT_LENGTH;
    const value = quoted ? `\`${from}\` → \`${to}\`` : 'the default changed';
    return `- ${code(path, locate('option', path))}${describeModes(modes)}: ${value} (${version})`;
  });
}

/** The whole page, front matter included, from the history and where each item is documented. */
export function writeReleasesPage(history: WebpackHistory, locate: LocateDocs): string {
  const first = history.releases[0]?.version ?? '';
  const latest = history.releases[history.releases.length - 1]?.version ?? '';
  const minors = listMinorVersions(history);
  const parts: string[] = [
    '---',
    'title: webpack 5 releases',
    'sort: 0',
    `description: The configuration options and plugin hooks each webpack 5 minor release added, deprecated or removed, from ${latest} back to ${first}, linked to their documentation.`,
    'related:',
    '  - title: Configuration',
    '    url: /configuration/',
    '  - title: Compilation hooks',
    '    url: /api/compilation-hooks/',
    '---',
    '',
    '{/* Written by `npm run write:webpack-releases` from content/data/webpack-history.json: edit that command, not this file. */}',
    '',
    `Upgrading within webpack 5? Read from the release you use up to the latest to see what you can now use. Each list comes from the configuration schema, type definitions and code of all ${history.releases.length} webpack 5 releases published on npm, ${first} to ${latest}: an item counts from the first release of its latest unbroken run of releases (for nearly every item simply the first release that has it), a deprecation from the first release whose schema or types mark it (or whose code warns about it), and it is listed under that release's minor version. Patch releases are counted with their minor.`,
    '',
    `An item that left and came back is therefore listed under the release it came back in, with a note on its earlier run; that earlier run also appears under its own minor version, as added and as removed, each line naming the return. Its headings elsewhere on the site date it from its return as well, since that is the release from which it stayed.`,
    '',
    'The configuration and API pages show the same information on their headings, and let you choose your webpack version at the top of the page: whatever came after it is then marked "not in" your version.',
    '',
    `The [deprecation codes](/api/deprecations/) are those webpack prints in a \`DeprecationWarning\` when a project uses something it is phasing out.`,
    '',
    `Every option, hook and deprecation code not listed here was already in ${first}.`,
    '',
    '## Plan an upgrade',
    '',
    `Choose the release you use and the one you are moving to: the page then shows only what the releases in between changed, patch releases included, and the address of the page keeps your choice, so you can share it. The defaults that changed are webpack's own, computed by the defaults code of each release for a configuration that sets only \`mode\` (and \`target: 'web'\`), as they are after webpack has normalised the configuration: a change of form, such as \`devtool: 'eval'\` becoming \`[{ type: 'javascript', use: 'eval' }]\` in 5.105, is listed too.`,
    '',
    '<ReleaseRange />',
  ];
  for (const minor of minors) {
    const sections: string[] = [];
    for (const { change, options, hooks, codes } of CHANGES) {
      const list = (kind: ReleaseItemKind, entries: Record<string, HistoryEntry>, title: string) => {
        const keys = keysOf(entries, minor, change, first);
        const isCurrent = (key: string) => !entries[key].removed;
        if (keys.length) sections.push('', `${title}:`, '', ...listKeys(kind, keys, locate, isCurrent, change, (key) => describeRuns(entries[key], minor, change)));
      };
      list('option', history.options, options);
      list('hook', history.hooks, hooks);
      if (codes) list('deprecation', history.deprecations ?? {}, codes);
    }
    const defaults = Object.entries(history.defaults ?? {})
      .filter(([version]) => minorOf(version) === minor)
      .flatMap(([version, changes]) => changes.map((change) => ({ version, change })));
    if (defaults.length) sections.push('', 'Defaults changed:', '', ...listDefaultChanges(defaults, locate));
    if (minor === minorOf(first) && sections.length === 0) continue;
    parts.push('', `## ${getReleaseHeading(minor)}`, ...(sections.length ? sections : ['', 'No configuration option, hook or deprecation code was added, deprecated or removed, and no default changed.']));
  }
  return `${parts.join('\n')}\n`;
}
