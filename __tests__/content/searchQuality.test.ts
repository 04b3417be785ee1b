import { buildSearchIndex } from '../../src/model/searchIndex';
import { isAboutPastReleases, isAboutVersions, search } from '../../src/model/searchQuery';
import { getQueryWords } from '../../src/model/searchTokens';
import { createOwnRanker, isExpected, measureQuality, readQuerySet, readSearchRecords } from '../../scripts/bench/searchQuality';
import { parseCached } from './parseCached';

// Two query sets over the real content: option and API names as readers type them
// (searchQueries.json), and plain-language questions (searchQuestions.json). `npm run bench`
// prints the same numbers next to MiniSearch's.
describe('local search on the real content', () => {
  const records = readSearchRecords({ parse: parseCached });
  const rank = createOwnRanker(records);
  const urls = new Set(records.map((record) => record.url));

  it.each(['keywords', 'questions'] as const)('expects only urls that exist in the %s set', (set) => {
    const cases = readQuerySet(set);
    const unknown = cases.flatMap(({ expected }) => expected.filter((url) => !urls.has(url)));
    expect(unknown).toEqual([]);
  });

  it('finds option and API names: every one in the first five, MRR at least 0.94', async () => {
    const cases = readQuerySet('keywords');
    expect(cases.length).toBeGreaterThanOrEqual(35);
    const quality = await measureQuality(cases, rank);
    console.log(`keywords (${quality.queries}): recall@5 ${quality.recallAt5}, MRR ${quality.mrr}${quality.misses.length ? `\nmissed:\n${quality.misses.join('\n')}` : ''}`);
    expect(quality.recallAt5).toBe(1);
    expect(quality.mrr).toBeGreaterThanOrEqual(0.94);
  });

  it('answers plain-language questions: recall@5 at least 0.95, MRR at least 0.84', async () => {
    const cases = readQuerySet('questions');
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const quality = await measureQuality(cases, rank);
    console.log(`questions (${quality.queries}): recall@5 ${quality.recallAt5}, MRR ${quality.mrr}${quality.misses.length ? `\nmissed:\n${quality.misses.join('\n')}` : ''}`);
    expect(quality.recallAt5).toBeGreaterThanOrEqual(0.95);
    expect(quality.mrr).toBeGreaterThanOrEqual(0.84);
  });

  it('puts no release notes or migration guide above the page that answers a question not about versions', async () => {
    const cases = readQuerySet('questions').filter(({ query }) => !isAboutVersions(getQueryWords(query)));
    const above: string[] = [];
    for (const { query, expected } of cases) {
      const urls = (await rank(query)).slice(0, 5);
      const answer = urls.findIndex((url) => isExpected(url, expected));
      above.push(...urls.slice(0, answer < 0 ? 5 : answer).filter(isAboutPastReleases).map((url) => `${query} -> ${url}`));
    }
    expect(above).toEqual([]);
  });

  const index = buildSearchIndex(records);
  const source = {
    manifest: index.manifest,
    loadShard: async (key: string) => index.shards[key],
    loadChunk: async (chunk: number) => index.chunks[chunk],
  };

  it('leads to the exact heading', async () => {
    const [hit] = await search('output.publicPath', source, 1);
    expect(hit.record.url).toBe('/configuration/output/#outputpublicpath');
    expect(hit.record.hierarchy).toMatchObject({ lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.publicPath' });
  });

  it("puts a plugin's own page before a guide's section of the same name", async () => {
    const [first] = await search('DefinePlugin', source, 1);
    expect(first.record.url).toBe('/plugins/define-plugin/');
  });
});
