// The content index: directories with their children and total sizes.

export interface TreeFile {
  path: string;
  name: string;
  size: number;
  url: string;
}

export interface ContentDirectory {
  type: 'directory';
  /** Path under content/, "" for the root. */
  path: string;
  name: string;
  url: string;
  size: number;
  directories: ContentDirectory[];
  /** Paths of the files directly in this directory. */
  files: string[];
}

function makeDirectory(path: string): ContentDirectory {
  const name = path.split('/').pop() ?? '';
  return { type: 'directory', path, name, url: path ? `/${path}/` : '/', size: 0, directories: [], files: [] };
}

/** Builds the directory tree of the given files; sizes add up to the root. */
export function buildContentTree(files: readonly TreeFile[]): ContentDirectory {
  const root = makeDirectory('');
  const byPath = new Map<string, ContentDirectory>([['', root]]);
  const getDirectory = (path: string): ContentDirectory => {
    const existing = byPath.get(path);
    if (existing) return existing;
    const directory = makeDirectory(path);
    byPath.set(path, directory);
    const parentPath = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    getDirectory(parentPath).directories.push(directory);
    return directory;
  };
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const directoryPath = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    getDirectory(directoryPath).files.push(file.path);
    for (let path = directoryPath; ; path = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '') {
      getDirectory(path).size += file.size;
      if (!path) break;
    }
  }
  return root;
}

/** Every directory of the tree, the root first. */
export function flattenDirectories(root: ContentDirectory): ContentDirectory[] {
  return [root, ...root.directories.flatMap(flattenDirectories)];
}
