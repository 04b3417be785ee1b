// Tokens for the local search index. Shared by the build and the browser, so kept small.
import { stemmer } from 'stemmer';

/** Words that carry no meaning in a reader's question ("how do I ...", "what is the ..."). */
const STOP_WORDS = new Set(
  (
    'a about an and any are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'just me my no nor not of on or our ours out over own should so some such than that the their them then there these they ' +
    'this those through to too very was we were what when where which while who why will with would you your yours'
  ).split(' '),
);

const WORD = /[\w$@][\w$@.\-/]*[\w$]|[\w$]/g;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * The stem of a lower-case word, with the Porter algorithm: "images" -> "imag", "builds" -> "build".
 * Names with dots, dashes, digits or symbols stay as they are ("output.publicpath", "es2015").
 */
export function stemWord(word: string): string {
  return word.length > 3 && /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/**
 * "Set output.publicPath" -> ["set", "output.publicpath", "output", "publicpath", "public", "path"]:
 * whole words, their dotted or dashed parts, and camelCase parts, each stemmed.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const lower = word.toLowerCase();
    if (!STOP_WORDS.has(lower)) tokens.push(stemWord(lower));
    const parts = word.split(/[.\-/@]+/).filter(Boolean);
    for (const part of parts.length > 1 ? parts : []) tokens.push(stemWord(part.toLowerCase()));
    for (const part of parts) {
      const camel = part.split(/(?<=[a-z0-9])(?=[A-Z])/);
      if (camel.length > 1) camel.forEach((piece) => tokens.push(stemWord(piece.toLowerCase())));
    }
  }
  return tokens.filter((token) => token.length > 1 || /\d/.test(token));
}

/** Signs that a query was pasted from a terminal: webpack's and Node's message headers. */
const PASTED = /\b(?:Error|Warning|DeprecationWarning|BREAKING CHANGE)\b|\b(?:ERROR|WARNING) in\b|\(node:\d+\)|^\s*at\s/m;

/**
 * A message pasted from a terminal without what belongs to the reader's project: Node's process
 * id, stack frames, quoted requests and names ('./src/App', 'lodash', 'version'), file paths and
 * line:column places. What is left is webpack's own wording, which its documentation shares.
 * "Module not found: Error: Can't resolve 'path' in '/app/src'" -> "Module not found: Error: Can't resolve in".
 * A query that is not a pasted message is returned as typed.
 */
export function stripPastedNoise(query: string): string {
  if (!PASTED.test(query)) return query;
  return query
    .split('\n')
    .filter((line) => !/^\s*at\s/.test(line))
    .join(' ')
    .replace(/\(node:\d+\)/g, ' ')
    // A quoted part, opened after a space or bracket: "Can't" and "doesn't" are words, not quotes.
    .replace(/(^|[\s([{=])(['"`‘“])[^'"`’”\n]*(?:['"`’”])(?=$|[\s)\]},.:;!?])/g, '$1 ')
    .replace(/(?:[A-Za-z]:)?[\w.@~-]*[\\/][^\s'"`)\]},;]*/g, ' ')
    .replace(/\b\d+:\d+(?:-\d+)?\b/g, ' ');
}

export interface QueryWord {
  /** The word as typed, in lower case. */
  word: string;
  stem: string;
}

/** The words of a query, as typed (lower case) and stemmed, stop words left out. */
export function getQueryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  const text = stripPastedNoise(query);
  const pasted = text !== query;
  for (const match of text.match(WORD) ?? []) {
    const word = match.toLowerCase();
    const stem = stemWord(word);
    // In a pasted message a lone letter is what is left of "can't" or "doesn't".
    if (STOP_WORDS.has(word) || seen.has(stem) || (pasted && word.length === 1 && !/\d/.test(word))) continue;
    seen.add(stem);
    words.push({ word, stem });
  }
  return words;
}

/** The terms a query looks up: "Loading images" -> ["load", "imag"]. */
export function tokenizeQuery(query: string): string[] {
  return getQueryWords(query).map(({ stem }) => stem);
}

/** The shard a term lives in: its first characters ("publicpath" -> "pu"). */
export function shardKeyOf(term: string, length: number): string {
  return term.slice(0, length).replace(/[^a-z0-9]/g, '_');
}
