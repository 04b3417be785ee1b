// Checks content files in seconds, without a Gatsby build: front matter, MDX syntax, scripts,
// components and version marks, duplicate urls and internal links, every problem of every kind in
// one run (a file with a problem still has its links checked and still counts).
// Usage: npm run check:content [-- files or folders]
import { join, resolve } from 'node:path';
import { checkSite } from '../src/model/siteCheck';
import { CONTENT_DIR, describeContentError, inspectContentFile, listContentFiles } from '../src/node/contentFiles';

const only = process.argv.slice(2).map((arg) => resolve(arg));
const selected = (file: string) => only.length === 0 || only.some((path) => file === path || file.startsWith(`${path}/`));

const inspections = listContentFiles().map((entry) => ({ entry, ...inspectContentFile(entry) }));
const errors: string[] = [];
for (const { entry, problems } of inspections) {
  if (selected(entry.absolutePath)) errors.push(...problems.map(describeContentError));
}
for (const error of checkSite(inspections)) {
  if (selected(join(CONTENT_DIR, error.file))) errors.push(describeContentError(error));
}
const checked = inspections.filter(({ entry }) => selected(entry.absolutePath)).length;
for (const error of errors) console.error(`✖ ${error}`);
console.log(`${checked} file(s) checked, ${errors.length} problem(s).`);
process.exitCode = errors.length ? 1 : 0;
