import { statSync } from 'node:fs';
import type { Actions, GatsbyNode, Node, NodePluginArgs } from 'gatsby';
import { analyseContent } from '../model/contentFile';
import { ContentError } from '../model/contentError';
import { renderTreeToHtml } from './renderMdx';
import { findExternalFile, getBodyLine, resolveContentText } from './contentFiles';
import { toMarkdownTwin } from '../model/markdownTwin';
import { NON_CONTENT_PATHS } from '../model/siteCheck';
import { SITE_URL } from '../config/site';

// The link check lets a site link point only at a content page or one of these routes, so every
// other page path has a twin (the browser suite checks each twin's links against the built files).
const hasTwin = (path: string) => !NON_CONTENT_PATHS.includes(path);

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

/** Every MDX file under content/ becomes a typed DocPage node with its HTML and search records; bad content fails the build. */
export async function createDocPage(node: Node, { getNode, actions, createNodeId, createContentDigest, reporter }: Helpers): Promise<void> {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== 'content') return;
  const mdx = node as MdxNode;
  const path = file.relativePath.split('\\').join('/');
  try {
    // A page fetched by `npm run fetch:external` replaces this file's body, keeping its front matter.
    const externalPath = findExternalFile(path);
    const fetched = externalPath
      ? resolveContentText({ frontMatter: (mdx.frontmatter ?? {}) as Record<string, unknown>, body: mdx.body }, externalPath)
      : null;
    const { page, links, headingIds, searchRecords, tree } = analyseContent({
      path,
      size: externalPath ? statSync(externalPath).size : file.size,
      frontMatter: fetched?.frontMatter ?? mdx.frontmatter,
      body: fetched?.body ?? mdx.body,
      bodyLine: getBodyLine(externalPath ?? file.absolutePath, fetched?.body ?? mdx.body),
    });
    // The tree parsed for the checks gives the Markdown twin (before rendering changes it) and the
    // HTML: each file is parsed once per build.
    const markdown = toMarkdownTwin(tree, page, { siteUrl: SITE_URL, hasTwin });
    const html = await renderTreeToHtml(tree, page.path).catch((error: Error) => {
      throw new ContentError(page.path, 'body', `could not be rendered: ${error.message}`);
    });
    const fields = { ...page, type: 'file', links, headingIds, searchRecords, html, markdown };
    const docPage = {
      ...fields,
      // Named after its Mdx node, not its relative path: a cache built from another content folder
      // (WEBPACK_DOCS_CONTENT, npm run bench:scale) holds a stale Mdx node for the same path, and
      // deleting that node would delete a child sharing the id, leaving the page out.
      id: createNodeId(`DocPage ${node.id}`),
      parent: node.id,
      children: [],
      // Digest of what the page shows, not of its file: a fetched README or new rendering code
      // changes the page without changing the file, and Gatsby re-runs queries only on a new digest.
      internal: { type: 'DocPage', contentDigest: createContentDigest(fields) },
    };
    actions.createNode(docPage);
    actions.createParentChildLink({ parent: node, child: docPage as unknown as Node });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => createDocPage(args.node, args);
