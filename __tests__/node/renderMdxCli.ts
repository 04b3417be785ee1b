// Renders MDX from stdin to HTML on stdout, in a real Node process: MDX is ES modules only,
// which Jest's module system cannot import.
import { readFileSync } from 'node:fs';
import { renderMdxToHtml } from '../../src/node/renderMdx';

renderMdxToHtml(readFileSync(0, 'utf8')).then((html) => process.stdout.write(html));
