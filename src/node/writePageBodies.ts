import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles } from './listFiles';
import { BODY_LIST_PREFIX, BODY_REF_PREFIX, MISSING_BODY_TEXT, getBodyListUrl, getBodyUrl, insertBodyList, insertFirstLoadPageData, joinPageBody, splitPageBody, type BodyFile, type BodyList, type PageDataJson } from '../model/pageBody';

/** Every page-data.json under public/page-data (static query results, sq/, are other files). */
const findPageDataFiles = (dir: string): string[] => listFiles(dir).filter((file) => file.endsWith('/page-data.json'));

/** The body file a page data file names, which must exist. */
function findBodyFile(publicDir: string, pageDataFile: string, ref: string): string {
  const bodyFile = join(publicDir, getBodyUrl(ref));
  if (!existsSync(bodyFile)) throw new Error(`${pageDataFile} names the body file ${getBodyUrl(ref)}, which is missing: run "npx gatsby clean" and build again`);
  return bodyFile;
}

const digest = (html: string): string => createHash('md5').update(html).digest('hex').slice(0, 20);

/** What writePageBodies did, and the change it leaves for each page's HTML. */
export interface PageBodies {
  pages: number;
  written: number;
  /** The url of the list of every page's body file (/page-data/bodies.<md5>.json). */
  listUrl: string;
  /**
   * A built page ("concepts/index.html", relative to public/) with its page data put before
   * Gatsby's scripts, and every page with Gatsby's scripts naming the list of body files. The step that finishes every page (the security
   * policies) calls it, so each page is read and written once after the build.
   */
  finishPage: (file: string, html: string) => string;
  /** What finishPage puts into a page, so a later build can tell a page it must finish again. */
  firstLoadKey: (file: string) => string;
}

/**
 * Sends each page's body once (src/model/pageBody.ts): moves the body out of its page-data.json
 * into /page-data/sq/d/body-<md5>.json; the page data without it goes into the page's HTML through
 * `finishPage`. Writes the list of every page's body file, /page-data/bodies.<md5>.json, which
 * every page names (a client navigation then fetches a body beside its page data). Idempotent, for warm builds: Gatsby rewrites only the page data and HTML of
 * changed pages, and body files no page names any more are deleted. Throws naming the file when a
 * page does not fit.
 */
export function writePageBodies(publicDir: string): PageBodies {
  const bodyDir = join(publicDir, 'page-data', 'sq', 'd');
  mkdirSync(bodyDir, { recursive: true });
  const named = new Set<string>();
  const firstLoads = new Map<string, PageDataJson>();
  const list: BodyList = {};
  let written = 0;
  for (const file of findPageDataFiles(join(publicDir, 'page-data'))) {
    const pageData = JSON.parse(readFileSync(file, 'utf8')) as PageDataJson;
    let split;
    try {
      split = splitPageBody(pageData, digest);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!split) continue;
    named.add(`${split.ref}.json`);
    list[pageData.path] = split.ref;
    if (split.body) {
      const bodyFile = join(publicDir, getBodyUrl(split.ref));
      // Named after its content: a file of that name from an earlier build holds this very body.
      if (!existsSync(bodyFile)) {
        writeFileSync(bodyFile, JSON.stringify(split.body));
        written += 1;
      }
      writeFileSync(file, JSON.stringify(split.navigation));
    } else {
      findBodyFile(publicDir, file, split.ref);
    }
    const htmlFile = join(publicDir, pageData.path, 'index.html');
    if (!existsSync(htmlFile)) throw new Error(`${file}: the page ${pageData.path} has no ${htmlFile}`);
    firstLoads.set(relative(publicDir, htmlFile), split.firstLoad);
  }
  for (const name of readdirSync(bodyDir)) {
    if (name.startsWith(BODY_REF_PREFIX) && !named.has(name)) rmSync(join(bodyDir, name));
  }
  const listText = JSON.stringify(Object.fromEntries(Object.entries(list).sort(([a], [b]) => (a < b ? -1 : 1))));
  const listUrl = getBodyListUrl(digest(listText));
  for (const name of readdirSync(join(publicDir, 'page-data'))) {
    if (name.startsWith(BODY_LIST_PREFIX) && `/page-data/${name}` !== listUrl) rmSync(join(publicDir, 'page-data', name));
  }
  writeFileSync(join(publicDir, listUrl), listText);
  const finishPage = (file: string, page: string): string => {
    const html = insertBodyList(page, listUrl);
    const firstLoad = firstLoads.get(file);
    if (!firstLoad) return html;
    // Gatsby renders HTML from the page data in public/: split page data there renders an empty body.
    if (html.includes(MISSING_BODY_TEXT)) throw new Error(`${file} was rendered without its body: its page data was split when Gatsby rendered it (restorePageBodies must run first)`);
    try {
      return insertFirstLoadPageData(html, firstLoad);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const firstLoadKey = (file: string): string => {
    const firstLoad = firstLoads.get(file);
    return `${listUrl} ${firstLoad ? JSON.stringify(firstLoad) : ''}`;
  };
  return { pages: firstLoads.size, written, listUrl, finishPage, firstLoadKey };
}

/** A page-data.json given its body back: the text it had (the last build's) and the text it has now. */
export interface RestoredPageData {
  file: string;
  split: string;
  joined: string;
}

/**
 * Gives each split page-data.json in public/ its body back (src/model/pageBody.ts joinPageBody),
 * before Gatsby reads them: it renders HTML from those files in a warm build, and `npm start`
 * serves them. Returns the files it changed, for putBackSplitPageData.
 */
export function restorePageBodies(publicDir: string): RestoredPageData[] {
  const restored: RestoredPageData[] = [];
  for (const file of findPageDataFiles(join(publicDir, 'page-data'))) {
    const split = readFileSync(file, 'utf8');
    const joined = joinPageBody(JSON.parse(split) as PageDataJson, (ref) => JSON.parse(readFileSync(findBodyFile(publicDir, file, ref), 'utf8')) as BodyFile);
    if (!joined) continue;
    const text = JSON.stringify(joined);
    writeFileSync(file, text);
    restored.push({ file, split, joined: text });
  }
  return restored;
}

/**
 * Undoes restorePageBodies after a build that failed before writePageBodies split the page data
 * again, so public/ stays the last good build: each file that still holds what restorePageBodies
 * wrote gets its last build's text back (a file Gatsby rewrote since is left as it is). Synchronous,
 * for a process "exit" handler. Returns how many files it put back.
 */
export function putBackSplitPageData(restored: readonly RestoredPageData[]): number {
  let putBack = 0;
  for (const { file, split, joined } of restored) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== joined) continue;
    writeFileSync(file, split);
    putBack += 1;
  }
  return putBack;
}
