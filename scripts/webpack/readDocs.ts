// The pages that document webpack's options, hooks, CLI flags and class members, parsed as the build parses them:
// read by `npm run webpack:diff` and `npm run write:webpack-releases`.
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { CLI_PAGE, HOOK_PAGES, OPTION_PAGES_FOLDER } from '../../src/config/webpackHistory';
import { indexSections, type DocPage } from '../../src/model/webpackDiff';
import { parseMdx } from '../../src/model/markdown';
import { DEPRECATIONS_PAGE } from '../../src/model/deprecationEntries';
import { ERRORS_PAGE } from '../../src/config/webpackErrors';
import { getUrlFromPath } from '../../src/model/url';
import { findMemberDescriptions, getPageClass } from '../../src/model/classReference';
import { listContentFiles, resolveContentText } from '../../src/node/contentFiles';

export interface WebpackDocs {
  optionPages: DocPage[];
  hookPages: Record<string, DocPage | undefined>;
  cliPage: DocPage | undefined;
  /** The page with one heading per deprecation code. */
  deprecationsPage: DocPage | undefined;
  /** The page with one heading per error and warning class. */
  errorsPage: DocPage | undefined;
  /** Class -> the members its class page describes (`### name` inside <ClassMembers>). */
  memberDescriptions: Map<string, Set<string>>;
}

/** Body of a content file (or of the fetched page that replaces it), without front matter. */
function readBody(absolutePath: string, externalPath: string | undefined): string {
  const { data, content } = matter(readFileSync(absolutePath, 'utf8'));
  return resolveContentText({ frontMatter: data, body: content }, externalPath).body;
}

/**
 * Only parsed, not checked: a page another writer is halfway through still counts. A page that does
 * not parse is reported and left out.
 */
export function readWebpackDocs(contentDir?: string): WebpackDocs {
  const pages = new Map<string, DocPage>();
  const memberDescriptions = new Map<string, Set<string>>();
  for (const entry of listContentFiles(contentDir)) {
    const pageClass = getPageClass(entry.path);
    if (pageClass) {
      try {
        memberDescriptions.set(pageClass, findMemberDescriptions(parseMdx(readBody(entry.absolutePath, entry.externalPath))));
      } catch (error) {
        console.error(`! content/${entry.path} is not valid MDX, its members count as undocumented: ${(error as Error).message}`);
      }
      continue;
    }
    const wanted =
      entry.path.startsWith(`${OPTION_PAGES_FOLDER}/`) || entry.path === CLI_PAGE || entry.path === DEPRECATIONS_PAGE || entry.path === ERRORS_PAGE || Object.values(HOOK_PAGES).includes(entry.path);
    if (!wanted) continue;
    const body = readBody(entry.absolutePath, entry.externalPath);
    try {
      pages.set(entry.path, { path: entry.path, url: getUrlFromPath(entry.path), sections: indexSections(parseMdx(body)), body });
    } catch (error) {
      console.error(`! content/${entry.path} is not valid MDX, its items count as undocumented: ${(error as Error).message}`);
    }
  }
  return {
    optionPages: [...pages.values()].filter((page) => page.path.startsWith(`${OPTION_PAGES_FOLDER}/`)),
    hookPages: Object.fromEntries(Object.entries(HOOK_PAGES).map(([name, path]) => [name, pages.get(path)])),
    cliPage: pages.get(CLI_PAGE),
    deprecationsPage: pages.get(DEPRECATIONS_PAGE),
    errorsPage: pages.get(ERRORS_PAGE),
    memberDescriptions,
  };
}
