// The sidebar of a section and the previous/next links derived from it.
import type { AdjacentLink, ContentPage, SidebarGroup, SidebarPage } from './types';
import { sortSiblings } from './sort';

/** Pages titled "Printable" or containing "Printable" stay out of navigation. */
export function isPrintableTitle(title: string): boolean {
  return title.includes('Printable') || title.toLowerCase() === 'printable';
}

/**
 * The flat, ordered page list of a section: its own pages in comparator order,
 * index first, printable pages left out. For "/" (top-level pages) every root
 * file except "/" itself.
 */
export function getSectionPages(pages: readonly ContentPage[], sectionUrl: string): SidebarPage[] {
  const members = pages.filter((page) => page.section === sectionUrl && page.url !== '/');
  return sortSiblings(members, sectionUrl)
    .filter((page) => !isPrintableTitle(page.title))
    .map(({ title, url, group, anchors }) => ({ title, url, group, expandable: anchors.length > 0 }));
}

/** Splits an ordered list into runs of the same group: a heading where the group changes. */
export function groupSidebarPages(pages: readonly SidebarPage[]): SidebarGroup[] {
  const groups: SidebarGroup[] = [];
  for (const page of pages) {
    const last = groups[groups.length - 1];
    if (last && last.group === page.group) last.pages.push(page);
    else groups.push({ group: page.group, pages: [page] });
  }
  return groups;
}

/** Neighbours of a url in the flat list, across groups. */
export function getAdjacentPages(
  pages: readonly SidebarPage[],
  url: string,
): { previous: AdjacentLink | null; next: AdjacentLink | null } {
  const index = pages.findIndex((page) => page.url === url);
  if (index === -1) return { previous: null, next: null };
  const toLink = (page: SidebarPage | undefined): AdjacentLink | null =>
    page ? { title: page.title, url: page.url } : null;
  return { previous: toLink(pages[index - 1]), next: toLink(pages[index + 1]) };
}
