// What changed between two webpack releases (options, hooks, CLI flags, class members) and which page documents
// each change; `npm run webpack:diff` prints it.
import GithubSlugger from 'github-slugger';
import { getText, type MdastNode } from './mdast';
import { getOptionSlug } from './webpackHistory';
import { RULE_HEADING_PREFIX, RULE_PATH_PREFIX } from '../config/webpackHistory';
import type { EnumValue, HookFacts, OptionFacts } from './webpackRelease';
import type { MemberFacts } from './classMembers';
import { getMemberUrl } from './classReference';

/** One flag of webpack's `cli.getArguments()`, reduced to what a diff compares. */
export interface CliFlagFacts {
  /** The types of its configs, e.g. `boolean | path`. */
  type: string;
  values?: EnumValue[];
  description?: string;
  multiple: boolean;
  /** Option paths it sets, in the history's convention ("module.rules.test"). */
  paths: string[];
}

export interface ReleaseFacts {
  version: string;
  options: ReadonlyMap<string, OptionFacts>;
  hooks: ReadonlyMap<string, HookFacts>;
  cliFlags: ReadonlyMap<string, CliFlagFacts>;
  /** "Compilation.emitAsset" -> signature and deprecation, for the reference classes. */
  members?: ReadonlyMap<string, MemberFacts>;
}

/** The shape of `getArguments()` that we read. */
export interface CliArgument {
  description?: string;
  multiple?: boolean;
  configs: Array<{ type: string; path: string; description?: string; multiple?: boolean; values?: EnumValue[] }>;
}

/** "module.rules[].test" -> "module.rules.test"; "output.allowOutside[]" -> "output.allowOutside". */
export function getCliOptionPath(configPath: string): string {
  return configPath.replace(/\[[^\]]*\]/g, '');
}

/** `getArguments()` of a release -> flag name ("output-allow-outside") -> facts. */
export function describeCliFlags(args: Readonly<Record<string, CliArgument>>): Map<string, CliFlagFacts> {
  const flags = new Map<string, CliFlagFacts>();
  for (const [name, argument] of Object.entries(args)) {
    const values = [...new Set(argument.configs.flatMap((config) => config.values ?? []))];
    flags.set(name, {
      type: [...new Set(argument.configs.map((config) => config.type))].sort().join(' | '),
      ...(values.length ? { values } : {}),
      ...(argument.description !== undefined ? { description: argument.description } : {}),
      multiple: argument.multiple === true,
      paths: [...new Set(argument.configs.map((config) => getCliOptionPath(config.path)))].sort(),
    });
  }
  return flags;
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface ChangedItem {
  key: string;
  changes: FieldChange[];
}

export interface KeyedDiff {
  added: string[];
  removed: string[];
  changed: ChangedItem[];
}

export interface ReleaseDiff {
  from: string;
  to: string;
  options: KeyedDiff;
  hooks: KeyedDiff;
  cliFlags: KeyedDiff;
  members: KeyedDiff;
}

/** How a field reads in a diff line: `"a", "b"` for lists, `yes`/`no` for flags. */
function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((item) => JSON.stringify(item)).join(', ') || '(none)';
  return String(value);
}

function diffMaps<T extends object>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, fields: ReadonlyArray<keyof T & string>): KeyedDiff {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const added = [...after.keys()].filter((key) => !before.has(key)).sort(byName);
  const removed = [...before.keys()].filter((key) => !after.has(key)).sort(byName);
  const changed: ChangedItem[] = [];
  for (const key of [...after.keys()].sort(byName)) {
    const [old, now] = [before.get(key), after.get(key)];
    if (!old || !now) continue;
    const changes = fields
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({ field, from: show(old[field]), to: show(now[field]) }));
    if (changes.length) changed.push({ key, changes });
  }
  return { added, removed, changed };
}

/** Options, hooks and CLI flags that `b` adds, removes or changes against `a`. */
export function diffReleases(a: ReleaseFacts, b: ReleaseFacts): ReleaseDiff {
  return {
    from: a.version,
    to: b.version,
    options: diffMaps(a.options, b.options, ['type', 'enum', 'description', 'deprecated']),
    hooks: diffMaps(a.hooks, b.hooks, ['type', 'deprecated']),
    cliFlags: diffMaps(a.cliFlags, b.cliFlags, ['type', 'values', 'description', 'multiple']),
    members: diffMaps(a.members ?? new Map(), b.members ?? new Map(), ['signature', 'deprecated']),
  };
}

/** A heading of a page and the inline code of its section (up to the next heading of its level or higher). */
export interface DocSection {
  id: string;
  level: number;
  codes: Set<string>;
}

export interface DocPage {
  /** Path under content/, e.g. "configuration/output.mdx". */
  path: string;
  url: string;
  sections: DocSection[];
  /** The page's raw body, to find CLI flags in tables and code. */
  body: string;
}

/** Sections of a parsed page, with heading ids as the site gives them (one slugger for every heading). */
export function indexSections(tree: MdastNode): DocSection[] {
  const slugger = new GithubSlugger();
  const sections: DocSection[] = [];
  let open: DocSection[] = [];
  const visit = (node: MdastNode): void => {
    if (node.type === 'heading') {
      const level = node.depth ?? 0;
      const section = { id: slugger.slug(getText(node).trim()), level, codes: new Set<string>() };
      open = [...open.filter((candidate) => candidate.level < level), section];
      sections.push(section);
      return;
    }
    if (node.type === 'inlineCode' && node.value) for (const section of open) section.codes.add(node.value.trim());
    node.children?.forEach(visit);
  };
  visit(tree);
  return sections;
}

export interface DocsLink {
  /** "/configuration/output/#outputallowoutside". */
  href: string;
  /** True when only an ancestor's section mentions it. */
  under: boolean;
}

/**
 * Heading ids an option path may have: its slug, and on module.mdx the "Rule.use" form of
 * "module.rules.use".
 */
function getOptionIds(path: string): string[] {
  const ids = [getOptionSlug(path)];
  if (path.startsWith(RULE_PATH_PREFIX)) ids.push(getOptionSlug(RULE_HEADING_PREFIX + path.slice(RULE_PATH_PREFIX.length)));
  return ids;
}

/** Does inline code name this key: `removeViewBox`, `minimizeOptions.xml.removeViewBox`, `removeViewBox: true`, `{ glob }`? */
function mentions(codes: ReadonlySet<string>, key: string): boolean {
  for (const code of codes) {
    if (code === key || code.endsWith(`.${key}`) || code.startsWith(`${key}:`) || code.startsWith(`${key} `)) return true;
    if (/^\{\s*([\w$/-]+)\s*\}$/.exec(code)?.[1] === key) return true;
  }
  return false;
}

/**
 * Paths that take the same options as another and are documented there, applied until none fits:
 * the object form of `optimization.minimize` is `optimization.minimizeOptions`; `module.defaultRules`
 * holds rules like `module.rules`; a rule's `resolve` and `resolveLoader` are `resolve`; an entry's
 * `library` is `output.library`; the `javascript/auto`… and `css/auto`… parser and generator options
 * are those of `javascript` and `css`.
 * "optimization.minimize.xml.precision" -> "optimization.minimizeOptions.xml.precision".
 */
const DOCUMENTED_AS: Array<[RegExp, string]> = [
  [/^optimization\.minimize\./, 'optimization.minimizeOptions.'],
  [/^module\.defaultRules\./, 'module.rules.'],
  [/^module\.rules\.resolve\./, 'resolve.'],
  [/^resolveLoader\./, 'resolve.'],
  [/^entry\.library\./, 'output.library.'],
  [/^module\.(parser|generator)\.(javascript|css)\/\w+\./, 'module.$1.$2.'],
];

function getDocumentedPath(path: string): string {
  let current = path;
  for (let step = 0; step < DOCUMENTED_AS.length; step++) {
    const alias = DOCUMENTED_AS.find(([pattern]) => pattern.test(current));
    if (!alias) break;
    current = current.replace(alias[0], alias[1]);
  }
  return current;
}

/**
 * Where an option is documented: a heading that is its path ("output.allowOutside" ->
 * #outputallowoutside), or else the nearest ancestor's heading whose section names its last
 * segment in inline code ("optimization.minimizeOptions.xml.removeViewBox" -> under
 * #optimizationminimizeoptions when that section has `removeViewBox`). Null when neither.
 */
export function findOptionDocs(optionPath: string, pages: readonly DocPage[]): DocsLink | null {
  const path = getDocumentedPath(optionPath);
  const ids = getOptionIds(path);
  for (const page of pages) {
    const section = page.sections.find((candidate) => ids.includes(candidate.id));
    if (section) return { href: `${page.url}#${section.id}`, under: false };
  }
  const segments = path.split('.');
  const last = segments[segments.length - 1];
  for (let length = segments.length - 1; length > 0; length--) {
    const ids = getOptionIds(segments.slice(0, length).join('.'));
    for (const page of pages) {
      const section = page.sections.find((candidate) => ids.includes(candidate.id) && mentions(candidate.codes, last));
      if (section) return { href: `${page.url}#${section.id}`, under: true };
    }
  }
  return null;
}

/** A hook "Compilation.seal" is documented by a heading "seal" on its class's page. */
export function findHookDocs(key: string, pages: Readonly<Record<string, DocPage | undefined>>): DocsLink | null {
  const [className, name] = key.split('.');
  const page = pages[className];
  const section = page?.sections.find((candidate) => candidate.id === name.toLowerCase());
  return page && section ? { href: `${page.url}#${section.id}`, under: false } : null;
}

/** A deprecation code is documented by the heading that is the code on the deprecations page ("dep_webpack_compilation_assets"). */
export function findDeprecationDocs(code: string, page: DocPage | undefined): DocsLink | null {
  const section = page?.sections.find((candidate) => candidate.id === getOptionSlug(code));
  return page && section ? { href: `${page.url}#${section.id}`, under: false } : null;
}

/** An error class is documented by its heading on the errors page (`### ModuleNotFoundError`, id "modulenotfounderror"). */
export function findErrorClassDocs(name: string, page: DocPage | undefined): DocsLink | null {
  const section = page?.sections.find((candidate) => candidate.id === name.toLowerCase());
  return page && section ? { href: `${page.url}#${section.id}`, under: false } : null;
}

/** A class member is documented when its class page describes it (`### emitAsset` in <ClassMembers>); the page generates the heading either way. */
export function findMemberDocs(key: string, described: ReadonlyMap<string, ReadonlySet<string>> | undefined): DocsLink | null {
  const dot = key.indexOf('.');
  const [className, name] = [key.slice(0, dot), key.slice(dot + 1)];
  const href = getMemberUrl(className, name);
  return href && described?.get(className)?.has(name) ? { href, under: false } : null;
}

/** A flag is documented when the CLI page names it (`--output-clean`, `--no-output-clean`) or its option is documented. */
export function findCliFlagDocs(name: string, flag: CliFlagFacts, cliPage: DocPage | undefined, optionPages: readonly DocPage[]): DocsLink | null {
  const named = new RegExp(`--(?:no-)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
  if (cliPage && named.test(cliPage.body)) return { href: cliPage.url, under: false };
  for (const path of flag.paths) {
    const docs = findOptionDocs(path, optionPages);
    if (docs) return { href: docs.href, under: true };
  }
  return null;
}

export interface DocumentedDiff {
  diff: ReleaseDiff;
  /** Key of each added or changed item -> where it is documented, or null. */
  options: Map<string, DocsLink | null>;
  hooks: Map<string, DocsLink | null>;
  cliFlags: Map<string, DocsLink | null>;
  members: Map<string, DocsLink | null>;
  /** Added or changed items that no page documents. */
  undocumented: number;
}

/** Looks up the documentation of everything the newer release adds or changes. */
export function documentDiff(
  diff: ReleaseDiff,
  newer: ReleaseFacts,
  docs: {
    optionPages: readonly DocPage[];
    hookPages: Readonly<Record<string, DocPage | undefined>>;
    cliPage: DocPage | undefined;
    memberDescriptions?: ReadonlyMap<string, ReadonlySet<string>>;
  },
): DocumentedDiff {
  const touched = (keyed: KeyedDiff) => [...keyed.added, ...keyed.changed.map((item) => item.key)];
  const options = new Map(touched(diff.options).map((key) => [key, findOptionDocs(key, docs.optionPages)]));
  const hooks = new Map(touched(diff.hooks).map((key) => [key, findHookDocs(key, docs.hookPages)]));
  const cliFlags = new Map(
    touched(diff.cliFlags).map((name) => {
      const flag = newer.cliFlags.get(name);
      return [name, flag ? findCliFlagDocs(name, flag, docs.cliPage, docs.optionPages) : null];
    }),
  );
  const members = new Map(touched(diff.members).map((key) => [key, findMemberDocs(key, docs.memberDescriptions)]));
  const undocumented = [options, hooks, cliFlags, members].reduce((count, map) => count + [...map.values()].filter((link) => link === null).length, 0);
  return { diff, options, hooks, cliFlags, members, undocumented };
}
