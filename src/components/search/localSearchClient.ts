// A search client with the shape DocSearch expects, answered from the index built with the site.
import type { Postings, SearchManifest, StoredRecord } from '../../model/searchIndex';
import { search, type SearchSource } from '../../model/searchQuery';
import { toDocSearchHit } from '../../model/docsearchHits';

export const SEARCH_BASE = '/search';

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(`${SEARCH_BASE}/${path}`);
  if (!response.ok) throw new Error(`Could not load the search index (${response.status})`);
  return (await response.json()) as T;
}

/**
 * Loads each file once; the service worker keeps them for offline use. Shard and chunk urls
 * carry the manifest's build hash, so after a deploy a cached file of the old index is never
 * read with the new manifest.
 */
export function createSearchSource(): Promise<SearchSource> {
  const shards = new Map<string, Promise<Postings>>();
  const chunks = new Map<number, Promise<StoredRecord[]>>();
  return fetchJson<SearchManifest>('manifest.json').then((manifest) => ({
    manifest,
    loadShard(key) {
      if (!shards.has(key)) shards.set(key, fetchJson<Postings>(`shards/${encodeURIComponent(key)}.json?v=${manifest.build}`));
      return shards.get(key)!;
    },
    loadChunk(chunk) {
      if (!chunks.has(chunk)) chunks.set(chunk, fetchJson<StoredRecord[]>(`chunks/${chunk}.json?v=${manifest.build}`));
      return chunks.get(chunk)!;
    },
  }));
}

interface SearchRequest {
  query?: string;
  params?: { query?: string; hitsPerPage?: number };
  hitsPerPage?: number;
}

/** Replaces Algolia's client: `search({ requests })` resolves like Algolia's multi-query response. */
export function createLocalSearchClient(sourcePromise: Promise<SearchSource> = createSearchSource()) {
  return {
    transporter: { algoliaAgent: { value: 'local', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const source = await sourcePromise;
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = request.query ?? request.params?.query ?? '';
          const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
          const hits = (await search(query, source, hitsPerPage)).map((hit) => toDocSearchHit(hit, query));
          return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage, query, params: '', processingTimeMS: 0, exhaustiveNbHits: true };
        }),
      );
      return { results };
    },
  };
}
