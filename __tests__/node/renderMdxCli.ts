// Renders MDX from stdin to HTML on stdout, in a real Node process: MDX is ES modules only,
// which Jest's module system cannot import. An argument names the page ("configuration/output.mdx").
import { readFileSync } from 'node:fs';
import { parseMdx } from '../../src/model/markdown';
import { renderTreeToHtml } from '../../src/node/renderMdx';

renderTreeToHtml(parseMdx(readFileSync(0, 'utf8')), process.argv[2] ?? '').then((html) => process.stdout.write(html));
