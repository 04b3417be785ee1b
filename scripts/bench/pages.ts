// Bytes a browser loads for a page before any interaction, measured in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageBytes {
  path: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
}

const size = (data: Buffer | string): Bytes => ({ raw: Buffer.byteLength(data), gzip: gzipSync(data).length });
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

export async function measurePage(browser: Browser, origin: string, publicDir: string, path: string): Promise<PageBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files: Array<{ type: string; path: string }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) files.push({ type: response.request().resourceType(), path: url.pathname });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  const sum = (type: string) =>
    files.filter((file) => file.type === type).reduce((total, file) => add(total, size(readFileSync(join(publicDir, file.path)))), { raw: 0, gzip: 0 });
  const html = readFileSync(join(publicDir, path, 'index.html'), 'utf8');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  return { path, html: size(html), css: add(sum('stylesheet'), size(inlineCss)), js: sum('script') };
}
