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

const PRINTABLE_PAGE = 'printable';

/** The printable page of a section: "configuration" -> "/configuration/printable/" (plain HTML, not an app page). */
export function getPrintableUrl(section: string): string {
  return `/${section}/${PRINTABLE_PAGE}/`;
}

/**
 * The page of this site a link opens, for loading it before the click: its path when it is
 * another app page ("/concepts/" from "/concepts/#entry" on /guides/). Null for other hosts,
 * files (a Markdown twin, the feed), printable pages and links within the current page.
 */
export function getLinkedPagePath(href: string, currentUrl: string): string | null {
  let target: URL;
  try {
    target = new URL(href, currentUrl);
  } catch {
    return null;
  }
  const current = new URL(currentUrl);
  if (target.origin !== current.origin || target.pathname === current.pathname) return null;
  if (!target.pathname.endsWith('/') || target.pathname.endsWith(`/${PRINTABLE_PAGE}/`)) return null;
  return target.pathname;
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
