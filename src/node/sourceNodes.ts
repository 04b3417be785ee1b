import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { buildContentTree, flattenDirectories } from '../model/contentTree';
import { getUrlFromPath } from '../model/url';
import { EXTERNAL_DIR, listContentFiles } from './contentFiles';
import { createDocPage, unrenderableFiles } from './onCreateNode';
import { openRenderPool } from './renderPool';
import { listFiles } from './listFiles';
import { WEBPACK_HISTORY_FILE } from '../config/webpackHistory';

/**
 * What a DocPage node is made with besides its file: the build code, the installed packages and
 * the fetched pages that replace some files (Gatsby does not watch those: they are read directly).
 */
const RENDERER_INPUTS = ['src/model', 'src/node', 'src/config', 'src/components/content', 'package-lock.json', WEBPACK_HISTORY_FILE, EXTERNAL_DIR];
const RENDERER_KEY = 'doc-page-renderer';

export function hashRendererInputs(root: string = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of RENDERER_INPUTS.flatMap((input) => listFiles(resolve(root, input)))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Gatsby calls onCreateNode only for files that changed, and does not see a change in the code
 * the hook imports. When that code (or a package) changed since the last build, every page
 * kept from the cache is analysed and rendered again, so no page shows the old rendering.
 */
async function refreshCachedPages(args: SourceNodesArgs): Promise<void> {
  const key = hashRendererInputs();
  const previous = (await args.cache.get(RENDERER_KEY)) as string | undefined;
  if (previous === key) return;
  if (previous === undefined) {
    await args.cache.set(RENDERER_KEY, key);
    return;
  }
  // A file deleted since the last build still has its Mdx node here (Gatsby drops stale nodes
  // after sourcing): it has no page to render again.
  const cached = args.getNodesByType('Mdx').filter((node) => {
    const file = node.parent ? (args.getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
    return file?.absolutePath !== undefined && existsSync(file.absolutePath);
  });
  if (cached.length) {
    args.reporter.info(`The page analysis or rendering code changed: rendering ${cached.length} cached pages again`);
    // All at once: the render pool (renderPool.ts) works on as many as it has threads.
    openRenderPool(cached.length);
    await Promise.all(cached.map((node) => createDocPage(node, args)));
  }
  // Only once every cached page is rendered with the new code: after a build that failed on one,
  // the next build renders them all again (a page left out would otherwise stay out).
  const failed = cached.some((node) => unrenderableFiles.has((args.getNode(node.parent!) as { relativePath?: string } | undefined)?.relativePath ?? ''));
  if (!failed) await args.cache.set(RENDERER_KEY, key);
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  sourceContentDirectories(args);
  await refreshCachedPages(args);
};

/** The content index: one ContentDirectory node per folder, sizes summed to the root. */
function sourceContentDirectories({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const files = listContentFiles().map(({ path, size }) => ({
    path,
    size,
    name: path.split('/').pop() ?? path,
    url: getUrlFromPath(path),
  }));
  for (const directory of flattenDirectories(buildContentTree(files))) {
    const { directories, files: filePaths, ...fields } = directory;
    const data = { ...fields, directoryPaths: directories.map((child) => child.path), filePaths };
    actions.createNode({
      ...data,
      id: createNodeId(`ContentDirectory ${directory.path || '/'}`),
      internal: { type: 'ContentDirectory', contentDigest: createContentDigest(data) },
    });
  }
}
