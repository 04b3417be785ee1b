// A page's headings as HTML lists: the outline, the sidebar entry's headings (on the server, after a
// client navigation, and in the inline head script when a reader opens another page's entry) and the
// mobile sidebar's. No package imports: the head script (src/head/) bundles this module.
import type { Anchor } from './types';
import { escapeHtml } from './html';

export interface AnchorGroup {
  anchor: Anchor;
  children: Anchor[];
}

/** Nests anchors for display: a group opens at the top level present, deeper ones go inside. */
export function nestAnchors(anchors: readonly Anchor[]): AnchorGroup[] {
  const topLevel = Math.min(99, ...anchors.map((anchor) => anchor.level));
  const groups: AnchorGroup[] = [];
  for (const anchor of anchors) {
    const current = groups[groups.length - 1];
    if (anchor.level <= topLevel || !current) groups.push({ anchor, children: [] });
    else current.children.push(anchor);
  }
  return groups;
}

/**
 * The items of an outline list as HTML: each top-level heading (nestAnchors) a link, the deeper
 * ones in a nested list. Rendered as a string, on the server and after a client navigation alike,
 * so React neither builds nor hydrates a component per heading (a long page has a hundred or
 * more). Links point into `pageUrl` ('' for the page itself); classes are left out when not given.
 */
export function getOutlineItemsHtml(anchors: readonly Anchor[], classes: { link?: string; nested?: string } = {}, pageUrl = ''): string {
  const classOf = (name: string | undefined) => (name ? ` class="${name}"` : '');
  const link = (anchor: Anchor) => `<a href="${escapeHtml(`${pageUrl}#${anchor.id}`)}"${classOf(classes.link)}>${escapeHtml(anchor.title2)}</a>`;
  return nestAnchors(anchors)
    .map(({ anchor, children }) => {
      const nested = children.length > 0 ? `<ul${classOf(classes.nested)}>${children.map((child) => `<li>${link(child)}</li>`).join('')}</ul>` : '';
      return `<li>${link(anchor)}${nested}</li>`;
    })
    .join('');
}

/** The items of a flat list of headings as HTML, the h3 marked with a class (the mobile sidebar's). */
export function getHeadingItemsHtml(anchors: readonly Anchor[], classes: { subheading: string }): string {
  return anchors
    .map((anchor) => `<li${anchor.level === 3 ? ` class="${classes.subheading}"` : ''}><a href="#${escapeHtml(anchor.id)}">${escapeHtml(anchor.title2)}</a></li>`)
    .join('');
}
