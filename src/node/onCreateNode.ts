import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Actions, GatsbyNode, Node, NodePluginArgs } from 'gatsby';
import matter from 'gray-matter';
import type { ContentSource } from '../model/contentFile';
import type { RenderedContent } from './renderContentFile';
import { closeRenderPool, getRenderThreads, openRenderPool, renderInPool } from './renderPool';
import { CONTENT_DIR, CONTENT_FILE_NAME, describeContentError, describeContentPath, findExternalFile, isContentError, findFrontMatterErrors, getBodyLine, listContentFiles, resolveContentText } from './contentFiles';
import { hasTabGroups } from '../model/tabGroups';
import { getRendererKey } from './rendererKey';
import { describeRenderFailure, reportContentProblems, reportRenderFailure } from './reportContent';

export interface MdxNode extends Node {
  body: string;
  frontmatter?: unknown;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  relativePath: string;
  size: number;
}

type Helpers = Pick<NodePluginArgs, 'getNode' | 'createNodeId' | 'createContentDigest' | 'reporter'> & { actions: Pick<Actions, 'createNode' | 'createParentChildLink'> };

/** What a content file is rendered from: its text, or the fetched page that replaces its body. */
function getContentSource(file: Pick<FileNode, 'relativePath' | 'absolutePath' | 'size'>, frontMatter: unknown, body: string): ContentSource {
  const path = file.relativePath.split('\\').join('/');
  // A page fetched by `npm run fetch:external` replaces this file's body, keeping its front matter.
  const externalPath = findExternalFile(path);
  const fetched = externalPath ? resolveContentText({ frontMatter: (frontMatter ?? {}) as Record<string, unknown>, body }, externalPath) : null;
  return {
    path,
    size: externalPath ? statSync(externalPath).size : file.size,
    frontMatter: fetched?.frontMatter ?? frontMatter,
    body: fetched?.body ?? body,
    bodyLine: getBodyLine(externalPath ?? file.absolutePath, fetched?.body ?? body),
  };
}

/**
 * Renders started before sourcing, one per new or changed content file. Gatsby runs onCreateNode
 * one node at a time, so rendering there kept the render pool to one file at a time: starting
 * every render first lets the pool work on all of them at once.
 */
const early = new Map<string, { key: string; rendered: Promise<RenderedContent> }>();

/** Starts rendering a content file as gatsby-plugin-mdx will read it (YAML front matter only). */
function startEarlyRender(file: Pick<FileNode, 'relativePath' | 'absolutePath' | 'size'>, text: string): void {
  let source: ContentSource;
  try {
    const { data, content } = matter(text, { language: 'yaml', engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } });
    source = getContentSource(file, data, content);
  } catch {
    return; // The file is read again for its Mdx node, which reports what is wrong with it.
  }
  const rendered = renderInPool(source);
  rendered.catch(() => undefined); // Reported when its Mdx node awaits it.
  early.set(source.path, { key: JSON.stringify(source), rendered });
}

/**
 * Starts the renders of the content files Gatsby will call onCreateNode for: those without a File
 * node of the same digest (the md5 of the file, as gatsby-source-filesystem makes it) in the cache.
 * A cold build starts every file; a warm one none, or the few that changed.
 */
export function startEarlyRenders(cachedFiles: readonly Node[], dir: string = CONTENT_DIR): number {
  const digests = new Map(
    (cachedFiles as FileNode[]).filter((file) => file.sourceInstanceName === 'content').map((file) => [file.absolutePath, file.internal.contentDigest]),
  );
  const changed = listContentFiles(dir)
    .map(({ absolutePath, path }) => ({ absolutePath, path, bytes: readFileSync(absolutePath) }))
    .filter(({ absolutePath, bytes }) => digests.get(absolutePath) !== createHash('md5').update(bytes).digest('hex'));
  // A few files render in this thread as Gatsby reaches them; starting workers would cost more.
  if (!openRenderPool(changed.length)) return 0;
  for (const { absolutePath, path, bytes } of changed) startEarlyRender({ relativePath: path, absolutePath, size: bytes.length }, bytes.toString('utf8'));
  return changed.length;
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ getNodesByType, reporter }) => {
  // Before gatsby-plugin-mdx reads the files: its error for YAML it cannot parse names no file.
  const badFrontMatter = findFrontMatterErrors();
  if (badFrontMatter.length) reportContentProblems(reporter, badFrontMatter.map(describeContentError).join('\n'));
  const started = startEarlyRenders(getNodesByType('File'));
  if (started) reporter.info(`Rendering ${started} new or changed content files in ${getRenderThreads()} worker threads`);
};

/** Sourcing is over: the workers' memory goes back before Gatsby starts its own workers. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  early.clear();
  await closeRenderPool();
};

/** The render started early for this input, or a new one (the input differs, or nothing was started). */
function render(source: ContentSource): Promise<RenderedContent> {
  const started = early.get(source.path);
  early.delete(source.path);
  return started && started.key === JSON.stringify(source) ? started.rendered : renderInPool(source);
}

/**
 * `npm start`: the content files that have no DocPage node because they cannot be rendered, with
 * the problems as the writer reads them; createPages gives each an error page at its url.
 */
export const unrenderableFiles = new Map<string, string>();

/** Every MDX file under content/ becomes a typed DocPage node with its HTML and search records; bad content fails the build. */
export async function createDocPage(node: Node, { getNode, actions, createNodeId, createContentDigest, reporter }: Helpers): Promise<void> {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== 'content') return;
  const mdx = node as MdxNode;
  try {
    // Parsed, checked and rendered in a worker thread (renderPool.ts): each file once per build.
    const { page, links, linkLines, linkColumns, headingIds, searchRecords, html, markdown } = await render(getContentSource(file, mdx.frontmatter, mdx.body));
    const fields = { ...page, type: 'file', links, linkLines, linkColumns, headingIds, searchRecords, html, hasTabs: hasTabGroups(html), markdown };
    const rendererKey = getRendererKey();
    const docPage = {
      ...fields,
      // Named after its Mdx node, not its relative path: a cache built from another content folder
      // (WEBPACK_DOCS_CONTENT, npm run bench:scale) holds a stale Mdx node for the same path, and
      // deleting that node would delete a child sharing the id, leaving the page out.
      id: createNodeId(`DocPage ${node.id}`),
      parent: node.id,
      children: [],
      // The code that rendered it: sourceNodes renders a page kept from another build's code again.
      rendererKey,
      // Digest of what the page shows and of the code that rendered it, not of its file: a fetched
      // README or new rendering code changes the page without changing the file, and Gatsby stores
      // a node and re-runs its queries only on a new digest. With the code's key in it, a build
      // stopped after sourcing (whose nodes Gatsby kept, but not its queries' results) cannot leave
      // a page's output behind its node: the next build's code makes every digest new again.
      internal: { type: 'DocPage', contentDigest: createContentDigest({ ...fields, rendererKey }) },
    };
    actions.createNode(docPage);
    actions.createParentChildLink({ parent: node, child: docPage as unknown as Node });
    unrenderableFiles.delete(file.relativePath);
  } catch (error) {
    if (isContentError(error)) {
      const message = describeContentError(error);
      unrenderableFiles.set(file.relativePath, message);
      reportContentProblems(reporter, message);
      return;
    }
    const failure = error instanceof Error ? error : new Error(String(error));
    const path = describeContentPath(file.relativePath);
    unrenderableFiles.set(file.relativePath, describeRenderFailure(path, failure.message));
    reportRenderFailure(reporter, path, failure);
  } finally {
    docPageArrived(file.relativePath, file.internal.contentDigest);
  }
}

/**
 * The DocPage nodes being made. gatsby-plugin-mdx creates an Mdx node without awaiting it (its
 * onCreateNode calls `createNode(mdxNode)` and goes on), so Gatsby does not wait for the render
 * its onCreateNode starts: in `npm start`, a file saved while the server runs had its Mdx node
 * made, then createPages ran before its DocPage existed (its page and every link to it went
 * missing: "is not a page of this site"), and nothing ran createPages again once it did.
 * createPages waits for these first (settleDocPages).
 */
const making = new Set<Promise<void>>();

/**
 * Content files whose File node is new or changed and whose Mdx node has not reached our
 * onCreateNode yet. While the server runs, Gatsby defers the Mdx node that gatsby-plugin-mdx
 * creates for a saved file and, once createPages has started, creates it then: `making` is still
 * empty when createPages looks, the file's old DocPage is gone, and its page was dropped (seen in
 * the dev-server test on a loaded machine). Each entry resolves once the file's DocPage is made or
 * the file reported (createDocPage).
 */
const expected = new Map<string, { absolutePath: string; digest: string; arrived: Promise<void>; resolve: () => void }>();

/**
 * The digest of the File node each content file's DocPage was last made (or its file reported)
 * from. Our onCreateNode sees a File node after gatsby-plugin-mdx's has made its Mdx node, and on
 * a busy machine the DocPage can be done by then: a file whose DocPage came from this very File
 * node is not waited for (a clean-clone run waited 30 s for one so).
 */
const madeFrom = new Map<string, string>();

function expectDocPage({ relativePath, absolutePath, internal }: FileNode & Node): void {
  if (madeFrom.get(relativePath) === internal.contentDigest) return;
  const waiting = expected.get(relativePath);
  if (waiting) {
    waiting.digest = internal.contentDigest;
    return;
  }
  let resolve = () => {};
  const arrived = new Promise<void>((done) => (resolve = done));
  expected.set(relativePath, { absolutePath, digest: internal.contentDigest, arrived, resolve });
}

/** The DocPage of `relativePath` is made, or its file reported, from the File node of `digest`; without a digest, none will come. */
function docPageArrived(relativePath: string, digest?: string): void {
  if (digest) madeFrom.set(relativePath, digest);
  const waiting = expected.get(relativePath);
  // A DocPage of an earlier save does not end the wait for the latest one.
  if (!waiting || (digest && waiting.digest !== digest)) return;
  waiting.resolve();
  expected.delete(relativePath);
}

const isContentFileNode = (node: Node): node is FileNode & Node =>
  node.internal.type === 'File' && (node as unknown as FileNode).sourceInstanceName === 'content' && CONTENT_FILE_NAME.test((node as unknown as FileNode).relativePath);

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  if (isContentFileNode(args.node)) expectDocPage(args.node);
  const made = createDocPage(args.node, args);
  making.add(made);
  const done = () => making.delete(made);
  made.then(done, done);
  return made;
};

/**
 * How long createPages waits for a content file's Mdx node before it goes on without its page:
 * a render of one file takes about a second on a busy machine, and a page opened meanwhile gets
 * Gatsby's development 404 page once its query has waited 15 s.
 */
const ARRIVAL_TIMEOUT_MS = 10_000;

/**
 * Resolves once every DocPage node asked for (see `making`) is made, or its file reported, and
 * every changed content file's Mdx node has come (see `expected`). Returns the content files still
 * awaited after `timeoutMs` (their Mdx node never came), for createPages to name.
 */
export async function settleDocPages(timeoutMs: number = ARRIVAL_TIMEOUT_MS): Promise<string[]> {
  // An Mdx node created in the tick that ran createPages has its onCreateNode started after it.
  await new Promise((resolve) => setImmediate(resolve));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while (making.size) await Promise.allSettled([...making]);
    // gatsby-plugin-mdx makes no Mdx node of a file whose front matter is not YAML (createPages
    // reports the file), nor of one deleted since.
    for (const [file, { absolutePath }] of expected) {
      if (!existsSync(absolutePath) || findFrontMatterErrors([{ absolutePath, path: file, size: statSync(absolutePath).size }]).length) docPageArrived(file);
    }
    if (!expected.size) return [];
    const left = deadline - Date.now();
    if (left <= 0) {
      // Named once: the next createPages does not wait for them again, unless they are saved again.
      const late = [...expected.keys()];
      expected.clear();
      return late;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all([...expected.values()].map((entry) => entry.arrived)), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
}
