// Puts each old id of a page (src/config/legacyAnchors.ts) on the heading that replaced it: an empty
// <span id="condition" class="legacy-anchor"> first in <h3 id="conditions">, so a link printed
// years ago still scrolls to the right place, without a script.
import { LEGACY_ANCHORS } from '../../config/legacyAnchors';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Old id -> heading id for one page; empty for most. */
export function getLegacyAnchors(pagePath: string): Readonly<Record<string, string>> {
  return LEGACY_ANCHORS[pagePath] ?? {};
}

export default function rehypeLegacyAnchors() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    const byTarget = new Map<string, string[]>();
    for (const [old, target] of Object.entries(getLegacyAnchors(String(file.data.page ?? '')))) byTarget.set(target, [...(byTarget.get(target) ?? []), old]);
    if (!byTarget.size) return;
    const visit = (node: HastNode) => {
      const olds = node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') ? byTarget.get(String(node.properties?.id)) : undefined;
      if (olds) {
        const spans = olds.map((id) => ({ type: 'element', tagName: 'span', properties: { id, className: ['legacy-anchor'] }, children: [] }));
        node.children = [...spans, ...(node.children ?? [])];
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
