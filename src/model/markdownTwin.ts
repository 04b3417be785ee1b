// The Markdown twin of a page: the page as clean CommonMark + GFM, for tools and AI assistants.
// It is made from the tree the build parsed already (src/model/markdown.ts), before rendering.
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { getCalloutMarker } from './mdxPlugins/remarkCallouts';
import type { MdastNode } from './mdast';
import { getBadgeLabel, getComponentProps, getComponentSlots, getDeprecatedLabel, isContentComponent, RELEASE_RANGE_TEXT, CONFIG_CHECKER_TEXT } from './contentComponents';
import { getTwinPath, isExternalUrl, splitHash } from './url';
import { getVersionMarkLabels, type VersionMark } from './versionMarks';

export { getTwinPath };

/** GFM alert types of our callout markers. */
const ALERTS = { 'T>': 'TIP', 'W>': 'WARNING', '?>': 'NOTE' } as const;

export interface TwinPage {
  title: string;
  description: string | null;
  url: string;
}

export interface TwinOptions {
  siteUrl: string;
  /** Whether a site path ("/guides/caching/") has a twin; its links then point at the twin. */
  hasTwin: (path: string) => boolean;
  /** The version marks of a heading of this page, given its text (getHeadingMark): a twin says them under the heading. */
  versionMark?: (headingText: string) => VersionMark | null;
}

interface TwinNode extends MdastNode {
  lang?: string | null;
  meta?: string | null;
  title?: string | null;
  alt?: string | null;
}

/**
 * A link of the page made absolute: "/guides/caching/#x" -> "https://webpack.js.org/guides/caching.md#x"
 * when that page has a twin; "#x" -> the page's own twin; external links stay as they are.
 */
export function getTwinLink(href: string, page: TwinPage, { siteUrl, hasTwin }: TwinOptions): string {
  if (isExternalUrl(href)) return href;
  const absolute = new URL(href, `${siteUrl}${page.url}`);
  if (absolute.origin !== new URL(siteUrl).origin) return absolute.href;
  const [path] = splitHash(absolute.pathname);
  // Page urls end in "/"; files such as images do not have a twin.
  const twin = path.endsWith('/') && hasTwin(path) ? getTwinPath(path) : null;
  return twin ? `${siteUrl}${twin}${absolute.search}${absolute.hash}` : absolute.href;
}

const text = (value: string): TwinNode => ({ type: 'text', value });

function getAttribute(node: MdastNode, name: string): string | null {
  const value = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value;
  return typeof value === 'string' ? value : null;
}

/**
 * A content component said in Markdown: <Badge since="5.20.0" /> -> _Added in webpack 5.20.0_;
 * <Deprecated> -> a "[!WARNING]" alert that starts "**Deprecated since webpack 5.x.**"; <Tabs> and
 * <PackageManagers> -> each tab's label in bold, then its content (the commands as bash fences).
 */
function convertComponent(node: MdastNode, convert: (nodes: MdastNode[]) => TwinNode[]): TwinNode[] {
  const props = getComponentProps(node);
  const slots = getComponentSlots(node);
  switch (node.name) {
    case 'Badge':
      return [{ type: 'emphasis', children: [text(getBadgeLabel(props))] }];
    case 'Deprecated': {
      const title: TwinNode = { type: 'paragraph', children: [{ type: 'html', value: '[!WARNING]' }, text('\n'), { type: 'strong', children: [text(`${getDeprecatedLabel(props)}.`)] }] };
      return [{ type: 'blockquote', children: [title, ...convert(slots[0]?.children ?? [])] }];
    }
    case 'ReleaseRange':
      return [{ type: 'paragraph', children: [text(RELEASE_RANGE_TEXT)] }];
    case 'ConfigChecker':
      return [{ type: 'paragraph', children: [text(CONFIG_CHECKER_TEXT)] }];
    default:
      return slots.flatMap(({ label, children }) => [{ type: 'paragraph', children: [{ type: 'strong', children: [text(label ?? '')] }] }, ...convert(children)]);
  }
}

/**
 * A JSX element said in Markdown: <kbd>Ctrl</kbd> -> `Ctrl`, <br /> -> a line break,
 * <a href> -> a link, <img> -> an image, a component as convertComponent says; any other element
 * keeps only its content.
 */
function convertJsx(node: MdastNode, convert: (nodes: MdastNode[]) => TwinNode[], page: TwinPage, options: TwinOptions): TwinNode[] {
  if (isContentComponent(node.name)) return convertComponent(node, convert);
  const children = convert(node.children ?? []);
  switch (node.name) {
    case 'kbd':
    case 'code':
      return [{ type: 'inlineCode', value: (node.children ?? []).map(getPlainText).join('') }];
    case 'br':
      return [{ type: 'break' }];
    case 'a': {
      const href = getAttribute(node, 'href');
      return href ? [{ type: 'link', url: getTwinLink(href, page, options), children }] : children;
    }
    case 'img': {
      const src = getAttribute(node, 'src');
      return src ? [{ type: 'image', url: getTwinLink(src, page, options), alt: getAttribute(node, 'alt') ?? '' }] : [];
    }
    default:
      return children;
  }
}

function getPlainText(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(getPlainText).join('');
}

/** "W> Careful" -> a blockquote starting with "[!WARNING]", the GFM alert. */
function toAlert(paragraph: MdastNode, marker: keyof typeof ALERTS, convert: (nodes: MdastNode[]) => TwinNode[]): TwinNode {
  const [first, ...rest] = paragraph.children ?? [];
  const body = convert([{ ...first, value: (first.value ?? '').slice(2).replace(/^\s+/, '') }, ...rest]);
  // An html node is written as it is: "[!TIP]" must not become "\[!TIP]".
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'html', value: `[!${ALERTS[marker]}]` }, text('\n'), ...body] }] };
}

const isBadge = (node: MdastNode) => node.type === 'mdxJsxTextElement' && node.name === 'Badge';

/**
 * A heading, then what its badges and version marks say, in a paragraph of its own: they are not
 * part of its text (nor of its id). "## output.allowOutside" -> the heading, then "_Added in webpack 5.113_".
 */
function convertHeading(node: MdastNode, convert: (nodes: MdastNode[]) => TwinNode[], options: TwinOptions): TwinNode[] {
  const children = (node.children ?? []).filter((child) => !isBadge(child));
  const last = children[children.length - 1];
  if (last?.type === 'text') children[children.length - 1] = { ...last, value: (last.value ?? '').trimEnd() };
  const heading: TwinNode = { ...node, children: convert(children) };
  delete (heading as { position?: unknown }).position;
  const mark = options.versionMark?.(children.map(getPlainText).join('').trim());
  const badges = (node.children ?? []).filter(isBadge).map((badge) => getBadgeLabel(getComponentProps(badge)));
  // A hand-written <Badge since> agrees with the history (the content check sees to it): said once.
  const labels = [...new Set([...badges, ...(mark ? getVersionMarkLabels(mark) : [])])];
  if (labels.length === 0) return [heading];
  const said = labels.flatMap((label, index): TwinNode[] => [...(index ? [text(' · ')] : []), { type: 'emphasis', children: [text(label)] }]);
  return [heading, { type: 'paragraph', children: said }];
}

/** The page body as a new tree without MDX: no JSX, no expressions or comments, no import/export. */
export function convertTree(tree: MdastNode, page: TwinPage, options: TwinOptions): TwinNode {
  const convert = (nodes: MdastNode[]): TwinNode[] =>
    nodes.flatMap((node): TwinNode[] => {
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const converted = convertJsx(node, convert, page, options);
        // A block element's content that is only inline text becomes a paragraph of its own.
        const isInline = converted.every((child) => ['text', 'inlineCode', 'link', 'image', 'break', 'emphasis', 'strong'].includes(child.type));
        return node.type === 'mdxJsxFlowElement' && isInline && converted.length ? [{ type: 'paragraph', children: converted }] : converted;
      }
      const marker = getCalloutMarker(node);
      if (marker) return [toAlert(node, marker, convert)];
      if (node.type === 'heading') return convertHeading(node, convert, options);
      const copy: TwinNode = { ...node };
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
        copy.url = getTwinLink(node.url, page, options);
      }
      if (node.children) copy.children = convert(node.children);
      delete (copy as { position?: unknown }).position;
      return [copy];
    });
  return { type: 'root', children: convert(tree.children ?? []) };
}

/**
 * The whole twin: "# Title", the description as a blockquote, the body, and a last line with the
 * canonical HTML url. The tree is read, not changed.
 */
export function toMarkdownTwin(tree: MdastNode, page: TwinPage, options: TwinOptions): string {
  const canonical = `${options.siteUrl}${page.url}`;
  const root: TwinNode = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(page.title)] },
      ...(page.description ? [{ type: 'blockquote', children: [{ type: 'paragraph', children: [text(page.description)] }] }] : []),
      ...(convertTree(tree, page, options).children ?? []),
      { type: 'paragraph', children: [text('Canonical: '), { type: 'link', url: canonical, children: [text(canonical)] }] },
    ],
  };
  return toMarkdown(root as Parameters<typeof toMarkdown>[0], {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}
