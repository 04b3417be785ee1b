// Runs a configuration example from the docs and validates what it exports with webpack's own
// schema, and loader and plugin options with each package's own schema. Nothing is built: the
// code runs with harmless stand-ins for the modules it requires (real path/url helpers, the real
// webpack for its core plugins, which check their own options; Proxy stubs for everything else).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { validate as validateWithSchema } from 'schema-utils';

type Schema = Parameters<typeof validateWithSchema>[0];

/**
 * Loaders and plugins installed as dev dependencies, with the JSON schema each checks its options
 * against. html-webpack-plugin publishes none (its typings accept any extra option), so null.
 */
export const OPTION_SCHEMAS: Record<string, string | null> = {
  'babel-loader': 'babel-loader/lib/schema.json',
  'css-loader': 'css-loader/dist/options.json',
  'less-loader': 'less-loader/dist/cjs/options.json',
  'postcss-loader': 'postcss-loader/dist/options.json',
  'sass-loader': 'sass-loader/dist/cjs/options.json',
  'style-loader': 'style-loader/dist/options.json',
  'mini-css-extract-plugin/loader': 'mini-css-extract-plugin/dist/loader-options.json',
  'mini-css-extract-plugin': 'mini-css-extract-plugin/dist/plugin-options.json',
  'compression-webpack-plugin': 'compression-webpack-plugin/dist/options.json',
  'copy-webpack-plugin': 'copy-webpack-plugin/dist/options.json',
  'terser-webpack-plugin': 'terser-webpack-plugin/dist/options.json',
  'html-webpack-plugin': null,
};

const PROJECT = '/project';
const schemas = new Map<string, Schema>();

/** The schema of a loader or plugin, read from its package folder. */
export function getOptionSchema(name: string): Schema | null {
  const file = OPTION_SCHEMAS[name];
  if (!file) return null;
  if (!schemas.has(name)) {
    const path = join(__dirname, '..', '..', 'node_modules', file);
    if (!existsSync(path)) throw new Error(`${name}: no options schema at ${path}`);
    schemas.set(name, JSON.parse(readFileSync(path, 'utf8')) as Schema);
  }
  return schemas.get(name)!;
}

/** How many options objects each package's schema checked, and webpack's plugins theirs ("webpack plugins"). */
export const optionChecks: Record<string, number> = {};
const countCheck = (name: string) => {
  optionChecks[name] = (optionChecks[name] ?? 0) + 1;
};

function checkOptions(name: string, options: unknown): void {
  const schema = getOptionSchema(name);
  if (!schema) return;
  countCheck(name);
  // schema-utils names the package in its message: "Invalid options object. Css Loader has been…"
  validateWithSchema(schema, (options ?? {}) as object, { name, baseDataPath: 'options' });
}

const STUB = Symbol('stub');

/**
 * A callable, constructible, iterable (empty) stand-in for any module the example requires and
 * for whatever it gives back; `new X()` is a plugin.
 */
function createStub(label: string): unknown {
  const target = function stub() {};
  return new Proxy(target, {
    get(_, property) {
      if (property === STUB) return true;
      if (property === Symbol.toPrimitive) return () => `[${label}]`;
      if (property === Symbol.iterator) return function* empty() {};
      if (property === 'prototype') return target.prototype;
      if (property === 'then' || property === '__esModule' || typeof property === 'symbol') return undefined;
      // A package's `loader` export is the path of its loader (ImageMinimizerPlugin.loader).
      if (property === 'loader') return `${PROJECT}/node_modules/${label}/loader.js`;
      return createStub(`${label}.${property}`);
    },
    apply: () => createStub(`${label}()`),
    construct: () => ({ apply() {} }),
  });
}

/** A plugin class that checks its options with the package's schema and keeps the package's statics. */
function createPluginStub(name: string): unknown {
  const real = require(name) as Record<string, unknown> & (new (...args: unknown[]) => unknown);
  class PluginStub {
    options: unknown;
    constructor(options?: unknown) {
      checkOptions(name, options);
      this.options = options;
    }
    apply(): void {}
  }
  // e.g. MiniCssExtractPlugin.loader, TerserPlugin.swcMinify
  for (const key of Object.getOwnPropertyNames(real)) {
    if (!['length', 'name', 'prototype', 'arguments', 'caller'].includes(key)) {
      Object.defineProperty(PluginStub, key, Object.getOwnPropertyDescriptor(real, key)!);
    }
  }
  return PluginStub;
}

type Config = Record<string, unknown>;
const isObject = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value);

/** webpack-merge's merge, enough for examples: objects merged deeply, arrays joined. */
function merge(...configs: unknown[]): Config {
  const mergeTwo = (a: unknown, b: unknown): unknown => {
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (isObject(a) && isObject(b)) {
      const result: Config = { ...a };
      for (const [key, value] of Object.entries(b)) result[key] = key in a ? mergeTwo(a[key], value) : value;
      return result;
    }
    return b;
  };
  // A required file of the project (`require('./webpack.common.js')`) is a stub: its own block validates it.
  return configs.flat().filter(isObject).reduce<Config>((result, config) => mergeTwo(result, config) as Config, {});
}

const isStub = (value: unknown): boolean => typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[STUB] === true;

/** JSON.parse of a stub (a file the example reads) is a stub too. */
const sandboxJson = Object.assign(Object.create(JSON) as JSON, {
  parse: (text: unknown) => (isStub(text) ? createStub(`JSON.parse(${String(text)})`) : JSON.parse(text as string)),
});

/** fs with no disk: a file read is a stub, no file exists. */
function createFsStub(label: string, isPromises: boolean): unknown {
  const stub = createStub(label) as Record<string, unknown>;
  return new Proxy(stub, {
    get(target, property) {
      if (property === 'readFile' && isPromises) return async (file: string) => createStub(`readFile(${file})`);
      if (property === 'existsSync') return () => false;
      if (property === 'promises') return createFsStub(`${label}.promises`, true);
      return target[property as string];
    },
  });
}

const REAL_MODULES = new Set(['path', 'url', 'util', 'os', 'module', 'crypto']);
const PLUGIN_PACKAGES = Object.keys(OPTION_SCHEMAS).filter((name) => name.endsWith('-plugin'));

function requireForExample(request: string): unknown {
  const name = request.replace(/^node:/, '');
  if (REAL_MODULES.has(name)) return require(`node:${name}`);
  if (name === 'fs' || name === 'fs/promises') return createFsStub(`require(${JSON.stringify(request)})`, name !== 'fs');
  if (name === 'webpack') return require('webpack');
  if (name === 'webpack-merge') return { merge, default: merge };
  if (PLUGIN_PACKAGES.includes(name)) return createPluginStub(name);
  return createStub(`require(${JSON.stringify(request)})`);
}
// require.resolve('jquery') -> "/project/node_modules/jquery/index.js"; a loader is recognised by its folder.
requireForExample.resolve = (request: string) =>
  /^\.\.?\//.test(request) ? join(PROJECT, request) : `${PROJECT}/node_modules/${request}/index.js`;

/** import('x') in the example: a namespace whose default export is what require('x') gives. */
async function importForExample(request: string): Promise<unknown> {
  const module = requireForExample(request) as Record<string | symbol, unknown>;
  return new Proxy({}, { get: (_, property) => (property === 'default' ? module : property === 'then' ? undefined : module[property]) });
}

/**
 * TypeScript and ES module syntax -> a CommonJS function body; `import.meta` and `import()`
 * become the sandbox's variables: "await import('x')" -> "await __import('x')".
 */
export function transpileExample(code: string, language: 'js' | 'ts' | 'mjs'): string {
  const sandboxed = code.replace(/\bimport\.meta\b/g, '__importMeta').replace(/(?<![\w$.])import\s*\(/g, '__import(');
  // Plain CommonJS runs as it is (transpiling every block would triple the run time).
  if (language === 'js' && !/^\s*(?:import|export)\b/m.test(sandboxed)) return sandboxed;
  const output = ts.transpileModule(sandboxed, {
    // A .mjs file name would make TypeScript keep the ES module syntax.
    fileName: `webpack.config.${language === 'ts' ? 'ts' : 'js'}`,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const [diagnostic] = output.diagnostics ?? [];
  if (diagnostic) {
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    throw new Error(`syntax error on line ${line} of the block: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return output.outputText;
}

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;

/** Runs the example and returns the configurations it exports (one for each entry of an array). */
export async function evaluateExample(code: string, language: 'js' | 'ts' | 'mjs'): Promise<unknown[]> {
  const body = transpileExample(code, language);
  const module = { exports: {} as Record<string, unknown> };
  const process = { env: { NODE_ENV: 'production' }, cwd: () => PROJECT, argv: ['node', 'webpack'], platform: 'linux', versions: { node: '20.19.0' } };
  const importMeta = { url: `file://${PROJECT}/webpack.config.${language}`, dirname: PROJECT, filename: `${PROJECT}/webpack.config.${language}` };
  const run = new AsyncFunction('require', 'module', 'exports', '__dirname', '__filename', 'process', '__importMeta', '__import', 'JSON', body);
  await run(requireForExample, module, module.exports, PROJECT, `${PROJECT}/webpack.config.js`, process, importMeta, importForExample, sandboxJson);
  let exported: unknown = module.exports;
  if (isObject(exported) && exported.__esModule) exported = exported.default;
  // A function configuration is called as the CLI calls it, (env, argv), once for each of
  // `webpack --mode development` and `webpack --mode production --env production`, so both
  // branches of a development/production switch are checked.
  const calls = [
    [{}, { mode: 'development', env: {} }],
    [{ production: true }, { mode: 'production', env: { production: true } }],
  ];
  const resolveConfig = async (value: unknown): Promise<unknown[]> => {
    const config = await value;
    if (typeof config !== 'function') return [config];
    return Promise.all(calls.map((args) => (config as (...values: unknown[]) => unknown)(...args)));
  };
  const configs: unknown[] = [];
  for (const config of await resolveConfig(exported)) {
    for (const entry of Array.isArray(config) ? config : [config]) configs.push(...(await resolveConfig(entry)));
  }
  return configs;
}

/** "css-loader?modules" -> "css-loader"; MiniCssExtractPlugin.loader -> "mini-css-extract-plugin/loader". */
function getLoaderName(request: string): string {
  const miniCssLoader = (require('mini-css-extract-plugin') as { loader: string }).loader;
  if (request === miniCssLoader) return 'mini-css-extract-plugin/loader';
  const installed = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/index\.js$/.exec(request);
  return installed ? installed[1] : request.split('?')[0];
}

type LoaderUse = { loader: string; options: unknown };

/** Every loader with the options it is given in module.rules, nested rules and oneOf included. */
export function collectLoaderUses(rules: unknown): LoaderUse[] {
  if (!Array.isArray(rules)) return [];
  return rules.filter(isObject).flatMap((rule) => {
    const uses: LoaderUse[] = [];
    if (typeof rule.loader === 'string') uses.push({ loader: rule.loader, options: rule.options });
    const use = rule.use;
    for (const item of Array.isArray(use) ? use : use === undefined ? [] : [use]) {
      if (typeof item === 'string') item.split('!').forEach((loader) => uses.push({ loader, options: undefined }));
      else if (isObject(item) && typeof item.loader === 'string') uses.push({ loader: item.loader, options: item.options });
    }
    return [...uses, ...collectLoaderUses(rule.rules), ...collectLoaderUses(rule.oneOf)];
  });
}

/**
 * webpack's core plugins check their options when applied (on compiler.hooks.validate), not when
 * constructed: apply the plugin to a stand-in compiler and run the checks it registers.
 */
function checkCorePluginOptions(plugin: unknown): void {
  if (!isObject(plugin) || typeof plugin.apply !== 'function') return;
  const webpack = require('webpack') as { Compiler: { prototype: { validate: (...args: unknown[]) => void } } };
  const checks: Array<() => void> = [];
  const hook = (name: string | symbol) => {
    const tap = (_name: unknown, callback: () => void) => {
      if (name === 'validate') checks.push(callback);
    };
    return { tap, tapAsync: tap, tapPromise: tap, intercept() {}, for: () => hook('') };
  };
  // A Compiler by prototype (plugins test `instanceof Compiler`), with only these properties real.
  const known: Record<string, unknown> = Object.assign(Object.create(webpack.Compiler.prototype) as object, {
    hooks: new Proxy({}, { get: (_, name) => hook(name) }),
    // compiler.options.experiments and the like: each section empty.
    options: new Proxy({}, { get: (_, name) => (typeof name === 'string' ? {} : undefined) }),
    webpack,
    // Compiler#validate with validation switched on, as in a real build.
    validate: (...args: unknown[]) => webpack.Compiler.prototype.validate.call({ options: {} }, ...args),
  });
  const compiler = new Proxy(known, {
    get: (target, name) => (typeof name === 'string' && Object.hasOwn(target, name) ? target[name] : createStub(`compiler.${String(name)}`)),
  });
  try {
    (plugin.apply as (compiler: unknown) => void)(compiler);
  } catch {
    // The rest of apply needs a real compiler; only the option checks it registered matter here.
  }
  for (const check of checks) {
    check();
    countCheck('webpack plugins');
  }
}

/** webpack's schema, then the options of every loader with a schema and every plugin. Throws the first problem. */
export function validateConfig(config: unknown): void {
  const webpack = require('webpack') as { validate: (options: unknown) => void };
  webpack.validate(config);
  const { module = {}, plugins = [], optimization = {} } = isObject(config) ? config : {};
  for (const { loader, options } of collectLoaderUses(isObject(module) ? module.rules : [])) {
    // A query string (webpack 4 style, "css-loader?modules") is not an options object.
    if (typeof options !== 'string') checkOptions(getLoaderName(loader), options);
  }
  const minimizers = isObject(optimization) && Array.isArray(optimization.minimizer) ? optimization.minimizer : [];
  for (const plugin of [...(Array.isArray(plugins) ? plugins : []), ...minimizers]) checkCorePluginOptions(plugin);
}
