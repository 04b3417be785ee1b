import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { describeBeforeInput } from './browsers';
import { holdScripts } from './scripts';
import { visit } from './visit';

// Finding one's way in a page and between pages: the outline, the sidebar, breadcrumbs and focus.

const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Section pages' });

test.describe('outline on wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('marks the heading in view with aria-current="location" as the reader scrolls', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await expect(outline(page)).toBeVisible();
    const marked = outline(page).locator('[aria-current="location"]');

    await page.locator('#outputpublicpath').evaluate((heading) => heading.scrollIntoView());
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAttribute('href', '#outputpublicpath');

    // Scrolling on by wheel, the way a reader does, moves the mark to the next heading.
    const next = page.locator('#outputclean');
    while ((await next.boundingBox())!.y > 300) await page.mouse.wheel(0, 200);
    await expect(marked).toHaveAttribute('href', '#outputclean');

    await page.locator('#outputpath').evaluate((heading) => heading.scrollIntoView());
    await expect(marked).toHaveAttribute('href', '#outputpath');
    await expect(page.locator('details', { hasText: 'On this page' })).toBeHidden();
  });

  test('its links jump to the heading', async ({ page }) => {
    await visit(page, '/configuration/output/');
    await outline(page).getByRole('link', { name: 'publicPath', exact: true }).click();
    await expect(page).toHaveURL(/#outputpublicpath$/);
    await expect(page.locator('#outputpublicpath')).toBeInViewport();
  });
});

/**
 * Starts recording the page's layout shifts that no input excuses (what the reader sees move by
 * itself); the function returned reads their scores so far.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as Window & { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as Window & { shifts?: number[] }).shifts!);
}

test.describe('a long page', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // Reading down a long reference page moves nothing the reader sees, however the reader gets
  // there: the browser skips the parts out of view until they come near, and a jump lays out
  // the parts it passed (src/browser/pageSections.ts); these tests guard that nothing moves.
  test('read from top to bottom by wheel, moves nothing in view (no layout shift)', async ({ page }) => {
    await visit(page, '/configuration/output/');
    const shifts = await recordLayoutShifts(page);
    const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    let steps = 0;
    while (!(await atBottom()) && steps < 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(30);
      steps += 1;
    }
    expect(await atBottom()).toBe(true);
    expect(steps).toBeGreaterThan(20);
    expect(await shifts()).toEqual([]);
  });

  test('dragged far down, moves nothing in view while the parts it passed are laid out', async ({ page }) => {
    await visit(page, '/configuration/output/');
    const shifts = await recordLayoutShifts(page);
    // A drag of the scroll bar to 40 % of the page: a jump, with no input the browser could excuse a shift by.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
    // The reader reads where the drag left them for a second.
    await page.waitForTimeout(1000);
    expect(await shifts()).toEqual([]);
  });

  test('opened at a heading deep in it, shows that heading at the top', async ({ page }) => {
    await visit(page, '/configuration/output/#outputpath');
    // The reader looks for half a second: a layout after hydration must not have moved the heading.
    await page.waitForTimeout(500);
    // Below the sticky header, in the upper third of the screen.
    const { top, headerBottom } = await page.locator('#outputpath').evaluate((heading) => ({
      top: heading.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(823 / 3);
  });
});

test.describe('outline on phones', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('is a disclosure at the top of the article that opens and jumps without JavaScript', async ({ page }) => {
    await page.goto('/configuration/output/');
    const disclosure = page.locator('article details');
    const summary = disclosure.locator('summary');
    await expect(summary).toHaveText('On this page');
    const box = (await summary.boundingBox())!;
    const title = (await page.locator('article h1').boundingBox())!;
    expect(box.y).toBeGreaterThan(title.y);
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    await expect(disclosure.getByRole('link', { name: 'publicPath', exact: true })).toBeHidden();
    await summary.click();
    await disclosure.getByRole('link', { name: 'publicPath', exact: true }).click();
    await expect(page).toHaveURL(/#outputpublicpath$/);
    await expect(page.locator('#outputpublicpath')).toBeInViewport();
  });
});

test.describe('sidebar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the current entry on load without moving the page', async ({ page }) => {
    await visit(page, '/plugins/split-chunks-plugin/');
    const current = sidebar(page).locator('a[aria-current="page"]');
    await expect(current).toHaveText('SplitChunksPlugin');
    await expect(current).toBeInViewport();
    expect(await sidebar(page).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  describeBeforeInput('before the reader\'s first input', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the current entry is in view at the first paint, without the app, and stays there', async ({ page }) => {
      // Before each frame is painted: where the current entry is, in the first frame that has it.
      await page.addInitScript(() => {
        const frame = () => {
          const nav = document.querySelector('nav[aria-label="Section pages"]');
          const entry = nav?.querySelector('a[aria-current="page"]');
          if (!nav || !entry) {
            requestAnimationFrame(frame);
            return;
          }
          const box = nav.getBoundingClientRect();
          const entryBox = entry.getBoundingClientRect();
          Object.assign(window, { __firstPaint: { inView: entryBox.top >= box.top && entryBox.bottom <= box.bottom && entryBox.bottom <= innerHeight, scrollY } });
        };
        requestAnimationFrame(frame);
      });
      // No script of the app arrives: what the reader sees before any input.
      await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
      await page.goto('/plugins/split-chunks-plugin/', { waitUntil: 'load' });
      const current = sidebar(page).locator('a[aria-current="page"]');
      await expect(current).toHaveText('SplitChunksPlugin');
      expect(await page.evaluate(() => (window as Window & { __firstPaint?: unknown }).__firstPaint)).toEqual({ inView: true, scrollY: 0 });
      await expect(current).toBeInViewport();
      expect(await sidebar(page).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });
  });

  test('each entry is one Tab stop, and the arrow keys open and close it', async ({ page }) => {
    await visit(page, '/concepts/');
    const entries = sidebar(page).locator(':scope ul > li > div > a');
    const titles = await entries.allTextContents();
    const start = titles.indexOf('Entry Points');
    await entries.nth(start).focus();
    for (const title of titles.slice(start + 1, start + 5)) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(title);
    }
    const toggle = sidebar(page).getByRole('button', { name: 'Toggle Output section' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await sidebar(page).getByRole('link', { name: 'Output', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Another page's headings come from its page data, loaded on opening.
    await expect(sidebar(page).locator('a[href^="/concepts/output/#"]').first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Following an entry opens it as the current page and closes the one that was.
    const before = sidebar(page).locator('[data-sidebar-entry="/concepts/"] > div > button');
    await expect(before).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/concepts\/output\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).locator('a[href^="/concepts/output/#"]').first()).toBeVisible();
    await expect(before).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).locator('a[href^="/concepts/#"]')).toHaveCount(0);
  });
});

test.describe('between pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('after a client navigation focus is on the new h1 and the next Tab is in the content', async ({ page }) => {
    await visit(page, '/concepts/');
    await sidebar(page).getByRole('link', { name: 'Entry Points', exact: true }).click();
    await expect(page).toHaveURL(/\/concepts\/entry-points\/$/);
    const title = page.getByRole('heading', { level: 1, name: 'Entry Points' });
    await expect(title).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test("a link in the page's text opens its page without a page load, at the heading it names, with focus there", async ({ page }) => {
    await visit(page, '/concepts/');
    // A page load would lose this; a client navigation keeps it.
    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    await page.locator('[data-page-body]').getByRole('link', { name: 'output', exact: true }).first().click();
    await expect(page).toHaveURL(/\/configuration\/output\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Output' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

    await visit(page, '/concepts/output/');
    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    await page.locator('[data-page-body] a[href="/configuration/output/#outputpublicpath"]').first().click();
    await expect(page).toHaveURL(/\/configuration\/output\/#outputpublicpath$/);
    const heading = page.locator('#outputpublicpath');
    await expect(heading).toBeFocused();
    // As when the page is opened at that heading: below the sticky header, in the upper third of the screen.
    const { top, headerBottom, height } = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      height: window.innerHeight,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(height / 3);
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('breadcrumbs name the section and the page, with BreadcrumbList data', async ({ page }) => {
    await visit(page, '/concepts/entry-points/');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Concepts', 'Entry Points']);
    await expect(trail.getByRole('link', { name: 'Entry Points' })).toHaveAttribute('aria-current', 'page');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://webpack.js.org/concepts/',
      'https://webpack.js.org/concepts/entry-points/',
    ]);
  });

  test('a page says when it last changed, from git history, and says nothing in a shallow clone', async ({ page }) => {
    await visit(page, '/concepts/entry-points/');
    const line = page.getByText(/^Last updated on /);
    if (execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true') {
      await expect(line).toHaveCount(0);
      return;
    }
    await expect(line).toHaveText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('a blog post shows its date once', async ({ page }) => {
    await visit(page, '/blog/2020-10-10-webpack-5-release/');
    const text = await page.locator('body').innerText();
    expect(text.match(/2020-10-10|October 10, 2020/g)).toEqual(['October 10, 2020']);
  });
});

test.describe('a link pressed on a phone network', () => {
  // The transfer sizes read below are the network's: a page controlled by the service worker
  // reports none for what the worker answers.
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test("a pressed link's body is asked for at the press, beside its page data, and downloaded once, on a phone network", async ({ page }) => {
    await visit(page, '/concepts/');
    // The reader reads a moment: the browser, idle, fetches the list of body files the page names.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/page-data/bodies.')));
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await sidebar(page).getByRole('link', { name: 'Entry Points', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entry Points' })).toBeFocused();
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/page-data\/(concepts\/entry-points\/page-data|sq\/d\/body-[0-9a-f]+)\.json$/.test(new URL(entry.name).pathname))
        .map(({ name, startTime, responseEnd, transferSize }) => ({ body: name.includes('/sq/d/'), startTime, responseEnd, transferSize })),
    );
    const pageData = timings.filter((entry) => !entry.body);
    const bodies = timings.filter((entry) => entry.body);
    expect(pageData).toHaveLength(1);
    expect(bodies.length).toBeGreaterThan(0);
    // Asked for before the page data arrived (which names it), so the two round trips overlap...
    expect(Math.min(...bodies.map((entry) => entry.startTime))).toBeLessThan(pageData[0].responseEnd);
    // ...and over the network once: a second request for it (Gatsby's loader) is answered by the first.
    expect(bodies.filter((entry) => entry.transferSize > 0)).toHaveLength(1);
  });
});

describeBeforeInput('the first tap on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

  test('a link tapped before the app has started opens its page as a client navigation once the app is up, not a page load', async ({ page }) => {
    // A slow network: the app's scripts arrive only after the tap.
    const releaseScripts = await holdScripts(page);
    await page.goto('/concepts/', { waitUntil: 'domcontentloaded' });
    // Whether the app had hydrated the page when the tap's click came.
    await page.evaluate(() => {
      window.addEventListener('click', () => Object.assign(window, { clickedEarly: !document.documentElement.hasAttribute('data-hydrated') }), { capture: true, once: true });
      Object.assign(window, { sameDocument: true });
    });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    // The first link on the screen to another page of the site; the tap is the reader's first input.
    const target = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].find((a) => {
        const box = a.getBoundingClientRect();
        return a.pathname !== location.pathname && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight && !a.closest('[popover]');
      })!;
      const box = link.getBoundingClientRect();
      return { href: link.getAttribute('href')!, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: target.x, y: target.y }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    releaseScripts();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Concepts');
    expect(await page.evaluate(() => (window as unknown as { clickedEarly?: boolean }).clickedEarly)).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
