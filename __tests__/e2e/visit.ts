import type { Page } from '@playwright/test';

/**
 * The reader's pointer arrives on the page. Waits until React has hydrated the page (the app
 * starts once the page is parsed: src/model/appStart.ts), so clicks reach their handlers. The top-left corner is the header's margin: no link is hovered.
 */
export async function pointerArrives(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a page as a reader does: it is painted, then their pointer arrives on it, and the app is up. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await pointerArrives(page);
}
