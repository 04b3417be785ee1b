// Parsing of MDX bodies into mdast, with the same syntax extensions the site renders with.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { MdastNode } from './mdast';
import { getNodeStart, walk } from './mdast';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Components that are blocks: written on one line, MDX reads them as text inside a paragraph. */
const BLOCK_COMPONENTS = new Set(['Deprecated', 'Tabs', 'PackageManagers']);

/** `<Deprecated since="5.0.0">Use X.</Deprecated>` alone in a paragraph -> the block element, without the paragraph. */
function unwrapBlockComponents(node: MdastNode): MdastNode {
  if (!node.children) return node;
  node.children = node.children.map((child) => {
    const content = child.type === 'paragraph' ? (child.children ?? []).filter((item) => !(item.type === 'text' && !item.value?.trim())) : [];
    const only = content.length === 1 ? content[0] : null;
    if (only?.type === 'mdxJsxTextElement' && BLOCK_COMPONENTS.has(only.name ?? '')) {
      return unwrapBlockComponents({ ...only, type: 'mdxJsxFlowElement' });
    }
    return unwrapBlockComponents(child);
  });
  return node;
}

export function parseMdx(body: string): MdastNode {
  return unwrapBlockComponents(parser.runSync(parser.parse(body)) as unknown as MdastNode);
}

/** Link targets of the body (markdown links and `href` of JSX anchors), each with the line and column of the body it starts at (null when unknown). */
export function collectLinkPlaces(tree: MdastNode): LinkPlace[] {
  const links: LinkPlace[] = [];
  const place = (url: string, node: MdastNode): LinkPlace => {
    const { line, column } = getNodeStart(node);
    return { url, line: line ?? null, column: column ?? null };
  };
  walk(tree, (node) => {
    if (node.type === 'link' && node.url) links.push(place(node.url, node));
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a') {
      const href = node.attributes?.find((attribute) => attribute.name === 'href')?.value;
      if (typeof href === 'string') links.push(place(href, node));
    }
  });
  return links;
}

export interface LinkPlace {
  url: string;
  line: number | null;
  column: number | null;
}
