// The content files on disk, for the content index and the quick checker; a page fetched by
// `npm run fetch:external` (content/.external/, same path) replaces the body of ours.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { analyseContent, ContentProblems, inspectContent, type AnalyseOptions, type AnalysedContent, type ContentInspection, type ContentSource } from '../model/contentFile';
import { getAnalyseOptions } from './analyseOptions';
import { CONTENT_DIR } from './contentDir';
import { ContentError } from '../model/contentError';
import { getUrlFromPath } from '../model/url';
import { mergeExternalPage, type ContentText } from '../model/externalPage';
import { EXTERNAL_FOLDER } from '../config/externalPages';

export { CONTENT_DIR };

/** The content folder as a writer names it: from the repository root ("content"), or whole when it is elsewhere. */
function contentFolderForMessages(): string {
  const fromRoot = relative(process.cwd(), CONTENT_DIR).split('\\').join('/');
  return fromRoot && !fromRoot.startsWith('..') ? fromRoot : CONTENT_DIR;
}

/**
 * A content problem already described for the writer (describeContentError): what a render worker
 * thread's content error becomes in the build's thread, where its class is lost.
 */
export class DescribedContentError extends Error {
  override name = 'DescribedContentError';
}

/** Whether an error is the content file's fault (a content problem) rather than the build code's. */
export function isContentError(error: unknown): boolean {
  return error instanceof ContentError || error instanceof ContentProblems || error instanceof DescribedContentError;
}

/** A content file's path (under content/) as a writer opens it from the repository root. */
export function describeContentPath(path: string): string {
  return `${contentFolderForMessages()}/${path.split('\\').join('/')}`;
}

/**
 * A content problem as the writer reads it, one line a problem, each file named from the
 * repository root: `content/guides/caching.mdx:12:5: link "/x/" is not a page of this site`
 * opens at the place from a terminal or an editor. Other errors keep their message.
 */
export function describeContentError(error: unknown): string {
  if (error instanceof DescribedContentError) return error.message;
  const problems = error instanceof ContentProblems ? error.problems : error instanceof ContentError ? [error] : null;
  if (!problems) return error instanceof Error ? error.message : String(error);
  const folder = contentFolderForMessages();
  return problems.map((problem) => `${folder}/${problem.message}`).join('\n');
}

/** Pages fetched by `npm run fetch:external`; git-ignored, used when present. */
export const EXTERNAL_DIR = join(CONTENT_DIR, EXTERNAL_FOLDER);

/** Folders under content/ that hold data, not pages. */
const SKIPPED_FOLDERS = new Set(['data']);

export interface ContentFileEntry {
  absolutePath: string;
  /** Path under content/, with forward slashes. */
  path: string;
  size: number;
  /** The fetched page that replaces this file (content/.external/<path>), when there is one. */
  externalPath?: string;
}

/** The fetched page at a content path, if `npm run fetch:external` wrote one. */
export function findExternalFile(path: string, root: string = CONTENT_DIR): string | undefined {
  const externalPath = join(root, EXTERNAL_FOLDER, path);
  return existsSync(externalPath) ? externalPath : undefined;
}

function readText(absolutePath: string): ContentText {
  const { data, content } = matter(readFileSync(absolutePath, 'utf8'));
  return { frontMatter: data, body: content };
}

/** The line of a content file its body starts on, after the front matter (1 when the body is not found). */
export function getBodyLine(absolutePath: string, body: string): number {
  const text = readFileSync(absolutePath, 'utf8');
  const start = text.endsWith(body) ? text.length - body.length : text.indexOf(body);
  return start > 0 ? text.slice(0, start).split('\n').length : 1;
}

/** The names of content files: what gatsby-plugin-mdx reads (its `extensions` in gatsby-config.ts). */
export const CONTENT_FILE_NAME = /\.mdx?$/;

/** Our page, or the fetched page that replaces it, merged with our front matter. */
export function resolveContentText(ours: ContentText, externalPath: string | undefined): ContentText {
  return externalPath ? mergeExternalPage(ours, readText(externalPath)) : ours;
}

export function listContentFiles(dir: string = CONTENT_DIR, root: string = dir): ContentFileEntry[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolutePath = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : listContentFiles(absolutePath, root);
    }
    if (!CONTENT_FILE_NAME.test(entry.name)) return [];
    const path = relative(root, absolutePath).split('\\').join('/');
    const externalPath = findExternalFile(path, root);
    return [{ absolutePath, path, size: statSync(externalPath ?? absolutePath).size, ...(externalPath ? { externalPath } : {}) }];
  });
}

/** Reads one content file and analyses it as the build does (throws ContentError on bad input); `parse` as analyseContent takes it. */
export function readContentFile(entry: ContentFileEntry, { parse }: Pick<AnalyseOptions, 'parse'> = {}): AnalysedContent {
  return analyseContent(readContentSource(entry), { ...getAnalyseOptions(), parse });
}

/**
 * Reads one content file and reports every problem in it, with what its links and headings are.
 * Front matter that is not YAML is a problem of the file too, at its line (the "---" is line 1).
 */
export function inspectContentFile(entry: ContentFileEntry): ContentInspection {
  let source: ContentSource;
  try {
    source = readContentSource(entry);
  } catch (error) {
    const problem = describeFrontMatterError(entry, error);
    return { content: null, problems: [problem], page: { path: entry.path, url: getUrlFromPath(entry.path), related: [] }, links: [], linkLines: [], linkColumns: [], headingIds: [] };
  }
  return inspectContent(source, getAnalyseOptions());
}

/** Front matter the YAML parser refused, as a problem at its place in the file. */
function describeFrontMatterError(entry: ContentFileEntry, error: unknown): ContentError {
  const { mark, reason } = error as { mark?: { line: number; column: number }; reason?: string };
  // The parser counts from 0, from the opening "---" line (gray-matter hands it the text after the
  // "---", which starts with that line's end).
  const position = mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined;
  return new ContentError(entry.path, 'front matter', `is not YAML: ${reason ?? (error as Error).message}`, position);
}

/**
 * Every content file whose front matter is not YAML. The build checks this before sourcing:
 * gatsby-plugin-mdx, which reads the files first, would fail on one with a stack trace of its own
 * that names neither the file nor the line.
 */
export function findFrontMatterErrors(entries: readonly ContentFileEntry[] = listContentFiles()): ContentError[] {
  const errors: ContentError[] = [];
  for (const entry of entries) {
    try {
      readText(entry.absolutePath);
    } catch (error) {
      errors.push(describeFrontMatterError(entry, error));
    }
  }
  return errors;
}

export function readContentSource({ absolutePath, path, size, externalPath }: ContentFileEntry): ContentSource {
  const { frontMatter, body } = resolveContentText(readText(absolutePath), externalPath);
  return { path, size, frontMatter, body, bodyLine: getBodyLine(externalPath ?? absolutePath, body) };
}
