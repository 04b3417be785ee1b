// Opening and closing a sidebar entry to show its page's headings. It needs no app, so the inline
// head script (src/head/sidebarEntries.ts) is its only handler, from the first paint and with
// scripts blocked: the chevron, and ArrowRight / ArrowLeft on the entry's link.
//
// The open state lives in the DOM (the chevron's aria-expanded, the list's `hidden`). React renders
// only what follows from the current page (its own entry open, its headings in the HTML) and writes
// those attributes only when that changes, on a client navigation; what the reader opened or closed
// elsewhere stays as the reader left it. The headings sit in an element whose inner HTML React sets
// as a string (dangerouslySetInnerHTML), so React never compares or replaces what this script put
// there; another page's headings come from that page's own page data, fetched when its entry is
// first opened: Gatsby's links have usually prefetched it, the service worker keeps it with saved
// sections, and it belongs to the release the page runs.
import { getOutlineItemsHtml } from '../model/outlineHtml';
import type { Anchor } from '../model/types';

/** On an entry with headings (its `<li>`): the page's url. */
export const SIDEBAR_ENTRY_ATTRIBUTE = 'data-sidebar-entry';
/** On the entry's chevron. */
export const SIDEBAR_TOGGLE_ATTRIBUTE = 'data-sidebar-toggle';
/** On the element holding the entry's headings. */
export const SIDEBAR_HEADINGS_ATTRIBUTE = 'data-sidebar-headings';

export const SIDEBAR_MESSAGES = {
  loading: 'Loading headings…',
  failed: 'The headings of this page could not be loaded.',
};

/**
 * An entry's headings as HTML: the outline list (getOutlineItemsHtml) of that page, by their
 * display titles. The head script's `sbHtml` writes the same
 * HTML for another page's headings (SidebarItem.test.tsx compares the two).
 */
export function getSidebarHeadingsHtml(pageUrl: string, anchors: readonly Anchor[]): string {
  return `<ul>${getOutlineItemsHtml(anchors, {}, pageUrl)}</ul>`;
}
