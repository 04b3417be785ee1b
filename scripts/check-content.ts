// Checks content files in seconds, without a Gatsby build: front matter, MDX syntax, scripts,
// components and version marks, duplicate urls and internal links, every problem of every kind in
// one run (a file with a problem still has its links checked and still counts).
// Usage: npm run check:content [-- files or folders]
//
// With files or folders, only those are read whole; their links are still checked against the whole
// site: every other file gives its url (from its path), and only the pages their #anchor links point
// to are parsed for their headings. So a folder takes time in proportion to its files.
import { join, resolve } from 'node:path';
import { checkSite, type SiteCheckEntry } from '../src/model/siteCheck';
import { getAnchoredLinkTargets } from '../src/model/links';
import { getUrlFromPath } from '../src/model/url';
import { readClassPages } from '../src/node/classReference';
import { CONTENT_DIR, describeContentError, inspectContentFile, listContentFiles } from '../src/node/contentFiles';

const only = process.argv.slice(2).map((arg) => resolve(arg));
const selected = (file: string) => only.length === 0 || only.some((path) => file === path || file.startsWith(`${path}/`));

const entries = listContentFiles();
const chosen = entries.filter((entry) => selected(entry.absolutePath));
const inspections = chosen.map((entry) => ({ entry, ...inspectContentFile(entry) }));
const anchored = getAnchoredLinkTargets(inspections.flatMap(({ links, page }) => [...links, ...page.related.map((link) => link.url)]));
const others: SiteCheckEntry[] = entries
  .filter((entry) => !selected(entry.absolutePath))
  .map((entry) => {
    const url = getUrlFromPath(entry.path);
    if (anchored.has(url)) return inspectContentFile(entry);
    return { page: { path: entry.path, url, related: [] }, links: [], headingIds: [] };
  });

const errors: string[] = [];
for (const { problems } of inspections) errors.push(...problems.map(describeContentError));
for (const error of checkSite([...inspections, ...others])) {
  if (selected(join(CONTENT_DIR, error.file))) errors.push(describeContentError(error));
}
for (const error of errors) console.error(`✖ ${error}`);
// Class members no writer has described yet: listed, never silently blank (the page shows the signature alone).
const classPages = readClassPages(undefined, { present: true }).filter((report) => selected(join(CONTENT_DIR, report.page)) && report.undescribed.length);
for (const report of classPages) console.log(`· content/${report.page}: ${report.undescribed.length} member(s) of ${report.className} without a description: ${report.undescribed.join(', ')}`);
console.log(`${inspections.length} file(s) checked, ${errors.length} problem(s).`);
process.exitCode = errors.length ? 1 : 0;
