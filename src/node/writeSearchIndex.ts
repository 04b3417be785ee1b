import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex, withInboundLinks, type SearchManifest } from '../model/searchIndex';
import type { SearchRecord } from '../model/searchRecords';
import { getSectionPages } from '../model/sidebar';
import type { ContentPage } from '../model/types';

/** A page with the search records and links extracted when its file was read. */
export type SearchablePage = ContentPage & { searchRecords: SearchRecord[]; links?: readonly string[] | null };

/**
 * Search records of every page, in sidebar order per section so a page's records sit together,
 * each with the number of other pages that link to it.
 */
export function collectSearchRecords(pages: readonly SearchablePage[]): SearchRecord[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const sections = [...new Set(pages.map((page) => page.section))].sort();
  const records = sections.flatMap((section) => getSectionPages(pages, section).flatMap(({ url }) => byUrl.get(url)!.searchRecords));
  return withInboundLinks(records, pages);
}

/**
 * Writes public/search/: a small manifest, term shards and record chunks, and the same shards and
 * chunks in one bundle file that offline reading keeps (the worker answers shard requests from it).
 */
export function writeSearchIndex(publicDir: string, pages: readonly SearchablePage[]): { records: number; files: number; bundleUrl: string } {
  const index = buildSearchIndex(collectSearchRecords(pages));
  const dir = join(publicDir, 'search');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'shards'), { recursive: true });
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  const files = new Map<string, string>([
    ...Object.entries(index.shards).map(([key, shard]): [string, string] => [`shards/${key}.json`, JSON.stringify(shard)]),
    ...index.chunks.map((chunk, number): [string, string] => [`chunks/${number}.json`, JSON.stringify(chunk)]),
  ]);
  const hash = createHash('sha256');
  for (const [path, json] of files) hash.update(path).update(json);
  const manifest: SearchManifest = { ...index.manifest, build: hash.digest('hex').slice(0, 16) };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [path, json] of files) writeFileSync(join(dir, path), json);
  // "shards/ab.json" -> its content; written as text so each entry is serialised once.
  writeFileSync(join(dir, 'bundle.json'), `{"build":${JSON.stringify(manifest.build)},"files":{${[...files].map(([path, json]) => `${JSON.stringify(path)}:${json}`).join(',')}}}`);
  return {
    records: index.manifest.records,
    files: 2 + Object.keys(index.shards).length + index.chunks.length,
    bundleUrl: `/search/bundle.json?v=${manifest.build}`,
  };
}
