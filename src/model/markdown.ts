// Parsing of MDX bodies into mdast, with the same syntax extensions the site renders with.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { MdastNode } from './mdast';
import { walk } from './mdast';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(body: string): MdastNode {
  return parser.runSync(parser.parse(body)) as unknown as MdastNode;
}

/** Link targets of the body: markdown links and `href` of JSX anchors. */
export function collectLinks(tree: MdastNode): string[] {
  const links: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' && node.url) links.push(node.url);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a') {
      const href = node.attributes?.find((attribute) => attribute.name === 'href')?.value;
      if (typeof href === 'string') links.push(href);
    }
  });
  return links;
}
