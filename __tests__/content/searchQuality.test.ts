import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex } from '../../src/model/searchIndex';
import { search } from '../../src/model/searchQuery';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { collectSearchRecords } from '../../src/node/writeSearchIndex';

interface QueryCase {
  query: string;
  /** Urls a reader would accept; a url without "#" accepts any heading of that page. */
  expected: string[];
}

const CASES = JSON.parse(readFileSync(join(__dirname, 'searchQueries.json'), 'utf8')) as QueryCase[];

function isExpected(url: string, expected: string[]): boolean {
  return expected.some((target) => (target.includes('#') ? url === target : url.split('#')[0] === target));
}

describe('local search on the real content', () => {
  const pages = listContentFiles().map((entry) => {
    const { page, searchRecords } = readContentFile(entry);
    return { ...page, searchRecords };
  });
  const index = buildSearchIndex(collectSearchRecords(pages));
  const source = {
    manifest: index.manifest,
    loadShard: async (key: string) => index.shards[key],
    loadChunk: async (chunk: number) => index.chunks[chunk],
  };

  it('finds what a reader expects: recall@5 of at least 0.9', async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
    let found = 0;
    let reciprocalRanks = 0;
    const misses: string[] = [];
    for (const { query, expected } of CASES) {
      const urls = (await search(query, source, 10)).map((hit) => hit.record.url);
      const rank = urls.findIndex((url) => isExpected(url, expected));
      if (rank >= 0 && rank < 5) found += 1;
      else misses.push(`${query} -> ${urls.slice(0, 5).join(', ')}`);
      if (rank >= 0) reciprocalRanks += 1 / (rank + 1);
    }
    const recall = found / CASES.length;
    const mrr = reciprocalRanks / CASES.length;
    console.log(`search quality on ${CASES.length} queries: recall@5 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}${misses.length ? `\nmissed:\n${misses.join('\n')}` : ''}`);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('leads to the exact heading', async () => {
    const [hit] = await search('output.publicPath', source, 1);
    expect(hit.record.url).toBe('/configuration/output/#outputpublicpath');
    expect(hit.record.hierarchy).toMatchObject({ lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.publicPath' });
  });
});
