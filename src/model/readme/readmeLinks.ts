// A README's header, badges and links, made to fit a page of this site (runs on the sanitized HTML tree).

export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

export interface PackagePage {
  package: string;
  /** Our page of the package: "/loaders/css-loader/". */
  url: string;
  /** "owner/name" of every repository the package is or was in. */
  repositories: readonly string[];
}

export interface ReadmeLinkOptions {
  /** Relative links resolve against this ("https://github.com/o/r/blob/main/"). */
  blobBase: string;
  /** Relative images resolve against this ("https://raw.githubusercontent.com/o/r/main/"). */
  rawBase: string;
  /** Pages of this site that links to a package's repository or npm page are sent to. */
  packagePages: readonly PackagePage[];
}

/** Status badges: shield services, and any image whose path is a "badge". */
const BADGE =
  /^https?:\/\/(?:img\.shields\.io|badgen\.net|badge\.fury\.io|packagephobia\.(?:now\.sh|com)|david-dm\.org|travis-ci\.(?:org|com)|circleci\.com|app\.fossa\.(?:io|com)|badges\.gitter\.im|coveralls\.io|snyk\.io\/test)\/|\/badge(?:\.svg)?(?:[/?#]|$)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Elements that say nothing once their images are gone. */
const EMPTIABLE = new Set(['a', 'p', 'div', 'span', 'picture']);

function isElement(node: HastNode, ...names: string[]): boolean {
  return node.type === 'element' && (names.length === 0 || names.includes(node.tagName ?? ''));
}

function flatten(node: HastNode, into: HastNode[] = []): HastNode[] {
  into.push(node);
  for (const child of node.children ?? []) flatten(child, into);
  return into;
}

/** The page of a package linked by its GitHub, npm or webpack.js.org url: "https://npmjs.com/package/css-loader#x" -> "/loaders/css-loader/#x". */
export function findPackagePage(href: string, pages: readonly PackagePage[]): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.search) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let page: PackagePage | undefined;
  if (/^(www\.)?github\.com$/i.test(url.hostname) && segments.length >= 2) {
    const [owner, name, kind, , ...file] = segments;
    const isRoot = segments.length === 2 || (['tree', 'blob'].includes(kind) && (file.length === 0 || (file.length === 1 && /^readme\.md$/i.test(file[0]))));
    const repository = `${owner}/${name.replace(/\.git$/, '')}`.toLowerCase();
    if (isRoot) page = pages.find((candidate) => candidate.repositories.some((repo) => repo.toLowerCase() === repository));
  } else if (/^(www\.)?webpack\.js\.org$/i.test(url.hostname)) {
    // This site's own address: "https://webpack.js.org/loaders/css-loader" -> "/loaders/css-loader/".
    page = pages.find((candidate) => candidate.url === `/${segments.join('/')}/`);
  } else if (/^(www\.)?npmjs\.(com|org)$/i.test(url.hostname) && segments[0] === 'package') {
    const name = decodeURIComponent(segments.slice(1).join('/'));
    page = pages.find((candidate) => candidate.package === name);
  }
  return page ? `${page.url}${url.hash}` : null;
}

function resolveAgainst(reference: string, base: string): string {
  if (reference.startsWith('//')) return `https:${reference}`;
  // A path from "/" in a README means the repository's root, not the host's.
  const root = reference.startsWith('/') ? base.replace(/^(https:\/\/[^/]+\/[^/]+\/[^/]+\/(?:blob\/)?[^/]+\/).*$/, '$1') : base;
  return new URL(reference.replace(/^\/+/, ''), root).href;
}

/** "./LICENSE" -> the file on GitHub; a package's repository or npm page -> its page here. */
export function rewriteLink(href: string, options: ReadmeLinkOptions): string {
  if (!href || href.startsWith('#')) return href;
  if (SCHEME.test(href)) return /^https?:/i.test(href) ? findPackagePage(href, options.packagePages) ?? href : href;
  const absolute = resolveAgainst(href, options.blobBase);
  return findPackagePage(absolute, options.packagePages) ?? absolute;
}

export function rewriteImage(src: string, options: ReadmeLinkOptions): string {
  return !src || SCHEME.test(src) ? src : resolveAgainst(src, options.rawBase);
}

function isBlank(node: HastNode): boolean {
  if (node.type === 'text') return !(node.value ?? '').trim();
  if (node.type !== 'element') return true;
  return EMPTIABLE.has(node.tagName ?? '') && (node.children ?? []).every(isBlank);
}

/** A link whose target the sanitizer removed (javascript:...) is left as its text. */
function unwrapLinksWithoutTarget(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => (isElement(child, 'a') && !child.properties?.href ? child.children ?? [] : [child]));
  node.children.forEach(unwrapLinksWithoutTarget);
}

/** Drops, bottom-up, the links, paragraphs and wrappers left empty once their images are gone. */
function removeEmpty(node: HastNode): void {
  if (!node.children) return;
  node.children.forEach(removeEmpty);
  node.children = node.children.filter((child) => !(child.type === 'element' && EMPTIABLE.has(child.tagName ?? '') && isBlank(child)));
}

/**
 * A rehype plugin. Removes the page title (the first h1: our template prints the title), the
 * logos and badges above it and every badge below it; makes links and images absolute to the
 * repository and sends links to packages we document to their pages here.
 */
export default function rehypeReadmeLinks(options: ReadmeLinkOptions) {
  return (tree: HastNode) => {
    const nodes = flatten(tree);
    const titleIndex = nodes.findIndex((node) => isElement(node, 'h1'));
    const headIndex = titleIndex !== -1 ? titleIndex : nodes.findIndex((node) => isElement(node, 'h2', 'h3', 'h4', 'h5', 'h6'));
    const removed = new Set<HastNode>(titleIndex === -1 ? [] : [nodes[titleIndex]]);
    nodes.forEach((node, index) => {
      if (!isElement(node, 'img')) return;
      const src = String(node.properties?.src ?? '');
      if (index < headIndex || BADGE.test(src)) removed.add(node);
    });
    for (const node of nodes) {
      if (node.children) node.children = node.children.filter((child) => !removed.has(child));
      if (isElement(node, 'a') && typeof node.properties?.href === 'string') node.properties.href = rewriteLink(node.properties.href, options);
      if (isElement(node, 'img') && typeof node.properties?.src === 'string') node.properties.src = rewriteImage(node.properties.src, options);
    }
    unwrapLinksWithoutTarget(tree);
    removeEmpty(tree);
  };
}
