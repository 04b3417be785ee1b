import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

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

test.describe('search', () => {
  test('the first load of a doc page fetches no search code and no index', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(page, '/concepts/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchRequest)).toEqual([]);
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

  test('works after the network is cut, from the service worker cache', async ({ page, context }) => {
    await visit(page, '/concepts/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await searchWithKeyboard(page, 'entry');
    const online = await settledFirstHref(page);
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await searchWithKeyboard(page, 'entry');
    expect(await settledFirstHref(page)).toBe(online);
  });
});
