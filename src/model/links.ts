// Internal link checks: every site path a page links to must exist.
import { ContentError, type FilePosition } from './contentError';
import { isExternalUrl, splitHash } from './url';

/** A link to a page or an anchor that is not there; `link` is as written, so `npm start` can mark it on the page. */
export class BrokenLinkError extends ContentError {
  constructor(file: string, field: string, problem: string, position: FilePosition | undefined, readonly link: string) {
    super(file, field, problem, position);
  }
}

export interface LinkTarget {
  url: string;
  /** Every heading id on the page, for "#anchor" checks. */
  headingIds: readonly string[];
}

export interface PageLinks {
  file: string;
  url: string;
  /** Link targets written in the body. */
  links: readonly string[];
  /** The file's line and column of each of `links` (0 when unknown). */
  linkLines?: readonly number[];
  linkColumns?: readonly number[];
  /** Urls of the "related" front matter. */
  related: readonly string[];
}

/** "/guides" and "/guides/index.html" are written as "/guides/". */
function normalisePath(path: string): string {
  const withoutIndex = path.replace(/index\.html?$/, '');
  return withoutIndex.endsWith('/') ? withoutIndex : `${withoutIndex}/`;
}

/**
 * The pages whose headings `links` need: the url of each link to a site path with an #anchor.
 * A check of a few files (npm run check:content -- folder) reads the headings of these only.
 */
export function getAnchoredLinkTargets(links: readonly string[]): Set<string> {
  const targets = new Set<string>();
  for (const link of links) {
    if (isExternalUrl(link)) continue;
    const [pathAndQuery, hash] = splitHash(link);
    const path = pathAndQuery.split('?')[0];
    if (hash && path.startsWith('/')) targets.add(normalisePath(path));
  }
  return targets;
}

/**
 * Returns one ContentError per link to a site path that does not exist, or to an
 * anchor that is not on its page. `extraPaths` are routes that are not content
 * files (/, /vote/, printable pages). Relative and external links are skipped.
 */
export function findBrokenLinks(
  pages: readonly PageLinks[],
  targets: readonly LinkTarget[],
  extraPaths: readonly string[],
): ContentError[] {
  const byUrl = new Map(targets.map((target) => [target.url, new Set(target.headingIds)]));
  const extra = new Set(extraPaths);
  const errors: ContentError[] = [];
  const check = (page: PageLinks, field: string, link: string, line = 0, column = 0) => {
    const quoted = `"${link}"`;
    const position = line ? { line, column: column || 1 } : undefined;
    if (isExternalUrl(link) || link.startsWith('mailto:')) return;
    const [pathAndQuery, hash] = splitHash(link);
    const path = pathAndQuery.split('?')[0];
    if (!path && hash) {
      const ids = byUrl.get(page.url);
      if (ids && !ids.has(hash.slice(1))) errors.push(new BrokenLinkError(page.file, field, `${quoted} points to an anchor that is not on this page`, position, link));
      return;
    }
    if (!path.startsWith('/')) return;
    if (/\.[a-z0-9]+$/i.test(path) && !/\.html?$/.test(path)) return; // a static file
    const url = normalisePath(path);
    if (extra.has(url)) return;
    const ids = byUrl.get(url);
    if (!ids) {
      errors.push(new BrokenLinkError(page.file, field, `${quoted} is not a page of this site`, position, link));
    } else if (hash && !ids.has(decodeURIComponent(hash.slice(1)))) {
      errors.push(new BrokenLinkError(page.file, field, `${quoted}: ${url} has no heading with id "${hash.slice(1)}"`, position, link));
    }
  };
  for (const page of pages) {
    page.related.forEach((link) => check(page, 'related', link));
    page.links.forEach((link, index) => check(page, 'link', link, page.linkLines?.[index], page.linkColumns?.[index]));
  }
  return errors;
}

/** One ContentError per url claimed by more than one file. */
export function findDuplicateUrls(pages: ReadonlyArray<{ path: string; url: string }>): ContentError[] {
  const seen = new Map<string, string>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    const first = seen.get(page.url);
    if (first) errors.push(new ContentError(page.path, 'url', `"${page.url}" is also the url of ${first}`));
    else seen.set(page.url, page.path);
  }
  return errors;
}
