import { existsSync } from 'node:fs';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { buildContentTree, flattenDirectories } from '../model/contentTree';
import { getUrlFromPath } from '../model/url';
import { listContentFiles } from './contentFiles';
import { createDocPage } from './onCreateNode';
import { getRendererKey } from './rendererKey';
import { openRenderPool } from './renderPool';

/**
 * Gatsby calls onCreateNode only for files that changed, and does not see a change in the code
 * the hook imports. Every page kept from the cache that was rendered by other code (or a package)
 * is analysed and rendered again, so no page shows the old rendering. Each page carries the key of
 * the code that rendered it: a build stopped halfway (Ctrl+C) leaves pages of both, and a page the
 * new code failed on keeps its old key, so the next build renders it again.
 */
async function refreshCachedPages(args: SourceNodesArgs): Promise<void> {
  const key = getRendererKey();
  // A file deleted since the last build still has its Mdx node here (Gatsby drops stale nodes
  // after sourcing): it has no page to render again.
  const cached = args.getNodesByType('Mdx').filter((node) => {
    const file = node.parent ? (args.getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
    if (file?.absolutePath === undefined || !existsSync(file.absolutePath)) return false;
    const page = args.getNode(args.createNodeId(`DocPage ${node.id}`)) as { rendererKey?: string } | undefined;
    return page?.rendererKey !== key;
  });
  if (cached.length) {
    args.reporter.info(`The page analysis or rendering code changed: rendering ${cached.length} cached pages again`);
    // All at once: the render pool (renderPool.ts) works on as many as it has threads.
    openRenderPool(cached.length);
    await Promise.all(cached.map((node) => createDocPage(node, args)));
  }
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
