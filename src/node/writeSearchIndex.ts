import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex, withInboundLinks, type SearchManifest } from '../model/searchIndex';
import type { SearchRecord } from '../model/searchRecords';
import { getSectionPages } from '../model/sidebar';
import type { ContentPage } from '../model/types';
import { openStepState } from './stepState';

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
 * The index as the files under /search/ that the browser reads: the manifest, and each shard and
 * chunk by its path ("shards/ab.json" -> its JSON). The manifest's build hash is made from them.
 */
export function getSearchFiles(records: readonly SearchRecord[]): { manifest: SearchManifest; files: Map<string, string> } {
  const index = buildSearchIndex(records);
  const files = new Map<string, string>([
    ...Object.entries(index.shards).map(([key, shard]): [string, string] => [`shards/${key}.json`, JSON.stringify(shard)]),
    ...index.chunks.map((chunk, number): [string, string] => [`chunks/${number}.json`, JSON.stringify(chunk)]),
  ]);
  const hash = createHash('sha256');
  for (const [path, json] of files) hash.update(path).update(json);
  return { manifest: { ...index.manifest, build: hash.digest('hex').slice(0, 16) }, files };
}

export interface SearchIndexReport {
  records: number;
  files: number;
  bundleUrl: string;
}

/**
 * Writes public/search/: a small manifest, term shards and record chunks, and the same shards and
 * chunks in one bundle file that offline reading keeps (the worker answers shard requests from it).
 * With a state file (stepState.ts), a build whose records and code are the last build's, and
 * whose public/search/ is the one that build wrote, keeps it instead of building it again.
 */
export function writeSearchIndex(publicDir: string, pages: readonly SearchablePage[], { stateFile, codeKey = '' }: { stateFile?: string; codeKey?: string } = {}): SearchIndexReport {
  const records = collectSearchRecords(pages);
  const dir = join(publicDir, 'search');
  const state = openStepState<{ records: string; build: string; report: SearchIndexReport }>(stateFile, codeKey);
  const digest = createHash('sha256').update(JSON.stringify(records)).digest('hex');
  const last = state.read();
  if (last && last.records === digest && readBuild(join(dir, 'manifest.json')) === last.build && readBuild(join(dir, 'bundle.json')) === last.build) return last.report;
  const { manifest, files } = getSearchFiles(records);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'shards'), { recursive: true });
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [path, json] of files) writeFileSync(join(dir, path), json);
  // "shards/ab.json" -> its content; written as text so each entry is serialised once.
  writeFileSync(join(dir, 'bundle.json'), `{"build":${JSON.stringify(manifest.build)},"files":{${[...files].map(([path, json]) => `${JSON.stringify(path)}:${json}`).join(',')}}}`);
  const report = {
    records: manifest.records,
    files: 2 + files.size,
    bundleUrl: `/search/bundle.json?v=${manifest.build}`,
  };
  state.write({ records: digest, build: manifest.build, report });
  return report;
}

/** The build id a manifest or bundle file names, or null when the file is missing or unreadable. */
function readBuild(file: string): string | null {
  if (!existsSync(file)) return null;
  // Each file names it once, at the start of the bundle ({"build":"…","files":…) and the end of the manifest.
  const match = /"build":"([0-9a-f]+)"/.exec(readFileSync(file, 'utf8'));
  return match ? match[1] : null;
}
