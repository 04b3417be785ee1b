// Search records: one per page introduction and one per h2/h3 section, with the
// heading hierarchy and the plain text under the heading (code blocks left out, but for those
// marked `data.searchable`).
import GithubSlugger from 'github-slugger';
import { getText, type MdastNode } from './mdast';
import { getSectionTitle } from './navigation';
import { getComponentText, isContentComponent, isJsxElement } from './contentComponents';

export interface SearchRecord {
  /** Page url, plus "#id" for a heading. */
  url: string;
  /** lvl0 section, lvl1 page title, lvl2/lvl3 headings. */
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null };
  /** The heading's own title (the page title for the introduction). */
  title: string;
  /** Level of the record: 1 for the page introduction, else the heading depth. */
  level: 1 | 2 | 3;
  text: string;
  /** The page's front-matter description, on the introduction record only: a summary searched like a heading. */
  description?: string;
  /** How many other pages link to this record's url: a mark of the place that documents a name. */
  inbound?: number;
  /** Other names a query equal to which finds this record as if it were its title: "compilation.emitAsset" for the heading "emitAsset". */
  aliases?: string[];
}

/** What a heading the build generated says it is also called (the class reference: how code reaches a member). */
export interface HeadingSearchData {
  searchAliases?: string[];
}

const TEXT_BLOCKS = new Set(['paragraph', 'list', 'table', 'blockquote', 'mdxJsxFlowElement']);
const CALLOUT_MARKER = /^\s*(T|W|\?)>\s+/;

function blockText(node: MdastNode): string {
  if (node.type === 'code') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  // A component reads as it shows: "Added in webpack 5.20.0", each tab's label before its content.
  if (isJsxElement(node) && isContentComponent(node.name)) return ` ${getComponentText(node, blockText)} `;
  const separator = node.type === 'list' || node.type === 'table' || node.type === 'tableRow' || node.type === 'listItem' ? ' ' : '';
  const text = (node.children ?? []).map(blockText).join(separator);
  return node.type === 'paragraph' ? text.replace(CALLOUT_MARKER, '') : text;
}

/** The lvl0 of a page's records: "/configuration/" -> "Configuration"; top-level pages -> "webpack". */
export function getSearchSectionTitle(section: string): string {
  const name = section.replace(/\//g, '');
  return name ? getSectionTitle(name) : 'webpack';
}

/** Splits a page into records at every h2 and h3; deeper headings stay in their parent's text. */
export function extractSearchRecords(
  tree: MdastNode,
  page: { url: string; title: string; sectionTitle: string; description?: string | null },
): SearchRecord[] {
  const slugger = new GithubSlugger();
  const intro: SearchRecord = {
    url: page.url,
    hierarchy: { lvl0: page.sectionTitle, lvl1: page.title, lvl2: null, lvl3: null },
    title: page.title,
    level: 1,
    text: '',
    ...(page.description ? { description: page.description } : {}),
  };
  const records: SearchRecord[] = [intro];
  let current = intro;
  let lvl2: string | null = null;
  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      const title = getText(node).trim();
      const id = slugger.slug(title);
      const depth = node.depth ?? 6;
      if (depth === 2 || depth === 3) {
        if (depth === 2) lvl2 = title;
        const aliases = (node as { data?: HeadingSearchData }).data?.searchAliases;
        current = {
          url: `${page.url}#${id}`,
          hierarchy: { ...intro.hierarchy, lvl2: depth === 2 ? title : lvl2, lvl3: depth === 3 ? title : null },
          title,
          level: depth,
          text: '',
          ...(aliases?.length ? { aliases } : {}),
        };
        records.push(current);
        continue;
      }
      current.text += ` ${title}`;
      continue;
    }
    // A code block the build added for readers to find, such as the warning webpack prints under a deprecation code.
    if (node.type === 'code' && (node as { data?: { searchable?: boolean } }).data?.searchable) {
      current.text += ` ${node.value ?? ''}`;
      continue;
    }
    if (!TEXT_BLOCKS.has(node.type)) continue;
    current.text += ` ${blockText(node).replace(CALLOUT_MARKER, '')}`;
  }
  return records.map((record) => ({ ...record, text: record.text.replace(/\s+/g, ' ').trim() }));
}
