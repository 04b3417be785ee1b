import { parseMdx } from '../../src/model/markdown';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTwinLink, getTwinPath, toMarkdownTwin, type TwinPage } from '../../src/model/markdownTwin';
import { getHeadingMark } from '../../src/model/versionMarks';
import type { WebpackHistory } from '../../src/model/webpackHistory';

const SITE = 'https://webpack.js.org';
const options = { siteUrl: SITE, hasTwin: (path: string) => path !== '/vote/' && path !== '/' };
const page: TwinPage = { title: 'Entry Points', description: null, url: '/concepts/entry-points/' };
const twinOf = (body: string, overrides: Partial<TwinPage> = {}) => toMarkdownTwin(parseMdx(body), { ...page, ...overrides }, options);

describe('getTwinPath', () => {
  it('puts .md in place of the last slash', () => {
    expect(getTwinPath('/concepts/entry-points/')).toBe('/concepts/entry-points.md');
    expect(getTwinPath('/concepts/')).toBe('/concepts.md');
  });
  it('gives the home page no twin', () => {
    expect(getTwinPath('/')).toBeNull();
  });
});

describe('getTwinLink', () => {
  it('points site links at the twin, keeping the hash', () => {
    expect(getTwinLink('/configuration/output/#outputpath', page, options)).toBe(`${SITE}/configuration/output.md#outputpath`);
  });
  it('makes links to pages without a twin absolute', () => {
    expect(getTwinLink('/vote/', page, options)).toBe(`${SITE}/vote/`);
  });
  it('resolves relative links and hashes against the page', () => {
    expect(getTwinLink('#usage', page, options)).toBe(`${SITE}/concepts/entry-points.md#usage`);
    expect(getTwinLink('../output/', page, options)).toBe(`${SITE}/concepts/output.md`);
  });
  it('leaves external links alone', () => {
    expect(getTwinLink('https://nodejs.org/api/', page, options)).toBe('https://nodejs.org/api/');
    expect(getTwinLink('mailto:a@b.c', page, options)).toBe('mailto:a@b.c');
  });
});

describe('toMarkdownTwin', () => {
  it('starts with the title and the description as a blockquote, and ends with the canonical url', () => {
    const twin = twinOf('Some text.', { description: 'How webpack starts.' });
    expect(twin.startsWith('# Entry Points\n\n> How webpack starts.\n\nSome text.\n')).toBe(true);
    expect(twin.trimEnd().split('\n').pop()).toBe(`Canonical: <${SITE}/concepts/entry-points/>`);
  });

  it.each([
    ['T> Use a cache.', '> [!TIP]\n> Use a cache.'],
    ['W> Never in production.', '> [!WARNING]\n> Never in production.'],
    ['?> Document `this`.', '> [!NOTE]\n> Document `this`.'],
  ])('turns the callout "%s" into a GFM alert', (body, alert) => {
    expect(twinOf(body)).toContain(`\n${alert}\n`);
  });

  it('removes MDX comments, imports and JSX attributes, keeping the text', () => {
    const twin = twinOf('{/* a note for writers */}\n\nBefore.\n\n<div class="x" style="color: red">\nInside a div.\n</div>\n\nPress <kbd>Ctrl</kbd>+<kbd>K</kbd>.<br />Next line.');
    expect(twin).not.toMatch(/\{\/\*|writers|<div|class=|style=|<kbd|<br/);
    expect(twin).toContain('\nInside a div.\n');
    expect(twin).toContain('Press `Ctrl`+`K`.\\\nNext line.');
  });

  it('says JSX links and images in Markdown, with absolute urls', () => {
    const twin = twinOf('See <a href="/guides/caching/">caching</a>.\n\n<img src="/images/logo.svg" alt="Logo" />');
    expect(twin).toContain(`See [caching](${SITE}/guides/caching.md).`);
    expect(twin).toContain(`![Logo](${SITE}/images/logo.svg)`);
  });

  it('makes every link absolute and points site links at twins', () => {
    const twin = twinOf('Read [output](/configuration/output/#outputpath), [vote](/vote/), [this](#usage) and [Node](https://nodejs.org/).');
    expect(twin).toContain(`[output](${SITE}/configuration/output.md#outputpath)`);
    expect(twin).toContain(`[vote](${SITE}/vote/)`);
    expect(twin).toContain(`[this](${SITE}/concepts/entry-points.md#usage)`);
    expect(twin).toContain('[Node](https://nodejs.org/)');
  });

  it('keeps code fences with their language, title and code, byte for byte', () => {
    const code = "module.exports = {\n  entry: './src/index.js', // {not JSX}\n\n  mode: 'production',\n};";
    const twin = twinOf(`Text.\n\n\`\`\`js title="webpack.config.js" {2}\n${code}\n\`\`\`\n`);
    expect(twin).toContain(`\`\`\`js title="webpack.config.js" {2}\n${code}\n\`\`\`\n`);
  });

  it('keeps GFM tables', () => {
    const twin = twinOf('| option | default |\n| --- | --- |\n| `mode` | `production` |\n');
    expect(twin).toContain('| option | default      |\n| ------ | ------------ |\n| `mode` | `production` |');
  });

  it('keeps escaped braces as plain text, not MDX escapes', () => {
    expect(twinOf('An object \\{ a: 1 \\}.')).toContain('An object { a: 1 }.');
  });

  it('says the version marks of the committed webpack history under each heading, as the page shows them', () => {
    const history = JSON.parse(readFileSync(join(process.cwd(), 'content/data/webpack-history.json'), 'utf8')) as WebpackHistory;
    const versionMark = (heading: string) => getHeadingMark(history, 'configuration/output.mdx', heading);
    const twin = toMarkdownTwin(parseMdx('## output.allowOutside\n\nText.\n\n## `output.path`\n\nText.\n\n## Naming files\n\nText.'), page, { ...options, versionMark });
    expect(twin).toContain('\n## output.allowOutside\n\n_Added in webpack 5.113_\n\nText.\n');
    // What 5.0.0 had, and a heading that is no option, have no marks.
    expect(twin).toContain('\n## `output.path`\n\nText.\n');
    expect(twin).toContain('\n## Naming files\n\nText.\n');
  });

  it('says deprecated and removed marks, and a hand-written badge the history agrees with once', () => {
    const marks: Record<string, { added?: string; deprecated?: string; removed?: string }> = {
      'output.clean': { added: '5.20' },
      'output.old': { deprecated: '5.90' },
      'output.gone': { added: '5.10', deprecated: '5.90', removed: '5.100' },
    };
    const body = '## output.clean <Badge since="5.20" />\n\nA.\n\n## output.old\n\nB.\n\n## output.gone\n\nC.';
    const twin = toMarkdownTwin(parseMdx(body), page, { ...options, versionMark: (heading) => marks[heading] ?? null });
    expect(twin).toContain('\n## output.clean\n\n_Added in webpack 5.20_\n\nA.\n');
    expect(twin).toContain('\n## output.old\n\n_Deprecated in webpack 5.90_\n\nB.\n');
    expect(twin).toContain('\n## output.gone\n\n_Added in webpack 5.10_ · _Removed in webpack 5.100_\n\nC.\n');
  });

  it('does not change the tree it is given', () => {
    const tree = parseMdx('T> Tip.\n\n[a](/guides/)');
    const before = JSON.stringify(tree);
    toMarkdownTwin(tree, page, options);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
