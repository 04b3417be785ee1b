// The webpack.js.org links that webpack and its tools print in their messages ("See
// https://webpack.js.org/concepts#loaders"), and where each lands on this site: the path after
// the trailing slash and the static redirects, the hash after the legacy-hash redirect. Pure: the
// content test and `npm run webpack:diff` read the packages' files and check the results.
import { getHashRedirect } from './redirects';
import type { Redirect } from './types';
import { splitHash } from './url';

/** The host of the urls webpack's packages print: every one of them holds it. */
export const SITE_HOST = 'webpack.js.org';
const SITE_URL = /https?:\/\/webpack\.js\.org(\/[^\s"'`<>()[\]{},;\\]*)?/g;

/**
 * Every webpack.js.org url in the string literals of a package's code, as printed, without the
 * sentence's closing punctuation: "See https://webpack.js.org/concepts#loaders." ->
 * "https://webpack.js.org/concepts#loaders". Comments are not printed, so the caller passes the
 * strings only (scripts/webpack/printedUrls.ts reads them with TypeScript's parser).
 */
export function findPrintedUrls(strings: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of strings) {
    for (const match of text.matchAll(SITE_URL)) found.add(match[0].replace(/[.:!?]+$/, ''));
  }
  return [...found].sort();
}

/**
 * Where a printed url takes the reader on this site, as a site link: "https://webpack.js.org/concepts#loaders"
 * -> "/concepts/#loaders"; a path with a static redirect goes to its target; a hash the legacy-hash
 * redirect moves goes with it.
 */
export function getLandingLink(url: string, redirects: readonly Redirect[]): string {
  const [withoutHash, hash] = splitHash(url.replace(/^https?:\/\/webpack\.js\.org/, ''));
  const rawPath = withoutHash.split('?')[0] || '/';
  const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  const target = redirects.find((redirect) => redirect.from === path)?.to ?? path;
  return (hash && getHashRedirect(target, hash)) || `${target}${hash}`;
}
