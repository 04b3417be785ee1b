// Offline reading costs, measured in Chromium: the requests the worker makes to keep a first
// visit's files, and the bytes and time to save the whole documentation and its largest section.
import type { Browser } from 'playwright-core';
import { getDownloadSize, getSectionFiles, type OfflineCatalog } from '../../src/model/offline';

export interface OfflineCosts {
  firstVisit: { page: string; requests: number; kept: number };
  saves: Array<{ name: string; files: number; gzip: number; bytes: number; seconds: number }>;
}

/** Requests the worker makes (not served from its cache) after a first visit to `path`. */
async function measureFirstVisit(browser: Browser, origin: string, path: string): Promise<OfflineCosts['firstVisit']> {
  const context = await browser.newContext();
  let requests = 0;
  context.on('request', (request) => {
    if (request.serviceWorker()) requests += 1;
  });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const kept = Number(await page.locator('html').getAttribute('data-offline-ready'));
  await context.close();
  return { page: path, requests, kept };
}

/** Saves sections from the offline page, as a reader would, and times it from click to "Available offline". */
async function measureSave(browser: Browser, origin: string, sectionTitle: string | null): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/offline/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const scope = sectionTitle ? page.locator('li', { has: page.getByRole('heading', { name: sectionTitle, exact: true }) }) : page.locator('section', { has: page.getByRole('heading', { name: 'The whole documentation' }) });
  await scope.getByRole('button', { name: /^Save for offline/ }).click();
  const download = scope.getByRole('button', { name: /^Download / });
  await download.waitFor();
  const started = Date.now();
  await download.click();
  await scope.getByText('Available offline').waitFor({ timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  await context.close();
  return Math.round(seconds * 10) / 10;
}

export async function measureOffline(browser: Browser, origin: string): Promise<OfflineCosts> {
  const catalog = (await (await fetch(`${origin}/offline/catalog.json`)).json()) as OfflineCatalog;
  const firstVisit = await measureFirstVisit(browser, origin, '/concepts/');
  const all = catalog.sections.map((section) => section.url);
  const sized = catalog.sections.map((section) => ({ section, size: getDownloadSize(catalog, getSectionFiles(catalog, [section.url])) }));
  const largest = sized.sort((a, b) => b.size.gzip - a.size.gzip)[0];
  const whole = getDownloadSize(catalog, getSectionFiles(catalog, all));
  const saves: OfflineCosts['saves'] = [
    { name: 'whole documentation', ...whole, seconds: await measureSave(browser, origin, null) },
    { name: `largest section, ${largest.section.url}`, ...largest.size, seconds: await measureSave(browser, origin, largest.section.title) },
  ];
  return { firstVisit, saves };
}
