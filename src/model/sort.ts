// The order of pages inside one folder (REFERENCE.md, "Sort comparator").

export interface Sortable {
  title: string;
  sort: number | null;
  group: string | null;
  url: string;
  /** Blog posts only, "yyyy-mm-dd". */
  date?: string | null;
}

function isIndex(page: Sortable, folderUrl: string): boolean {
  return page.url === folderUrl;
}

function compareText(a: string, b: string): number {
  return a.toLowerCase().localeCompare(b.toLowerCase());
}

/** Pages with a sort come before those without; then ascending. */
function compareSort(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** Docs order: index, no group first, group, sort, title (case-insensitive). */
export function compareDocs(a: Sortable, b: Sortable, folderUrl: string): number {
  if (isIndex(a, folderUrl) !== isIndex(b, folderUrl)) return isIndex(a, folderUrl) ? -1 : 1;
  const groupA = a.group ?? '';
  const groupB = b.group ?? '';
  if (groupA !== groupB) {
    if (!groupA) return -1;
    if (!groupB) return 1;
    const byGroup = compareText(groupA, groupB);
    if (byGroup !== 0) return byGroup;
  }
  return compareSort(a.sort, b.sort) || compareText(a.title, b.title);
}

/** Blog order: index, newest date first, then sort descending, then title. */
export function compareBlog(a: Sortable, b: Sortable, folderUrl: string): number {
  if (isIndex(a, folderUrl) !== isIndex(b, folderUrl)) return isIndex(a, folderUrl) ? -1 : 1;
  const byDate = (b.date ?? '').localeCompare(a.date ?? '');
  if (byDate !== 0) return byDate;
  return compareSort(b.sort, a.sort) || compareText(a.title, b.title);
}

/** Returns the children of one folder in navigation order (a new array). */
export function sortSiblings<T extends Sortable>(pages: readonly T[], folderUrl: string): T[] {
  const compare = folderUrl === '/blog/' ? compareBlog : compareDocs;
  return [...pages].sort((a, b) => compare(a, b, folderUrl));
}
