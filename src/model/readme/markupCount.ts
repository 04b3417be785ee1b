// What the sanitizer removed, found by counting the markup before and after it.
import { find, html } from 'property-information';
import type { HastNode } from './readmeLinks';

const URL_PROPERTIES = new Set(['href', 'src', 'cite', 'longDesc', 'action', 'formAction', 'poster']);

/** Counts elements ("<script>"), attributes ("<img onerror>") and url schemes ("<a href=javascript:>") in a tree. */
export function countMarkup(tree: HastNode): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const visit = (node: HastNode) => {
    if (node.type === 'comment') add('<!-- comment -->');
    if (node.type === 'element') {
      add(`<${node.tagName}>`);
      for (const [property, value] of Object.entries(node.properties ?? {})) {
        if (value === null || value === undefined || value === false) continue;
        const attribute = find(html, property).attribute;
        const scheme = URL_PROPERTIES.has(property) ? /^\s*([a-z][a-z0-9+.-]*):/i.exec(String(value))?.[1].toLowerCase() : undefined;
        add(scheme && !['http', 'https', 'mailto'].includes(scheme) ? `<${node.tagName} ${attribute}=${scheme}:>` : `<${node.tagName} ${attribute}>`);
      }
    }
    (node.children ?? []).forEach(visit);
  };
  visit(tree);
  return counts;
}

/** What is in `before` and no longer in `after`: { "<script>": 2, "<img onerror>": 1 }. */
export function diffMarkup(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const dropped: Record<string, number> = {};
  for (const [key, count] of [...before].sort(([a], [b]) => a.localeCompare(b))) {
    const lost = count - (after.get(key) ?? 0);
    if (lost > 0) dropped[key] = lost;
  }
  return dropped;
}
