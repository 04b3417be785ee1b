import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pointerArrives, visit } from './visit';
import { seriousViolations, seriousViolationsInBothThemes } from './axe';

/** One page per template. */
const TEMPLATES = [
  ['home', '/'],
  ['doc page', '/concepts/'],
  ['blog index', '/blog/'],
  ['blog post', '/blog/2020-10-10-webpack-5-release/'],
  ['printable', '/concepts/printable/'],
  ['vote', '/vote/'],
  ['offline reading', '/offline/'],
  ['404', '/no/such/page/'],
] as const;

/**
 * Third-party hosts do not resolve in the test browsers (playwright.config.ts); this records the
 * page's requests to them, each of which failed.
 */
function recordThirdPartyRequests(page: Page): string[] {
  const blocked: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') blocked.push(request.url());
  });
  return blocked;
}

/**
 * What a template shows once its scripts have run, so axe reads the page a reader sees: the home
 * page's support section (with no supporters, its invitation) and the vote page's proposals.
 */
const LOADED: Partial<Record<(typeof TEMPLATES)[number][0], RegExp>> = {
  home: /platinum, gold, silver or bronze sponsor, or as a backer/,
  vote: /Discuss and vote on/,
};

test.describe('every template', () => {
  for (const [name, path] of TEMPLATES) {
    // A printable page is written for paper, in the light theme only: its axe check in that theme
    // covers a reader whose system asks for dark (checked below).
    const themes = name === 'printable' ? 'the light theme' : 'the light theme, then the dark one';
    // One load carries both: what loads with every third-party host blocked is what axe reads.
    test(`${name} (${path}) loads fully with every third-party host blocked, with no serious or critical axe violations in ${themes}`, async ({ page }) => {
      const blocked = recordThirdPartyRequests(page);
      // The printable view opens the print dialog; a reader would close it.
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        // An unknown path has no page data: that request failing is how Gatsby finds the 404 page.
        const expected = name === '404' && url.pathname.startsWith('/page-data/no/such/page/');
        if (url.hostname === 'localhost' && !expected) errors.push(`failed: ${request.url()}`);
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      // The reader's pointer arrives, and the app is up (printable pages have none).
      if (name !== 'printable') await pointerArrives(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      if (name !== 'printable') await expect(page.locator('footer')).toBeVisible();
      const loaded = LOADED[name];
      if (loaded) await expect(page.getByText(loaded).first()).toBeVisible();
      expect(errors).toEqual([]);
      console.log(`${path}: ${blocked.length} third-party requests blocked`);

      if (name === 'printable') expect(await seriousViolations(page)).toEqual([]);
      else expect(await seriousViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(errors).toEqual([]);
    });

    if (name === 'printable') {
      test(`${name} (${path}) looks the same to a reader whose system asks for the dark theme`, async ({ page }) => {
        const colours = () =>
          page.locator('body, h1, p, a, pre').evaluateAll((elements) =>
            elements.slice(0, 40).map((element) => {
              const style = getComputedStyle(element);
              return `${element.tagName} ${style.color} ${style.backgroundColor}`;
            }),
          );
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        const dark = await colours();
        await page.emulateMedia({ colorScheme: 'light' });
        expect(await colours()).toEqual(dark);
      });
    }
  }
});

test.describe('with browser storage unavailable', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the theme toggle, the notification and the page still work for the visit', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, '/concepts/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Section pages' }).getByRole('link', { name: 'Entry Points' }).click();
    await expect(page.locator('h1')).toHaveText('Entry Points');
    expect(errors).toEqual([]);
  });
});

test('the storage check writes and then removes a test key', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { storageCalls: string[] }).storageCalls = calls;
    const proto = Storage.prototype;
    const { setItem, removeItem } = proto;
    proto.setItem = function patchedSetItem(key: string, value: string) {
      calls.push(`set ${key}`);
      return setItem.call(this, key, value);
    };
    proto.removeItem = function patchedRemoveItem(key: string) {
      calls.push(`remove ${key}`);
      return removeItem.call(this, key);
    };
  });
  await visit(page, '/concepts/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  const calls = await page.evaluate(() => (window as unknown as { storageCalls: string[] }).storageCalls);
  const testKey = calls.find((call) => call.startsWith('set __'))?.slice(4);
  expect(testKey).toBeTruthy();
  expect(calls).toContain(`remove ${testKey}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), testKey!)).toBeNull();
  expect(calls).toContain('set theme');
});

test.describe('a deploy removed the old chunks', () => {
  // No service worker: one that controls the page answers its scripts from its own cache, so the
  // failure below would not happen at all (the worker's side of a deploy: deploy.spec.ts).
  test.use({ serviceWorkers: 'block' });

  test('a failed chunk during client navigation ends in a working page, never a blank one', async ({ page }) => {
    await visit(page, '/concepts/');
    // Every script requested from now on fails, as after a deploy removed old chunks.
    const failed: string[] = [];
    await page.route(/\.js$/, (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    const content = page.locator('h1').or(page.getByText('Error loading content.'));
    await expect(content.first()).toBeVisible();
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(100);
    // The blog's chunk did fail, and the page came as a whole document from the server.
    expect(failed.length).toBeGreaterThan(0);
    expect(documents).toContain('/blog/');
  });
});

test('a page whose HTML stops inside the header tools paints none of them, so none moves when the rest arrives', async ({ page }) => {
  // What a paint shows when a network chunk (or a busy parser) ends right after the search button:
  // painted alone at the right end of the bar, it then moved left as the other tools arrived.
  const html = readFileSync(join(process.cwd(), 'public', 'loaders', 'sass-loader', 'index.html'), 'utf8');
  const tools = html.indexOf('class="Header-module--tools');
  expect(tools).toBeGreaterThan(0);
  const cut = html.indexOf('</button>', tools) + '</button>'.length;
  await page.route('**/loaders/sass-loader/', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
  await page.goto('/loaders/sass-loader/');
  const search = page.getByRole('banner').locator('[data-search-shortcut]');
  await expect(search).toHaveCount(1);
  await expect(search).toBeHidden();

  await page.unroute('**/loaders/sass-loader/');
  await visit(page, '/loaders/sass-loader/');
  await expect(search).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('a page an extension changed before the scripts ran keeps its body when React renders it anew', async ({ page }) => {
  // A translating extension rewrites the title as soon as it is parsed: hydration no longer
  // matches, and React renders the whole page again in the browser.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const title = document.querySelector('#gatsby-focus-wrapper h1');
      if (!title) return;
      title.textContent = 'Ausgabe';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const recovered: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') recovered.push(message.text());
  });
  page.on('pageerror', (error) => recovered.push(error.message));
  await page.goto('/configuration/output/');
  await pointerArrives(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Output');
  await expect.poll(() => recovered.length, { message: 'React reports that it gave up hydrating' }).toBeGreaterThan(0);
  await expect(page.locator('[data-page-body] h2').first()).toBeVisible();
  await expect(page.locator('[data-page-body]')).toContainText('output.publicPath');
  // The page works: a sidebar link still navigates.
  await page.getByRole('navigation', { name: 'Section pages' }).getByRole('link', { name: 'Module', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module');
});
