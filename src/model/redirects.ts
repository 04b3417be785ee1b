// Static redirects (meta-refresh pages and a _redirects file) and the client hash redirect.
import type { Redirect } from './types';
import { escapeHtml } from './html';


/** Every redirect target must be a page; a source must not be one. */
export function findBadRedirects(redirects: readonly Redirect[], pageUrls: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const sources = new Set<string>();
  for (const { from, to } of redirects) {
    if (!pageUrls.has(to.split('#')[0])) problems.push(`redirect ${from} -> ${to}: the target is not a page`);
    if (pageUrls.has(from)) problems.push(`redirect ${from} -> ${to}: the source is a page itself`);
    if (sources.has(from)) problems.push(`redirect ${from}: listed twice`);
    sources.add(from);
  }
  return problems;
}

/** A page any static host can serve: meta refresh, canonical, and a link for people. */
export function renderRedirectPage({ to }: Redirect, siteUrl: string): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${target}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** The `_redirects` file read by Netlify-style hosts: "from to 301", both with and without slash. */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  return redirects
    .flatMap(({ from, to }) => [`${from} ${to} 301`, `${from.replace(/\/$/, '')} ${to} 301`])
    .join('\n')
    .concat('\n');
}

export const LEGACY_HASH_REDIRECTS: ReadonlyArray<{ path: string; hashPrefix: string; to: string }> = [
  { path: '/configuration/other-options/', hashPrefix: '#cache', to: '/configuration/cache/' },
];

/** "/configuration/other-options/" + "#cache-type" -> "/configuration/cache/#cache-type"; else null. */
export function getHashRedirect(pathname: string, hash: string): string | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const rule = LEGACY_HASH_REDIRECTS.find((item) => item.path === path && hash.startsWith(item.hashPrefix));
  return rule ? `${rule.to}${hash}` : null;
}
