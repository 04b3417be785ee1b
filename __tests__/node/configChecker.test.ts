import { runInNewContext } from 'node:vm';
import { buildConfigCheckerFiles, withoutMachinePaths } from '../../src/node/configChecker';
import { CONFIG_CHECKER_MANIFEST_URL, type CheckResponse, type ConfigCheckerManifest } from '../../src/model/configCheckerMessages';
import type { CheckerData } from '../../src/model/configChecker';

// The checker's worker as the build writes it, run in a context of its own with what a worker has.
let files: Map<string, string>;
let manifest: ConfigCheckerManifest;
let post: (source: string, version?: string) => Promise<CheckResponse>;

beforeAll(async () => {
  files = await buildConfigCheckerFiles();
  manifest = JSON.parse(files.get(CONFIG_CHECKER_MANIFEST_URL)!) as ConfigCheckerManifest;
  const answers: CheckResponse[] = [];
  const self: { onmessage?: (event: { data: unknown }) => void; postMessage: (message: CheckResponse) => void } = { postMessage: (message) => answers.push(message) };
  const data = files.get(manifest.options)!;
  runInNewContext(files.get(manifest.worker)!, { self, performance });
  let id = 0;
  post = async (source, version = '5.113') => {
    const ask = ++id;
    self.onmessage!({ data: { id: ask, source, version, options: { url: manifest.options, text: data } } });
    for (let wait = 0; wait < 200; wait++) {
      const answer = answers.find((message) => message.id === ask);
      if (answer) return answer;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the worker did not answer');
  };
}, 60_000);

// The build bundled the worker with esbuild's service: it goes with this file's tests.
afterAll(async () => (require('esbuild') as typeof import('esbuild')).stop());

/** What webpack itself says of the same file: run here, with `require` giving stand-ins. */
function webpackSays(source: string): string | null {
  const webpack = require('webpack') as { validate: (config: unknown) => void };
  class Plugin {
    apply(): void {}
  }
  const module = { exports: {} as unknown };
  const fakeRequire = (name: string) => (name === 'path' ? require('node:path') : name === 'webpack' ? { defineConfig: (config: unknown) => config } : Plugin);
  new Function('module', 'require', '__dirname', 'somePlugin', source)(module, fakeRequire, '/project', undefined);
  try {
    webpack.validate(module.exports);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** What `webpack()` says of the same file when it creates a compiler: it decides which configurations to validate. */
function webpackCreateSays(source: string): string | null {
  const webpack = require('webpack') as (config: unknown) => { close(callback: () => void): void };
  const module = { exports: {} as unknown };
  new Function('module', source)(module);
  try {
    webpack(module.exports).close(() => undefined);
    return null;
  } catch (error) {
    if ((error as Error).name !== 'ValidationError') throw error;
    return (error as Error).message;
  }
}

const PRODUCTION_CONFIG = `const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = {
  mode: 'production',
  entry: { main: './src/index.js', admin: { import: './src/admin.js', dependOn: 'main' } },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    clean: true,
  },
  module: {
    rules: [
      { test: /\\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\\.(png|svg)$/i, type: 'asset/resource' },
      { oneOf: [{ resourceQuery: /raw/, type: 'asset/source' }, { type: 'asset' }] },
    ],
  },
  resolve: { extensions: ['.js', '.json'], alias: { '@': path.resolve(__dirname, 'src') } },
  optimization: {
    moduleIds: 'deterministic',
    runtimeChunk: 'single',
    splitChunks: { cacheGroups: { vendor: { test: /[\\\\/]node_modules[\\\\/]/, name: 'vendors', chunks: 'all' } } },
  },
  plugins: [new HtmlWebpackPlugin({ title: 'App' }), new MiniCssExtractPlugin()],
  performance: { hints: 'warning' },
};
`;

const REFUSED: Array<[string, string]> = [
  ['a misspelled option and an option that moved', "module.exports = { rules: [], outptu: {} };"],
  ['a wrong mode, a devtool out of order and a relative output path', "module.exports = { mode: 'prod', devtool: 'eval-cheap-source-maps', output: { path: 'dist' } };"],
  ['an unknown rule property and a string among the plugins', "module.exports = { module: { rules: [{ test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: true } }], foo: 1 }] }, plugins: [new (require('x'))(), 'x'] };"],
  ['a cache group name and an alias of the wrong type', "module.exports = { optimization: { splitChunks: { cacheGroups: { vendor: { test: /node_modules/, name: 1 } } } }, resolve: { alias: { '@': 3 } } };"],
  ['two configurations, one with a webpack 4 option', "module.exports = [{ mode: 'development', module: { rules: [{ oneOf: [{ test: 1 }] }] } }, { target: 'node', output: { libraryTarget: 'umd', jsonpFunction: 'x' } }];"],
  ['an item the checker cannot read before a wrong one', "module.exports = { plugins: [somePlugin, 'not a plugin'] };"],
];

describe('the configuration checker’s worker', () => {
  it('accepts a valid production configuration, and lists its options with their docs and defaults', async () => {
    expect(webpackSays(PRODUCTION_CONFIG)).toBeNull();
    const answer = await post(PRODUCTION_CONFIG);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.errors).toBeNull();
    const rows = answer.configs[0].rows;
    expect(rows.find((row) => row.path === 'output.filename')).toMatchObject({ option: 'output.filename', line: 10, url: '/configuration/output/#outputfilename', defaultValue: "'[name].js'" });
    expect(rows.find((row) => row.path === 'entry.admin.dependOn')).toMatchObject({ option: 'entry.dependOn' });
    expect(rows.find((row) => row.path === 'module.rules[2].oneOf[0].resourceQuery')).toMatchObject({ option: 'module.rules.resourceQuery' });
    expect(rows.every((row) => row.option)).toBe(true);
    expect(answer.opaque.map((value) => value.path)).toEqual(['output.path', 'module.rules[0].use[0]', 'resolve.alias["@"]', 'plugins[0]', 'plugins[1]']);
  });

  it.each(REFUSED)('gives webpack’s own message, word for word, for %s', async (_, source) => {
    const expected = webpackSays(source);
    expect(expected).toMatch(/^Invalid configuration object/);
    const answer = await post(source);
    expect(answer.ok && answer.errors).toBe(expected);
  });

  it.each([
    ['sets validate: false', "module.exports = { mode: 'development', validate: false, outptu: {} };", 'it sets validate: false'],
    ['turns experiments.futureDefaults on with no mode (production)', 'module.exports = { experiments: { futureDefaults: true }, outptu: {} };', 'it turns experiments.futureDefaults on in production mode'],
  ])('does not validate a configuration that %s, as webpack() does not', async (_, source, reason) => {
    expect(webpackCreateSays(source)).toBeNull();
    const answer = await post(source);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.errors).toBeNull();
    expect(answer.configs[0].skipsValidation).toBe(reason);
  });

  it.each([
    ['turns experiments.futureDefaults on in development', "module.exports = { mode: 'development', experiments: { futureDefaults: true }, outptu: {} };"],
    ['is one of two, the other with validate: false', "module.exports = [{ validate: false, outptu: {} }, { mode: 'development', rules: [] }];"],
  ])('validates a configuration that %s, word for word as webpack() does', async (_, source) => {
    const expected = webpackCreateSays(source);
    expect(expected).toMatch(/^Invalid configuration object/);
    const answer = await post(source);
    expect(answer.ok && answer.errors).toBe(expected);
  });

  it('gives each problem the line of the paste it is about', async () => {
    const answer = await post("module.exports = {\n  mode: 'production',\n  output: {\n    path: 'dist',\n  },\n  outptu: {},\n};");
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.problems.map(({ path, line }) => [path, line])).toEqual([
      ['outptu', 6],
      ['output.path', 4],
    ]);
  });

  it('gives webpack’s own did-you-mean for an option at the wrong level', async () => {
    const answer = await post("module.exports = { splitChunks: { chunks: 'all' } };");
    expect(answer.ok && answer.errors).toMatch(/has an unknown property 'splitChunks'[\s\S]*Did you mean optimization\.splitChunks\?/);
  });

  it('marks options newer than the reader’s version, and deprecated ones with their replacement', async () => {
    const answer = await post("module.exports = { output: { allowOutside: true }, module: { exprContextCritical: true } };", '5.80');
    if (!answer.ok) throw new Error(answer.message);
    const rows = answer.configs[0].rows;
    expect(rows.find((row) => row.path === 'output.allowOutside')?.marks).toEqual(['not in 5.80 (added in 5.113)']);
    expect(rows.find((row) => row.path === 'module.exprContextCritical')).toMatchObject({ marks: ['deprecated in 5.106, after 5.80'], replacement: expect.stringContaining('module.parser.javascript.exprContextCritical') });
  });

  it('answers a syntax error with where it is', async () => {
    expect(await post("module.exports = {\n  mode: 'production'\n  entry: './a.js'\n};")).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/^Not valid JavaScript: .* at line 3, column 3\.$/) });
  });

  it('never compiles code in the browser: the site’s policy has no unsafe-eval', () => {
    expect(files.get(manifest.worker)).not.toMatch(/new Function\(|\beval\(/);
  });

  it('is named after its content, as is its data', () => {
    expect(manifest.worker).toMatch(/^\/config-checker\/worker\.[0-9a-f]{20}\.js$/);
    expect(manifest.options).toMatch(/^\/config-checker\/options\.[0-9a-f]{20}\.json$/);
  });

  it('has the docs, history and defaults of every option, without the build machine’s paths', () => {
    const data = JSON.parse(files.get(manifest.options)!) as CheckerData;
    expect(data.webpack).toBe((require('webpack/package.json') as { version: string }).version);
    expect(Object.keys(data.options).length).toBeGreaterThan(1500);
    expect(Object.values(data.options).every((option) => /^5\.\d+\.\d+$/.test(option.added))).toBe(true);
    expect(data.options['output.filename'].url).toBe('/configuration/output/#outputfilename');
    expect(data.defaults.production.context).toBe('process.cwd()');
    expect(data.defaults.production['output.path']).toBe("path.resolve(process.cwd(), 'dist')");
    expect(JSON.stringify(data.defaults)).not.toMatch(/webpack-defaults-/);
    expect(JSON.stringify(data.defaults)).not.toContain(process.cwd());
  });
});

describe('the checker’s page', () => {
  it('states the limits the checker’s code sets', () => {
    const { MAX_DEPTH, MAX_SOURCE_LENGTH } = require('../../src/model/configSource') as typeof import('../../src/model/configSource');
    const { CONFIG_CHECK_TIMEOUT_MS } = require('../../src/model/configCheckerMessages') as typeof import('../../src/model/configCheckerMessages');
    const page = require('node:fs').readFileSync('content/configuration/checker.mdx', 'utf8') as string;
    expect(page).toContain(`files of up to ${MAX_SOURCE_LENGTH / 1024} KB, nested up to ${MAX_DEPTH} levels`);
    expect(page).toContain(`longer than ${CONFIG_CHECK_TIMEOUT_MS / 1000} seconds is stopped`);
  });
});

describe('defaults as the checker shows them', () => {
  it('writes the folders of the machine that built the site as webpack derives them', () => {
    const folders = ['/tmp/webpack-defaults-x', '/home/ci/site'];
    expect(withoutMachinePaths("'/home/ci/site/dist'", folders)).toBe("path.resolve(process.cwd(), 'dist')");
    expect(withoutMachinePaths("['/home/ci/site/node_modules/']", folders)).toBe("[path.resolve(process.cwd(), 'node_modules/')]");
    expect(withoutMachinePaths("'/tmp/webpack-defaults-x'", folders)).toBe('process.cwd()');
    expect(withoutMachinePaths("'[name].js'", folders)).toBe("'[name].js'");
  });
});
