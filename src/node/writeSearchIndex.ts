import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseMdx } from '../model/markdown';
import { buildSearchIndex, type SearchManifest } from '../model/searchIndex';
import { extractSearchRecords, type SearchRecord } from '../model/searchRecords';
import { getSectionTitle } from '../model/navigation';
import { getSectionPages } from '../model/sidebar';
import type { ContentPage } from '../model/types';
import { CONTENT_DIR } from './contentFiles';

/** "/configuration/" -> "Configuration"; top-level pages -> "webpack". */
function getSectionLabel(section: string): string {
  const name = section.replace(/\//g, '');
  return name ? getSectionTitle(name) : 'webpack';
}

/** Search records of every page, in sidebar order per section so a page's records sit together. */
export function collectSearchRecords(pages: readonly ContentPage[], contentDir: string = CONTENT_DIR): SearchRecord[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const sections = [...new Set(pages.map((page) => page.section))].sort();
  return sections.flatMap((section) =>
    getSectionPages(pages, section).flatMap(({ url }) => {
      const page = byUrl.get(url)!;
      const { content } = matter(readFileSync(join(contentDir, page.path), 'utf8'));
      return extractSearchRecords(parseMdx(content), { url, title: page.title, sectionTitle: getSectionLabel(section) });
    }),
  );
}

/** Writes public/search/: a small manifest, term shards and record chunks. */
export function writeSearchIndex(
  publicDir: string,
  pages: readonly ContentPage[],
  contentDir: string = CONTENT_DIR,
): { records: number; files: number } {
  const index = buildSearchIndex(collectSearchRecords(pages, contentDir));
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
  return { records: index.manifest.records, files: 1 + Object.keys(index.shards).length + index.chunks.length };
}
