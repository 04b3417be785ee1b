// In-page links of a README, matched to the heading ids this site gives.
import GithubSlugger from 'github-slugger';
import { getText, walk, type MdastNode } from '../mdast';

/**
 * GitHub finds "#exportLocalsConvention" and "#user-content-foo" on a README page although the
 * heading ids are "exportlocalsconvention" and "foo"; a browser matches ids exactly. Rewrites
 * such links to the id the heading gets here (the same slugs as src/model/contentFile.ts).
 */
export function fixFragmentLinks(tree: MdastNode): void {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'heading') ids.add(slugger.slug(getText(node).trim()));
  });
  walk(tree, (node) => {
    if (node.type !== 'link' || !node.url?.startsWith('#')) return;
    let id: string;
    try {
      id = decodeURIComponent(node.url.slice(1));
    } catch {
      return;
    }
    if (ids.has(id)) return;
    const candidate = id.replace(/^user-content-/, '').toLowerCase();
    if (ids.has(candidate)) node.url = `#${candidate}`;
  });
}
