// Version marks from webpack's release history, and the reader's own webpack version: applied by the
// head script before the first paint, without the app, remembered, and kept across navigation.
import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { holdScripts } from './scripts';
import { seriousViolationsInBothThemes } from './axe';
import { visit } from './visit';

const OPTIONS_PAGE = '/configuration/output/';
const HOOKS_PAGE = '/api/compilation-hooks/';

/** The "added" mark of the heading with this id. */
const addedMark = (page: Page, id: string) => page.locator(`[id="${id}"] [data-version-added]`);

/** What the mark reads, its ::before text included (the reader's version adds "not in 5.80 · "). */
async function markText(page: Page, id: string): Promise<string> {
  return addedMark(page, id).evaluate((mark) => {
    const before = getComputedStyle(mark, '::before').content;
    return `${before === 'none' || before === 'normal' ? '' : JSON.parse(before)}${mark.querySelector('[aria-hidden]')?.textContent ?? ''}`;
  });
}

test.describe('webpack versions', () => {
  test.use({ serviceWorkers: 'block' });

  test('an option and a hook added after 5.0 show the release that added them, read out as text', async ({ page }) => {
    await visit(page, OPTIONS_PAGE);
    const allowOutside = addedMark(page, 'outputallowoutside');
    await expect(allowOutside).toHaveText(/Added in webpack 5\.113/);
    expect(await markText(page, 'outputallowoutside')).toBe('5.113+');
    // The heading keeps its id and its name in the outline.
    await expect(page.locator('h2#outputallowoutside, h3#outputallowoutside')).toContainText('output.allowOutside');
    await visit(page, HOOKS_PAGE);
    await expect(addedMark(page, 'chunkhashdependencies')).toHaveText(/Added in webpack 5\.113/);
  });

  describeBeforeInput('with no script of the app', () => {
    test('a stored older version marks a newer option before any script of the app runs', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('webpack-version', '5.80'));
      // No script of the app ever arrives: only the inline head script runs.
      await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
      await page.goto(OPTIONS_PAGE, { waitUntil: 'domcontentloaded' });
      expect(await markText(page, 'outputallowoutside')).toBe('not in 5.80 · 5.113+');
      // Options that 5.80 already had (added in 5.1 to 5.80) are not marked "not in".
      const older = await page.locator('[data-version-added]').evaluateAll((marks) =>
        marks
          .filter((mark) => Number(mark.getAttribute('data-version-added')!.split('.')[1]) <= 80)
          .map((mark) => getComputedStyle(mark, '::before').content),
      );
      expect(older.length).toBeGreaterThan(0);
      expect(older.every((content) => content === 'none' || content === 'normal')).toBe(true);
      await expect(page.getByRole('combobox', { name: /Your webpack version/ })).toHaveValue('5.80');
    });

    test('the version chosen in the select marks newer options at once, works without the app and is remembered', async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
      await page.goto(OPTIONS_PAGE, { waitUntil: 'domcontentloaded' });
      const select = page.getByRole('combobox', { name: /Your webpack version/ });
      await expect(select).toHaveValue('');
      expect(await markText(page, 'outputallowoutside')).toBe('5.113+');
      await select.selectOption('5.112');
      expect(await markText(page, 'outputallowoutside')).toBe('not in 5.112 · 5.113+');
      await page.goto(HOOKS_PAGE, { waitUntil: 'domcontentloaded' });
      expect(await markText(page, 'chunkhashdependencies')).toBe('not in 5.112 · 5.113+');
      await expect(page.getByRole('combobox', { name: /Your webpack version/ })).toHaveValue('5.112');
      // Back to the latest: nothing is marked.
      await page.getByRole('combobox', { name: /Your webpack version/ }).selectOption('');
      expect(await markText(page, 'chunkhashdependencies')).toBe('5.113+');
    });
  });

  describeBeforeInput('before the reader\'s first input', () => {
    test('a change to the select with no pointer, key or focus (assistive technology, a script) before the app is kept, and the app keeps it', async ({ page }) => {
      // The app's scripts arrive late: the change comes before the app.
      const releaseScripts = await holdScripts(page);
      await page.goto(OPTIONS_PAGE, { waitUntil: 'domcontentloaded' });
      const appStarted = page.locator('html[data-hydrated]');
      await expect(appStarted).toHaveCount(0);
      // What a screen reader's or a script's change is: the value set and the events sent, nothing else.
      await page.locator('select[data-reader-version]').evaluate((select: HTMLSelectElement) => {
        select.value = '5.112';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(await markText(page, 'outputallowoutside')).toBe('not in 5.112 · 5.113+');
      releaseScripts();
      await appStarted.waitFor({ state: 'attached', timeout: 30_000 });
      await expect(page.getByRole('combobox', { name: /Your webpack version/ })).toHaveValue('5.112');
      expect(await markText(page, 'outputallowoutside')).toBe('not in 5.112 · 5.113+');
    });
  });

  test('after a client-side navigation the select shows the reader’s version and the marks follow it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('webpack-version', '5.100'));
    await visit(page, '/configuration/module/');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // The sidebar link of the same section: a client-side navigation.
    await page.getByRole('navigation', { name: 'Section pages' }).locator(`a[href="${OPTIONS_PAGE}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${OPTIONS_PAGE}$`));
    await expect(page.locator('h1')).toHaveText(/output/i);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.getByRole('combobox', { name: /Your webpack version/ })).toHaveValue('5.100');
    expect(await markText(page, 'outputallowoutside')).toBe('not in 5.100 · 5.113+');
  });

  test('marks and the version select have no serious or critical axe violations in the light theme, then the dark one', async ({ page }) => {
    // axe reads every node of the long options page twice: on a busy machine that takes longer than the default.
    test.setTimeout(150_000);
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('webpack-version', '5.80');
    });
    await visit(page, OPTIONS_PAGE);
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
