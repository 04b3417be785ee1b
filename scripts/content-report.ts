// Per section: pages, words, code blocks and anchors, then the total; then the class members described. Usage: npm run content:report
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { listContentFiles, readContentFile } from '../src/node/contentFiles';
import { readClassPages } from '../src/node/classReference';

interface Row {
  pages: number;
  words: number;
  codeBlocks: number;
  anchors: number;
}

const rows = new Map<string, Row>();
for (const entry of listContentFiles()) {
  const { page } = readContentFile(entry);
  const content = matter(readFileSync(entry.externalPath ?? entry.absolutePath, 'utf8')).content;
  const section = page.section === '/' ? '(top level)' : page.section.replace(/\//g, '');
  const row = rows.get(section) ?? { pages: 0, words: 0, codeBlocks: 0, anchors: 0 };
  row.pages += 1;
  row.words += content.split(/\s+/).filter(Boolean).length;
  row.codeBlocks += (content.match(/^\s*```[^`\n]*$/gm) ?? []).length / 2;
  row.anchors += page.anchors.length;
  rows.set(section, row);
}

const total: Row = { pages: 0, words: 0, codeBlocks: 0, anchors: 0 };
const lines = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log(['section'.padEnd(16), 'pages'.padStart(6), 'words'.padStart(8), 'code'.padStart(6), 'anchors'.padStart(8)].join(' '));
for (const [section, row] of lines) {
  (Object.keys(total) as Array<keyof Row>).forEach((key) => (total[key] += row[key]));
  console.log([section.padEnd(16), String(row.pages).padStart(6), String(row.words).padStart(8), String(Math.floor(row.codeBlocks)).padStart(6), String(row.anchors).padStart(8)].join(' '));
}
console.log(['total'.padEnd(16), String(total.pages).padStart(6), String(total.words).padStart(8), String(Math.floor(total.codeBlocks)).padStart(6), String(total.anchors).padStart(8)].join(' '));

// The class reference: members described out of those the locked webpack's types declare.
const classes = readClassPages(undefined, { present: true });
const described = classes.reduce((sum, report) => sum + report.described, 0);
const members = classes.reduce((sum, report) => sum + report.total, 0);
console.log(`\nclass members described: ${described}/${members}`);
for (const report of classes) console.log(`  ${report.className.padEnd(22)} ${String(report.described).padStart(4)}/${report.total}, ${report.examples.length} example(s)`);
