// The messages webpack prints with its deprecation codes, as the "before" projects of the
// deprecations page made webpack print them (`npm run sync:deprecations` writes the file; the
// content test runs the projects again and compares).

/** Code -> message, committed. */
export type DeprecationMessages = Record<string, string>;

export const DEPRECATION_MESSAGES_FILE = 'content/data/webpack-deprecation-messages.json';

/** One code a line, sorted, so a sync's diff shows exactly what changed. */
export function formatDeprecationMessages(messages: DeprecationMessages): string {
  const entries = Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? `{\n${entries.map(([code, message]) => `  ${JSON.stringify(code)}: ${JSON.stringify(message)}`).join(',\n')}\n}\n` : '{}\n';
}
