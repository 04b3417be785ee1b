// The local search index, split so a query downloads only what it needs:
// term shards by prefix, and record chunks of fixed size.
import type { SearchRecord } from './searchRecords';
import { getQueryWords, shardKeyOf, tokenize } from './searchTokens';

/** Records per chunk: hits of a query are spread over pages, so small chunks keep its download small. */
export const RECORD_CHUNK_SIZE = 8;
const SNIPPET_TEXT_LENGTH = 480;
/** A shard larger than this (bytes of JSON) is split by a longer prefix. */
const MAX_SHARD_BYTES = 24_000;

/**
 * Field weights of the BM25 score: a record's own heading (option and API names are headings),
 * the page's description, the page and parent headings above it, and its text.
 */
export const FIELDS = {
  title: { weight: 5, b: 0.3 },
  description: { weight: 2, b: 0.5 },
  context: { weight: 1.5, b: 0.3 },
  text: { weight: 1, b: 0.5 },
} as const;
type Field = keyof typeof FIELDS;
const K1 = 2;
const LINK_PRIOR = 0.2;
/** Stored weights are integers: the field-weighted BM25 term weight times this. */
export const WEIGHT_SCALE = 10;
/** Bonus of a record whose title is exactly the query; a page's own title before a heading of the same name. */
export const EXACT_BONUS = { page: 1200, heading: 1000 } as const;

/** Exact-title entries are stored as "<title words>!", next to the title's first word. */
export const EXACT_MARK = '!';

/**
 * term -> flat [recordId, weight, recordId, weight, ...], then the pages that have the term, each
 * as [-(page + 1), weight] (page numbers count the manifest's `pages`).
 */
export type Postings = Record<string, number[]>;

export interface SearchManifest {
  version: 1;
  records: number;
  chunkSize: number;
  /** Every shard key; a term's shard is the longest key that prefixes it. */
  shards: string[];
  /** The first record of each page, ascending (a page's records are consecutive). */
  pages: number[];
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

/** A record as stored for display: the text is cut to what a snippet needs, the description left out. */
export type StoredRecord = Omit<SearchRecord, 'text' | 'description' | 'inbound' | 'aliases'> & { text: string };

/**
 * Keys that a query equal to the title finds, words as written (not stemmed, so "Compiler Hooks"
 * and "Compilation Hooks" stay apart): "optimization.splitChunks" -> ["optimization.splitchunks!",
 * "splitchunks!"]; "Hot Module Replacement" -> ["hot module replacement!"].
 */
export function getExactTitleKeys(title: string): string[] {
  const words = getQueryWords(title).map(({ word }) => word);
  if (words.length === 0) return [];
  const keys = [words.join(' ')];
  const last = words.length === 1 ? words[0].split(/[.\-/]/).filter(Boolean).pop() : undefined;
  if (last && last !== words[0]) keys.push(last);
  return keys.map((key) => `${key}${EXACT_MARK}`);
}

/**
 * A page as one document: its title, description, every heading and all of its text. Scored whole,
 * with its length, a long reference page that names a word in one of its fifty sections weighs
 * less for that word than a guide about it.
 */
function getPageFieldTokens([intro, ...sections]: readonly SearchRecord[]): Record<Field, string[]> {
  return {
    title: tokenize(intro.title),
    description: tokenize(intro.description ?? ''),
    context: sections.flatMap((record) => tokenize(record.title)),
    text: [intro, ...sections].flatMap((record) => tokenize(record.text)),
  };
}

function getFieldTokens(record: SearchRecord): Record<Field, string[]> {
  const context = record.level === 1 ? [] : [record.hierarchy.lvl1, record.level === 3 ? record.hierarchy.lvl2 : null];
  return {
    title: tokenize(record.title),
    description: tokenize(record.description ?? ''),
    context: context.flatMap((title) => (title ? tokenize(title) : [])),
    text: tokenize(record.text),
  };
}

/** Mean length of each field over the documents that have it. */
function getAverageLengths(fields: ReadonlyArray<Record<Field, string[]>>): Record<Field, number> {
  return Object.fromEntries(
    (Object.keys(FIELDS) as Field[]).map((field) => {
      const lengths = fields.map((tokens) => tokens[field].length).filter((length) => length > 0);
      return [field, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length)];
    }),
  ) as Record<Field, number>;
}

/** term -> field-weighted BM25 weight: each field's term frequency saturates on its own (k1), scaled by its length (b). */
function weighRecord(fields: Record<Field, string[]>, averages: Record<Field, number>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const field of Object.keys(FIELDS) as Field[]) {
    const tokens = fields[field];
    if (tokens.length === 0) continue;
    const { weight, b } = FIELDS[field];
    const norm = 1 - b + (b * tokens.length) / averages[field];
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [term, count] of counts) {
      const saturated = (count * (K1 + 1)) / (count + K1 * norm);
      weights.set(term, (weights.get(term) ?? 0) + weight * saturated);
    }
  }
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

/**
 * Records with the number of other pages linking to them: "/configuration/output/#outputpublicpath"
 * counts for that heading, a link without a hash for the page's introduction.
 */
export function withInboundLinks(records: readonly SearchRecord[], pages: ReadonlyArray<{ url: string; links?: readonly string[] | null }>): SearchRecord[] {
  const inbound = new Map<string, number>();
  for (const page of pages) {
    const targets = new Set((page.links ?? []).filter((link) => link.startsWith('/') && link.split('#')[0] !== page.url));
    for (const target of targets) inbound.set(target, (inbound.get(target) ?? 0) + 1);
  }
  return records.map((record) => (inbound.has(record.url) ? { ...record, inbound: inbound.get(record.url) } : record));
}

/** A record linked to from many pages weighs a little more: 1 + 0.1 * ln(1 + links). */
function getLinkPrior(record: SearchRecord): number {
  return 1 + LINK_PRIOR * Math.log1p(record.inbound ?? 0);
}

/** Ids of the records that start a page: records of one page follow each other. */
export function getPageStarts(records: readonly SearchRecord[]): number[] {
  return records.flatMap((record, id) => (id === 0 || records[id - 1].url.split('#')[0] !== record.url.split('#')[0] ? [id] : []));
}

export function buildSearchIndex(records: readonly SearchRecord[]): BuiltSearchIndex {
  const postings = emptyMap<number[]>();
  const fields = records.map(getFieldTokens);
  const averages = getAverageLengths(fields);
  /** Adds a document's terms to their lists: a record by its id, a page as -(page + 1). */
  const post = (entry: number, tokens: Record<Field, string[]>, lengths: Record<Field, number>, prior: number) => {
    for (const [term, weight] of weighRecord(tokens, lengths)) (postings[term] ??= []).push(entry, Math.max(1, Math.round(weight * prior * WEIGHT_SCALE)));
  };
  records.forEach((record, id) => {
    const prior = getLinkPrior(record);
    post(id, fields[id], averages, prior);
    const bonus = record.level === 1 ? EXACT_BONUS.page : EXACT_BONUS.heading;
    const keys = new Set([record.title, ...(record.aliases ?? [])].flatMap(getExactTitleKeys));
    for (const key of keys) (postings[key] ??= []).push(id, Math.round(bonus * prior));
  });
  // Then each page as one document, weighed among pages with the link prior of its introduction; in
  // each term's list, after the records.
  const pageStarts = getPageStarts(records);
  const pages = pageStarts.map((start, page) => records.slice(start, pageStarts[page + 1] ?? records.length));
  const pageFields = pages.map(getPageFieldTokens);
  const pageAverages = getAverageLengths(pageFields);
  pages.forEach(([intro], page) => post(-(page + 1), pageFields[page], pageAverages, getLinkPrior(intro)));
  const shards = shardPostings(postings, 2);
  const chunks: StoredRecord[][] = [];
  records.forEach((record, id) => {
    const { description, inbound, aliases, ...stored } = record;
    // A page with no introduction shows its description as the snippet.
    const text = record.text || description || '';
    (chunks[Math.floor(id / RECORD_CHUNK_SIZE)] ??= []).push({ ...stored, text: text.slice(0, SNIPPET_TEXT_LENGTH) });
  });
  return {
    manifest: { version: 1, records: records.length, chunkSize: RECORD_CHUNK_SIZE, shards: Object.keys(shards).sort(), pages: pageStarts },
    shards,
    chunks,
  };
}
