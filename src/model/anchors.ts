// Heading anchors of a page and their display titles (REFERENCE.md, "Anchors").
import GithubSlugger from 'github-slugger';
import type { Anchor } from './types';
import { getText, walk, type MdastNode } from './mdast';
import { escapeHtml } from './html';

const ANCHOR_DEPTHS = new Set([1, 2, 3]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "output.assetModuleFilename" under "Output" -> "assetModuleFilename". */
export function stripParentPrefix(title: string, parent: string): string {
  if (!parent) return title;
  const stripped = title.replace(new RegExp(`^${escapeRegExp(parent)}\\.`, 'i'), '');
  return stripped || title;
}

/**
 * Adds display titles: anchors at the top level present are stripped of the page
 * title, deeper ones of their parent heading's full title.
 */
export function addDisplayTitles(
  anchors: ReadonlyArray<Omit<Anchor, 'title2'>>,
  pageTitle: string,
): Anchor[] {
  const topLevel = Math.min(99, ...anchors.map((anchor) => anchor.level));
  let parent: string | null = null;
  return anchors.map((anchor) => {
    if (anchor.level <= topLevel) {
      parent = anchor.title;
      return { ...anchor, title2: stripParentPrefix(anchor.title, pageTitle) };
    }
    return { ...anchor, title2: stripParentPrefix(anchor.title, parent ?? pageTitle) };
  });
}

/**
 * Anchors of depth 1 to 3, with ids as rehype-slug gives them: every heading of
 * the document goes through one slugger, so repeats get "-1", "-2".
 * A heading whose direct child is a link is skipped.
 */
export function collectAnchors(tree: MdastNode, pageTitle: string): Anchor[] {
  const slugger = new GithubSlugger();
  const anchors: Array<Omit<Anchor, 'title2'>> = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const title = getText(node).trim();
    const id = slugger.slug(title);
    const level = node.depth ?? 0;
    const hasLinkChild = (node.children ?? []).some((child) => child.type === 'link');
    if (ANCHOR_DEPTHS.has(level) && !hasLinkChild && title) anchors.push({ title, id, level });
  });
  return addDisplayTitles(anchors, pageTitle);
}

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

/** A page's outline: its h2 and h3 headings (the rare h1 is left out). */
export function getOutlineAnchors(anchors: readonly Anchor[]): Anchor[] {
  return anchors.filter((anchor) => anchor.level === 2 || anchor.level === 3);
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
