import { createSearchSource } from '../../src/components/search/localSearchClient';

describe('createSearchSource', () => {
  const requested: string[] = [];
  beforeEach(() => {
    requested.length = 0;
    global.fetch = jest.fn(async (url: string) => {
      requested.push(url);
      const body = url.includes('manifest.json') ? { version: 1, records: 1, chunkSize: 16, shards: ['en'], build: 'abc123' } : url.includes('/shards/') ? { entry: [0, 1] } : [];
      return { ok: true, json: async () => body } as Response;
    }) as unknown as typeof fetch;
  });

  it('reads shards and chunks under the build hash of the manifest, each file once', async () => {
    const source = await createSearchSource();
    await source.loadShard('en');
    await source.loadShard('en');
    await source.loadChunk(0);
    expect(requested).toEqual(['/search/manifest.json', '/search/shards/en.json?v=abc123', '/search/chunks/0.json?v=abc123']);
  });
});
