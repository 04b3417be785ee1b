// Links written as HTML rather than rendered as Gatsby's <Link>: the links in a page body (built
// to HTML at build time, src/node/renderMdx.ts) and under another page's sidebar entry
// (src/browser/sidebarEntries.ts). Once the app runs, following one to another page of the site is
// a client navigation, as with Gatsby's links: no page load, no second start of React, and the
// scroll (to the link's heading, if it names one) and focus of any client navigation
// (gatsby-browser.tsx). Before the app runs they are plain links, and work as such.
import { getLinkedPagePath } from '../model/url';

/**
 * The link an event is on and the page of this site it opens in this tab, or null: links with a
 * target or a download, links within the page, to other sites, to printable pages and to files
 * open no page here (getLinkedPagePath).
 */
export function findPageLink(target: EventTarget | null, doc: Document = document): { link: Element; path: string } | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || link.hasAttribute('target') || link.hasAttribute('download')) return null;
  const path = getLinkedPagePath(link.getAttribute('href') ?? '', doc.location.href);
  return path ? { link, path } : null;
}

/** Where such links are; anywhere else the site's links are Gatsby's own. */
export const PLAIN_LINK_AREAS = '[data-page-body], [data-sidebar-headings]';

/**
 * Follows plain links to other pages of the site with `navigate` (Gatsby's). Left alone: a press
 * with a modifier key or another button (a new tab or window), links with a target or a download,
 * links within the page, to other sites, to printable pages and to files.
 */
export function followPlainLinks(navigate: (to: string) => void, doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const found = findPageLink(event.target, doc);
    if (!found || !found.link.closest(PLAIN_LINK_AREAS)) return;
    event.preventDefault();
    const target = new URL(found.link.getAttribute('href') ?? '', doc.location.href);
    navigate(`${found.path}${target.search}${target.hash}`);
  });
}
