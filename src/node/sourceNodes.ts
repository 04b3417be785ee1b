import type { GatsbyNode } from 'gatsby';
import { buildContentTree, flattenDirectories } from '../model/contentTree';
import { getUrlFromPath } from '../model/url';
import { listContentFiles } from './contentFiles';

/** The content index: one ContentDirectory node per folder, sizes summed to the root. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
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
};
