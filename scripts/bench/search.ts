// Search index size on disk, what the first query transfers, and how fast a query answers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { search } from '../../src/model/searchQuery';
import type { SearchManifest } from '../../src/model/searchIndex';
import type { Bytes } from './pages';

const QUERIES = ['entry', 'splitChunks', 'output.publicPath', 'devtool', 'HtmlWebpackPlugin', 'code splitting', 'publicpth', 'resolve.alias', 'hot module replacement', 'css-loader', 'extract css into separate files', 'copy static files to the output folder'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function measureIndexSize(publicDir: string): Bytes & { files: number } {
  const files = filesUnder(join(publicDir, 'search'));
  return files.reduce(
    (total, file) => {
      const data = readFileSync(file);
      return { raw: total.raw + data.length, gzip: total.gzip + gzipSync(data).length, files: total.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

/** Median time of a query against the built index, files read from disk once. */
export async function measureQueryTime(publicDir: string, rounds = 30): Promise<number> {
  const read = (path: string) => JSON.parse(readFileSync(join(publicDir, 'search', path), 'utf8'));
  const manifest = read('manifest.json') as SearchManifest;
  const shards = new Map<string, unknown>();
  const chunks = new Map<number, unknown>();
  const source = {
    manifest,
    loadShard: async (key: string) => (shards.get(key) ?? shards.set(key, read(`shards/${key}.json`)).get(key)) as never,
    loadChunk: async (chunk: number) => (chunks.get(chunk) ?? chunks.set(chunk, read(`chunks/${chunk}.json`)).get(chunk)) as never,
  };
  for (const query of QUERIES) await search(query, source);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      await search(query, source);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 1000) / 1000;
}

/** Bytes fetched from opening search on a doc page to the first results of "entry". */
export async function measureFirstQuery(browser: Browser, origin: string, publicDir: string): Promise<Bytes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/concepts/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const paths: string[] = [];
  // Search code, its styles and index files. The hits' links prefetch their pages' data when the
  // browser is idle: that is navigation, counted or not by timing, so it is left out.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && !url.pathname.startsWith('/page-data/')) paths.push(url.pathname);
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('entry');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return paths.reduce(
    (total, path) => {
      const data = readFileSync(join(publicDir, decodeURIComponent(path)));
      return { raw: total.raw + data.length, gzip: total.gzip + gzipSync(data).length };
    },
    { raw: 0, gzip: 0 },
  );
}
