// Urls of content files and the sections they belong to.

/** "configuration/output.mdx" -> "/configuration/output/"; "index.mdx" -> "/". */
export function getUrlFromPath(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const segments = withoutExtension.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** "/guides" -> "/guides/"; leaves "/guides/" and "/guides/#x" alone. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ''];
  return pathname.endsWith('/') ? path : `${pathname}/${rest}`;
}



/** Splits "/a/b/#c" into its path and hash: ["/a/b/", "#c"]. */
export function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * The Markdown twin of a page (kept here, not in markdownTwin.ts, so templates do not bundle the serialiser):
 * "/concepts/entry-points/" -> "/concepts/entry-points.md"; "/concepts/" -> "/concepts.md"; "/" -> null.
 */
export function getTwinPath(url: string): string | null {
  const path = url.replace(/\/+$/, '');
  return path ? `${path}.md` : null;
}
