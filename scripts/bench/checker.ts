// The configuration checker's cost to a reader on a phone (4x CPU slowdown, optionally a slow
// network): its files' bytes, and the time from pressing "Check the configuration" to the frame
// that shows the verdict, for a first check (the worker and option data still to load) and a
// second one, on a configuration of a given length that webpack accepts; and for a first check of
// the same configuration with one mistake, which webpack refuses (the checker's usual case: a reader
// comes with webpack's "Invalid configuration object").
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE, throttle, type NetworkProfile } from './firstInput';
import { median } from './compare';
import { CONFIG_CHECKER_MANIFEST_URL, CONFIG_CHECKER_STATUS_ATTRIBUTE, type ConfigCheckerManifest } from '../../src/model/configCheckerMessages';

const PAGE = '/configuration/checker/';

/**
 * A webpack.config.js of a large application, `lines` lines long: an entry per page, a rule per
 * kind of file, an alias per internal package and a cache group per vendor, as a big project's
 * configuration grows. Valid for webpack 5, so the check runs to the end.
 */
export function largeConfig(lines: number): string {
  const head = [
    "const path = require('path');",
    "const HtmlWebpackPlugin = require('html-webpack-plugin');",
    "const MiniCssExtractPlugin = require('mini-css-extract-plugin');",
    "const { DefinePlugin } = require('webpack');",
    '',
    "const isProduction = process.env.NODE_ENV === 'production';",
    '',
    'module.exports = {',
    "  mode: isProduction ? 'production' : 'development',",
    "  context: path.resolve(__dirname, 'src'),",
    "  devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',",
    '  entry: {',
  ];
  const middle = [
    '  },',
    '  output: {',
    "    path: path.resolve(__dirname, 'dist'),",
    "    filename: '[name].[contenthash].js',",
    "    chunkFilename: '[name].[contenthash].chunk.js',",
    "    assetModuleFilename: 'assets/[hash][ext][query]',",
    "    publicPath: '/',",
    '    clean: true,',
    '  },',
    '  module: {',
    '    rules: [',
    '      {',
    '        test: /\\.[jt]sx?$/,',
    '        exclude: /node_modules/,',
    "        use: { loader: 'babel-loader', options: { cacheDirectory: true } },",
    '      },',
    '      {',
    '        test: /\\.css$/i,',
    "        use: [isProduction ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],",
    '      },',
  ];
  const resolve = ['    ],', '  },', '  resolve: {', "    extensions: ['.tsx', '.ts', '.js', '.json'],", '    alias: {'];
  const optimization = [
    '    },',
    '  },',
    '  optimization: {',
    "    runtimeChunk: 'single',",
    "    moduleIds: 'deterministic',",
    '    splitChunks: {',
    "      chunks: 'all',",
    '      cacheGroups: {',
  ];
  const tail = [
    '      },',
    '    },',
    '  },',
    '  plugins: [',
    "    new HtmlWebpackPlugin({ template: './index.html' }),",
    "    new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }),",
    "    new DefinePlugin({ __VERSION__: JSON.stringify('1.0.0') }),",
    '  ],',
    '  devServer: {',
    "    static: './public',",
    '    historyApiFallback: true,',
    '    hot: true,',
    '    port: 8080,',
    '  },',
    '  performance: {',
    "    hints: isProduction ? 'warning' : false,",
    '    maxAssetSize: 300000,',
    '    maxEntrypointSize: 500000,',
    '  },',
    "  stats: 'errors-warnings',",
    '};',
  ];
  const fixed = head.length + middle.length + resolve.length + optimization.length + tail.length;
  const free = lines - fixed;
  if (free < 16) throw new Error(`A configuration of ${lines} lines is too short for the template (${fixed} fixed lines)`);
  // Of the free lines: entries take a line each, rules 4, aliases 1 and cache groups 5.
  const groups = Math.floor(free / 5 / 5);
  const rules = Math.floor(free / 5 / 4);
  const entries = Math.floor(free / 5);
  const aliases = free - groups * 5 - rules * 4 - entries;
  const kinds = ['png', 'svg', 'jpg', 'gif', 'webp', 'avif', 'woff', 'woff2', 'ttf', 'eot', 'mp4', 'webm', 'mp3', 'wav', 'ogg', 'pdf', 'txt', 'md', 'csv', 'xml'];
  const body = [
    ...head,
    ...Array.from({ length: entries }, (_, index) => `    page${index + 1}: './pages/page${index + 1}/index.js',`),
    ...middle,
    ...Array.from({ length: rules }, (_, index) => [
      '      {',
      `        test: /\\.${kinds[index % kinds.length]}${index >= kinds.length ? index : ''}$/i,`,
      `        type: '${index % 3 === 2 ? 'asset/inline' : 'asset/resource'}',`,
      '      },',
    ]).flat(),
    ...resolve,
    ...Array.from({ length: aliases }, (_, index) => `      '@app/package${index + 1}': path.resolve(__dirname, 'packages/package${index + 1}/src'),`),
    ...optimization,
    ...Array.from({ length: groups }, (_, index) => [
      `        vendor${index + 1}: {`,
      `          test: /[\\\\/]node_modules[\\\\/]vendor-${index + 1}[\\\\/]/,`,
      `          name: 'vendor${index + 1}',`,
      `          priority: ${groups - index},`,
      '        },',
    ]).flat(),
    ...tail,
  ];
  return `${body.join('\n')}\n`;
}

/** The same configuration with one mistake, as long: an option misspelled (`stat` for `stats`). */
export function refusedConfig(lines: number): string {
  const source = largeConfig(lines);
  const refused = source.replace("\n  stats: 'errors-warnings',\n", "\n  stat: 'errors-warnings',\n");
  if (refused === source) throw new Error('The configuration has no stats line to misspell');
  return refused;
}

export interface CheckerCosts {
  lines: number;
  /** Raw and gzip bytes of the files the first check loads: the worker and the option data. */
  files: Array<{ name: string; raw: number; gzip: number }>;
  /** Press to the frame that shows the verdict, ms, each run. */
  firstCheckMs: number[];
  secondCheckMs: number[];
  verdict: string;
  /** The same for the configuration with one mistake, in a page of its own. */
  refusedFirstCheckMs: number[];
  refusedVerdict: string;
}

/** Presses the check button and resolves with the time to the frame after the status line got its outcome. */
const PRESS_AND_TIME = `(async () => {
  const status = document.querySelector('[${CONFIG_CHECKER_STATUS_ATTRIBUTE}]');
  status.removeAttribute('data-outcome');
  const done = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!status.hasAttribute('data-outcome')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(resolve, 0));
    });
    observer.observe(status, { attributes: true, attributeFilter: ['data-outcome'] });
  });
  const started = performance.now();
  const button = status.closest('form')?.querySelector('button[type="submit"]');
  if (!button) throw new Error('No check button in the checker form');
  button.click();
  await done;
  return performance.now() - started;
})()`;

export async function measureChecker(browser: Browser, origin: string, publicDir: string, { runs = 3, lines = 300, network = null as NetworkProfile | null } = {}): Promise<CheckerCosts> {
  // The build's files, as its manifest names them (public/ may still hold an earlier build's).
  const manifest = JSON.parse(readFileSync(join(publicDir, CONFIG_CHECKER_MANIFEST_URL), 'utf8')) as ConfigCheckerManifest;
  const files = Object.values(manifest).map((url) => {
    const bytes = readFileSync(join(publicDir, url));
    return { name: basename(url), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const source = largeConfig(lines);
  const result: CheckerCosts = { lines: source.trimEnd().split('\n').length, files, firstCheckMs: [], secondCheckMs: [], verdict: '', refusedFirstCheckMs: [], refusedVerdict: '' };
  /** A first visit of the page, the configuration pasted (which starts loading the checker), and `checks` presses. */
  const visit = async (pasted: string, checks: number): Promise<{ ms: number[]; verdict: string }> => {
    // No service worker: the network profile throttles the page's own requests, not a worker's,
    // and a first visit's worker would fetch the checker's files unthrottled.
    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
      await throttle(cdp, network);
      const field = page.getByRole('textbox', { name: 'Your webpack.config.js, or its configuration object' });
      await field.fill(pasted);
      const ms: number[] = [];
      for (let check = 0; check < checks; check += 1) ms.push(Math.round(await page.evaluate(PRESS_AND_TIME)));
      return { ms, verdict: (await page.locator(`[${CONFIG_CHECKER_STATUS_ATTRIBUTE}]`).textContent()) ?? '' };
    } finally {
      await context.close();
    }
  };
  const refused = refusedConfig(lines);
  for (let run = 0; run < runs; run += 1) {
    const valid = await visit(source, 2);
    result.firstCheckMs.push(valid.ms[0]);
    result.secondCheckMs.push(valid.ms[1]);
    result.verdict = valid.verdict;
    const mistaken = await visit(refused, 1);
    result.refusedFirstCheckMs.push(mistaken.ms[0]);
    result.refusedVerdict = mistaken.verdict;
  }
  return result;
}

export function formatCheckerCosts(costs: CheckerCosts): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const cell = (values: number[]) => `${median(values)} ms (${Math.min(...values)}–${Math.max(...values)}, ${values.length} runs)`;
  return [
    ...costs.files.map((file) => `| checker file ${file.name} (raw / gzip) | ${kb(file.raw)} / ${kb(file.gzip)} |`),
    `| checker, first check of a ${costs.lines}-line config, press to verdict (phone CPU) | ${cell(costs.firstCheckMs)} |`,
    `| checker, second check of it | ${cell(costs.secondCheckMs)} |`,
    `| checker verdict | ${costs.verdict} |`,
    `| checker, first check of it with one mistake | ${cell(costs.refusedFirstCheckMs)} |`,
    `| checker verdict with the mistake | ${costs.refusedVerdict} |`,
  ];
}
