// Gatsby exports StaticQueryContext at runtime (cache-dir/gatsby-browser-entry.js) but not in its
// types. Its value is the static query results loaded so far, by query hash: src/browser/pageBody.ts
// reads page bodies there.
import type { Context } from 'react';

declare module 'gatsby' {
  export const StaticQueryContext: Context<Record<string, { data?: unknown } | undefined>>;
}
