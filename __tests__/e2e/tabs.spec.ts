// Tabs of content components (<PackageManagers>, <Tabs>): rendered at build time, the reader's
// choice applied before the first paint, the WAI-ARIA keyboard pattern, copy, print and no-JS.
import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { seriousViolationsInBothThemes } from './axe';
import { pointerArrives, visit } from './visit';

const PAGE = '/loaders/css-loader/';
const OTHER_PAGE = '/loaders/sass-loader/';

/** The first tab group of the page. */
const firstGroup = (page: Page) => page.locator('[data-tabs]').first();

/** Labels of the panels a reader sees in a group. */
async function visiblePanels(page: Page, group = firstGroup(page)): Promise<string[]> {
  return group.locator('[role="tabpanel"]').evaluateAll((panels) =>
    panels.filter((panel) => (panel as HTMLElement).offsetParent !== null).map((panel) => panel.getAttribute('data-tab-label') ?? ''),
  );
}

/**
 * Records, in every animation frame until the app has hydrated, which panels of every tab group
 * were visible (the frames the browser paints while it parses), and the layout shifts of the load.
 * A group the parser has not left yet is marked "parsing": it may still lack its chosen panel.
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { cls: number; frames: Array<Array<{ visible: string[]; parsed: boolean }>> };
    state.cls = 0;
    state.frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const check = () => {
      const groups = Array.from(document.querySelectorAll('[data-tabs]'));
      const elements = document.getElementsByTagName('*');
      const last = elements[elements.length - 1];
      if (groups.length) {
        state.frames.push(
          groups.map((group) => ({
            visible: Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
              .filter((panel) => getComputedStyle(panel).display !== 'none')
              .map((panel) => panel.dataset.tabLabel ?? ''),
            // The parser has moved past the group: it is whole.
            parsed: document.readyState !== 'loading' || !group.contains(last),
          })),
        );
      }
      if (!document.documentElement.hasAttribute('data-hydrated')) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

test.describe('tabs', () => {
  test.use({ serviceWorkers: 'block' });

  test('follow the WAI-ARIA tabs pattern: roles, arrow keys, Home and End', async ({ page }) => {
    await visit(page, PAGE);
    const group = firstGroup(page);
    const tablist = group.getByRole('tablist');
    await expect(tablist).toBeVisible();
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'yarn', 'pnpm']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel', { name: 'npm', exact: true })).toBeVisible();
    expect(await visiblePanels(page)).toEqual(['npm']);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    expect(await visiblePanels(page)).toEqual(['yarn']);
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    expect(await visiblePanels(page)).toEqual(['npm']);
    // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
    await page.keyboard.press('Tab');
    await expect(group.getByRole('tabpanel', { name: 'npm', exact: true })).toBeFocused();
  });

  describeBeforeInput('on the next page, before the first input', () => {
    test('a choice switches every group of the page and is applied on the next page before it is painted (CLS 0)', async ({ page }) => {
      await visit(page, PAGE);
      await firstGroup(page).getByRole('tab', { name: 'pnpm' }).click();
      for (const group of await page.locator('[data-tabs]').all()) expect(await visiblePanels(page, group)).toEqual(['pnpm']);
      expect(await page.evaluate(() => localStorage.getItem('tabs'))).toBe('["pnpm"]');

      await watchFirstPaint(page);
      await page.goto(OTHER_PAGE);
      await pointerArrives(page);
      const { frames, cls } = await page.evaluate(() => {
        const state = window as unknown as { frames: Array<Array<{ visible: string[]; parsed: boolean }>>; cls: number };
        return { frames: state.frames, cls: state.cls };
      });
      console.log(`${OTHER_PAGE}: ${frames.length} frames before hydration, the first ${JSON.stringify(frames[0])}, CLS ${cls}`);
      // In every frame painted before hydration, a whole group shows the chosen panel and only it; a
      // group still being parsed shows it or nothing yet, never another tab's panel.
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        for (const group of frame) expect(group.parsed ? [['pnpm']] : [[], ['pnpm']]).toContainEqual(group.visible);
      }
      expect(frames.some((frame) => frame.some((group) => group.parsed))).toBe(true);
      await expect(firstGroup(page).getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
      const groups = await page.locator('[data-tabs]').all();
      expect(groups).toHaveLength(2);
      for (const group of groups) expect(await visiblePanels(page, group)).toEqual(['pnpm']);
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
    });
  });

  test('only a page with tab groups has the parser watched for them: its <html> says so', async ({ page }) => {
    const htmlTag = async (path: string) => /<html[^>]*>/.exec(await (await page.request.get(path)).text())![0];
    expect(await htmlTag(PAGE)).toContain('data-tab-groups=""');
    expect(await htmlTag(OTHER_PAGE)).toContain('data-tab-groups=""');
    expect(await htmlTag('/configuration/output/')).not.toContain('data-tab-groups');
  });

  test('a client-side navigation applies the choice too, and the tabs work there', async ({ page }) => {
    await visit(page, PAGE);
    await firstGroup(page).getByRole('tab', { name: 'yarn' }).click();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator(`nav a[href="${OTHER_PAGE}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('sass-loader');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await visiblePanels(page)).toEqual(['yarn']);
    await firstGroup(page).getByRole('tab', { name: 'npm', exact: true }).click();
    expect(await visiblePanels(page)).toEqual(['npm']);
  });

  test('the copy button copies the command of the visible tab', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, PAGE);
    const group = firstGroup(page);
    await group.getByRole('tab', { name: 'yarn' }).click();
    const panel = group.getByRole('tabpanel', { name: 'yarn' });
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('yarn add --dev css-loader style-loader');
  });

  test('show the first tab when storage is blocked, and still switch', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, PAGE);
    expect(await visiblePanels(page)).toEqual(['npm']);
    await firstGroup(page).getByRole('tab', { name: 'pnpm' }).click();
    expect(await visiblePanels(page)).toEqual(['pnpm']);
  });

  test('print every panel one after another with its label', async ({ page }) => {
    await visit(page, PAGE);
    await page.emulateMedia({ media: 'print' });
    const group = firstGroup(page);
    await expect(group.getByRole('tablist')).toBeHidden();
    expect(await visiblePanels(page)).toEqual(['npm', 'yarn', 'pnpm']);
    await expect(group.locator('[role="tabpanel"] > p')).toHaveText(['npm', 'yarn', 'pnpm']);
  });

  // The page is also the longest loader README (syncedPages.spec.ts): whichever body the build
  // used, ours or the README's, it is accessible and links to where it is edited.
  test('a page with tabs, synced from a README, has no serious or critical axe violations in the light theme, then the dark one', async ({ page }) => {
    // axe reads every node of a long loader page twice: on a busy machine that takes longer than the default.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, PAGE);
    await expect(firstGroup(page).getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/edit\/.+\/README\.md$/);
    expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('tabs without JavaScript and in print', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('every panel is readable under its label, without a tab list that could not work', async ({ page }) => {
    await page.goto(PAGE);
    const group = firstGroup(page);
    await expect(group.locator('[role="tablist"]')).toBeHidden();
    expect(await visiblePanels(page)).toEqual(['npm', 'yarn', 'pnpm']);
    await expect(group.locator('[role="tabpanel"] > p').first()).toHaveText('npm');
    await expect(group.getByText('pnpm add --save-dev css-loader style-loader')).toBeVisible();
  });

  test('the printable page prints the tabs one after another with their labels', async ({ page }) => {
    await page.goto('/loaders/printable/');
    await page.emulateMedia({ media: 'print' });
    const group = page.locator('#printable-loaders-css-loader [data-tabs]').first();
    await expect(group.locator('[role="tablist"]')).toBeHidden();
    expect(await visiblePanels(page, group)).toEqual(['npm', 'yarn', 'pnpm']);
    await expect(group.locator('[role="tabpanel"] > p')).toHaveText(['npm', 'yarn', 'pnpm']);
    // Ids stay unique when the section's pages are joined.
    const ids = await page.locator('[data-tabs] [id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
