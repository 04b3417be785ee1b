// Each part of a page under an h2 or h3 goes in a <section class="page-section">, so global.css can
// let the browser skip the style, layout and paint of the parts out of view
// (content-visibility: auto; src/browser/pageSections.ts keeps jumps exact). A long
// reference page is mostly below the first screen: its first layout then costs what the first
// screen costs, not what the whole page does. What the reader sees, finds with the browser's
// search and hears from a screen reader is unchanged; the sections carry no name, so they add
// no landmarks.
// Only headings at the top of the body start a section; the introduction above the first h2
// stays where it is, since it is on the first screen. An h3 starts a part of its own too: a
// reference page's h2 may hold dozens of options (module.parser, Rule), and a part near the
// first screen is laid out whole (on /configuration/module/, 70 KB of HTML under one h2).

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export const PAGE_SECTION_CLASS = 'page-section';
/** Added in the browser to a part laid out for good (src/browser/pageSections.ts). */
export const RENDERED_SECTION_CLASS = 'page-section-rendered';

const isHeading = (node: HastNode, tagName: string) => node.type === 'element' && node.tagName === tagName;

export default function rehypeSections() {
  return (tree: HastNode) => {
    const children: HastNode[] = [];
    let section: HastNode | null = null;
    for (const node of tree.children ?? []) {
      if (isHeading(node, 'h2') || (section && isHeading(node, 'h3'))) {
        section = { type: 'element', tagName: 'section', properties: { className: [PAGE_SECTION_CLASS] }, children: [] };
        children.push(section);
      }
      (section?.children ?? children).push(node);
    }
    tree.children = children;
  };
}
