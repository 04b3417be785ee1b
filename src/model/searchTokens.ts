// Tokens for the local search index. Shared by the build and the browser, so kept small.

const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its not of on or so than that the then there these this to was we when which will with you your'.split(' '),
);

/**
 * "Set output.publicPath" -> ["set", "output.publicpath", "output", "publicpath", "public", "path"]:
 * whole words, their dotted or dashed parts, and camelCase parts.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(/[\w$@][\w$@.\-/]*[\w$]|[\w$]/g) ?? []) {
    const lower = word.toLowerCase();
    if (!STOP_WORDS.has(lower)) tokens.push(lower);
    const parts = word.split(/[.\-/@]+/).filter(Boolean);
    for (const part of parts.length > 1 ? parts : []) tokens.push(part.toLowerCase());
    for (const part of parts) {
      const camel = part.split(/(?<=[a-z0-9])(?=[A-Z])/);
      if (camel.length > 1) camel.forEach((piece) => tokens.push(piece.toLowerCase()));
    }
  }
  return tokens.filter((token) => token.length > 1 || /\d/.test(token));
}

/** The words a query must match: every word and its dotted parts, without camelCase pieces. */
export function tokenizeQuery(query: string): string[] {
  const tokens = new Set<string>();
  for (const word of query.match(/[\w$@][\w$@.\-/]*[\w$]|[\w$]/g) ?? []) {
    const lower = word.toLowerCase();
    if (!STOP_WORDS.has(lower)) tokens.add(lower);
  }
  return [...tokens];
}

/** The shard a term lives in: its first characters ("publicpath" -> "pu"). */
export function shardKeyOf(term: string, length: number): string {
  return term.slice(0, length).replace(/[^a-z0-9]/g, '_');
}
