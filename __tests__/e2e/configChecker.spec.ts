// The configuration checker on /configuration/checker/, as a reader uses it: they paste their
// webpack.config.js and check it, read webpack's own messages and the notes for their version,
// follow an option to its documentation; bad pastes get a message, never a hung page; it loads
// only when used, works before (and without) the app, and offline once its section is saved.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { visit } from './visit';
import { seriousViolationsInBothThemes } from './axe';

const PAGE = '/configuration/checker/';
const WEBPACK = (JSON.parse(readFileSync(require.resolve('webpack/package.json'), 'utf8')) as { version: string }).version;
const WEBPACK_MINOR = WEBPACK.split('.').slice(0, 2).join('.');
const history = JSON.parse(readFileSync('content/data/webpack-history.json', 'utf8')) as { options: Record<string, { added: string }> };
const ALLOW_OUTSIDE_ADDED = history.options['output.allowOutside'].added.split('.').slice(0, 2).join('.');

const field = (page: Page) => page.getByRole('textbox', { name: 'Your webpack.config.js, or its configuration object' });
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check the configuration' });
const version = (page: Page) => page.getByRole('combobox', { name: 'Your webpack version' });
/** The checker's status line (the form names it as its description). */
const status = (page: Page) => page.locator('#config-checker-status[role="status"]');
const results = (page: Page) => page.locator('#config-checker-results');
/** webpack's problems, one list item each. */
const problems = (page: Page) => results(page).locator('ol[data-problems]');

/** A project's configuration as a reader pastes it: two mistakes, and what only running it gives. */
const PASTED_CONFIG = `const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const isProduction = process.env.NODE_ENV === 'production';

module.exports = {
  mode: 'production',
  entry: {
    main: './src/index.js',
  },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    allowOutside: false,
    clean: true,
  },
  devtool: 'cheap-eval-source-map',
  module: {
    rules: [
      {
        test: /\\.css$/i,
        use: [MiniCssExtractPlugin.loader, 'css-loader'],
      },
      {
        test: /\\.(png|svg|jpg)$/i,
        type: 'asset/resource',
      },
    ],
  },
  resolve: {
    extensions: ['.js', '.json'],
  },
  optimization: {
    runtimeChunk: 'single',
    splitChunks: {
      chunks: 'all',
    },
  },
  plugins: [new HtmlWebpackPlugin({ title: 'My app' }), new MiniCssExtractPlugin()],
  devServer: {
    static: './dist',
    hot: true,
  },
  minimize: true,
  stats: { cached: true },
};
`;

async function pasteAndCheck(page: Page, source: string): Promise<void> {
  await field(page).click();
  await field(page).fill(source);
  await checkButton(page).click();
}

test.describe('the configuration checker', () => {
  test('a reader checks their configuration: webpack’s own messages, then each option with its docs and default', async ({ page }) => {
    const checkerRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/config-checker/')) checkerRequests.push(new URL(request.url()).pathname);
    });
    await visit(page, PAGE);
    await expect(checkButton(page)).toBeEnabled();
    // Nothing of the checker loads until the reader uses it.
    expect(checkerRequests).toEqual([]);
    await pasteAndCheck(page, PASTED_CONFIG);
    await expect(status(page)).toHaveText(new RegExp(`^webpack ${WEBPACK_MINOR.replace('.', '\\.')} refuses this configuration: 2 problems\\.`));
    expect(checkerRequests).toEqual(expect.arrayContaining(['/config-checker/manifest.json', expect.stringMatching(/^\/config-checker\/worker\.[0-9a-f]{20}\.js$/), expect.stringMatching(/^\/config-checker\/options\.[0-9a-f]{20}\.json$/)]));

    await expect(results(page)).toContainText('Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.');
    // Each problem with the line of the paste it is about.
    const problem = (text: string) => problems(page).getByRole('listitem').filter({ hasText: text });
    await expect(problem('configuration.devtool should match pattern')).toContainText('Line 18');
    await expect(problem("configuration has an unknown property 'minimize'")).toContainText('Line 45');

    const row = (path: string) => results(page).getByRole('row').filter({ has: page.getByRole('cell').first().filter({ hasText: new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')}$`) }) });
    await expect(row('output.filename')).toContainText("'[name].[contenthash].js'");
    await expect(row('output.filename').getByRole('cell').nth(1)).toHaveText('14');
    await expect(row('output.filename').getByRole('cell').nth(3)).toHaveText("'[name].js'");
    await expect(row('minimize')).toContainText('not a webpack option');
    await expect(row('stats.cached')).toContainText(/deprecated in 5\.\d+: .*cachedModules/);
    await expect(results(page).getByRole('listitem').filter({ hasText: 'output.path (line 13): a call to path.resolve()' })).toBeVisible();

    await row('output.filename').getByRole('link', { name: 'output.filename' }).click();
    await expect(page).toHaveURL(/\/configuration\/output\/#outputfilename$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Output');
  });

  test('the notes follow the reader’s version, and a fixed configuration is accepted', async ({ page }) => {
    await visit(page, PAGE);
    const fixed = PASTED_CONFIG.replace("devtool: 'cheap-eval-source-map'", "devtool: 'eval-cheap-source-map'").replace('  minimize: true,\n', '');
    await pasteAndCheck(page, fixed);
    await expect(status(page)).toHaveText(new RegExp(`^webpack ${WEBPACK_MINOR.replace('.', '\\.')} accepts this configuration\\.`));
    await expect(problems(page)).toHaveCount(0);
    await version(page).selectOption('5.80');
    await expect(results(page).getByRole('row').filter({ hasText: 'output.allowOutside' })).toContainText(`not in 5.80 (added in ${ALLOW_OUTSIDE_ADDED})`);
  });

  test('a configuration that turns validation off is read, and said not to be validated, as webpack would not', async ({ page }) => {
    await visit(page, PAGE);
    await pasteAndCheck(page, "module.exports = {\n  mode: 'development',\n  validate: false,\n  outptu: {},\n};");
    await expect(status(page)).toHaveText(new RegExp(`^webpack ${WEBPACK_MINOR.replace('.', '\\.')} does not validate this configuration: it sets validate: false\\.`));
    await expect(problems(page)).toHaveCount(0);
    await expect(results(page)).toContainText('Not validated by webpack: it sets validate: false.');
    await expect(results(page).getByRole('row').filter({ hasText: 'outptu' })).toContainText('not a webpack option');
  });

  test('bad pastes get a message, and the page never hangs', async ({ page }) => {
    await visit(page, PAGE);
    await pasteAndCheck(page, "module.exports = {\n  mode: 'production'\n  entry: './src/index.js',\n};");
    await expect(status(page)).toHaveText('Not valid JavaScript: Unexpected token at line 3, column 3.');

    // A megabyte: refused at once, with its size.
    await field(page).fill(`module.exports = { entry: '${'x'.repeat(1024 * 1024)}' };`);
    await checkButton(page).click();
    await expect(status(page)).toHaveText(/^This paste is 1\.0 MB: the checker reads up to 200 KB/);

    // Nested 10,000 deep: a message, and the page answers meanwhile (the worker reads it).
    await field(page).fill(`module.exports = ${'{ a: '.repeat(10_000)}1${' }'.repeat(10_000)};`);
    await checkButton(page).click();
    const longestTask = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = performance.now();
          let longest = 0;
          const tick = () => {
            const now = performance.now();
            longest = Math.max(longest, now - last);
            last = now;
            if (document.querySelector('[data-config-checker-status]')?.textContent?.includes('nested')) resolve(longest);
            else setTimeout(tick, 10);
          };
          tick();
        }),
    );
    await expect(status(page)).toHaveText(/nested too deeply to read/);
    expect(longestTask).toBeLessThan(500);
  });

  test('reached by a link inside the site, the checker works as on a page load', async ({ page }) => {
    await visit(page, '/configuration/');
    await page.getByRole('main').getByRole('link', { name: 'configuration checker' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration Checker');
    await pasteAndCheck(page, "module.exports = { mode: 'development', outptu: {} };");
    await expect(status(page)).toHaveText(/refuses this configuration: 1 problem\./);
    await expect(problems(page)).toContainText("configuration has an unknown property 'outptu'");
  });

  test('with results, the page has no serious or critical axe violations in the light theme, then the dark one', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, PAGE);
    await pasteAndCheck(page, PASTED_CONFIG);
    await expect(status(page)).toHaveText(/refuses this configuration/);
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('offline after one check made online, the checker still checks', async ({ page, context }) => {
    await visit(page, PAGE);
    // The reader checks at once, before the service worker controls the page (a first visit)...
    await pasteAndCheck(page, "module.exports = { mode: 'production' };");
    await expect(status(page)).toHaveText(/accepts this configuration/);
    // ...and reads on until the page is kept for offline reading, as every page of a first visit is.
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await pasteAndCheck(page, "module.exports = { mode: 'production', rules: [] };");
    await expect(status(page)).toHaveText(/refuses this configuration: 1 problem\./);
  });

  test('offline, once the reader saved the Configuration section, the checker still checks', async ({ page, context }) => {
    test.setTimeout(120_000);
    await visit(page, PAGE);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const sidebar = page.getByRole('navigation', { name: 'Section pages' });
    await sidebar.getByRole('button', { name: /^Save for offline/ }).click();
    await sidebar.getByRole('button', { name: /^Download \d+(\.\d)? (KB|MB)$/ }).click();
    await expect(sidebar.getByText('Available offline')).toBeVisible({ timeout: 60_000 });
    await context.setOffline(true);
    await page.reload();
    await pasteAndCheck(page, "module.exports = { mode: 'production', rules: [] };");
    await expect(status(page)).toHaveText(/refuses this configuration: 1 problem\./);
    await expect(problems(page)).toContainText('Did you mean module.rules?');
  });
});

describeBeforeInput('the configuration checker before the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('checks with the page’s own script while the app’s scripts never arrive', async ({ page }) => {
    await page.route(/\.js$/, (route) => (new URL(route.request().url()).pathname.startsWith('/config-checker/') ? route.continue() : route.abort('blockedbyclient')));
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await pasteAndCheck(page, "module.exports = { mode: 'none', output: { path: 'dist' } };");
    await expect(status(page)).toHaveText(/refuses this configuration: 1 problem\./);
    await expect(problems(page)).toContainText('configuration.output.path: The provided value "dist" is not an absolute path!');
  });
});

test.describe('the configuration checker without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('says it needs JavaScript, and its button does nothing', async ({ page }) => {
    await page.goto(PAGE);
    await expect(status(page)).toHaveText('The checker needs JavaScript; without it, each option is described on the configuration pages.');
    await expect(checkButton(page)).toBeDisabled();
  });
});
