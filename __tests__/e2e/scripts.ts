// The site's script files as a slow network delivers them, for tests of the page before its app.
import type { Page } from '@playwright/test';

/** A script file of the site (the inline head script is part of the HTML). */
export const isOwnScript = (url: URL) => url.hostname === 'localhost' && url.pathname.endsWith('.js');

/** The longest held scripts wait for their release, so a test that never releases them ends. */
const HOLD_LIMIT_MS = 60_000;

/**
 * Holds every script of the site until the returned function is called: a network that delivers
 * them only after the reader's presses, however long a busy machine takes to make those presses
 * (with a fixed delay, a slow run let the scripts in halfway through). The app's scripts are
 * preloaded, so a page whose scripts are held has not fired its load event: open it with
 * `waitUntil: 'domcontentloaded'` or 'commit'.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, HOLD_LIMIT_MS);
  });
  await page.route(
    (url) => isOwnScript(url),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}
