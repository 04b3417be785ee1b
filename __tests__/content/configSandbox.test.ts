// The sandbox that validates the configuration examples: it must accept what webpack accepts and
// reject, with the package's own message, what webpack or a loader or plugin would reject.
import { readFileSync } from 'node:fs';
import { OPTION_SCHEMAS, evaluateExample, getOptionSchema, validateConfig } from './configSandbox';

async function check(code: string, language: 'js' | 'ts' | 'mjs' = 'js'): Promise<void> {
  for (const config of await evaluateExample(code, language)) validateConfig(config);
}

describe('configuration example sandbox', () => {
  it('accepts a complete configuration with plugins, loaders and paths', async () => {
    await expect(
      check(`
        const path = require('node:path');
        const webpack = require('webpack');
        const MiniCssExtractPlugin = require('mini-css-extract-plugin');
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        const SomeUnknownPlugin = require('some-unknown-plugin');
        module.exports = {
          entry: './src/index.js',
          output: { path: path.resolve(__dirname, 'dist'), filename: '[name].[contenthash].js' },
          module: { rules: [{ test: /\\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: true } }] }] },
          plugins: [new MiniCssExtractPlugin(), new HtmlWebpackPlugin({ title: 'App' }), new SomeUnknownPlugin(), new webpack.ProgressPlugin()],
        };`),
    ).resolves.toBeUndefined();
  });

  it('rejects an option webpack does not know', async () => {
    await expect(check("module.exports = { ouput: { filename: 'x.js' } };")).rejects.toThrow("configuration has an unknown property 'ouput'");
  });

  it('rejects a wrong value for a webpack option', async () => {
    await expect(check("module.exports = { mode: 'prod' };")).rejects.toThrow('configuration.mode should be one of these');
  });

  it("rejects loader options that the loader's own schema refuses", async () => {
    const code = "module.exports = { module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { sourceMaps: true } }] }] } };";
    await expect(check(code)).rejects.toThrow(/css-loader.*unknown property 'sourceMaps'|unknown property 'sourceMaps'/s);
  });

  it('checks options given on the rule itself, in nested rules and in oneOf', async () => {
    const rule = "{ loader: 'sass-loader', options: { implementation: 42 } }";
    await expect(check(`module.exports = { module: { rules: [${rule}] } };`)).rejects.toThrow('options.implementation');
    await expect(check(`module.exports = { module: { rules: [{ oneOf: [{ rules: [${rule}] }] }] } };`)).rejects.toThrow('options.implementation');
  });

  it('recognises a loader given through require.resolve and the mini-css-extract-plugin loader', async () => {
    await expect(check("module.exports = { module: { rules: [{ use: { loader: require.resolve('style-loader'), options: { injectType: 'nowhere' } } }] } };")).rejects.toThrow(
      'options.injectType',
    );
    const extract = "const M = require('mini-css-extract-plugin'); module.exports = { module: { rules: [{ use: [{ loader: M.loader, options: { esModul: true } }] }] } };";
    await expect(check(extract)).rejects.toThrow("unknown property 'esModul'");
  });

  it("rejects plugin options that the plugin's own schema refuses", async () => {
    await expect(check("const CopyPlugin = require('copy-webpack-plugin'); module.exports = { plugins: [new CopyPlugin({ pattern: [] })] };")).rejects.toThrow(
      "unknown property 'pattern'",
    );
    await expect(check("const T = require('terser-webpack-plugin'); module.exports = { optimization: { minimizer: [new T({ parallel: 'yes' })] } };")).rejects.toThrow(
      'options.parallel',
    );
  });

  it("rejects options of webpack's own plugins, which check them when applied", async () => {
    await expect(check("const webpack = require('webpack'); module.exports = { plugins: [new webpack.BannerPlugin({ banner: 'x', raww: true })] };")).rejects.toThrow(
      "unknown property 'raww'",
    );
    await expect(check("const { ProgressPlugin } = require('webpack'); module.exports = { plugins: [new ProgressPlugin({ percentBy: 'size' })] };")).rejects.toThrow(
      'options.percentBy',
    );
    await expect(check("const webpack = require('webpack'); module.exports = { plugins: [new webpack.BannerPlugin({ banner: 'x', raw: true })] };")).resolves.toBeUndefined();
  });

  it('calls a function configuration for development and for production', async () => {
    const code = "module.exports = (env, argv) => ({ mode: argv.mode, devtool: env.production ? 'source-maps' : 'eval' });";
    await expect(evaluateExample(code, 'js')).resolves.toEqual([
      { mode: 'development', devtool: 'eval' },
      { mode: 'production', devtool: 'source-maps' },
    ]);
    await expect(check(code)).rejects.toThrow('configuration.devtool');
  });

  it('calls a function configuration with env and argv, and validates each entry of an array', async () => {
    await expect(check("module.exports = (env, argv) => ({ mode: argv.mode, devtool: env.production ? 'source-map' : 'eval' });")).resolves.toBeUndefined();
    await expect(check("module.exports = [{ name: 'a' }, async () => ({ name: 'b', mode: 'prod' })];")).rejects.toThrow('configuration.mode');
  });

  it('runs ES module and TypeScript configurations, import.meta and import() included', async () => {
    const esm = "import path from 'node:path';\nexport default { output: { path: path.resolve(import.meta.dirname, 'dist') }, ouput: {} };";
    await expect(check(esm, 'mjs')).rejects.toThrow("unknown property 'ouput'");
    const ts = "import type { Configuration } from 'webpack';\nconst config: Configuration = { mode: 'none' };\nexport default config;";
    await expect(check(ts, 'ts')).resolves.toBeUndefined();
    await expect(check("module.exports = async () => { const { default: x } = await import('remark-html'); return { plugins: [x] }; };")).resolves.toBeUndefined();
  });

  it('reports a syntax error, as in an unfinished snippet', async () => {
    await expect(check("module.exports = {\n  output: {\n    ...\n  },\n};", 'ts')).rejects.toThrow('syntax error on line');
    await expect(check("devServer: {\n  port: 8080,\n},")).rejects.toThrow(SyntaxError);
  });

  it('has an options schema for every loader and plugin installed as a dev dependency', () => {
    const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    const installed = Object.keys(devDependencies).filter((name) => /-(loader|plugin)$/.test(name));
    expect(installed.filter((name) => !(name in OPTION_SCHEMAS))).toEqual([]);
    for (const name of Object.keys(OPTION_SCHEMAS)) {
      if (OPTION_SCHEMAS[name] !== null) expect(getOptionSchema(name)).toHaveProperty('type', 'object');
    }
  });
});
