// Heading ids as rehype-slug gives them (GitHub-style slugs, repeats get -1, -2), except that the
// text of an element marked data-slug-ignore (a <Badge> beside an option's name) is left out:
// "## output.clean <Badge since="5.20.0" />" keeps the id "outputclean" that links point at.
import GithubSlugger from 'github-slugger';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

/** Text of a heading without ignored elements, trimmed like the anchors of src/model/anchors.ts. */
export function getSlugText(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.properties && 'dataSlugIgnore' in node.properties) return '';
  return (node.children ?? []).map(getSlugText).join('');
}

export default function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slugger = new GithubSlugger();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '') && !node.properties?.id) {
        node.properties = { ...node.properties, id: slugger.slug(getSlugText(node).trim()) };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
