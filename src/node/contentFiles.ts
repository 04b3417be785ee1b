// The content files on disk, for the content index and the quick checker.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { analyseContent, type AnalysedContent } from '../model/contentFile';

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

/** Reads one content file and analyses it as the build does (throws ContentError on bad input). */
export function readContentFile({ absolutePath, path, size }: ContentFileEntry): AnalysedContent {
  const { data, content } = matter(readFileSync(absolutePath, 'utf8'));
  return analyseContent({ path, size, frontMatter: data, body: content });
}
