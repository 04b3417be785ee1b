import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Node } from 'gatsby';
import { createDocPage, onCreateNode, settleDocPages, unrenderableFiles } from '../../src/node/onCreateNode';
import { CONTENT_ERROR_ID, RENDER_ERROR_ID } from '../../src/node/reportContent';

// The unified pipeline is ES modules only, which Jest cannot import (renderMdx.test.ts runs it in
// a Node process); here the HTML only has to come from the page's body.
// `mockRenderFault` stands for a bug in the rendering code.
let mockRenderFault: Error | null = null;
/** How long a render takes, ms: a render slower than the ticks around it. */
let mockRenderDelay = 0;
jest.mock('../../src/node/renderMdx', () => ({
  renderTreeToHtml: async () => {
    if (mockRenderDelay) await new Promise((resolve) => setTimeout(resolve, mockRenderDelay));
    if (mockRenderFault) throw mockRenderFault;
    return '<p>Some words about entry points.</p>';
  },
}));
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
    internal: { type: 'File', contentDigest: `md5 of ${folder}/${relativePath}` },
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

/** What Gatsby's reporter is given when the file at `relativePath` fails: its error meta and error. */
async function failureOf(folder: string, relativePath: string, frontMatter: Record<string, unknown>) {
  const { file, mdx } = mdxFile(folder, relativePath);
  const failures: Array<{ meta: { id: string; context: Record<string, string>; error?: Error }; error?: Error }> = [];
  await createDocPage({ ...mdx, frontmatter: frontMatter } as unknown as Node, {
    getNode: ((id: string) => (id === file.id ? file : undefined)) as never,
    createNodeId: (seed: string) => `node-id(${seed})`,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild: (meta: never, error?: Error) => failures.push({ meta, error }) } as never,
    actions: { createNode: (() => undefined) as never, createParentChildLink: (() => undefined) as never },
  });
  expect(failures).toHaveLength(1);
  return failures[0];
}

/** Gatsby's helpers for createDocPage, recording the nodes it makes and the problems it reports. */
function helpers(file: Node, created: Array<Record<string, unknown>>, problems: string[]) {
  return {
    getNode: ((id: string) => (id === file.id ? file : undefined)) as never,
    createNodeId: (seed: string) => `node-id(${seed})`,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild: (message: string) => problems.push(message) } as never,
    actions: { createNode: ((node: Record<string, unknown>) => created.push(node)) as never, createParentChildLink: (() => undefined) as never },
  };
}

async function docPageOf(folder: string) {
  const { file, mdx } = mdxFile(folder, 'concepts/entry-points.mdx');
  const created: Array<Record<string, unknown>> = [];
  const problems: string[] = [];
  await createDocPage(mdx, helpers(file, created, problems));
  expect(problems).toEqual([]);
  expect(created).toHaveLength(1);
  return created[0];
}

describe('createDocPage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'doc-page-'));
  });
  afterEach(() => {
    mockRenderFault = null;
    unrenderableFiles.clear();
    rmSync(root, { recursive: true, force: true });
  });

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

  it('reports a mistake in the file as a content problem, naming the file and field', async () => {
    const { meta } = await failureOf(join(root, 'content'), 'concepts/no-title.mdx', { sort: 1 });
    expect(meta.id).toBe(CONTENT_ERROR_ID);
    expect(meta.context.message).toMatch(/^content\/concepts\/no-title\.mdx: front matter field "title"/);
    expect(unrenderableFiles.get('concepts/no-title.mdx')).toBe(meta.context.message);
  });

  // A missing data file or a bug in a component is the build code's fault: the writer must not
  // be sent looking for a mistake in the page, and the maintainer needs the stack.
  it('reports a fault of the build code as a render failure of the file, with its stack, not as a content problem', async () => {
    mockRenderFault = new TypeError("Cannot read properties of undefined (reading 'map')");
    const { meta, error } = await failureOf(join(root, 'content'), 'concepts/entry-points.mdx', { title: 'Entry Points', sort: 1 });
    expect(meta.id).toBe(RENDER_ERROR_ID);
    expect(meta.context).toEqual({ file: 'content/concepts/entry-points.mdx', message: "Cannot read properties of undefined (reading 'map')" });
    // Inside the meta, where Gatsby takes the stack from; a second argument would print the meta as "[object Object]".
    expect(meta.error).toBe(mockRenderFault);
    expect(error).toBeUndefined();
    expect(unrenderableFiles.get('concepts/entry-points.mdx')).toMatch(/^content\/concepts\/entry-points\.mdx could not be rendered: .*\nThis is a fault of the site's build code/);
  });
});

// gatsby-plugin-mdx creates an Mdx node without awaiting it, so Gatsby does not wait for our
// onCreateNode on it; createPages must, or `npm start` drops a page saved while it runs.
describe('settleDocPages', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'doc-page-'));
  });
  afterEach(() => {
    mockRenderDelay = 0;
    rmSync(root, { recursive: true, force: true });
  });

  it('resolves once the DocPage of an Mdx node whose onCreateNode nobody awaited is made', async () => {
    const { file, mdx } = mdxFile(join(root, 'content'), 'concepts/entry-points.mdx');
    const created: Array<Record<string, unknown>> = [];
    const problems: string[] = [];
    mockRenderDelay = 100;
    void onCreateNode!({ node: mdx, ...helpers(file, created, problems) } as never, {} as never, () => undefined);
    expect(created).toHaveLength(0);
    await settleDocPages();
    expect(problems).toEqual([]);
    expect(created.map((node) => node.url)).toEqual(['/concepts/entry-points/']);
  });

  // While `npm start` runs, Gatsby creates the Mdx node of a saved file only once createPages has started.
  it('waits for the Mdx node of a saved content file that reaches onCreateNode after createPages started', async () => {
    const { file, mdx } = mdxFile(join(root, 'content'), 'guides/installation.mdx');
    const created: Array<Record<string, unknown>> = [];
    const problems: string[] = [];
    void onCreateNode!({ node: file, ...helpers(file, created, problems) } as never, {} as never, () => undefined);
    const settled = settleDocPages();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(created).toHaveLength(0);
    void onCreateNode!({ node: mdx, ...helpers(file, created, problems) } as never, {} as never, () => undefined);
    expect(await settled).toEqual([]);
    expect(created.map((node) => node.url)).toEqual(['/guides/installation/']);
  });

  // On a busy machine the DocPage can be made before our onCreateNode is called for its File node.
  it('does not wait for a saved file whose DocPage was made from this very save before its File node reached onCreateNode', async () => {
    const { file, mdx } = mdxFile(join(root, 'content'), 'guides/installation.mdx');
    const created: Array<Record<string, unknown>> = [];
    await onCreateNode!({ node: mdx, ...helpers(file, created, []) } as never, {} as never, () => undefined);
    void onCreateNode!({ node: file, ...helpers(file, created, []) } as never, {} as never, () => undefined);
    expect(await settleDocPages(5_000)).toEqual([]);
    expect(created.map((node) => node.url)).toEqual(['/guides/installation/']);
  });

  it('waits on for the latest save when the DocPage of an earlier one comes', async () => {
    const { file, mdx } = mdxFile(join(root, 'content'), 'guides/installation.mdx');
    const saved = { ...file, internal: { ...file.internal, contentDigest: 'md5 of the next save' } } as unknown as Node;
    mockRenderDelay = 100;
    const created: Array<Record<string, unknown>> = [];
    void onCreateNode!({ node: file, ...helpers(file, created, []) } as never, {} as never, () => undefined);
    void onCreateNode!({ node: mdx, ...helpers(file, created, []) } as never, {} as never, () => undefined);
    void onCreateNode!({ node: saved, ...helpers(saved, created, []) } as never, {} as never, () => undefined);
    expect(await settleDocPages(1_000)).toEqual(['guides/installation.mdx']);
  });

  it('does not wait for a saved file whose front matter is not YAML: gatsby-plugin-mdx makes no Mdx node of it', async () => {
    const { file } = mdxFile(join(root, 'content'), 'guides/installation.mdx');
    writeFileSync((file as unknown as { absolutePath: string }).absolutePath, '---\ntitle: [Installation\n---\nSome words.\n');
    void onCreateNode!({ node: file, ...helpers(file, [], []) } as never, {} as never, () => undefined);
    expect(await settleDocPages(5_000)).toEqual([]);
  });

  it('names a saved file whose Mdx node never came, once it has waited long enough', async () => {
    const { file } = mdxFile(join(root, 'content'), 'guides/installation.mdx');
    void onCreateNode!({ node: file, ...helpers(file, [], []) } as never, {} as never, () => undefined);
    expect(await settleDocPages(50)).toEqual(['guides/installation.mdx']);
    // Named once: the next createPages does not wait for it again.
    expect(await settleDocPages(50)).toEqual([]);
  });
});
