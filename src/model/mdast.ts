// The few mdast shapes the model reads. Kept minimal so fixtures stay small.

export interface MdastNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
}

/** Plain text of a node: text and inline code, as a heading reads. */
export function getText(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(getText).join('');
}

/** Where a node starts in the text it was parsed from (line and column from 1), when the parser said. */
export function getNodeStart(node: MdastNode): { line?: number; column?: number } {
  return (node as { position?: { start?: { line?: number; column?: number } } }).position?.start ?? {};
}

/** Depth-first walk over every node. */
export function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}
