// Writes content/migrate/webpack-5-releases.mdx: per webpack 5 minor release, the options and hooks it
// added, deprecated or removed (content/data/webpack-history.json), each linked to the heading that
// documents it. Run after `npm run sync:webpack-history` and after renaming an option's heading;
// a content test fails while the page is not what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEBPACK_HISTORY_FILE } from '../src/config/webpackHistory';
import { findDeprecationDocs, findHookDocs, findOptionDocs } from '../src/model/webpackDiff';
import type { WebpackHistory } from '../src/model/webpackHistory';
import { RELEASES_PAGE_PATH, writeReleasesPage } from '../src/model/releasesPage';
import { CONTENT_DIR } from '../src/node/contentFiles';
import { readWebpackDocs } from './webpack/readDocs';

/** The page as the history and the current content give it. */
export function renderReleasesPage(root: string = process.cwd()): string {
  const history = JSON.parse(readFileSync(resolve(root, WEBPACK_HISTORY_FILE), 'utf8')) as WebpackHistory;
  const docs = readWebpackDocs();
  return writeReleasesPage(history, (kind, key) =>
    kind === 'deprecation' ? (findDeprecationDocs(key, docs.deprecationsPage)?.href ?? null) : ((kind === 'option' ? findOptionDocs(key, docs.optionPages) : findHookDocs(key, docs.hookPages))?.href ?? null),
  );
}

export const RELEASES_PAGE_FILE = join(CONTENT_DIR, RELEASES_PAGE_PATH);

if (require.main === module) {
  const text = renderReleasesPage();
  writeFileSync(RELEASES_PAGE_FILE, text);
  const undocumented = (text.match(/\(not documented here yet\)/g) ?? []).length;
  console.log(`Wrote ${RELEASES_PAGE_FILE}: ${(text.match(/^## /gm) ?? []).length} releases, ${undocumented} item(s) not documented here yet.`);
}
