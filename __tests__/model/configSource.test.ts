import { ConfigSourceError, getPluginInstanceName, MAX_DEPTH, MAX_SOURCE_LENGTH, readConfigSource } from '../../src/model/configSource';
import { cpuMs } from './cpuTime';

const read = (source: string) => readConfigSource(source);
const failure = (source: string): ConfigSourceError => {
  try {
    readConfigSource(source);
  } catch (error) {
    if (error instanceof ConfigSourceError) return error;
    throw error;
  }
  throw new Error('read without an error');
};

describe('reading a pasted webpack.config.js without running it', () => {
  it('reads the object of module.exports, with the line of each option', () => {
    const { value, lines, foundAs } = read("const path = require('path');\n\nmodule.exports = {\n  mode: 'production',\n  output: { filename: '[name].[contenthash].js' },\n};\n");
    expect(value).toEqual({ mode: 'production', output: { filename: '[name].[contenthash].js' } });
    expect(lines.get('output.filename')).toBe(5);
    expect(foundAs).toBe('module.exports');
  });

  it('finds the configuration in export default, a variable, a function that returns it and defineConfig()', () => {
    expect(read("export default { mode: 'none' };").value).toEqual({ mode: 'none' });
    expect(read("const config = { target: 'node' };\nmodule.exports = config;").value).toEqual({ target: 'node' });
    expect(read("module.exports = (env, argv) => ({ devtool: 'source-map' });").value).toEqual({ devtool: 'source-map' });
    expect(read("module.exports = function (env) {\n  const x = 1;\n  return { bail: true };\n};").value).toEqual({ bail: true });
    expect(read("const { defineConfig } = require('webpack');\nmodule.exports = defineConfig({ cache: false });").value).toEqual({ cache: false });
  });

  it('reads an object pasted on its own, even with one key (which JavaScript would read as a block)', () => {
    expect(read("{ mode: 'development' }").value).toEqual({ mode: 'development' });
    expect(read("{\n  mode: 'development',\n  entry: './src/app.js'\n}").value).toEqual({ mode: 'development', entry: './src/app.js' });
    expect(read("[{ name: 'client' }, { name: 'server' }]").value).toEqual([{ name: 'client' }, { name: 'server' }]);
  });

  it('takes RegExps, functions and `new` plugins as the values webpack would see', () => {
    const { value, opaque } = read(
      "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = {\n  module: { rules: [{ test: /\\.css$/i, use: ['css-loader'] }] },\n  externals: [({ request }, callback) => callback()],\n  plugins: [new HtmlWebpackPlugin({ title: 'x' })],\n};",
    ) as { value: { module: { rules: Array<{ test: RegExp }> }; externals: unknown[]; plugins: unknown[] }; opaque: unknown[] };
    expect(value.module.rules[0].test).toEqual(/\.css$/i);
    expect(typeof value.externals[0]).toBe('function');
    expect(getPluginInstanceName(value.plugins[0])).toBe('HtmlWebpackPlugin');
    expect(opaque).toEqual([{ path: 'plugins[0]', kind: 'new HtmlWebpackPlugin(): taken as a plugin instance', line: 5 }]);
  });

  it('follows top-level variables and spreads it can read, and lists what only running the file gives', () => {
    const { value, opaque } = read(
      "const path = require('path');\nconst common = { context: '/app', devtool: false };\nconst isProduction = process.env.NODE_ENV === 'production';\nmodule.exports = {\n  ...common,\n  mode: isProduction ? 'production' : 'development',\n  output: { path: path.resolve(__dirname, 'dist'), publicPath: `/${'assets'}/` },\n};",
    );
    expect(value).toEqual({ context: '/app', devtool: false, output: {} });
    expect(opaque).toEqual([
      { path: 'mode', kind: 'a conditional (a ? b : c)', line: 6 },
      { path: 'output.path', kind: 'a call to path.resolve()', line: 7 },
      { path: 'output.publicPath', kind: 'a template string with expressions', line: 7 },
    ]);
  });

  it('leaves values it cannot read out of arrays, remembering where the others were', () => {
    const { value, opaque, sourceIndexes } = read("module.exports = { plugins: [somePlugin, 'not a plugin'] };");
    const plugins = (value as { plugins: unknown[] }).plugins;
    expect(plugins).toEqual(['not a plugin']);
    expect(sourceIndexes.get(plugins)).toEqual([1]);
    expect(opaque[0]).toMatchObject({ path: 'plugins[0]', kind: 'the variable somePlugin' });
  });

  it('says where JavaScript it cannot parse goes wrong', () => {
    const error = failure("module.exports = {\n  mode: 'production'\n  entry: './a.js',\n};");
    expect(error.message).toMatch(/^Not valid JavaScript: Unexpected token at line 3, column 3\.$/);
    expect(error.line).toBe(3);
  });

  it('asks for JavaScript when the paste has TypeScript types', () => {
    expect(failure("import type { Configuration } from 'webpack';\nconst config: Configuration = { mode: 'production' };\nexport default config;").message).toMatch(/remove TypeScript types first/);
  });

  it('refuses a paste larger than it reads, at once, saying how large it is', () => {
    const paste = `module.exports = { entry: '${'x'.repeat(1024 * 1024)}' };`;
    let error = new Error();
    expect(cpuMs(() => (error = failure(paste)))).toBeLessThan(100);
    expect(error.message).toMatch(/^This paste is 1\.0 MB: the checker reads up to 200 KB/);
    expect(MAX_SOURCE_LENGTH).toBe(200 * 1024);
  });

  it('gives a clear message for an object nested 10,000 deep, quickly', () => {
    const spent = cpuMs(() => {
      expect(failure(`module.exports = ${'{ a: '.repeat(10_000)}1${' }'.repeat(10_000)};`).message).toMatch(/nested (more than 100 levels deep|too deeply to read)/);
      expect(failure(`module.exports = ${'['.repeat(10_000)}${']'.repeat(10_000)};`).message).toMatch(/nested (more than 100 levels deep|too deeply to read)/);
    });
    expect(spent).toBeLessThan(2000);
    expect(MAX_DEPTH).toBe(100);
  });

  it('says when there is no configuration to read', () => {
    expect(failure('   ').message).toBe('Paste a webpack.config.js, or the configuration object, first.');
    expect(failure("const a = 1;\nconsole.log(a);").message).toMatch(/^No configuration found/);
    expect(failure("module.exports = require('./webpack.common.js');").message).toMatch(/is a require\(\) call: only running it would give the object/);
    expect(failure("module.exports = 'production';").message).toMatch(/is not an object/);
  });
});
