// "T> text" -> a tip, "W> text" -> a warning, "?> text" -> a to-do note.
import { walk, type MdastNode } from '../mdast';

export const CALLOUTS = {
  'T>': { kind: 'tip', label: 'Tip' },
  'W>': { kind: 'warning', label: 'Warning' },
  '?>': { kind: 'todo', label: 'To do' },
} as const;

type Marker = keyof typeof CALLOUTS;

interface CalloutNode extends MdastNode {
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** The marker a paragraph starts with, if any: "W> Careful" -> "W>". */
export function getCalloutMarker(paragraph: MdastNode): Marker | null {
  const first = paragraph.children?.[0];
  if (paragraph.type !== 'paragraph' || first?.type !== 'text') return null;
  const marker = (first.value ?? '').slice(0, 2) as Marker;
  return marker in CALLOUTS && /^..(\s|$)/.test(first.value ?? '') ? marker : null;
}

/** Turns marked paragraphs into `<aside class="callout callout-tip">` with a visible label. */
export default function remarkCallouts() {
  return (tree: MdastNode) => {
    walk(tree, (node) => {
      const marker = getCalloutMarker(node);
      if (!marker) return;
      const { kind, label } = CALLOUTS[marker];
      const first = node.children![0];
      first.value = (first.value ?? '').slice(2).replace(/^\s+/, '');
      const callout = node as CalloutNode;
      callout.data = {
        hName: 'aside',
        hProperties: { className: ['callout', `callout-${kind}`], role: 'note', 'aria-label': label },
      };
      node.children = [
        { type: 'strong', children: [{ type: 'text', value: `${label}: ` }] },
        ...(node.children ?? []),
      ];
    });
  };
}
