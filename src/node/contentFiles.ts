// The content files on disk, for the content index and the quick checker.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The content folder; WEBPACK_DOCS_CONTENT points the build at another one (benchmarks). */
export const CONTENT_DIR = resolve(process.env.WEBPACK_DOCS_CONTENT ?? resolve(process.cwd(), 'content'));

/** Folders under content/ that hold data, not pages. */
const SKIPPED_FOLDERS = new Set(['data']);

export interface ContentFileEntry {
  absolutePath: string;
  /** Path under content/, with forward slashes. */
  path: string;
  size: number;
}

export function listContentFiles(dir: string = CONTENT_DIR, root: string = dir): ContentFileEntry[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolutePath = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : listContentFiles(absolutePath, root);
    }
    if (!/\.mdx?$/.test(entry.name)) return [];
    return [{ absolutePath, path: relative(root, absolutePath).split('\\').join('/'), size: statSync(absolutePath).size }];
  });
}
