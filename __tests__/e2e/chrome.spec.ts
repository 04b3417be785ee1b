import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { DOCS_REPOSITORY_URL, SITE_URL } from '../../src/config/site';
import { seriousViolations } from './axe';
import { visit } from './visit';


test.describe('header', () => {
  test('shows the documentation sub-navigation on /concepts/ and not on /', async ({ page }) => {
    await visit(page, '/concepts/');
    await expect(page.getByRole('navigation', { name: 'Documentation sections' })).toBeVisible();
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Documentation sections' })).toHaveCount(0);
  });
});

test.describe('theme', () => {
  describeBeforeInput('with every script held back', () => {
    test('persists across reloads and is on <html> before any app script runs', async ({ page }) => {
      await visit(page, '/concepts/');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Hold back every script file: only the inline pre-paint script can set the theme now.
      await page.route(/\.js$/, () => undefined);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(21, 28, 33)');
    });
  });

  test('follows the system preference when the reader never chose', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, '/concepts/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('documentation page', () => {
  test('a hash url lands with its heading visible below the header', async ({ page }) => {
    await visit(page, '/configuration/output/#outputpublicpath');
    const heading = page.locator('#outputpublicpath');
    await expect(heading).toBeInViewport();
    const headerBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a new page starts at the top', async ({ page }) => {
    await visit(page, '/concepts/entry-points/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').last().click();
    await expect(page).toHaveURL(/\/concepts\/output\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the copy button puts a diff on the clipboard without removed lines or markers', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/guides/getting-started/');
    const block = page.locator('pre[data-language="diff"]').first();
    const code = await block.locator('code').innerText();
    await page.getByRole('button', { name: 'Copy package.json' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain('-  "main": "index.js",');
    expect(copied).not.toContain('"main": "index.js"');
    expect(copied).toContain('  "private": true,');
    expect(copied.split('\n').every((line) => !/^[+-]/.test(line))).toBe(true);
  });

  test('choosing Webpack 4 goes to the version 4 site with the same path', async ({ page }) => {
    await page.route('https://v4.webpack.js.org/**', (route) => route.fulfill({ body: '<title>v4</title>', contentType: 'text/html' }));
    await visit(page, '/concepts/');
    await page.getByRole('combobox', { name: 'webpack version' }).selectOption('4');
    await expect(page).toHaveURL('https://v4.webpack.js.org/concepts/');
  });

  test('the notification stays dismissed after a reload', async ({ page }) => {
    await visit(page, '/concepts/');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('an offline banner appears while the network is gone', async ({ page, context }) => {
    await visit(page, '/concepts/');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  });
});

test.describe('Report a problem with this page', () => {
  const PATH = '/concepts/entry-points/';
  const link = (page: Page) => page.getByRole('link', { name: 'Report a problem with this page' });
  /** The title and body the new issue form receives. */
  const issueOf = (href: string) => {
    const url = new URL(href);
    return { form: `${url.origin}${url.pathname}`, title: url.searchParams.get('title')!, body: url.searchParams.get('body')! };
  };
  /** Presses the link and returns the url of the tab it opens (GitHub answered locally). */
  async function openReport(page: Page): Promise<string> {
    await page.context().route(/^https:\/\/github\.com\//, (route) => route.fulfill({ body: '<title>New issue</title>', contentType: 'text/html' }));
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link(page).click()]);
    await opened.waitForURL(/\/issues\/new\?/);
    return opened.url();
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

    test("is a link to a new issue with the page's url and title", async ({ page }) => {
      await page.goto(PATH);
      const issue = issueOf((await link(page).getAttribute('href'))!);
      expect(issue.form).toBe(`${DOCS_REPOSITORY_URL}/issues/new`);
      expect(issue.title).toContain('Entry Points');
      expect(issue.body).toContain(`${SITE_URL}${PATH}`);
      expect(issueOf(await openReport(page)).body).toContain(`${SITE_URL}${PATH}`);
    });
  });

  test('quotes the paragraph selected in the article in the issue it opens', async ({ page }) => {
    await visit(page, PATH);
    expect(issueOf((await link(page).getAttribute('href'))!).body).not.toContain('> ');
    const paragraph = page.locator('article p').filter({ hasText: 'is a module webpack starts from' }).first();
    const text = (await paragraph.innerText()).trim();
    await paragraph.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const issue = issueOf(await openReport(page));
    expect(issue.body).toContain(`${SITE_URL}${PATH}`);
    expect(issue.body).toContain(`> ${text}`);
    expect(issue.title).toContain('Entry Points');
  });
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Mobile navigation' });

  async function swipe(page: Page, from: number, to: number) {
    const client = await page.context().newCDPSession(page);
    const y = 400;
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    const steps = 5;
    for (let step = 1; step <= steps; step += 1) {
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / steps, y }] });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('opens from the header and closes with its button', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Output', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(sidebar(page)).toBeHidden();
  });

  // The panel sits after the page's content in the HTML (Layout.tsx); the keyboard still goes from the menu button into it.
  test('opened from the keyboard, Tab goes from the menu button into the panel, and Escape brings focus back', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sidebar(page).getByRole('link', { name: 'Concepts', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toBeFocused();
  });

  test('closes on a tap outside', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.touchscreen.tap(360, 600);
    await expect(sidebar(page)).toBeHidden();
  });

  test('closes on a left swipe of more than 20 px and opens on a right swipe from the edge', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await swipe(page, 200, 150);
    await expect(sidebar(page)).toBeHidden();
    await swipe(page, 2, 120);
    await expect(sidebar(page)).toBeVisible();
  });

  test("lists the current page's headings under its entry; following one closes the menu at the heading", async ({ page }) => {
    await visit(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    const headings = sidebar(page).getByRole('list', { name: 'Output: headings' });
    await expect(headings.getByRole('link', { name: 'publicPath', exact: true })).toBeVisible();
    await headings.getByRole('link', { name: 'publicPath', exact: true }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(page).toHaveURL(/#outputpublicpath$/);
    await expect(page.locator('#outputpublicpath')).toBeInViewport();
  });

  test('following a link closes it', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL(/\/guides\/$/);
    await expect(sidebar(page)).toBeHidden();
  });
});

// /concepts/ in the light and dark themes at the desktop size: reliability.spec.ts, with every
// other template.
test.describe('accessibility', () => {
  test('/concepts/ has no serious or critical axe violations on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/concepts/');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
