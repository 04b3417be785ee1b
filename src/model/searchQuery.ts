// Answers a query from the split index, loading only the shards and record chunks it needs.
import { EXACT_MARK, type Postings, type SearchManifest, type StoredRecord } from './searchIndex';
import { getQueryWords, shardKeyOf, stemWord, tokenize, type QueryWord } from './searchTokens';
import { escapeHtml } from './html';
import { RELEASE_HISTORY_SECTIONS } from '../config/site';

export interface SearchHit {
  id: number;
  score: number;
  record: StoredRecord;
}

export interface SearchSource {
  /** What a query reads of the manifest (the build hash is the loader's concern). */
  manifest: Pick<SearchManifest, 'records' | 'chunkSize' | 'shards'> & Partial<Pick<SearchManifest, 'pages'>>;
  loadShard: (key: string) => Promise<Postings>;
  loadChunk: (chunk: number) => Promise<StoredRecord[]>;
}

/** A word the reader may still be typing matches longer terms, a little below the word itself. */
const PREFIX_FACTOR = 0.6;
/** "configura" (typed so far) matches the stem "configur" of "configuration". */
const STEM_PREFIX_FACTOR = 0.8;
const TYPO_FACTOR = 0.45;
const MAX_PREFIX_SHARDS = 6;
/** Share of the score a record keeps per query term it misses: OR semantics, full matches first. */
const MISSING_TERM_FACTOR = 0.5;
/** Share of its page's score (the page scored as one document) a record adds to its own. */
const PAGE_SHARE = 0.75;
/** Share of the score a record keeps per query word that only other sections of its page have. */
const RECORD_MISSING_FACTOR = 0.8;
/** Bonus per pair of query words found next to each other in a top hit's title or text. */
const PROXIMITY_BONUS = 0.15;
/** How many of the best hits proximity reorders (their record chunks are loaded anyway). */
const RERANK_DEPTH = 20;
/** Share of the score a record about past releases keeps when the query does not ask about versions. */
const PAST_RELEASE_FACTOR = 0.6;
/** Share of the score a class reference entry keeps when the query is not written as code: "content hash" wants the guide, `contentHash` the member. */
const CLASS_REFERENCE_FACTOR = 0.6;
/** Where the class reference pages are (CLASS_PAGES of src/model/classReference.ts; a test holds them to it). */
export const CLASS_REFERENCE_URL_PREFIX = '/api/class-';

/** Words of a query about releases: "upgrade from webpack 4", "what changed in the latest release". */
const VERSION_WORDS = new Set(['release', 'version', 'upgrade', 'migrate', 'migration', 'changelog', 'deprecated'].map(stemWord));

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

/** A query word's scores: of the records that have it, and of the pages that have it, each page scored as a whole. */
interface TermScores {
  records: Map<number, number>;
  pages: Map<number, number>;
}

/** How many records and pages a posting list names: records first, then pages with negative ids. */
function countEntries(list: readonly number[]): { records: number; pages: number } {
  let records = 0;
  while (records * 2 < list.length && list[records * 2] >= 0) records += 1;
  return { records, pages: list.length / 2 - records };
}

function idfOf(count: number, total: number): number {
  return Math.log(1 + (total - count + 0.5) / (count + 0.5));
}

/**
 * Scores of one query word: records and pages with its stem in full, and, below that, those with
 * terms it is the start of (while typing), the stem it starts with, or, when nothing else
 * matches, a term one typo away.
 */
async function scoreTerm({ word, stem }: QueryWord, source: SearchSource, typing: boolean): Promise<TermScores> {
  const keys = getShardKeys(stem, source.manifest.shards, stem.length >= 3);
  const shards = await Promise.all(keys.map((key) => source.loadShard(key)));
  const totals = { records: source.manifest.records, pages: source.manifest.pages?.length ?? 1 };
  const scores: TermScores = { records: new Map(), pages: new Map() };
  // Expansions are weighed by the rarity of the word typed, so a rare longer word does not win over it.
  const ownList = shards.find((shard) => Object.prototype.hasOwnProperty.call(shard, stem))?.[stem];
  const own = ownList && countEntries(ownList);
  const add = (list: number[], factor: number) => {
    const counts = countEntries(list);
    const rarity = (kind: keyof TermScores) => Math.min(idfOf(counts[kind], totals[kind]), own ? idfOf(own[kind], totals[kind]) : Infinity);
    const idf = { records: rarity('records'), pages: rarity('pages') };
    for (let i = 0; i < list.length; i += 2) {
      const kind = list[i] >= 0 ? 'records' : 'pages';
      const id = list[i] >= 0 ? list[i] : -list[i] - 1;
      const score = list[i + 1] * idf[kind] * factor;
      if (score > (scores[kind].get(id) ?? 0)) scores[kind].set(id, score);
    }
  };
  const typos: number[][] = [];
  for (const shard of shards) {
    for (const [candidate, list] of Object.entries(shard)) {
      if (candidate.endsWith(EXACT_MARK)) continue;
      if (candidate === stem) add(list, 1);
      else if ((typing || !own) && stem.length >= 3 && candidate.startsWith(stem)) add(list, PREFIX_FACTOR);
      else if (!own && candidate.length >= 4 && word.length - candidate.length <= 2 && word.startsWith(candidate)) add(list, STEM_PREFIX_FACTOR);
      else if (stem.length >= 5 && isOneEditAway(candidate, stem)) typos.push(list);
    }
  }
  if (scores.records.size === 0) typos.forEach((list) => add(list, TYPO_FACTOR));
  // "resolve.alias.fields" is not a term of its own: match its parts instead, all of them.
  if (scores.records.size === 0 && /[.\-/]/.test(word)) {
    const parts = getQueryWords(word.replace(/[.\-/]+/g, ' '));
    if (parts.length > 1) {
      const partScores = await Promise.all(parts.map((part) => scoreTerm(part, source, false)));
      return { records: sumWhereAll(partScores.map((part) => part.records)), pages: sumWhereAll(partScores.map((part) => part.pages)) };
    }
  }
  return scores;
}

/** Sums the scores of the ids that every map has. */
function sumWhereAll(maps: ReadonlyArray<Map<number, number>>): Map<number, number> {
  const result = new Map<number, number>();
  for (const [id, score] of maps[0]) {
    if (maps.every((map) => map.has(id))) result.set(id, score + maps.slice(1).reduce((sum, map) => sum + map.get(id)!, 0));
  }
  return result;
}

/** The page of a record: the index of the last page start at or before it. */
export function getPageOf(id: number, pages: readonly number[]): number {
  let low = 0;
  let high = pages.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (pages[middle] <= id) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A page answers a question as a whole: "gzip the output files" is the compression plugin's page
 * even when no single section has every word. A record scores its own matches plus a share of
 * its page's score as one document; each word missing from the whole page halves that, and each
 * word only other sections have takes a little off.
 */
function combineWithPages(perTerm: readonly TermScores[], pages: readonly number[]): Map<number, number> {
  const own = new Map<number, { score: number; matched: number }>();
  for (const { records } of perTerm) {
    for (const [id, score] of records) {
      const entry = own.get(id) ?? own.set(id, { score: 0, matched: 0 }).get(id)!;
      entry.score += score;
      entry.matched += 1;
    }
  }
  const result = new Map<number, number>();
  for (const [id, { score, matched }] of own) {
    const page = getPageOf(id, pages);
    const pageScores = perTerm.map((term) => term.pages.get(page) ?? 0);
    const pageMatched = pageScores.filter((value) => value > 0).length;
    const pageScore = pageScores.reduce((sum, value) => sum + value, 0);
    const total = (score + PAGE_SHARE * pageScore) * MISSING_TERM_FACTOR ** (perTerm.length - pageMatched) * RECORD_MISSING_FACTOR ** (perTerm.length - matched);
    result.set(id, total);
  }
  return result;
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

/**
 * Pairs of consecutive query words that stand next to each other (at most one word between)
 * in the record's title or stored text: "content hash" in "Put content hashes into file names".
 */
export function countAdjacentPairs(stems: readonly string[], record: StoredRecord): number {
  if (stems.length < 2) return 0;
  const tokens = [...tokenize(record.title), '', '', ...tokenize(record.text)];
  let pairs = 0;
  for (let i = 0; i + 1 < stems.length; i += 1) {
    const near = tokens.some((token, at) => token === stems[i] && (tokens[at + 1] === stems[i + 1] || tokens[at + 2] === stems[i + 1]));
    if (near) pairs += 1;
  }
  return pairs;
}

/** A query asks about versions when it has a version number ("webpack 5", "v4", "5.100") or a word like "upgrade" or "release". */
export function isAboutVersions(words: readonly QueryWord[]): boolean {
  return words.some(({ word, stem }) => /^v?\d/.test(word) || VERSION_WORDS.has(stem));
}

/** A query written as code: a camelCase name ("emitAsset"), a dotted one ("compilation.getAsset") or a call ("getLogger()"). */
export function isCodeQuery(query: string): boolean {
  return /[a-z][A-Z]|[\w$]\.[A-Za-z_$]|\(\)/.test(query);
}

/** "/blog/2020-10-10-webpack-5-release/#smaller-bundles" -> true: it tells what changed then, not how things work now. */
export function isAboutPastReleases(url: string): boolean {
  return RELEASE_HISTORY_SECTIONS.some((section) => url.startsWith(`/${section}/`));
}

export async function search(query: string, source: SearchSource, limit = 10): Promise<SearchHit[]> {
  const words = getQueryWords(query);
  if (words.length === 0) return [];
  const typing = !/\s$/.test(query);
  const stems = words.map(({ stem }) => stem);
  const [perTerm, exact] = await Promise.all([
    Promise.all(words.map((word, at) => scoreTerm(word, source, typing && at === words.length - 1))),
    scoreExactTitle(words.map(({ word }) => word), source),
  ]);
  // A manifest written before pages were listed counts as one page.
  const scores = combineWithPages(perTerm, source.manifest.pages ?? [0]);
  for (const [id, bonus] of exact) scores.set(id, (scores.get(id) ?? 0) + bonus);
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, Math.max(limit, stems.length > 1 ? RERANK_DEPTH : 0));
  const { chunkSize } = source.manifest;
  const chunkIds = [...new Set(ranked.map(([id]) => Math.floor(id / chunkSize)))];
  const chunks = new Map(await Promise.all(chunkIds.map(async (chunk) => [chunk, await source.loadChunk(chunk)] as const)));
  // Release notes and migration guides name each feature they brought ("Smaller bundles"); the
  // page that explains the feature comes first unless the query asks about versions.
  const pastReleaseFactor = isAboutVersions(words) ? 1 : PAST_RELEASE_FACTOR;
  // A plugin author types a member as code; "content hash" or "output" in words asks for the guides and options.
  const classReferenceFactor = isCodeQuery(query) ? 1 : CLASS_REFERENCE_FACTOR;
  const hits = ranked.map(([id, score]) => {
    const record = chunks.get(Math.floor(id / chunkSize))![id % chunkSize];
    const pastRelease = isAboutPastReleases(record.url) ? pastReleaseFactor : 1;
    // Nor is a member's name typed in lower case its title: "contenthash" is the placeholder, `contentHash` the member.
    const reference = record.url.startsWith(CLASS_REFERENCE_URL_PREFIX) && classReferenceFactor < 1;
    const base = reference ? (score - (exact.get(id) ?? 0)) * classReferenceFactor : score;
    return { id, score: base * pastRelease * (1 + PROXIMITY_BONUS * countAdjacentPairs(stems, record)), record };
  });
  return hits.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}

/** The query's words and their dotted parts, to mark in text: "output.publicPath" -> output.publicpath, output, publicpath. */
function getMarkWords(query: string): QueryWord[] {
  const words = getQueryWords(query).flatMap(({ word }) => [word, ...word.split(/[.\-/]+/)]);
  return [...new Set(words)].filter((word) => word.length > 1).map((word) => ({ word, stem: stemWord(word) }));
}

/** A word of the text matches a query word with the same stem, or one it starts with ("load" marks "loaders"). */
function isMarked(run: string, words: readonly QueryWord[]): boolean {
  const lower = run.toLowerCase();
  const stem = stemWord(lower);
  return words.some(({ word, stem: wanted }) => stem === wanted || (word.length >= 3 && lower.startsWith(word)));
}

const RUN = /([\w$@]+)/;
/** Longest word a snippet waits for before it cuts inside it. */
const MAX_WORD = 30;

/** Wraps the words that match the query in <mark>, whole words only (text is escaped first). */
export function highlight(text: string, query: string): string {
  const words = getMarkWords(query);
  return text
    .split(RUN)
    .map((piece, at) => (at % 2 === 1 && isMarked(piece, words) ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece)))
    .join('');
}

/**
 * About `length` characters of text around the first match, highlighted, cut at word
 * boundaries with an ellipsis where text was left out.
 */
export function makeSnippet(text: string, query: string, length = 160): string {
  const words = getMarkWords(query);
  let at = 0;
  const runs = text.split(RUN);
  for (let i = 1, offset = runs[0].length; i < runs.length; offset += runs[i].length + (runs[i + 1]?.length ?? 0), i += 2) {
    if (isMarked(runs[i], words)) {
      at = offset;
      break;
    }
  }
  // Cut where a word starts or ends, unless a single word is longer than a line.
  const wordStart = (index: number) => {
    const space = text.lastIndexOf(' ', index);
    return space >= 0 && index - space <= MAX_WORD ? space + 1 : index;
  };
  let start = Math.max(0, at - Math.floor(length / 3));
  if (start > 0) start = wordStart(start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const next = wordStart(end) - 1;
    end = next > start ? next : end;
  }
  const slice = text.slice(start, end).trim().replace(/[,;:]$/, '');
  return `${start > 0 ? '…' : ''}${highlight(slice, query)}${end < text.length ? '…' : ''}`;
}
