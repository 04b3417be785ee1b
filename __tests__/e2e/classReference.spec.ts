// The class reference as a plugin author reads it: a member's entry with its kind, its signature
// whose types lead to their classes, its history marks under the reader's version, the way to it
// from the hand-written pages, and the longest class page accessible in both themes.
import { expect, test } from '@playwright/test';
import { seriousViolationsInBothThemes } from './axe';
import { visit } from './visit';

test.describe('the class reference', () => {
  test.use({ serviceWorkers: 'block' });

  test('a member entry says how code reaches it and links its types; the Compilation Object page leads to it', async ({ page }) => {
    await visit(page, '/api/compilation-object/');
    await page.locator('#emitasset').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'the Compilation class reference' }).first().click();
    await expect(page).toHaveURL(/\/api\/class-compilation\/#emitasset$/);
    const entry = page.locator('section', { has: page.locator('h3#emitasset') });
    await expect(entry.locator('.member-kind')).toHaveText('Method: compilation.emitAsset()');
    await expect(entry.locator('code.language-signature')).toHaveText('emitAsset(file: string, source: Source, assetInfo?: AssetInfo): void');
    // addModule names Module: the type is a link to its class.
    const addModule = page.locator('section', { has: page.locator('h3#addmodule') });
    await addModule.locator('code.language-signature').getByRole('link', { name: 'Module', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module class');
  });

  test('marks a member newer than the reader\'s version, and a deprecated one with the code webpack warns with', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('webpack-version', '5.100'));
    await visit(page, '/api/class-compilation/');
    await expect(page.locator('#hints [data-version-added]')).toHaveText(/Added in webpack 5\.110/);
    await visit(page, '/api/class-chunk/');
    const entry = page.locator('section', { has: page.locator('h3#getnumberofmodules') });
    await expect(entry.locator('h3')).toContainText('deprecated in 5.0');
    await expect(entry.getByRole('link', { name: 'DEP_WEBPACK_CHUNK_GET_NUMBER_OF_MODULES' })).toHaveAttribute('href', '/api/deprecations/#dep_webpack_chunk_get_number_of_modules');
  });

  test('the longest class page has no serious or critical axe violations in the light theme, then the dark one', async ({ page }) => {
    test.setTimeout(150_000);
    await visit(page, '/api/class-javascriptparser/');
    // No signature is a tab stop: they wrap, and there are 166 of them.
    expect(await page.locator('pre[tabindex]:has(code.language-signature)').count()).toBe(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
