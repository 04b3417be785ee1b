// Each part of a page under an h2 or h3 goes in a <section class="page-section">, so global.css can
// let the browser skip the style, layout and paint of the parts out of view
// (content-visibility: auto; src/browser/pageSections.ts keeps jumps exact). A long
// reference page is mostly below the first screen: its first layout then costs what the first
// screen costs, not what the whole page does. What the reader sees, finds with the browser's
// search and hears from a screen reader is unchanged; the sections carry no name, so they add
// no landmarks.
// Only headings at the top of the body start a section; the introduction above the first h2
// stays where it is, since it is on the first screen. Under an h2 with many h3 (LONG_PART_H3 or
// more), each h3 starts a part of its own too: a reference page's h2 may hold dozens of options
// (module.parser, Rule), and a part near the first screen is laid out whole (on
// /configuration/module/, 70 KB of HTML under one h2). Short parts stay whole: axe-core's
// contrast check misreads the background of an h3 that starts a part the browser skips.

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

/** An h2 with at least this many h3 under it is cut into a part per h3. */
export const LONG_PART_H3 = 8;

export default function rehypeSections() {
  return (tree: HastNode) => {
    const parts: HastNode[][] = [];
    const intro: HastNode[] = [];
    for (const node of tree.children ?? []) {
      if (isHeading(node, 'h2')) parts.push([]);
      (parts.at(-1) ?? intro).push(node);
    }
    const section = (children: HastNode[]): HastNode => ({ type: 'element', tagName: 'section', properties: { className: [PAGE_SECTION_CLASS] }, children });
    tree.children = [
      ...intro,
      ...parts.flatMap((part) => {
        if (part.filter((node) => isHeading(node, 'h3')).length < LONG_PART_H3) return [section(part)];
        const pieces: HastNode[][] = [[]];
        for (const node of part) {
          if (isHeading(node, 'h3')) pieces.push([]);
          pieces.at(-1)!.push(node);
        }
        return pieces.filter((piece) => piece.length).map(section);
      }),
    ];
  };
}
