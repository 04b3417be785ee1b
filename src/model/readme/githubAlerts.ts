// GitHub alerts in a README -> the site's callout paragraphs.
//   > [!WARNING]            W> Needs webpack 5.
//   > Needs webpack 5.  ->
// The older "> **Note**" form GitHub used before the alert syntax is read the same way.
import type { MdastNode } from '../mdast';

/** The callout marker for each GitHub alert type: the site has tips, warnings and to-do notes. */
const MARKERS: Record<string, 'T>' | 'W>'> = {
  note: 'T>',
  tip: 'T>',
  important: 'W>',
  warning: 'W>',
  caution: 'W>',
};

const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n)?/i;
const LEGACY = /^(note|tip|important|warning|caution):?$/i;

/** Removes the alert label from the start of a blockquote's first paragraph; returns the marker. */
function takeAlertMarker(paragraph: MdastNode): 'T>' | 'W>' | null {
  const first = paragraph.children?.[0];
  if (!first) return null;
  if (first.type === 'text') {
    const match = ALERT.exec(first.value ?? '');
    if (!match) return null;
    first.value = (first.value ?? '').slice(match[0].length);
    if (!first.value) paragraph.children!.shift();
    return MARKERS[match[1].toLowerCase()];
  }
  const label = first.type === 'strong' && first.children?.length === 1 && first.children[0].type === 'text' ? first.children[0].value ?? '' : '';
  const legacy = LEGACY.exec(label.trim());
  if (!legacy) return null;
  paragraph.children!.shift();
  const next = paragraph.children?.[0];
  if (next?.type === 'break') paragraph.children!.shift();
  else if (next?.type === 'text') next.value = (next.value ?? '').replace(/^[\s:]+/, '');
  return MARKERS[legacy[1].toLowerCase()];
}

/** One blockquote -> its children, each paragraph starting with the marker (a callout is one paragraph). */
function toCallouts(blockquote: MdastNode): MdastNode[] | null {
  const [first] = blockquote.children ?? [];
  if (first?.type !== 'paragraph') return null;
  const marker = takeAlertMarker(first);
  if (!marker) return null;
  const children = (blockquote.children ?? []).filter((child) => child.type !== 'paragraph' || (child.children ?? []).length > 0);
  for (const child of children) {
    if (child.type !== 'paragraph') continue;
    const head = child.children![0];
    if (head.type === 'text') head.value = `${marker} ${(head.value ?? '').replace(/^\s+/, '')}`;
    else child.children!.unshift({ type: 'text', value: `${marker} ` });
  }
  return children;
}

/** A remark plugin: replaces alert blockquotes (at any depth) with callout paragraphs. */
export default function remarkGithubAlerts() {
  const visit = (node: MdastNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      const replaced = child.type === 'blockquote' ? toCallouts(child) : null;
      if (replaced) return replaced;
      visit(child);
      return [child];
    });
  };
  return (tree: MdastNode) => visit(tree);
}
