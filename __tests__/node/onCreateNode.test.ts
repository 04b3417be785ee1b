import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Node } from 'gatsby';
import { createDocPage } from '../../src/node/onCreateNode';

// The unified pipeline is ES modules only, which Jest cannot import (renderMdx.test.ts runs it in
// a Node process); here the HTML only has to come from the page's body.
jest.mock('../../src/node/renderMdx', () => ({ renderTreeToHtml: async () => '<p>Some words about entry points.</p>' }));
// In this thread, where the mock applies (renderPool.test.ts covers the worker threads).
process.env.WEBPACK_DOCS_RENDER_THREADS = '0';

/** A File node and its Mdx node for `relativePath`, as gatsby-source-filesystem and gatsby-plugin-mdx make them. */
function mdxFile(folder: string, relativePath: string) {
  const body = 'Some words about entry points.\n';
  mkdirSync(dirname(join(folder, relativePath)), { recursive: true });
  writeFileSync(join(folder, relativePath), `---\ntitle: Entry Points\nsort: 1\n---\n${body}`);
  const file = {
    id: `File ${folder}/${relativePath}`,
    sourceInstanceName: 'content',
    absolutePath: `${folder}/${relativePath}`,
    relativePath,
    size: 120,
    internal: { type: 'File' },
  } as unknown as Node;
  const mdx = {
    id: `Mdx ${folder}/${relativePath}`,
    parent: file.id,
    body,
    frontmatter: { title: 'Entry Points', sort: 1 },
    internal: { type: 'Mdx' },
  } as unknown as Node;
  return { file, mdx };
}

async function docPageOf(folder: string) {
  const { file, mdx } = mdxFile(folder, 'concepts/entry-points.mdx');
  const created: Array<Record<string, unknown>> = [];
  const problems: string[] = [];
  await createDocPage(mdx, {
    getNode: ((id: string) => (id === file.id ? file : undefined)) as never,
    createNodeId: (seed: string) => `node-id(${seed})`,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild: (message: string) => problems.push(message) } as never,
    actions: { createNode: ((node: Record<string, unknown>) => created.push(node)) as never, createParentChildLink: (() => undefined) as never },
  });
  expect(problems).toEqual([]);
  expect(created).toHaveLength(1);
  return created[0];
}

describe('createDocPage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'doc-page-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes a DocPage node with the page fields, child of its Mdx node', async () => {
    const page = await docPageOf(join(root, 'content'));
    expect(page).toMatchObject({ url: '/concepts/entry-points/', title: 'Entry Points', parent: `Mdx ${join(root, 'content')}/concepts/entry-points.mdx` });
  });

  // A cache built from another content folder (bench:scale) holds a stale Mdx node for the same
  // relative path; Gatsby deletes it with its children, so a shared id took the new page with it.
  it('gives the same relative path in two content folders two node ids', async () => {
    const real = await docPageOf(join(root, 'content'));
    const copy = await docPageOf(join(root, '.bench', 'corpus-3'));
    expect(real.id).not.toBe(copy.id);
  });
});
