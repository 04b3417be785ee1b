import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { pointerArrives, visit } from './visit';
import { holdScripts } from './scripts';

const isSearchRequest = (url: string) => url.includes('/search/') || url.includes('search-modal');

async function searchWithKeyboard(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
  await expect(input.first()).toBeFocused();
  await page.keyboard.type(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/** The first hit's link once the results for the whole query have settled (typing shows interim results). */
async function settledFirstHref(page: Page): Promise<string> {
  let previous = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(250);
    const current = (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '';
    if (current && current === previous) return current;
    previous = current;
  }
  return previous;
}

interface KeyRecord {
  key: string;
  /** The page stopped the browser's own action (Ctrl+K focuses the browser's search bar). */
  prevented: boolean;
  /** React had hydrated the page when the key was pressed. */
  hydrated: boolean;
}

/**
 * Opens a page on a slow network and presses keys as soon as its HTML is parsed, before the app's
 * scripts have arrived; returns what the page did with each key.
 */
async function pressBeforeHydration(page: Page, url: string, keys: () => Promise<void>): Promise<KeyRecord[]> {
  const releaseScripts = await holdScripts(page);
  await page.addInitScript(() => {
    const records: KeyRecord[] = [];
    (window as unknown as { keyRecords: KeyRecord[] }).keyRecords = records;
    // Window, bubble phase: runs after every listener of the page.
    window.addEventListener('keydown', (event) =>
      records.push({ key: event.key, prevented: event.defaultPrevented, hydrated: document.documentElement.hasAttribute('data-hydrated') }),
    );
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await keys();
  releaseScripts();
  return page.evaluate(() => (window as unknown as { keyRecords: KeyRecord[] }).keyRecords);
}

test.describe('search', () => {
  test('the first load of a doc page fetches no search index, and the search code only as a prefetch once the app has run, without running it', async ({ page }) => {
    const requests: Array<{ url: string; type: string }> = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await visit(page, '/concepts/');
    await page.waitForLoadState('networkidle');
    const search = requests.filter((request) => isSearchRequest(request.url));
    expect(search.filter((request) => request.url.includes('/search/'))).toEqual([]);
    expect(search.map((request) => request.type)).toEqual(['other']);
    // Fetched, not run: no DocSearch stylesheet or dialog until the reader asks for search.
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search webpack documentation' })).toBeVisible();
  });

  test('Ctrl+K opens it, "entry" lists results and Enter goes to the first hit, keyboard only', async ({ page }) => {
    await visit(page, '/concepts/');
    await searchWithKeyboard(page, 'entry');
    const href = await settledFirstHref(page);
    expect(href).toMatch(/^\/[^#]+\/(#.+)?$/);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    const [path, hash] = href.split('#');
    await expect(page).toHaveURL(new RegExp(`${path}${hash ? `#${hash}` : ''}$`));
    if (hash) await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('"/" opens it too, and Escape closes it', async ({ page }) => {
    await visit(page, '/guides/');
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  describeBeforeInput('keys pressed before the page is interactive', () => {
    test('Ctrl+K pressed before the page is interactive opens search with what was typed next', async ({ page }) => {
      const records = await pressBeforeHydration(page, '/concepts/', async () => {
        await page.keyboard.press('Control+k');
        await page.keyboard.type('entry');
      });
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('entry');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // The Control key itself goes first; the K is what the browser would act on.
      expect(records.find((record) => record.key === 'k')).toEqual({ key: 'k', prevented: true, hydrated: false });
    });

    test('"/" pressed before the page is interactive opens search', async ({ page }) => {
      const records = await pressBeforeHydration(page, '/guides/', () => page.keyboard.press('/'));
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('');
      expect(records).toEqual([{ key: '/', prevented: true, hydrated: false }]);
    });
  });

  test('works after the network is cut, from the service worker cache', async ({ page, context }) => {
    await visit(page, '/concepts/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await pointerArrives(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await searchWithKeyboard(page, 'entry');
    const online = await settledFirstHref(page);
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await page.reload();
    await pointerArrives(page);
    await searchWithKeyboard(page, 'entry');
    expect(await settledFirstHref(page)).toBe(online);
  });
});
