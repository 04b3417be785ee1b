// A reader with the service worker installed across deploys: release a, then b (one page's text
// changed), then c (the page changed again and every script renamed). Built by
// scripts/e2e/buildDeploys.ts, which `npm run test:e2e` runs before the tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { CHANGED_PAGE, DEPLOY_DIR, RELEASES, releaseMarker, type Release } from '../../scripts/e2e/buildDeploys';
import { startDeployServer, type DeployServer } from './deployServer';

const releaseDir = (release: Release) => join(DEPLOY_DIR, release);

let server: DeployServer;

test.beforeAll(async () => {
  const missing = RELEASES.filter((release) => !existsSync(join(releaseDir(release), 'sw.js')));
  if (missing.length) throw new Error(`Deploy releases ${missing.join(', ')} are not built: run npx tsx scripts/e2e/buildDeploys.ts`);
  server = await startDeployServer(releaseDir('a'));
});
test.afterAll(() => server?.close());
test.beforeEach(() => server.serve(releaseDir('a')));

interface Visit {
  page: Page;
  /** Times of every load of the page, the reader's and the site's own reloads. */
  loads: number[];
  /** Times the page asked for a new document: a reload shows here before the page is replaced. */
  navigations: number[];
  /** Page errors and console errors (failed third-party requests aside). */
  errors: string[];
  /** Requests of the page and of its service workers not yet answered: a worker with one never gives way to a new one. */
  pending: Set<Request>;
}

// Third-party hosts do not resolve in the test browsers (playwright.config.ts): no route is needed,
// and none is set, so no request of a service worker waits on this process.
async function openVisit(context: BrowserContext): Promise<Visit> {
  const page = await context.newPage();
  const visit: Visit = { page, loads: [], navigations: [], errors: [], pending: new Set() };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visit.loads.push(Date.now());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visit.navigations.push(Date.now());
  });
  context.on('request', (request) => visit.pending.add(request));
  context.on('requestfinished', (request) => visit.pending.delete(request));
  context.on('requestfailed', (request) => visit.pending.delete(request));
  page.on('pageerror', (error) => visit.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) visit.errors.push(message.text());
  });
  return visit;
}

/** "worker /page-data/app-data.json, page /app-abc.js": who asked for each unanswered request. */
const describePending = (pending: Set<Request>) =>
  [...pending].map((request) => `${request.serviceWorker() ? 'worker' : 'page'} ${new URL(request.url()).pathname}`).join(', ') || 'none';

/** What `settle` saw of the page at its last check: each part of "settled" that was not yet so. */
interface Readiness {
  hydrated: boolean;
  controller: string;
  active: string;
  installing: boolean;
  waiting: boolean;
}

/**
 * Waits until the page stops reloading itself and has hydrated, the reader's pointer resting on
 * it (a move every check, as a reader's would). Settled: hydrated, controlled by the
 * registration's active worker (a worker that is installing, waiting or about to claim the page
 * means a reload is still to come), and no new document asked for in the last `quietMs` nor while
 * this was being checked.
 *
 * A reload loop is told by its count, not by time: more than `maxLoads` loads while settling
 * fails at once. A page that is merely slow to settle (a busy machine: a clean-clone run once took
 * 2.6 times this test's time alone) is waited for up to `timeoutMs`, and if it never settles the
 * error says which part of "settled" was missing, with the loads and the page's errors.
 */
async function settle(visit: Visit, { quietMs = 3000, timeoutMs = 90_000, maxLoads = 3 } = {}): Promise<void> {
  const { page, loads, navigations } = visit;
  const start = Date.now();
  const loadsBefore = loads.length;
  const lastActivity = () => Math.max(loads.at(-1) ?? 0, navigations.at(-1) ?? 0);
  const describe = (last: Readiness | null) =>
    `${loads.length - loadsBefore} load(s) while settling (at ${loads
      .slice(loadsBefore)
      .map((time) => `${time - start} ms`)
      .join(', ')}); last check: ${last ? JSON.stringify(last) : 'none answered'}; requests unanswered: ${describePending(visit.pending)}; page errors: ${JSON.stringify(visit.errors)}`;
  let last: Readiness | null = null;
  let moves = 0;
  while (Date.now() - start < timeoutMs) {
    if (loads.length - loadsBefore > maxLoads) throw new Error(`Reload loop: ${describe(last)}`);
    await page.waitForTimeout(250);
    moves += 1;
    await page.mouse.move(2 + (moves % 2), 2).catch(() => undefined);
    if (Date.now() - lastActivity() < quietMs) continue;
    const checkedAfter = lastActivity();
    const state = await page
      .evaluate(async (): Promise<Readiness> => {
        const registration = await navigator.serviceWorker.getRegistration();
        const controller = navigator.serviceWorker.controller;
        return {
          hydrated: document.documentElement.hasAttribute('data-hydrated'),
          controller: !controller ? 'none' : controller === registration?.active ? 'active worker' : 'another worker',
          active: registration?.active?.state ?? 'none',
          installing: Boolean(registration?.installing),
          waiting: Boolean(registration?.waiting),
        };
      })
      .catch(() => null);
    if (state) last = state;
    if (!state?.hydrated || state.controller !== 'active worker' || state.active !== 'activated' || state.installing || state.waiting) continue;
    // A reload the page started just before the check is reported a moment later.
    await page.waitForTimeout(500);
    if (lastActivity() === checkedAfter) return;
  }
  throw new Error(`The page did not settle within ${timeoutMs} ms: ${describe(last)}`);
}

/** The first visit: the worker installs and takes control, then a reload records the page in it. */
async function firstVisit(visit: Visit, path: string): Promise<void> {
  await visit.page.goto(`${server.url}${path}`);
  await settle(visit);
  await visit.page.reload();
  await settle(visit);
}

/** Every script the page runs exists in the given release: no chunk of another release is mixed in. */
async function expectScriptsOf(page: Page, release: Release): Promise<void> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.hostname === location.hostname && url.pathname.endsWith('.js'))
      .map((url) => url.pathname),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !existsSync(join(releaseDir(release), path)))).toEqual([]);
}

const marker = (page: Page) => page.locator('.markdown p').filter({ hasText: /deployed in release/ });

test.describe('deploy update', () => {
  // Several settles a test, each waited for as long as a busy machine takes (loops fail by count).
  test.describe.configure({ timeout: 180_000 });
  test('a reader sees each new release after one reload, with no reload loop and no mixed chunks', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const visit = await openVisit(context);
    const { page } = visit;
    await firstVisit(visit, CHANGED_PAGE.url);
    await expect(marker(page)).toHaveText(releaseMarker('a'));
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    for (const release of ['b', 'c'] as const) {
      server.serve(releaseDir(release));
      const loadsBefore = visit.loads.length;
      await page.reload();
      await settle(visit);
      await expect(marker(page)).toHaveText(releaseMarker(release));
      await expect(page.locator('h1')).toHaveText('Concepts');
      await expectScriptsOf(page, release);
      const loads = visit.loads.length - loadsBefore;
      console.log(`release ${release}: ${loads} load(s) after the reader's one reload`);
      // The reader's one reload, then at most two of the site's own: one when the page data
      // comes from another build than the scripts (Gatsby's check), one when the new worker
      // takes control. Two builds of the same code can differ in compilation hash, so even
      // release b may take them. More would be a loop.
      expect(loads).toBeLessThanOrEqual(3);
    }
    expect(visit.errors).toEqual([]);
    await context.close();
  });

  test('a section saved under one release is read under the next, online and then offline, never mixing the two', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const visit = await openVisit(context);
    const { page } = visit;
    const sidebar = page.getByRole('navigation', { name: 'Section pages' });
    await page.goto(`${server.url}${CHANGED_PAGE.url}`);
    await settle(visit);
    await sidebar.getByRole('button', { name: /^Save for offline/ }).click();
    await sidebar.getByRole('button', { name: /^Download / }).click();
    await expect(sidebar.getByText('Available offline')).toBeVisible({ timeout: 30_000 });

    server.serve(releaseDir('c'));
    await page.reload();
    await settle(visit);
    await expect(marker(page)).toHaveText(releaseMarker('c'));
    // The reader sees the section saved again, from release c, without doing anything.
    await expect(sidebar.getByText('Available offline')).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    const links = await sidebar.locator('a[href^="/concepts/"]:not([href*="#"]):not([href$="/printable/"])').evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href')!, text: anchor.textContent!.trim() })),
    );
    expect(links.length).toBeGreaterThan(1);
    for (const { href, text } of [...links.slice(1), links[0]]) {
      await sidebar.getByRole('link', { name: text, exact: true }).click();
      await expect(page).toHaveURL(`${server.url}${href}`);
      await expect(page.locator('h1').first()).toHaveText(text);
    }
    await expect(marker(page)).toHaveText(releaseMarker('c'));
    // Offline, the reader reloads the saved page: it comes whole, from release c.
    await page.reload();
    await expect(marker(page)).toHaveText(releaseMarker('c'));
    await expectScriptsOf(page, 'c');
    await expect(page.getByText('Error loading content.')).toHaveCount(0);
    expect(visit.errors).toEqual([]);
    await context.close();
  });

  test('client navigation after a release with new scripts lands on the new page, never on a chunk error', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const visit = await openVisit(context);
    const { page } = visit;
    await firstVisit(visit, '/guides/');
    server.serve(releaseDir('c'));
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Documentation' }).click();
    await settle(visit);
    await expect(page).toHaveURL(`${server.url}${CHANGED_PAGE.url}`);
    await expect(marker(page)).toHaveText(releaseMarker('c'));
    await expectScriptsOf(page, 'c');
    await expect(page.getByText('Error loading content.')).toHaveCount(0);
    expect(visit.errors.filter((error) => /ChunkLoadError|Loading chunk|page resources/i.test(error))).toEqual([]);
    expect(visit.errors).toEqual([]);
    await context.close();
  });
});
