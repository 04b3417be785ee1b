// Offline reading, as a reader meets it: a first visit that works offline, an offline page of the
// site's own for pages that are not saved, and saving sections of the docs on demand. Third-party
// hosts are unreachable here, as in every browser test (playwright.config.ts): the site must not need them.
import { expect, test, type Page } from '@playwright/test';
import { pointerArrives, visit } from './visit';
import { seriousViolationsInBothThemes } from './axe';
import { describeBeforeInput } from './browsers';

/** Page errors and console errors of the site's own (requests failing offline aside). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** What a reader does on a first visit: opens the page and reads for a few seconds while the worker installs. */
async function firstVisit(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Records every state of the progress bar, however quickly a save runs. */
async function watchProgressBar(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Section pages' });

test.describe('offline reading', () => {
  test('a page opened once reloads offline, whole, on the first visit', async ({ page, context }) => {
    const errors = recordErrors(page);
    // The worker's Workbox modules, as a reader's host sends them: the production ones, here on localhost too.
    const workbox: string[] = [];
    context.on('request', (request) => {
      if (/\/workbox-v[\d.]+\/workbox-(?!sw\.js)/.test(request.url())) workbox.push(new URL(request.url()).pathname.replace(/^.*\//, ''));
    });
    await firstVisit(page, '/migrate/');
    expect(workbox).toContain('workbox-core.prod.js');
    expect(workbox.filter((file) => !file.endsWith('.prod.js'))).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText('Migrate');
    await expect(page.locator('.markdown p').first()).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'To v5 from v4' })).toBeVisible();
    await pointerArrives(page);
    expect(errors).toEqual([]);
  });

  describeBeforeInput('a reader who never touches the page', () => {
    test('a page opened and read without any input reloads offline, whole: the worker needs no app', async ({ page, context }) => {
      const errors = recordErrors(page);
      // The app's scripts (content-hashed names) never reach the page; the worker fetches what it keeps itself.
      await page.route(/-[0-9a-f]{20}\.js$/, (route) => route.abort('blockedbyclient'));
      await page.goto('/migrate/', { waitUntil: 'load' });
      // Reads for a while, without a pointer move, a key or a scroll, while the worker installs.
      await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('h1').first()).toHaveText('Migrate');
      await expect(page.locator('.markdown p').first()).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'To v5 from v4' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test('the first page read opens again offline from a link, without a page load, after the tab reloaded on another page', async ({ page, context }) => {
    // The first load takes Output's page data and body from its HTML, so the worker is handed both files.
    const errors = recordErrors(page);
    await firstVisit(page, '/configuration/output/');
    await sidebar(page).getByRole('link', { name: 'Module', exact: true }).click();
    await expect(page.locator('h1').first()).toHaveText('Module');
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText('Module');
    await pointerArrives(page);
    // Without its body file, Gatsby would fall back to loading the whole page again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await sidebar(page).getByRole('link', { name: 'Output', exact: true }).click();
    await expect(page).toHaveURL(/\/configuration\/output\/$/);
    await expect(page.locator('h1').first()).toHaveText('Output');
    await expect(page.locator('.markdown')).toContainText('output.publicPath');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a page visited, reloaded online and then offline still loads (the returning reader)', async ({ page, context }) => {
    await visit(page, '/concepts/entry-points/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Entry Points');
    await expect(page.locator('.markdown h2').first()).toBeVisible();
  });

  test('search answers from the local index offline after a first visit', async ({ page, context }) => {
    const errors = recordErrors(page);
    await firstVisit(page, '/concepts/');
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill('splitChunks');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', /split-?chunks/i);
    expect(errors).toEqual([]);
  });

  test('a link to a page that is not saved opens the site\'s offline page, then the page when the network is back', async ({ page, context }) => {
    const errors = recordErrors(page);
    await firstVisit(page, '/concepts/');
    await context.setOffline(true);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not available offline');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Blog');
    await expect(page.getByRole('link', { name: 'Back to Concepts' })).toHaveAttribute('href', '/concepts/');
    await expect(page.getByRole('heading', { name: /^Available offline: \d+ pages?$/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Concepts', exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog', { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('typing the address of a page that is not saved, offline, shows the offline page, not the browser\'s error', async ({ page, context }) => {
    await firstVisit(page, '/concepts/');
    await context.setOffline(true);
    await page.goto('/guides/caching/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not available offline');
    await expect(page.getByRole('main')).toContainText('Caching');
    await expect(sidebar(page).getByRole('link', { name: 'Caching' })).toBeVisible();
  });

  test('the offline page has no serious axe violations in the light theme, then the dark one', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await firstVisit(page, '/concepts/');
    await context.setOffline(true);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: /^Available offline: [1-9]\d* pages?$/ })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('a saved section: size first, progress while saving, then every page and search offline', async ({ page, context }) => {
    const errors = recordErrors(page);
    await visit(page, '/migrate/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const progress = await watchProgressBar(page);
    await sidebar(page).getByRole('button', { name: /^Save for offline/ }).click();
    const download = sidebar(page).getByRole('button', { name: /^Download \d+(\.\d)? (KB|MB)$/ });
    await expect(download).toBeVisible();
    await expect(sidebar(page).getByRole('status')).toContainText(/to download \(\d+ files/);
    await download.click();
    await expect(sidebar(page).getByText('Available offline')).toBeVisible({ timeout: 30_000 });
    const values = await progress();
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await context.setOffline(true);
    // Every page of the section, as the sidebar lists them (not its headings or the print link).
    const pages = await sidebar(page).locator('a[href^="/migrate/"]:not([href*="#"]):not([href$="/printable/"])').evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href')!, text: link.textContent!.trim() })),
    );
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const { href, text } of pages) {
      await sidebar(page).getByRole('link', { name: text, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('h1').first(), `saved page ${href}`).not.toHaveText('This page is not available offline');
      await expect(page.locator('.markdown p').first(), `saved page ${href}`).toBeVisible();
    }
    // The section's printable page was saved with it.
    await sidebar(page).locator('a[href="/migrate/printable/"]').click();
    await expect(page).toHaveURL(/\/migrate\/printable\/$/);
    await expect(page.locator('h1').first()).not.toHaveText('This page is not available offline');
    expect(await page.locator('section.printable-section').count()).toBeGreaterThan(1);
    await page.goBack();
    // Back on the last saved page, as the reader sees it.
    await expect(page).toHaveURL(new RegExp(`${pages.at(-1)!.href}$`));
    await expect(page.locator('h1').first()).toHaveText(pages.at(-1)!.text);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('webpack 4 to 5');
    const hit = page.locator('.DocSearch-Hit a[href^="/migrate/"]').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/migrate\//);
    expect(errors).toEqual([]);
  });

  test('a reader removes a saved section: its pages are no longer kept', async ({ page }) => {
    await visit(page, '/migrate/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await sidebar(page).getByRole('button', { name: /^Save for offline/ }).click();
    await sidebar(page).getByRole('button', { name: /^Download / }).click();
    await expect(sidebar(page).getByText('Available offline')).toBeVisible({ timeout: 30_000 });
    await sidebar(page).getByRole('button', { name: /^Remove/ }).click();
    await expect(sidebar(page).getByRole('button', { name: /^Save for offline/ })).toBeVisible();
    const savedPages = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('webpack-docs-saved-'));
      const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
      return urls.flat().filter((url) => url.includes('/page-data/migrate/'));
    });
    expect(savedPages).toEqual([]);
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: /^Save for offline/ })).toBeVisible();
  });

  test('when the storage quota is exceeded, saving says so and nothing is marked as saved', async ({ page }) => {
    // The device's storage is full: every write to Cache Storage is refused.
    await page.addInitScript(() => {
      Cache.prototype.put = function put() {
        return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      };
    });
    await visit(page, '/migrate/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await sidebar(page).getByRole('button', { name: /^Save for offline/ }).click();
    await sidebar(page).getByRole('button', { name: /^Download / }).click();
    await expect(sidebar(page).getByRole('alert')).toHaveText(/not enough storage space.*Nothing was saved/);
    await expect(sidebar(page).getByText('Available offline')).toHaveCount(0);
    const saved = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('webpack-docs-saved-'));
      const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
      return { entries: entries.reduce((a, b) => a + b, 0), record: localStorage.getItem('webpack-docs:saved-sections') };
    });
    expect(saved.entries).toBe(0);
    expect(saved.record ?? '[]').toBe('[]');
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: /^Save for offline/ })).toBeVisible();
  });

  test('where the browser lets the site store nothing, saving says so in one sentence', async ({ page }) => {
    // Blocked site data: Cache Storage is not there at all.
    await page.addInitScript(() => Object.defineProperty(window, 'caches', { value: undefined }));
    await visit(page, '/migrate/');
    await sidebar(page).getByRole('button', { name: /^Save for offline/ }).click();
    await expect(sidebar(page).getByRole('alert')).toHaveText(/cannot be saved for offline reading\.$/);
    await expect(sidebar(page).getByText('Available offline')).toHaveCount(0);
  });

  test('the offline reading page lists every section with its size, and the footer links to it', async ({ page }) => {
    await visit(page, '/concepts/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Offline reading' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline reading');
    await expect(page.getByRole('heading', { name: 'The whole documentation' })).toBeVisible();
    await expect(page.getByText(/^\d+ pages and the search index: \d+(\.\d)? MB to download\.$/)).toBeVisible();
    const sections = page.locator('h3');
    await expect(sections).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Save for offline reading: the whole documentation' })).toBeVisible();
  });
});
