// What the configuration checker (/configuration/checker/) says about each option a pasted
// configuration sets: its documentation, its default, and its history against the reader's
// version. The build computes the data (src/node/configChecker.ts) from the locked webpack and the
// history; the checker's worker (src/worker/configCheckerWorker.ts) walks the configuration with it.
import { compareVersions, minorOf } from './webpackHistory';
import { formatDefault, isPlainObject, MODES, type Mode } from './modeDefaults';
import { getRefName, type SchemaNode, type WebpackOptionsSchema } from './webpackRelease';
import { joinPath } from './configSource';

/** One option path of any 5.x release. */
export interface CheckerOption {
  /** Its heading on the configuration pages ("/configuration/output/#outputfilename"), or its nearest documented ancestor's. */
  url?: string;
  /** Full versions, as in the history. */
  added: string;
  deprecated?: string;
  removed?: string;
  /** What the docs say to use instead ("Use `module.parser.javascript.exprContextCritical`."). */
  replacement?: string;
}

export interface CheckerData {
  /** The locked release, whose validator and defaults the checker uses ("5.113.0"). */
  webpack: string;
  /** The 5.x minor releases, newest first. */
  versions: string[];
  options: Record<string, CheckerOption>;
  /** Option paths whose keys are names the reader chooses (`entry`, `resolve.alias`, `optimization.splitChunks.cacheGroups`). */
  maps: string[];
  /** Paths where the schema nests a definition in itself, to the path that first holds it ("module.rules.oneOf" -> "module.rules"). */
  aliases: Record<string, string>;
  /** Mode -> option path -> default as text, as webpack's defaults code computes it for a web target. */
  defaults: Record<Mode, Record<string, string>>;
}

/** One key a configuration sets. */
export interface ConfigRow {
  /** As written: "module.rules[0].test"; "[1].output.path" in an array of configurations. */
  path: string;
  /** The option path it sets ("module.rules.test"), or null for a key no release has. */
  option: string | null;
  /** Its value, shortened: "'production'", "{ 3 keys }", "[2 items]", "a function", "new HtmlWebpackPlugin()". */
  value: string;
  line?: number;
}

export interface RowFacts {
  url?: string;
  /** The default in the configuration's mode, as text, where webpack's defaults code sets a plain one. */
  defaultValue?: string;
  /** "not in 5.80 (added in 5.97)", "deprecated in 5.17", "removed in 5.0". */
  marks: string[];
  replacement?: string;
}

/**
 * The schema's shape the walk needs beyond the option paths: which paths take names as keys
 * (`additionalProperties` with a schema: entry names, cache groups, aliases), and where a
 * definition holds itself (RuleSetRule's `rules` and `oneOf` hold more rules), so
 * "module.rules[0].oneOf[1].test" reads as "module.rules.test". Walked like listOptionPaths.
 */
export function listOptionShapes(schema: WebpackOptionsSchema): Pick<CheckerData, 'maps' | 'aliases'> {
  const maps = new Set<string>();
  const aliases: Record<string, string> = {};
  const visit = (node: SchemaNode, prefix: string, stack: ReadonlyArray<{ name: string; path: string }>): void => {
    if (node.$ref) {
      const name = getRefName(node.$ref);
      const entered = stack.find((item) => item.name === name);
      if (entered) {
        if (prefix !== entered.path) aliases[prefix] = entered.path;
      } else {
        const definition = schema.definitions?.[name];
        if (definition) visit(definition, prefix, [...stack, { name, path: prefix }]);
      }
    }
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) visit(branch, prefix, stack);
    const items = node.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
    for (const item of items) visit(item, prefix, stack);
    if (typeof node.additionalProperties === 'object' && prefix) {
      maps.add(prefix);
      visit(node.additionalProperties, prefix, stack);
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, prefix ? `${prefix}.${key}` : key, stack);
  };
  visit({ properties: schema.properties ?? {} }, '', []);
  return { maps: [...maps].sort(), aliases };
}

/** A value as the checker lists it: primitives as written, containers by size. */
export function summariseValue(value: unknown, pluginName: (value: unknown) => string | null = () => null): string {
  const plugin = pluginName(value);
  if (plugin) return `new ${plugin}()`;
  if (Array.isArray(value)) return value.length === 1 ? '[1 item]' : `[${value.length} items]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).length;
    return keys === 1 ? '{ 1 key }' : `{ ${keys} keys }`;
  }
  const text = formatDefault(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export interface WalkOptions {
  /** The index each kept item had in the source, for arrays that left values out. */
  sourceIndexes?: WeakMap<unknown[], number[]>;
  lines?: ReadonlyMap<string, number>;
  pluginName?: (value: unknown) => string | null;
  /** Where the configuration is in the paste: "[1]" for the second of an array of configurations. */
  at?: string;
}

/**
 * Every key one configuration sets, with the option it is:
 * { output: { filename: 'x.js' }, module: { rules: [{ test: /\.css$/ }] } }
 * -> output (output), output.filename (output.filename), module, module.rules, module.rules[0].test (module.rules.test).
 * Keys under an option that takes names (entry, cacheGroups) are names, not options; their values
 * are walked as the option's. Under an option no release has, nothing is walked.
 */
export function listConfigRows(config: unknown, data: Pick<CheckerData, 'options' | 'maps' | 'aliases'>, options: WalkOptions = {}): ConfigRow[] {
  const rows: ConfigRow[] = [];
  const maps = new Set(data.maps);
  const known = (path: string) => Object.prototype.hasOwnProperty.call(data.options, path);
  const sourcePath = (array: unknown[], index: number) => options.sourceIndexes?.get(array)?.[index] ?? index;
  const row = (path: string, option: string | null, value: unknown) =>
    rows.push({ path, option, value: summariseValue(value, options.pluginName), ...(options.lines?.has(path) ? { line: options.lines.get(path) } : {}) });

  /** The value of option `option` (a path of the history), written at `path`. */
  const walkValue = (value: unknown, option: string, path: string, depth: number): void => {
    if (depth > 100) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walkValue(item, option, joinPath(path, sourcePath(value, index)), depth + 1));
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const at = joinPath(path, key);
      const candidate = option ? `${option}.${key}` : key;
      if (known(candidate)) {
        row(at, candidate, item);
        walkValue(item, data.aliases[candidate] ?? candidate, at, depth + 1);
      } else if (maps.has(option)) {
        // A name the reader chose: its value is the option's ("entry.main" holds an entry).
        walkValue(item, option, at, depth + 1);
      } else {
        row(at, null, item);
      }
    }
  };
  walkValue(config, '', options.at ?? '', 0);
  return rows;
}

/** The mode a configuration sets, for the defaults it gets: webpack's own default is production. */
export function getConfigMode(config: unknown): Mode {
  const mode = isPlainObject(config) ? config.mode : undefined;
  return typeof mode === 'string' && (MODES as readonly string[]).includes(mode) ? (mode as Mode) : 'production';
}

/**
 * Why `webpack()` does not validate a configuration, or null when it does: as `needValidate` in
 * webpack's lib/webpack.js, a configuration that sets `validate: false`, or one with
 * `experiments.futureDefaults` in production mode (the mode webpack uses when none is set), is
 * not validated; in an array, each configuration on its own.
 */
export function getSkippedValidation(config: unknown): string | null {
  if (!isPlainObject(config)) return null;
  if (config.validate === false) return 'it sets validate: false';
  const { experiments, mode } = config;
  if (isPlainObject(experiments) && experiments.futureDefaults === true && (mode === 'production' || !mode)) return 'it turns experiments.futureDefaults on in production mode';
  return null;
}

/** What the checker says about one row, for a reader on `version` ("5.80"). */
export function describeRow(row: ConfigRow, data: Pick<CheckerData, 'options' | 'defaults'>, version: string, mode: Mode): RowFacts {
  if (!row.option) return { marks: ['not a webpack option'] };
  const option = data.options[row.option];
  const marks: string[] = [];
  /** "5.97.2" -> whether its minor release came after the reader's ("5.80"). */
  const afterReader = (release: string) => compareVersions(minorOf(release), version) > 0;
  if (afterReader(option.added)) marks.push(`not in ${version} (added in ${minorOf(option.added)})`);
  if (option.removed) marks.push(`removed in ${minorOf(option.removed)}${afterReader(option.removed) ? `, after ${version}` : ''}`);
  if (option.deprecated) marks.push(`deprecated in ${minorOf(option.deprecated)}${afterReader(option.deprecated) ? `, after ${version}` : ''}`);
  // "undefined": webpack sets nothing in its place.
  const computed = data.defaults[mode][row.option];
  const defaultValue = computed === 'undefined' ? undefined : computed;
  return {
    ...(option.url ? { url: option.url } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    marks,
    ...(option.deprecated && option.replacement ? { replacement: option.replacement } : {}),
  };
}

/** One problem of webpack's validation message, with the line of the paste it is about. */
export interface ValidationProblem {
  /** Its lines of webpack's message, without the list's " - ": "configuration.devtool should match pattern …". */
  text: string;
  /** The path it names, as the checker writes paths: "devtool", "[1].output.jsonpFunction". */
  path: string;
  line?: number;
}

/** "configuration.resolve.alias.@" and the reader's `resolve.alias["@"]` -> "resolve.alias.@". */
function comparablePath(path: string): string {
  return path.replace(/\["((?:[^"\\]|\\.)*)"\]/g, '.$1').replace(/^\./, '');
}

/**
 * webpack's message as its problems, each with the line it is about:
 * "Invalid configuration object. …\n - configuration has an unknown property 'minimize'. …\n   …"
 * -> { header: "Invalid configuration object. …", problems: [{ text: "configuration has an unknown property 'minimize'. …", path: "minimize", line: 47 }] }
 * An unknown property is on the line of its key; any other problem on the line of the value it names.
 */
export function splitValidationMessage(message: string, lines: ReadonlyMap<string, number>): { header: string; problems: ValidationProblem[] } {
  const [header, ...items] = message.split(/\n - /);
  const byPath = new Map([...lines].map(([path, line]) => [comparablePath(path), line]));
  const problems = items.map((item) => {
    const text = item.replace(/\n {3}/g, '\n');
    const match = /^configuration(\S*?)(?::|,| has an unknown property '([^']+)'| should| misses|\s|$)/.exec(text);
    const named = match ? comparablePath(match[1]) : '';
    const path = match?.[2] ? (named ? `${named}.${match[2]}` : match[2]) : named;
    const line = byPath.get(path);
    return { text, path, ...(line !== undefined ? { line } : {}) };
  });
  return { header, problems };
}
