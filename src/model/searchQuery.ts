// Answers a query from the split index, loading only the shards and record chunks it needs.
import { EXACT_MARK, type Postings, type SearchManifest, type StoredRecord } from './searchIndex';
import { shardKeyOf, tokenizeQuery } from './searchTokens';
import { escapeHtml } from './html';

export interface SearchHit {
  id: number;
  score: number;
  record: StoredRecord;
}

export interface SearchSource {
  /** What a query reads of the manifest (the build hash is the loader's concern). */
  manifest: Pick<SearchManifest, 'records' | 'chunkSize' | 'shards'>;
  loadShard: (key: string) => Promise<Postings>;
  loadChunk: (chunk: number) => Promise<StoredRecord[]>;
}

const PREFIX_FACTOR = 0.6;
const TYPO_FACTOR = 0.45;
const MAX_PREFIX_SHARDS = 6;

/** The shard keys that can hold `term` (and, with `prefix`, terms that start with it). */
export function getShardKeys(term: string, keys: readonly string[], prefix: boolean): string[] {
  const exact: string[] = [];
  const wider: string[] = [];
  const full = shardKeyOf(term, term.length);
  for (const key of keys) {
    const split = key.endsWith('~');
    const base = split ? key.slice(0, -1) : key;
    if (split ? full === base : term.length >= base.length && shardKeyOf(term, base.length) === base) exact.push(key);
    else if (prefix && !split && base.length > term.length && base.startsWith(full)) wider.push(key);
  }
  return wider.length <= MAX_PREFIX_SHARDS ? [...exact, ...wider] : exact;
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function isOneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

async function scoreTerm(term: string, source: SearchSource): Promise<Map<number, number>> {
  const keys = getShardKeys(term, source.manifest.shards, term.length >= 3);
  const shards = await Promise.all(keys.map((key) => source.loadShard(key)));
  const scores = new Map<number, number>();
  const idfOf = (list: number[]) => Math.log(1 + source.manifest.records / (list.length / 2));
  // Expansions are weighed by the rarity of the word typed, so a rare longer word does not win over it.
  const own = shards.find((shard) => Object.prototype.hasOwnProperty.call(shard, term))?.[term];
  const add = (list: number[], factor: number) => {
    const idf = own ? Math.min(idfOf(own), idfOf(list)) : idfOf(list);
    for (let i = 0; i < list.length; i += 2) {
      const score = list[i + 1] * idf * factor;
      if (score > (scores.get(list[i]) ?? 0)) scores.set(list[i], score);
    }
  };
  for (const shard of shards) {
    for (const [candidate, list] of Object.entries(shard)) {
      if (candidate.endsWith(EXACT_MARK)) continue;
      if (candidate === term) add(list, 1);
      else if (term.length >= 3 && candidate.startsWith(term)) add(list, PREFIX_FACTOR);
      else if (term.length >= 5 && isOneEditAway(candidate, term)) add(list, TYPO_FACTOR);
    }
  }
  // "resolve.alias.fields" is not a term of its own: match its parts instead.
  if (scores.size === 0 && /[.\-/]/.test(term)) {
    const parts = term.split(/[.\-/]+/).filter((part) => part.length > 1);
    if (parts.length > 1) return combine(await Promise.all(parts.map((part) => scoreTerm(part, source))));
  }
  return scores;
}

/** Records that match every term first; when none do, the best partial matches. */
function combine(perTerm: Array<Map<number, number>>): Map<number, number> {
  const total = new Map<number, { score: number; matched: number }>();
  for (const scores of perTerm) {
    for (const [id, score] of scores) {
      const entry = total.get(id) ?? { score: 0, matched: 0 };
      entry.score += score;
      entry.matched += 1;
      total.set(id, entry);
    }
  }
  const all = [...total].filter(([, entry]) => entry.matched === perTerm.length);
  const chosen = all.length ? all : [...total].map(([id, entry]) => [id, { ...entry, score: (entry.score * entry.matched) / perTerm.length }] as const);
  return new Map(chosen.map(([id, entry]) => [id, entry.score]));
}

/** Records whose title is exactly the query ("splitchunks", "hot module replacement"). */
async function scoreExactTitle(terms: string[], source: SearchSource): Promise<Map<number, number>> {
  const key = `${terms.join(' ')}${EXACT_MARK}`;
  const shards = await Promise.all(getShardKeys(terms[0], source.manifest.shards, false).map((shard) => source.loadShard(shard)));
  const list = shards.find((shard) => Object.prototype.hasOwnProperty.call(shard, key))?.[key] ?? [];
  const scores = new Map<number, number>();
  for (let i = 0; i < list.length; i += 2) scores.set(list[i], list[i + 1]);
  return scores;
}

export async function search(query: string, source: SearchSource, limit = 10): Promise<SearchHit[]> {
  const terms = tokenizeQuery(query);
  if (terms.length === 0) return [];
  const [perTerm, exact] = await Promise.all([Promise.all(terms.map((term) => scoreTerm(term, source))), scoreExactTitle(terms, source)]);
  const scores = combine(perTerm);
  for (const [id, bonus] of exact) scores.set(id, (scores.get(id) ?? 0) + bonus);
  const top = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  const chunkIds = [...new Set(top.map(([id]) => Math.floor(id / source.manifest.chunkSize)))];
  const chunks = new Map(await Promise.all(chunkIds.map(async (chunk) => [chunk, await source.loadChunk(chunk)] as const)));
  return top.map(([id, score]) => ({
    id,
    score,
    record: chunks.get(Math.floor(id / source.manifest.chunkSize))![id % source.manifest.chunkSize],
  }));
}


/** Wraps the query's words in <mark> (text is escaped first). */
export function highlight(text: string, query: string): string {
  const terms = tokenizeQuery(query).flatMap((term) => [term, ...term.split(/[.\-/]+/)]).filter((term) => term.length > 1);
  const escaped = escapeHtml(text);
  if (terms.length === 0) return escaped;
  const pattern = new RegExp(`(${[...new Set(terms)].map((term) => escapeHtml(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return escaped.replace(pattern, '<mark>$1</mark>');
}

/** About 160 characters of text around the first match, highlighted. */
export function makeSnippet(text: string, query: string, length = 160): string {
  const lower = text.toLowerCase();
  const positions = tokenizeQuery(query)
    .map((term) => lower.indexOf(term.split(/[.\-/]+/).pop() ?? term))
    .filter((index) => index >= 0);
  const at = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, at - Math.floor(length / 3));
  const slice = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${highlight(slice, query)}${start + length < text.length ? '…' : ''}`;
}
