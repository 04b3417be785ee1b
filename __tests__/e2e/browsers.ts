// Which browser a test runs in (playwright.config.ts holds the rule): Chromium's headless shell
// for most, the full Chromium for the tests of the page before the reader's first input. And which
// tests need no build, so that `npm test` can start them while the site builds.
import { expect, test, type Browser } from '@playwright/test';

/**
 * The tag of the tests whose subject is the page before the reader's first input: presses kept
 * until the app runs, the first tap, pages with their scripts late or blocked. They run in the full
 * Chromium: the headless shell sends a pointer move of its own while a page loads (issue 30), so
 * no test there sees a page its reader has not touched.
 */
export const BEFORE_INPUT = '@before-input';

/** Fails unless the browser is the full Chromium ("Chrome/…"; the shell says "HeadlessChrome/…"). */
export async function expectFullChromium(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const { product } = await session.send('Browser.getVersion');
  await session.detach();
  expect(product, 'a test of the page before the first input runs in the full Chromium, not the headless shell').toMatch(/^Chrome\//);
}

/**
 * A group of tests of the page before the reader's first input: tagged BEFORE_INPUT, so the full
 * Chromium runs them, and each fails at once if it ever runs in the headless shell.
 */
export function describeBeforeInput(title: string, body: () => void): void {
  test.describe(title, { tag: BEFORE_INPUT }, () => {
    test.beforeEach(async ({ browser }) => expectFullChromium(browser));
    body();
  });
}

/**
 * The tag of the tests that need no build: they start the server they test themselves (`npm
 * start` in a copy of the project). `npm test` (scripts/test/run.mjs) runs them from its start,
 * beside the builds, and the others once the site is built.
 */
export const NEEDS_NO_BUILD = '@needs-no-build';
