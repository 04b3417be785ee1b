// Heading anchors of a page and their display titles (REFERENCE.md, "Anchors").
import GithubSlugger from 'github-slugger';
import type { Anchor } from './types';
import { getText, walk, type MdastNode } from './mdast';

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

/** A page's outline: its h2 and h3 headings (the rare h1 is left out). */
export function getOutlineAnchors(anchors: readonly Anchor[]): Anchor[] {
  return anchors.filter((anchor) => anchor.level === 2 || anchor.level === 3);
}

// The outline as HTML has a module of its own, free of packages: the inline head script uses it too.
export { nestAnchors, getOutlineItemsHtml, getHeadingItemsHtml, type AnchorGroup } from './outlineHtml';
