// The upgrade planner on /migrate/webpack-5-releases/: ?from=5.80&to=5.113 shows only the releases
// between, applied by the head script before the first paint and before (or without) the app; the
// two selects set the same url; without JavaScript the whole list shows; offline it works too.
import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { visit } from './visit';
import { seriousViolationsInBothThemes } from './axe';

const PAGE = '/migrate/webpack-5-releases/';
const release = (page: Page, minor: string) => page.locator(`section[data-release-minor="${minor}"]`);
const status = (page: Page) => page.locator('[data-release-range-status]');
const from = (page: Page) => page.getByRole('combobox', { name: 'Upgrading from' });
const to = (page: Page) => page.getByRole('combobox', { name: 'to', exact: true });

describeBeforeInput('the upgrade planner with no script of the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('an address with a range shows only the releases after the first, up to the second, at once', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto(`${PAGE}?from=5.80&to=5.110`, { waitUntil: 'domcontentloaded' });
    await expect(release(page, '5.81')).toBeVisible();
    await expect(release(page, '5.110')).toBeVisible();
    for (const hidden of ['5.80', '5.10', '5.111', '5.113']) await expect(release(page, hidden)).toBeHidden();
    await expect(status(page)).toHaveText('Showing the 30 minor releases after 5.80, up to 5.110, with their patch releases.');
    await expect(from(page)).toHaveValue('5.80');
    await expect(to(page)).toHaveValue('5.110');
    // The list links to the documentation of what changed.
    await expect(release(page, '5.110').getByRole('link').first()).toHaveAttribute('href', /^\/(configuration|api)\//);
  });

  test('the selects narrow the page and put the range in the address, without the app', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await expect(status(page)).toHaveText('Showing every webpack 5 release.');
    await expect(release(page, '5.10')).toBeVisible();
    await from(page).selectOption('5.111');
    await expect(page).toHaveURL(`${PAGE}?from=5.111&to=5.113`);
    await expect(release(page, '5.111')).toBeHidden();
    await expect(release(page, '5.112')).toBeVisible();
    await expect(release(page, '5.113')).toBeVisible();
    await expect(status(page)).toHaveText('Showing the 2 minor releases after 5.111, up to 5.113, with their patch releases.');
    await to(page).selectOption('5.112');
    await expect(page).toHaveURL(`${PAGE}?from=5.111&to=5.112`);
    await expect(release(page, '5.113')).toBeHidden();
    await from(page).selectOption('');
    await expect(page).toHaveURL(PAGE);
    await expect(release(page, '5.10')).toBeVisible();
  });
});

test.describe('the upgrade planner without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('shows the whole list, and its form still sets the address', async ({ page }) => {
    await page.goto(PAGE);
    await expect(release(page, '5.10')).toBeVisible();
    await expect(release(page, '5.113')).toBeVisible();
    await from(page).selectOption('5.100');
    await page.getByRole('button', { name: 'Show the changes' }).click();
    await expect(page).toHaveURL(`${PAGE}?from=5.100&to=5.113`);
    await expect(release(page, '5.10')).toBeVisible();
  });
});

test.describe('the upgrade planner with the app', () => {
  test('a range in the address also applies after the app has started, and offline once the page was read', async ({ page, context }) => {
    await visit(page, PAGE);
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await from(page).selectOption('5.109');
    await expect(release(page, '5.109')).toBeHidden();
    await expect(release(page, '5.110')).toBeVisible();
    await context.setOffline(true);
    await page.goto(`${PAGE}?from=5.100&to=5.105`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('webpack 5 releases');
    await expect(release(page, '5.101')).toBeVisible();
    await expect(release(page, '5.100')).toBeHidden();
    await expect(release(page, '5.106')).toBeHidden();
    await expect(status(page)).toHaveText('Showing the 5 minor releases after 5.100, up to 5.105, with their patch releases.');
  });

  test('reached by a link inside the site, the planner works as on a page load', async ({ page }) => {
    await visit(page, '/migrate/');
    await page.getByRole('navigation', { name: 'Section pages' }).getByRole('link', { name: 'webpack 5 releases' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('webpack 5 releases');
    await from(page).selectOption('5.111');
    await expect(page).toHaveURL(`${PAGE}?from=5.111&to=5.113`);
    await expect(release(page, '5.111')).toBeHidden();
    await expect(release(page, '5.112')).toBeVisible();
    await expect(status(page)).toHaveText('Showing the 2 minor releases after 5.111, up to 5.113, with their patch releases.');
  });

  test('the planner, narrowed, has no serious or critical axe violations in the light theme, then the dark one', async ({ page }) => {
    test.setTimeout(150_000);
    await visit(page, `${PAGE}?from=5.100&to=5.113`);
    await expect(status(page)).toHaveText('Showing the 13 minor releases after 5.100, up to 5.113, with their patch releases.');
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
