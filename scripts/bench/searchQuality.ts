// Search quality on three query sets (option and API names; plain-language questions; messages
// pasted from a terminal), for our
// index and for MiniSearch over the very same records. Used by `npm run bench` and by
// __tests__/content/searchQuality.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { buildSearchIndex } from '../../src/model/searchIndex';
import type { SearchRecord } from '../../src/model/searchRecords';
import { search, type SearchSource } from '../../src/model/searchQuery';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import type { AnalyseOptions } from '../../src/model/contentFile';
import { collectSearchRecords } from '../../src/node/writeSearchIndex';

export interface QueryCase {
  query: string;
  /** Urls a reader would accept; a url without "#" accepts any heading of that page. */
  expected: string[];
}

export interface Quality {
  queries: number;
  /** Share of queries with an accepted url among the first five hits. */
  recallAt5: number;
  /** Mean of 1 / rank of the first accepted url (0 when none in the first ten). */
  mrr: number;
  /** "query -> first five urls" for each query that missed the first five. */
  misses: string[];
}

/** Ranks a query: urls, best first. */
export type Ranker = (query: string) => Promise<string[]>;

const QUERY_DIR = join(__dirname, '..', '..', '__tests__', 'content');
export const QUERY_SETS = { keywords: 'searchQueries.json', questions: 'searchQuestions.json', messages: 'searchMessages.json' } as const;

export function readQuerySet(name: keyof typeof QUERY_SETS): QueryCase[] {
  return JSON.parse(readFileSync(join(QUERY_DIR, QUERY_SETS[name]), 'utf8')) as QueryCase[];
}

/** The records the build writes, from the content folder (`parse` as analyseContent takes it). */
export function readSearchRecords({ parse }: Pick<AnalyseOptions, 'parse'> = {}): SearchRecord[] {
  const pages = listContentFiles().map((entry) => {
    const { page, searchRecords, links } = readContentFile(entry, { parse });
    return { ...page, searchRecords, links };
  });
  return collectSearchRecords(pages);
}

export function isExpected(url: string, expected: readonly string[]): boolean {
  return expected.some((target) => (target.includes('#') ? url === target : url.split('#')[0] === target));
}

export async function measureQuality(cases: readonly QueryCase[], rank: Ranker): Promise<Quality> {
  let found = 0;
  let reciprocalRanks = 0;
  const misses: string[] = [];
  for (const { query, expected } of cases) {
    const urls = (await rank(query)).slice(0, 10);
    const position = urls.findIndex((url) => isExpected(url, expected));
    if (position >= 0 && position < 5) found += 1;
    else misses.push(`${query} -> ${urls.slice(0, 5).join(', ')}`);
    if (position >= 0) reciprocalRanks += 1 / (position + 1);
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { queries: cases.length, recallAt5: round(found / cases.length), mrr: round(reciprocalRanks / cases.length), misses };
}

/** Our index, built in memory from the records. */
export function createOwnRanker(records: readonly SearchRecord[]): Ranker {
  const index = buildSearchIndex(records);
  const source: SearchSource = {
    manifest: index.manifest,
    loadShard: async (key) => index.shards[key],
    loadChunk: async (chunk) => index.chunks[chunk],
  };
  return async (query) => (await search(query, source, 10)).map((hit) => hit.record.url);
}

/** MiniSearch with a plain configuration: BM25, prefix and fuzzy matching, title boost. */
export function createMiniSearchRanker(records: readonly SearchRecord[]): Ranker {
  const mini = new MiniSearch<SearchRecord & { id: number; page: string }>({
    fields: ['title', 'page', 'description', 'text'],
    storeFields: ['url'],
    searchOptions: { boost: { title: 3, page: 1.5 }, prefix: true, fuzzy: 0.2 },
  });
  mini.addAll(records.map((record, id) => ({ ...record, id, page: record.hierarchy.lvl1 })));
  return async (query) => mini.search(query).slice(0, 10).map((hit) => hit.url as string);
}
