// When each configuration option and hook came to webpack 5, was deprecated or removed, computed
// from every stable release (`npm run sync:webpack-history` writes content/data/webpack-history.json).
// Pure: the build, the head script's latest release and the maintainer commands read it.
import { slug } from 'github-slugger';

export interface WebpackRelease {
  version: string;
  /** "YYYY-MM-DD", from `npm view webpack time`. */
  date: string;
}

/** Full versions, e.g. "5.97.0". */
export interface HistoryEntry {
  added: string;
  deprecated?: string;
  removed?: string;
  /** Earlier runs of releases that had the key, oldest first, when it left and came back. */
  earlier?: Array<{ added: string; removed: string }>;
}

export interface WebpackHistory {
  /** Every stable 5.x release scanned, oldest first. */
  releases: WebpackRelease[];
  /** Option path ("output.allowOutside") -> dates. */
  options: Record<string, HistoryEntry>;
  /** "Compilation.chunkHashDependencies" -> dates. */
  hooks: Record<string, HistoryEntry>;
  /** "DEP_WEBPACK_COMPILATION_ASSETS" -> the releases whose lib/ warns with the code (never `deprecated`). */
  deprecations: Record<string, HistoryEntry>;
  /** "Compilation.emitAsset" -> dates of the public members of the reference classes (REFERENCE_CLASSES). */
  members?: Record<string, HistoryEntry>;
  /** Release -> the defaults it changed against the release before it (computeDefaultChanges). */
  defaults?: Record<string, DefaultChange[]>;
}

/** A default that one release changed: in `modes` (as webpack's defaults code gives them, target web), `from` became `to`. */
export interface DefaultChange {
  path: string;
  from: string;
  to: string;
  modes: string[];
}

export interface ScannedRelease extends WebpackRelease {
  options: Map<string, { deprecated: boolean }>;
  hooks: Map<string, { deprecated: boolean }>;
  /** The `DEP_WEBPACK_*` codes of the release's lib/. */
  deprecationCodes: ReadonlySet<string>;
  /** "Compilation.emitAsset" -> deprecated by `@deprecated` in types.d.ts. */
  members: Map<string, { deprecated: boolean }>;
  /** Mode -> option path -> its default as text; null where the release's defaults code could not run. */
  defaults?: Record<string, Record<string, string>> | null;
}

/** "5.97.3" -> [5, 97, 3]; anything after the numbers (a prerelease) is ignored. */
function parseVersion(version: string): number[] {
  return version.split(/[-+]/)[0].split('.').map((part) => Number(part) || 0);
}

/** Orders "5.x.y" versions numerically: "5.9.0" < "5.10.0". Negative, zero or positive, as for sort(). */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** "5.97.3" -> "5.97". */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** "5.0.0", "5.113.0"; not "5.0.0-beta.1" or "5.0.0-rc.6". */
export function isStableRelease(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/**
 * The heading id of an option path, as rehype-slug makes it from a heading that is the path:
 * "output.allowOutside" -> "outputallowoutside", "module.parser.css/auto" -> "moduleparsercssauto".
 */
export function getOptionSlug(path: string): string {
  return slug(path);
}

/**
 * One key's dates from whether each release (oldest first) has it. The latest continuous run gives
 * the dates: a key that left and came back is dated from its return, with no `removed`, and its
 * earlier runs are listed in `earlier`, so a page can say what happened.
 */
function dateKey(releases: readonly ScannedRelease[], presence: ReadonlyArray<{ deprecated: boolean } | undefined>): HistoryEntry | null {
  let last = presence.length - 1;
  while (last >= 0 && !presence[last]) last--;
  if (last < 0) return null;
  let first = last;
  while (first > 0 && presence[first - 1]) first--;
  let deprecatedFrom = last + 1;
  while (deprecatedFrom > first && presence[deprecatedFrom - 1]?.deprecated) deprecatedFrom--;
  const earlier: Array<{ added: string; removed: string }> = [];
  for (let index = 0; index < first; index++) {
    if (!presence[index]) continue;
    let end = index;
    while (presence[end + 1]) end++;
    earlier.push({ added: releases[index].version, removed: releases[end + 1].version });
    index = end;
  }
  return {
    added: releases[first].version,
    ...(deprecatedFrom <= last ? { deprecated: releases[deprecatedFrom].version } : {}),
    ...(last < releases.length - 1 ? { removed: releases[last + 1].version } : {}),
    ...(earlier.length ? { earlier } : {}),
  };
}

function sortKeys<T>(record: Map<string, T>): Record<string, T> {
  return Object.fromEntries([...record].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function dateAll(releases: readonly ScannedRelease[], pick: (release: ScannedRelease) => Map<string, { deprecated: boolean }>): Record<string, HistoryEntry> {
  const keys = new Set(releases.flatMap((release) => [...pick(release).keys()]));
  const dated = new Map<string, HistoryEntry>();
  for (const key of keys) {
    const entry = dateKey(releases, releases.map((release) => pick(release).get(key)));
    if (entry) dated.set(key, entry);
  }
  return sortKeys(dated);
}

/**
 * `added`: the first release of the latest run that has the key; `deprecated`: the first release
 * from which it stays deprecated to the end of that run; `removed`: the first release without it
 * after that run. Releases may come in any order; keys come out sorted, so the JSON diffs cleanly.
 */
export function computeHistory(releases: readonly ScannedRelease[]): WebpackHistory {
  const ordered = [...releases].sort((a, b) => compareVersions(a.version, b.version));
  return {
    releases: ordered.map(({ version, date }) => ({ version, date })),
    options: dateAll(ordered, (release) => release.options),
    hooks: dateAll(ordered, (release) => release.hooks),
    deprecations: dateAll(ordered, (release) => new Map([...release.deprecationCodes].map((code) => [code, { deprecated: false }]))),
    members: dateAll(ordered, (release) => release.members),
    ...(ordered.some((release) => release.defaults) ? { defaults: computeDefaultChanges(ordered) } : {}),
  };
}

/**
 * The defaults each release changed against the nearest earlier release with known defaults: paths
 * both have, with another value. A path new in a release is an option added, not a changed default.
 * The same change in several modes is one entry; releases are in order, oldest first.
 */
export function computeDefaultChanges(releases: readonly ScannedRelease[]): Record<string, DefaultChange[]> {
  const changes: Record<string, DefaultChange[]> = {};
  let previous: Record<string, Record<string, string>> | null = null;
  for (const release of releases) {
    const current = release.defaults;
    if (!current) continue;
    if (previous) {
      const byChange = new Map<string, DefaultChange>();
      for (const [mode, values] of Object.entries(current)) {
        const before = previous[mode] ?? {};
        for (const [path, to] of Object.entries(values)) {
          const from = before[path];
          if (from === undefined || from === to) continue;
          const key = JSON.stringify([path, from, to]);
          const change = byChange.get(key) ?? byChange.set(key, { path, from, to, modes: [] }).get(key)!;
          change.modes.push(mode);
        }
      }
      if (byChange.size) changes[release.version] = [...byChange.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    }
    previous = current;
  }
  return changes;
}

export interface AddedDisagreement {
  path: string;
  /** What the schema's `added` field says. */
  schema: string;
  /** The first release of the latest run that has the path; null when the history lacks it. */
  history: string | null;
}

/** Paths where the schema's own `added` field (of the latest release) and the computed date differ. */
export function compareWithSchemaAdded(
  options: Readonly<Record<string, HistoryEntry>>,
  schemaOptions: ReadonlyMap<string, { added?: string }>,
): AddedDisagreement[] {
  const disagreements: AddedDisagreement[] = [];
  for (const [path, { added }] of schemaOptions) {
    if (added === undefined) continue;
    const history = options[path]?.added ?? null;
    if (history === null || compareVersions(history, added) !== 0) disagreements.push({ path, schema: added, history });
  }
  return disagreements.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The history as the committed JSON file: one release or one entry a line, so a sync's diff
 * shows exactly what changed.
 * {
 *   "releases": [
 *     {"version":"5.0.0","date":"2020-10-10"},
 */
export function formatHistory(history: WebpackHistory): string {
  const lines = (entries: string[]) => (entries.length ? `\n${entries.map((entry) => `    ${entry}`).join(',\n')}\n  ` : '');
  const record = (values: Record<string, HistoryEntry>) =>
    lines(Object.entries(values).map(([key, entry]) => `${JSON.stringify(key)}: ${JSON.stringify(entry)}`));
  return [
    '{',
    `  "releases": [${lines(history.releases.map((release) => JSON.stringify(release)))}],`,
    `  "options": {${record(history.options)}},`,
    `  "hooks": {${record(history.hooks)}},`,
    `  "deprecations": {${record(history.deprecations)}},`,
    `  "members": {${record(history.members ?? {})}}${history.defaults ? ',' : ''}`,
    ...(history.defaults ? [`  "defaults": {${lines(Object.entries(history.defaults).map(([version, list]) => `${JSON.stringify(version)}: ${JSON.stringify(list)}`))}}`] : []),
    '}',
    '',
  ].join('\n');
}
