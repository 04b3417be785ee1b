// The configuration checker's files (/configuration/checker/), made by the build:
//  - its worker (src/worker/configChecker/configCheckerWorker.ts), loaded when a reader starts to
//    use the checker: acorn, and webpack's validation with its messages (lib/config/validateSchema.js
//    and schema-utils, as webpack runs them) over the validator ajv compiles from webpack's schema
//    here, at build time, because compiling it in the browser needs `new Function`, which the
//    site's policy does not allow;
//  - the option data (computeCheckerData): docs links, defaults and history of every option.
// Both are named by their content's hash, and listed in a manifest at one url (fetched
// network first), which the page reads when the reader starts to use the checker: the page's own
// HTML names none of them, so a change to the options' docs needs no page rendered again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadWebpackHistory } from './webpackHistory';
import { computeDefaults, linkOptionPath, readOptionHeadings } from './modeDefaults';
import { listMinorVersions } from '../model/versionMarks';
import { flattenDefaults, MODES, type Mode } from '../model/modeDefaults';
import { listOptionShapes, type CheckerData, type CheckerOption } from '../model/configChecker';
import { CONFIG_CHECKER_FOLDER, CONFIG_CHECKER_MANIFEST_URL, type ConfigCheckerManifest } from '../model/configCheckerMessages';
import { listOptionPaths, type WebpackOptionsSchema } from '../model/webpackRelease';

/** Browsers with module workers' features the bundle uses; the worker itself is a classic one. */
const TARGET = 'es2020';

interface CheckerScript {
  url: string;
  code: string;
}

function webpackRequire(root: string): NodeRequire {
  return createRequire(join(root, 'package.json'));
}

/** ajv as schema-utils (which webpack validates with) has it: the same major and options. */
function schemaUtilsRequire(root: string): NodeRequire {
  return createRequire(webpackRequire(root).resolve('schema-utils/package.json'));
}

/** The parts of ajv 8 (schema-utils' own; the site's top level has ajv 6) that compile the schema. */
interface AjvKeywordContext {
  data: unknown;
  schema: unknown;
  fail(condition: unknown): void;
}
interface AjvModule {
  default: new (options: object) => {
    addKeyword(definition: { keyword: string; type?: string; schemaType?: string | string[]; code?: (cxt: AjvKeywordContext) => void }): void;
    compile(schema: object): unknown;
    RULES: { all: Record<string, unknown> };
  };
  /** ajv's code template tag. */
  _: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
  Name: new (name: string) => unknown;
}

/** A schema node's id in the compiled schema, and the annotations schema-utils prints, by id. */
export const NODE_ID = 'nodeId';
export type SchemaAnnotations = Array<[description: string | null, link: string | null] | 0>;

/**
 * webpack's schema compiled by ajv into standalone code, with the options of schema-utils' full
 * validation (allErrors, verbose, $data, strict off) and its keywords (instanceof, absolutePath,
 * undefinedAsNull) written as code generators, as schema-utils' own precompile writes them.
 * `verbose` puts in each error object the part of the schema it comes from, which schema-utils'
 * messages read. The code holds a copy of a part for every function that uses it: each part keeps
 * only what validates, with an id, and the descriptions and links its messages print are returned
 * once, by id (ajvStandIn.ts puts them back).
 */
export function compileWebpackValidator(root: string = process.cwd()): { code: string; annotations: SchemaAnnotations } {
  const schemaUtils = schemaUtilsRequire(root);
  const { default: Ajv, _, Name } = schemaUtils('ajv') as AjvModule;
  const standaloneCode = (schemaUtils('ajv/dist/standalone') as { default: (ajv: unknown, validate: unknown) => string }).default;
  const schema = webpackRequire(root)('webpack/schemas/WebpackOptions.json') as object;
  const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, $data: true, messages: false, code: { source: true, optimize: true } });
  ajv.addKeyword({
    keyword: 'instanceof',
    schemaType: ['string', 'array'],
    code(cxt) {
      const names = (Array.isArray(cxt.schema) ? cxt.schema : [cxt.schema]) as string[];
      cxt.fail(names.map((name) => _`!(${cxt.data} instanceof ${new Name(name)})`).reduce((a, b) => _`${a} && ${b}`));
    },
  });
  ajv.addKeyword({
    keyword: 'absolutePath',
    type: 'string',
    schemaType: 'boolean',
    code(cxt) {
      // schema-utils' keywords/absolutePath.js: a "!" is refused, and the path is absolute or not as asked.
      cxt.fail(_`${cxt.data}.includes("!") || /^(?:file:(?=\\/))?(?:[A-Za-z]:(\\\\|\\/)|\\\\\\\\|\\/)/i.test(${cxt.data}) !== ${cxt.schema}`);
    },
  });
  // Sets an undefined value to null before `enum`; the checker's values never hold undefined.
  ajv.addKeyword({ keyword: 'undefinedAsNull' });
  const keywords = new Set([...Object.keys(ajv.RULES.all), '$id', '$schema', '$defs', 'definitions']);
  const annotations: SchemaAnnotations = [];
  const code = standaloneCode(ajv, ajv.compile(keepKeywords(schema, keywords, annotations) as object));
  return { code, annotations };
}

const SCHEMA_VALUED = new Set(['additionalItems', 'additionalProperties', 'contains', 'else', 'if', 'items', 'not', 'propertyNames', 'then']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'items']);
const SCHEMA_MAPS = new Set(['$defs', 'definitions', 'dependencies', 'patternProperties', 'properties']);

/**
 * A schema with only the keywords that validate, each part with its id: { description: "…",
 * type: "string", tsType: "…" } -> { type: "string", nodeId: 7 }, and annotations[7] = ["…", null].
 * The keys of `properties` and `definitions` are names and stay, as do the positions in `anyOf`.
 */
export function keepKeywords(schema: unknown, keywords: ReadonlySet<string>, annotations: SchemaAnnotations): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { description, link } = schema as { description?: string; link?: string };
  const kept: Record<string, unknown> = { [NODE_ID]: annotations.length };
  annotations.push(description !== undefined || link !== undefined ? [description ?? null, link ?? null] : 0);
  for (const [key, value] of Object.entries(schema)) {
    if (!keywords.has(key)) continue;
    if (SCHEMA_LISTS.has(key) && Array.isArray(value)) kept[key] = value.map((item) => keepKeywords(item, keywords, annotations));
    else if (SCHEMA_VALUED.has(key)) kept[key] = keepKeywords(value, keywords, annotations);
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, Array.isArray(item) ? item : keepKeywords(item, keywords, annotations)]));
    } else kept[key] = value;
  }
  return kept;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** What the scripts are made from: a change to any of them makes new scripts. */
function hashInputs(root: string): string {
  const hash = createHash('sha256');
  const files = [
    'package-lock.json',
    'src/node/configChecker.ts',
    ...['src/worker/configChecker', 'src/model'].flatMap((folder) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.ts')).sort().map((name) => `${folder}/${name}`)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 20);
}

async function bundle(root: string, entry: string, validator: string, annotations: SchemaAnnotations): Promise<string> {
  const { build } = require('esbuild') as typeof import('esbuild');
  const schemaUtilsDir = dirname(webpackRequire(root).resolve('schema-utils/package.json'));
  const result = await build({
    entryPoints: [join(root, 'src', 'worker', 'configChecker', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    // schema-utils reads `process.env.SKIP_VALIDATION`; a worker has no `process`.
    define: { process: '{"env":{}}' },
    plugins: [
      {
        name: 'config-checker',
        setup(build) {
          build.onResolve({ filter: /^config-checker:(validator|annotations)$/ }, (args) => ({ path: args.path.split(':')[1], namespace: 'config-checker' }));
          build.onLoad({ filter: /^validator$/, namespace: 'config-checker' }, () => ({ contents: validator, loader: 'js', resolveDir: schemaUtilsDir }));
          build.onLoad({ filter: /^annotations$/, namespace: 'config-checker' }, () => ({ contents: JSON.stringify(annotations), loader: 'json' }));
          // webpack's validateSchema.js needs only `validate` (schema-utils' index also holds its precompiler, for Node.js).
          build.onResolve({ filter: /^schema-utils$/ }, () => ({ path: join(schemaUtilsDir, 'dist', 'validate.js') }));
          // In schema-utils' validate.js, ajv is the stand-in, and what it adds to ajv has nothing to add to.
          build.onResolve({ filter: /^(ajv|ajv-keywords|\.\/util\/formats|\.\/keywords\/\w+)$/ }, (args) => {
            if (!/schema-utils[\\/]dist[\\/]validate\.js$/.test(args.importer)) return undefined;
            if (args.path === 'ajv') return { path: join(root, 'src', 'worker', 'configChecker', 'ajvStandIn.ts') };
            return { path: 'nothing', namespace: 'config-checker-nothing' };
          });
          build.onLoad({ filter: /.*/, namespace: 'config-checker-nothing' }, () => ({ contents: 'module.exports = { default: () => {} };', loader: 'js' }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

/** The worker, built once per input hash and kept in .cache/config-checker/. */
async function buildWorker(root: string): Promise<CheckerScript> {
  const cacheFile = join(root, '.cache', 'config-checker', `${hashInputs(root)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as CheckerScript;
  const validator = compileWebpackValidator(root);
  const code = await bundle(root, 'configCheckerWorker.ts', validator.code, validator.annotations);
  const worker: CheckerScript = { url: `${CONFIG_CHECKER_FOLDER}worker.${hashOf(code)}.js`, code };
  mkdirSync(dirname(cacheFile), { recursive: true });
  // Workers of earlier code are not kept: one file, not one per change.
  for (const name of readdirSync(dirname(cacheFile))) if (name.endsWith('.json')) rmSync(join(dirname(cacheFile), name), { force: true });
  writeFileSync(cacheFile, JSON.stringify(worker));
  return worker;
}

/**
 * Every file of the checker by url: its worker and its option data (named by their hashes), and
 * the manifest that names them, which the page reads first (one url, fetched network first).
 */
export async function buildConfigCheckerFiles(root: string = process.cwd()): Promise<Map<string, string>> {
  const worker = await buildWorker(root);
  const data = JSON.stringify(computeCheckerData(root));
  const manifest: ConfigCheckerManifest = { worker: worker.url, options: `${CONFIG_CHECKER_FOLDER}options.${hashOf(data)}.json` };
  return new Map([
    [worker.url, worker.code],
    [manifest.options, data],
    [CONFIG_CHECKER_MANIFEST_URL, JSON.stringify(manifest)],
  ]);
}

/** Writes the checker's files into public/; returns their urls and sizes. */
export async function writeConfigCheckerFiles(publicDir: string, root: string = process.cwd()): Promise<Array<{ url: string; bytes: number }>> {
  const files = await buildConfigCheckerFiles(root);
  mkdirSync(join(publicDir, CONFIG_CHECKER_FOLDER), { recursive: true });
  return [...files].map(([url, content]) => {
    writeFileSync(join(publicDir, url), content);
    return { url, bytes: Buffer.byteLength(content) };
  });
}

/**
 * A default as text with the folders of the build machine written as webpack's defaults code
 * derives them: "'/home/ci/site/dist'" -> "path.resolve(process.cwd(), 'dist')", "'/home/ci/site'"
 * -> "process.cwd()" (the folder webpack runs in, where its context defaults to).
 */
export function withoutMachinePaths(text: string, folders: readonly string[]): string {
  let result = text;
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result
      .replace(new RegExp(`'${escaped}'`, 'g'), 'process.cwd()')
      .replace(new RegExp(`'${escaped}/([^']*)'`, 'g'), "path.resolve(process.cwd(), '$1')");
  }
  return result;
}

/** Every option of every 5.x release with its docs, history and replacement; the defaults of each mode. */
export function computeCheckerData(root: string = process.cwd()): CheckerData {
  const history = loadWebpackHistory(root);
  const schema = webpackRequire(root)('webpack/schemas/WebpackOptions.json') as WebpackOptionsSchema;
  const version = (webpackRequire(root)('webpack/package.json') as { version: string }).version;
  const facts = listOptionPaths(schema);
  const headings = readOptionHeadings();
  const options: Record<string, CheckerOption> = {};
  for (const [path, entry] of Object.entries(history.options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const url = linkOptionPath(path);
    const description = facts.get(path)?.description;
    const replacement = headings.get(path)?.deprecation ?? (entry.deprecated && description ? description : undefined);
    options[path] = {
      ...(url ? { url } : {}),
      added: entry.added,
      ...(entry.deprecated ? { deprecated: entry.deprecated } : {}),
      ...(entry.removed ? { removed: entry.removed } : {}),
      ...(entry.deprecated && replacement ? { replacement } : {}),
    };
  }
  const defaults = Object.fromEntries(
    MODES.map((mode) => {
      // The defaults are computed in an empty folder, in the build's working directory: their paths
      // read as what they stand for, never as a path of the machine that built the site.
      const computed = computeDefaults({ mode, target: 'web' }, root) as { context: string };
      return [mode, Object.fromEntries(Object.entries(flattenDefaults(computed)).map(([path, text]) => [path, withoutMachinePaths(text, [computed.context, process.cwd()])]))];
    }),
  ) as Record<Mode, Record<string, string>>;
  return { webpack: version, versions: listMinorVersions(history), options, ...listOptionShapes(schema), defaults };
}
