// The local search index, split so a query downloads only what it needs:
// term shards by prefix, and record chunks of fixed size.
import type { SearchRecord } from './searchRecords';
import { shardKeyOf, tokenize, tokenizeQuery } from './searchTokens';

export const RECORD_CHUNK_SIZE = 16;
const SNIPPET_TEXT_LENGTH = 480;
/** A shard larger than this (bytes of JSON) is split by a longer prefix. */
const MAX_SHARD_BYTES = 24_000;

/** Weights of a term by where it appears in a record. */
export const WEIGHTS = { exactTitle: 100, title: 12, pageTitle: 3, text: 1, maxText: 6 } as const;

/** Exact-title entries are stored as "<title words>!", next to the title's first word. */
export const EXACT_MARK = '!';

/** term -> flat [recordId, weight, recordId, weight, ...] */
export type Postings = Record<string, number[]>;

export interface SearchManifest {
  version: 1;
  records: number;
  chunkSize: number;
  /** Every shard key; a term's shard is the longest key that prefixes it. */
  shards: string[];
  /** A hash of the shards and chunks: their urls carry it, so a cached file never mixes with another build's. */
  build: string;
  /** Number of records each term appears in, for idf, is kept in the shards. */
}

export interface BuiltSearchIndex {
  /** The manifest without its build hash, which the writer adds from the files' bytes. */
  manifest: Omit<SearchManifest, 'build'>;
  shards: Record<string, Postings>;
  chunks: StoredRecord[][];
}

/** A record as stored for display: the text is cut to what a snippet needs. */
export type StoredRecord = Omit<SearchRecord, 'text'> & { text: string };

/**
 * Keys that a query equal to the title finds: "optimization.splitChunks" ->
 * ["optimization.splitchunks!", "splitchunks!"]; "Hot Module Replacement" -> ["hot module replacement!"].
 */
export function getExactTitleKeys(title: string): string[] {
  const words = tokenizeQuery(title);
  if (words.length === 0) return [];
  const keys = [words.join(' ')];
  const last = words.length === 1 ? words[0].split(/[.\-/]/).filter(Boolean).pop() : undefined;
  if (last && last !== words[0]) keys.push(last);
  return keys.map((key) => `${key}${EXACT_MARK}`);
}

function weighRecord(record: SearchRecord): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (term: string, weight: number) => weights.set(term, (weights.get(term) ?? 0) + weight);
  for (const term of new Set(tokenize(record.title))) add(term, WEIGHTS.title);
  for (const key of getExactTitleKeys(record.title)) add(key, WEIGHTS.exactTitle);
  if (record.level > 1) for (const term of new Set(tokenize(record.hierarchy.lvl1))) add(term, WEIGHTS.pageTitle);
  const counts = new Map<string, number>();
  for (const term of tokenize(record.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const [term, count] of counts) add(term, Math.min(WEIGHTS.maxText, count) * WEIGHTS.text);
  return weights;
}

/** Objects without a prototype: "constructor" and "__proto__" are ordinary terms here. */
function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function shardPostings(postings: Postings, length: number): Record<string, Postings> {
  const shards = emptyMap<Postings>();
  for (const [term, list] of Object.entries(postings)) {
    const key = shardKeyOf(term, length);
    (shards[key] ??= emptyMap<number[]>())[term] = list;
  }
  // Split a heavy shard by one more character, so no single download grows with the site.
  for (const [key, shard] of Object.entries(shards)) {
    const tooBig = JSON.stringify(shard).length > MAX_SHARD_BYTES;
    const splittable = Object.keys(shard).some((term) => term.length > length);
    if (!tooBig || !splittable) continue;
    delete shards[key];
    const short = emptyMap<number[]>();
    const long = emptyMap<number[]>();
    for (const [term, list] of Object.entries(shard)) (term.length > length ? long : short)[term] = list;
    if (Object.keys(short).length) shards[`${key}~`] = short;
    Object.assign(shards, shardPostings(long, length + 1));
  }
  return shards;
}

export function buildSearchIndex(records: readonly SearchRecord[]): BuiltSearchIndex {
  const postings = emptyMap<number[]>();
  records.forEach((record, id) => {
    for (const [term, weight] of weighRecord(record)) (postings[term] ??= []).push(id, weight);
  });
  const shards = shardPostings(postings, 2);
  const chunks: StoredRecord[][] = [];
  records.forEach((record, id) => {
    (chunks[Math.floor(id / RECORD_CHUNK_SIZE)] ??= []).push({ ...record, text: record.text.slice(0, SNIPPET_TEXT_LENGTH) });
  });
  return {
    manifest: { version: 1, records: records.length, chunkSize: RECORD_CHUNK_SIZE, shards: Object.keys(shards).sort() },
    shards,
    chunks,
  };
}
