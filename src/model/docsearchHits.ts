// Local search hits in the shape the DocSearch UI renders (Algolia's DocSearch records).
import type { SearchHit } from './searchQuery';
import { highlight, makeSnippet } from './searchQuery';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface DocSearchLikeHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | 'lvl1' | 'lvl2' | 'lvl3';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: Record<string, { value: string; matchLevel: 'full' | 'none'; matchedWords: string[] }> };
  _snippetResult: {
    content?: { value: string; matchLevel: 'full' | 'none' };
    hierarchy: Record<string, { value: string; matchLevel: 'full' | 'none' }>;
  };
}

/** "https://webpack.js.org/concepts/#x" -> "/concepts/#x": results stay on the host being browsed. */
export function toRelativeUrl(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '') || '/';
}

export function toDocSearchHit({ id, record }: SearchHit, query: string): DocSearchLikeHit {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, (record.hierarchy as Record<string, string | null>)[level] ?? null])) as Record<Level, string | null>;
  const marked = (value: string) => {
    const html = highlight(value, query);
    return { value: html, matchLevel: html.includes('<mark>') ? ('full' as const) : ('none' as const) };
  };
  const highlighted = Object.fromEntries(
    LEVELS.filter((level) => hierarchy[level]).map((level) => {
      const result = marked(hierarchy[level]!);
      return [level, { ...result, matchedWords: [] as string[] }];
    }),
  );
  // A snippet is one line of the dialog: about 90 characters, cut between words.
  const snippet = record.text ? makeSnippet(record.text, query, 90) : '';
  const titleMatches = highlighted[`lvl${record.level}`]?.matchLevel === 'full';
  const [path, anchor] = record.url.split('#');
  return {
    objectID: String(id),
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type: titleMatches || !snippet.includes('<mark>') ? (`lvl${record.level}` as DocSearchLikeHit['type']) : 'content',
    content: record.text || null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted },
    _snippetResult: {
      content: { value: snippet, matchLevel: snippet.includes('<mark>') ? 'full' : 'none' },
      hierarchy: Object.fromEntries(Object.entries(highlighted).map(([level, { value, matchLevel }]) => [level, { value, matchLevel }])),
    },
  };
}
