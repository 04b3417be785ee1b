import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFrontMatterErrors, listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { checkSite } from '../../src/model/siteCheck';

const OURS = `---
title: sample-loader
sort: 4
group: CSS
contributors: [sokra]
related:
  - title: Loaders
    url: /loaders/
source: https://raw.githubusercontent.com/webpack-contrib/sample-loader/main/README.md
repo: https://github.com/webpack-contrib/sample-loader
---
## Our heading

Our words.
`;

const FETCHED = `---
title: a title the README brought
sort: 99
source: https://raw.githubusercontent.com/webpack/sample-loader/main/README.md
edit: https://github.com/webpack/sample-loader/edit/main/README.md
repo: https://github.com/webpack/sample-loader
---
## Getting Started

The README's words.
`;

describe('content files with fetched pages (content/.external/)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const read = () => listContentFiles(root).map((entry) => readContentFile(entry));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    write('loaders/index.mdx', '---\ntitle: Loaders\nsort: -1\n---\nSee [sample-loader](/loaders/sample-loader/#getting-started).\n');
    write('loaders/sample-loader.mdx', OURS);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds our page when nothing was fetched', () => {
    const page = read().find((content) => content.page.url === '/loaders/sample-loader/')!;
    expect(page.headingIds).toEqual(['our-heading']);
    expect(page.page.repo).toBe('https://github.com/webpack-contrib/sample-loader');
  });

  it('builds the fetched page at the same url, with our front matter and its source, edit and repo', () => {
    write('.external/loaders/sample-loader.mdx', FETCHED);
    const contents = read();
    expect(contents.map((content) => content.page.url)).toEqual(['/loaders/', '/loaders/sample-loader/']);
    const { page, headingIds } = contents[1];
    expect(headingIds).toEqual(['getting-started']);
    expect(page).toMatchObject({
      title: 'sample-loader',
      sort: 4,
      group: 'CSS',
      contributors: ['sokra'],
      related: [{ title: 'Loaders', url: '/loaders/' }],
      source: 'https://raw.githubusercontent.com/webpack/sample-loader/main/README.md',
      edit: 'https://github.com/webpack/sample-loader/edit/main/README.md',
      repo: 'https://github.com/webpack/sample-loader',
      size: FETCHED.length,
    });
    // The link check sees the fetched headings: the index links to one of them.
    expect(checkSite(contents)).toEqual([]);
  });

  it('ignores a fetched page that replaces no page of ours', () => {
    write('.external/loaders/gone-loader.mdx', FETCHED);
    expect(read().map((content) => content.page.url)).toEqual(['/loaders/', '/loaders/sample-loader/']);
  });
});

describe('findFrontMatterErrors (checked before gatsby-plugin-mdx reads the files)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'front-matter-'));
    mkdirSync(join(root, 'concepts'));
    writeFileSync(join(root, 'concepts', 'good.mdx'), '---\ntitle: Good\n---\n\nText.\n');
    writeFileSync(join(root, 'concepts', 'bad.mdx'), '---\ntitle: [Bad\nsort: 2\n---\n\nText.\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names each file whose front matter is not YAML, at the line and column of the file the parser stopped at', () => {
    const errors = findFrontMatterErrors(listContentFiles(root));
    expect(errors.map((error) => error.message)).toEqual(['concepts/bad.mdx:3:1: front matter is not YAML: missed comma between flow collection entries']);
  });
});
