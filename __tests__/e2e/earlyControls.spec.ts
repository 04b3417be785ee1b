// A reader presses controls as soon as they show, before the app's scripts have run (a slow phone,
// a slow network), or on a page whose scripts never arrive. No press may be lost or applied twice.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { LINK_WAIT_MS } from '../../src/browser/earlyControls';
import { getCopyText } from '../../src/model/copyText';
import { holdScripts, isOwnScript } from './scripts';

const DELAY_MS = 5_000;

/** Every script of the site arrives DELAY_MS late. */
async function delayScripts(page: Page): Promise<void> {
  await page.route(
    (url) => isOwnScript(url),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue().catch(() => undefined);
    },
  );
}

/** Opens a page without waiting for anything but its first paint. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Waits until the element has stayed put for a reader's reaction time (a quarter of a second). */
async function expectSettled(locator: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const appStarted = (page: Page) => page.locator('html[data-hydrated]');

/** Fails when the app has started: the press that follows would not be an early one. */
async function expectAppNotStarted(page: Page): Promise<void> {
  await expect(appStarted(page)).toHaveCount(0, { timeout: 0 });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Section pages' });

describeBeforeInput('controls pressed while the scripts are late', () => {
  test.use({ serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });

  test('on a documentation page each press shows at once or when the app starts, exactly once', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as Window & { __clipboardWrites?: string[] }).__clipboardWrites = writes;
      // Code copy writes text; Copy page writes an item whose text may still be on its way.
      const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
      const write = navigator.clipboard.write.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        writes.push('text');
        return writeText(text);
      };
      navigator.clipboard.write = (items: ClipboardItems) => {
        writes.push('item');
        return write(items);
      };
    });
    // A head script's change that React did not render would fail hydration (React error #418) and
    // make it render the page again, dropping every press kept for it.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const releaseScripts = await holdScripts(page);
    await open(page, '/loaders/css-loader/');

    // Works at once, without the app.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAppNotStarted(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss notification' }).press('Enter');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'webpack home page' })).toBeFocused();

    const yarn = page.getByRole('tab', { name: 'yarn' }).first();
    await yarn.click();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
    await yarn.press('ArrowRight');
    const pnpm = page.getByRole('tab', { name: 'pnpm' }).first();
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(pnpm).toBeFocused();

    // Below the article, whose parts are laid out as they come near the screen: a jump there moves
    // the button a few frames later until the app's page sections script runs (it lays the parts out
    // in the frame of the jump). A reader scrolls to the button, sees it, then presses it.
    const copyPage = page.getByRole('button', { name: 'Copy page' });
    await copyPage.scrollIntoViewIfNeeded();
    await expectSettled(copyPage);
    await copyPage.click();
    await expect(page.getByText('Page copied as Markdown')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# css-loader');

    // Sidebar entries open with the chevron and with ArrowRight on the link, their headings loaded from the page's data.
    const babel = sidebar(page).getByRole('button', { name: 'Toggle babel-loader section' });
    await babel.click();
    await expect(babel).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).locator('a[href^="/loaders/babel-loader/#"]').first()).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'exports-loader', exact: true }).press('ArrowRight');
    await expect(sidebar(page).getByRole('button', { name: 'Toggle exports-loader section' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).locator('a[href^="/loaders/exports-loader/#"]').first()).toBeVisible();
    await expectAppNotStarted(page);

    // Kept until the app starts.
    // The first copy button in a panel that shows.
    const copy = page.locator('.copy-button').filter({ visible: true }).first();
    await copy.click();
    await sidebar(page).getByRole('button', { name: /^Save for offline/ }).click();
    await page.getByRole('button', { name: /select language/ }).click();
    await expectAppNotStarted(page);

    releaseScripts();
    await appStarted(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(copy).toHaveText('Copied');
    await expect(sidebar(page).getByRole('status').filter({ hasText: 'to download' })).toBeVisible();
    await expect(page.getByRole('button', { name: /select language/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#language-menu-list')).toBeVisible();
    const writes = () => page.evaluate(() => (window as Window & { __clipboardWrites?: string[] }).__clipboardWrites!);
    expect(await writes()).toEqual(['item', 'text']);
    // The code copy, replayed after Copy page, wrote last.
    const [code, language] = await copy.evaluate((button) => {
      const pre = button.parentElement!.querySelector('pre')!;
      return [pre.querySelector('code')!.textContent!, pre.getAttribute('data-language')];
    });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(getCopyText(code, language));

    // Nothing ran twice: the theme, tabs and sidebar entries stay as pressed, and nothing more reaches the clipboard.
    await page.waitForTimeout(500);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(babel).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).locator('a[href^="/loaders/babel-loader/#"]').first()).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Toggle exports-loader section' })).toHaveAttribute('aria-expanded', 'true');
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    expect(await writes()).toEqual(['item', 'text']);
    expect(errors).toEqual([]);
  });

  test('on a phone the outline and the menu open at once, and stay open when the app starts', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 412, height: 915 });
    const releaseScripts = await holdScripts(page);
    await open(page, '/concepts/entry-points/');
    const outline = page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) });
    await outline.locator('summary').click();
    await expect(outline).toHaveAttribute('open', '');
    const menuButton = page.getByRole('button', { name: 'Toggle navigation menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(menu.getByRole('link', { name: 'Entry Points', exact: true })).toBeVisible();
    await expectAppNotStarted(page);
    // The panel comes next in the focus order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();

    releaseScripts();
    await appStarted(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(menu.getByRole('link', { name: 'Entry Points', exact: true })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
  });

  test('a link pressed while the app is late opens its page as a plain link after 3 s, before the scripts arrive', async ({ page }) => {
    test.slow();
    await delayScripts(page);
    await open(page, '/configuration/output/');
    const requested = page
      .waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === '/configuration/mode/')
      .then(() => Date.now());
    const pressed = Date.now();
    await sidebar(page).getByRole('link', { name: 'Mode', exact: true }).click();
    const waited = (await requested) - pressed;
    // Kept for LINK_WAIT_MS (src/browser/earlyControls.ts), then a page load: not lost, not waiting
    // for the 5 s late scripts. Timed to the request for the page, not to its paint, which a busy
    // machine can hold up past the five seconds.
    expect(waited).toBeGreaterThanOrEqual(LINK_WAIT_MS - 100);
    expect(waited).toBeLessThan(DELAY_MS);
    await expect(page).toHaveURL(/\/configuration\/mode\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mode');
  });

  test('the search button pressed early opens search once the app starts', async ({ page }) => {
    test.slow();
    const releaseScripts = await holdScripts(page);
    await open(page, '/concepts/');
    await page.getByRole('button', { name: 'Search webpack documentation' }).click();
    await expectAppNotStarted(page);
    releaseScripts();
    await appStarted(page).waitFor({ state: 'attached', timeout: 30_000 });
    // The dialog's own script is late too.
    await expect(page.locator('.DocSearch-Input')).toBeFocused({ timeout: 20_000 });
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  });
});

describeBeforeInput('controls on a page whose scripts never arrive', () => {
  test.use({ serviceWorkers: 'block' });

  test('the theme toggle, notification, tabs, sidebar entries (pointer and keyboard) and outline work without the app', async ({ page }) => {
    await page.route((url) => isOwnScript(url), (route) => route.abort());
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/loaders/css-loader/');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();

    const group = page.locator('[data-tabs]').first();
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.getByRole('tabpanel')).toHaveCount(1);
    await expect(group.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await group.getByRole('tab', { name: 'pnpm' }).press('Home');
    await expect(group.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
    await expect(group.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');

    // The current entry closes and opens again; another opens with its chevron and the arrow keys on its link.
    const own = sidebar(page).getByRole('button', { name: 'Toggle css-loader section' });
    const ownHeading = sidebar(page).locator('a[href^="/loaders/css-loader/#"]').first();
    await expect(ownHeading).toBeVisible();
    await own.click();
    await expect(own).toHaveAttribute('aria-expanded', 'false');
    await expect(ownHeading).toBeHidden();
    await own.click();
    await expect(ownHeading).toBeVisible();
    const other = sidebar(page).getByRole('button', { name: 'Toggle style-loader section' });
    const otherHeading = sidebar(page).locator('a[href^="/loaders/style-loader/#"]').first();
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(otherHeading).toBeVisible();
    const otherLink = sidebar(page).getByRole('link', { name: 'style-loader', exact: true });
    await otherLink.press('ArrowLeft');
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await expect(otherHeading).toBeHidden();
    await otherLink.press('ArrowRight');
    await expect(otherHeading).toBeVisible();
    await expect(otherLink).toBeFocused();

    const outline = page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) });
    await outline.locator('summary').press('Enter');
    await expect(outline.getByRole('navigation', { name: 'On this page' }).getByRole('link').first()).toBeVisible();

    // No script of the site ran: the page is as a reader without the app sees it.
    await expect(appStarted(page)).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('the menu opens from its button and from a swipe, closes with its button, Escape and a swipe, and its links lead on', async ({ page }) => {
      await page.route((url) => isOwnScript(url), (route) => route.abort());
      await page.goto('/configuration/output/');
      const menuButton = page.getByRole('button', { name: 'Toggle navigation menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
      await expect(menu).toBeHidden();
      await menuButton.click();
      await expect(menu.getByRole('link', { name: 'Output', exact: true })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Close navigation menu' }).click();
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      const client = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y: 400 }] });
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from + to) / 2, y: 400 }] });
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y: 400 }] });
        await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(2, 120);
      await expect(menu).toBeVisible();
      await swipe(200, 150);
      await expect(menu).toBeHidden();

      await menuButton.click();
      const heading = menu.getByRole('list', { name: 'Output: headings' }).getByRole('link', { name: 'publicPath', exact: true });
      await heading.click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/#outputpublicpath$/);
      await menuButton.click();
      await menu.getByRole('link', { name: 'Module', exact: true }).click();
      await expect(page).toHaveURL(/\/configuration\/module\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module');
      await expect(appStarted(page)).toHaveCount(0);
    });
  });
});
