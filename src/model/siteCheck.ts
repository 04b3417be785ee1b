// Checks across all content files: duplicate urls and broken internal links.
import type { AnalysedContent } from './contentFile';
import type { ContentError } from './contentError';
import { findBrokenLinks, findDuplicateUrls } from './links';
import { PRINTABLE_SECTIONS } from '../config/site';
import { getPrintableUrl } from './url';

/** Routes that exist without a content file. */
export const NON_CONTENT_PATHS: readonly string[] = [
  '/',
  '/vote/',
  '/app-shell/',
  ...PRINTABLE_SECTIONS.map((section) => getPrintableUrl(section)),
];

/** What the checks across files read of each file: a file with problems of its own still counts. */
export interface SiteCheckEntry {
  page: Pick<AnalysedContent['page'], 'path' | 'url' | 'related'>;
  links: AnalysedContent['links'];
  /** The file's line and column of each link (0 when unknown); without them, messages name no place. */
  linkLines?: readonly number[];
  linkColumns?: readonly number[];
  headingIds: readonly string[];
}

export function checkSite(contents: ReadonlyArray<SiteCheckEntry>): ContentError[] {
  const pages = contents.map((content) => content.page);
  return [
    ...findDuplicateUrls(pages),
    ...findBrokenLinks(
      contents.map(({ page, links, linkLines, linkColumns }) => ({
        file: page.path,
        url: page.url,
        links,
        linkLines,
        linkColumns,
        related: page.related.map((link) => link.url),
      })),
      contents.map(({ page, headingIds }) => ({ url: page.url, headingIds })),
      NON_CONTENT_PATHS,
    ),
  ];
}
