// Renders MDX from stdin to HTML on stdout, in a real Node process: MDX is ES modules only,
// which Jest's module system cannot import. An argument names the page ("configuration/output.mdx").
// With --many, stdin is a JSON list of { page, source } and stdout the JSON list of their HTML:
// one process (a few seconds to start) for several pages.
import { readFileSync } from 'node:fs';
import { parseMdx } from '../../src/model/markdown';
import { renderTreeToHtml } from '../../src/node/renderMdx';

const input = readFileSync(0, 'utf8');
if (process.argv[2] === '--many') {
  const pages = JSON.parse(input) as { page: string; source: string }[];
  Promise.all(pages.map(({ page, source }) => renderTreeToHtml(parseMdx(source), page))).then((html) => process.stdout.write(JSON.stringify(html)));
} else {
  renderTreeToHtml(parseMdx(input), process.argv[2] ?? '').then((html) => process.stdout.write(html));
}
