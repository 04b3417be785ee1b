// Highlighted code with fewer elements: Prism wraps every token and rehype-prism-plus every
// line in a <span>, most of which no style rule reaches. A long reference page then has
// thousands of elements that only cost parsing, style and layout. After highlighting, this
// unwraps tokens whose classes have no colour in global.css and line wrappers of blocks with
// no marked line (diffs and highlighted lines keep theirs). What the reader sees is unchanged.

interface HastNode {
  type: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

/** Token classes that global.css colours; keep in step with it (a unit test compares them). */
export const STYLED_TOKEN_CLASSES = new Set([
  'comment', 'prolog', 'doctype',
  'keyword', 'tag', 'boolean', 'important', 'atrule',
  'string', 'attr-value', 'template-string', 'regex', 'url',
  'number', 'constant', 'property', 'attr-name', 'selector',
  'function', 'class-name', 'builtin',
  'inserted', 'deleted',
]);

const classesOf = (node: HastNode): string[] => ([] as unknown[]).concat(node.properties?.className ?? []).map(String);
const isSpan = (node: HastNode) => node.type === 'element' && node.tagName === 'span';

function isPlainToken(node: HastNode): boolean {
  const classes = classesOf(node);
  return isSpan(node) && classes[0] === 'token' && !classes.some((name) => STYLED_TOKEN_CLASSES.has(name));
}

function isPlainLine(node: HastNode): boolean {
  const classes = classesOf(node);
  return isSpan(node) && classes.length === 1 && classes[0] === 'code-line';
}

/** Replaces unwrappable children by their own children, depth first. */
function unwrap(node: HastNode, shouldUnwrap: (child: HastNode) => boolean): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    unwrap(child, shouldUnwrap);
    return shouldUnwrap(child) ? (child.children ?? []) : [child];
  });
}

function slimCode(code: HastNode): void {
  const lines = (code.children ?? []).filter((child) => child.type === 'element');
  const allPlain = lines.every(isPlainLine);
  unwrap(code, (child) => isPlainToken(child) || (allPlain && isPlainLine(child)));
}

export default function rehypeSlimCode() {
  const visit = (node: HastNode) => {
    if (node.type === 'element' && node.tagName === 'code' && classesOf(node).includes('code-highlight')) slimCode(node);
    else node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}
