// A page's body HTML travels once. The build renders it into the page's HTML; then
// src/node/writePageBodies.ts moves it out of the page's page-data.json into a file of its own
// under a name made from its content, listed among the page's static query results. Gatsby's
// loader fetches and awaits those before it renders a page on client navigation, so a client
// navigation gets the body before the page renders, exactly as when it travelled in the page
// data. The first load fetches neither: the HTML carries the page data without the body
// (window.pageData, which Gatsby's loader takes instead of fetching page-data.json) and the
// template keeps the body the server rendered (src/browser/pageBody.ts).
import { getStaticQueryUrl } from './offline';

/** Name of a page's body file: "body-" and the md5 of the body, so a deploy never mixes two bodies under one url. */
export const BODY_REF_PREFIX = 'body-';

/** Id of the script that hands Gatsby's loader the page data on the first load. */
export const FIRST_LOAD_PAGE_DATA_ID = 'first-load-page-data';

/** Name of the list of every page's body file: "bodies." and the md5 of the list. */
export const BODY_LIST_PREFIX = 'bodies.';

/** The attribute of <html> that names the list in every page with the app (insertBodyList). */
export const BODY_LIST_ATTRIBUTE = 'data-page-bodies';

/** The list of body files: each page's path and the name of its body file. */
export type BodyList = Record<string, string>;

/** The path of a body file or of their list, which are named after their content ("/page-data/sq/d/body-0a1b….json"). */
export const CONTENT_NAMED_PAGE_DATA = new RegExp(`/page-data/(sq/d/${BODY_REF_PREFIX}|${BODY_LIST_PREFIX.replace('.', '\\.')})[0-9a-f]{20}\\.json$`);

/** "0a1b" -> "/page-data/bodies.0a1b.json" */
export const getBodyListUrl = (hash: string): string => `/page-data/${BODY_LIST_PREFIX}${hash}.json`;

/** "body-0a1b" -> "/page-data/sq/d/body-0a1b.json": a body file is fetched as a static query result. */
export const getBodyUrl = (ref: string): string => getStaticQueryUrl(ref);

export interface BodyFields {
  /** The body HTML, while it is in the page data (in `gatsby develop` and before the build moves it). */
  html?: string | null;
  /** Name of the body file, once the build moved the body there. */
  bodyRef?: string | null;
}

/** The parts of a page-data.json this step reads and changes; the rest is kept as it is. */
export interface PageDataJson {
  path: string;
  result: { data?: { docPage?: BodyFields & Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>;
  staticQueryHashes: string[];
  [field: string]: unknown;
}

/** A body file: shaped as a static query result, `{ data }`. */
export interface BodyFile {
  data: { html: string };
}

export interface SplitPage {
  /** The page data for client navigation: the body's file among its static query results. */
  navigation: PageDataJson;
  /** The page data the HTML carries for the first load: no body and no body file. */
  firstLoad: PageDataJson;
  ref: string;
  /** The body file to write; null when an earlier build moved the body already (a warm build). */
  body: BodyFile | null;
}

/** The object with one field renamed and given a value, in the same place: ({a, html, b}, 'html', 'bodyRef', 'x') -> {a, bodyRef: 'x', b}. */
function replaceField<T extends object>(object: T, from: string, to: string, value: string): T {
  return Object.fromEntries(Object.entries(object).map(([key, old]) => (key === from ? [to, value] : [key, old]))) as T;
}

/**
 * Splits a page's data from its body. `digest` names a body ("<p>a</p>" -> "0a1b…").
 * Returns null for a page without a body (home, blog index, 404); throws when the data is neither
 * a page with its body nor one whose body was moved.
 */
export function splitPageBody(pageData: PageDataJson, digest: (html: string) => string): SplitPage | null {
  const docPage = pageData.result.data?.docPage;
  if (!docPage) return null;
  if (!Array.isArray(pageData.staticQueryHashes)) throw new Error(`page data of ${pageData.path} has no staticQueryHashes list: Gatsby's page-data format changed`);
  const { html } = docPage;
  let ref: string;
  let body: BodyFile | null = null;
  if (typeof html === 'string') {
    ref = `${BODY_REF_PREFIX}${digest(html)}`;
    body = { data: { html } };
  } else if (typeof docPage.bodyRef === 'string' && docPage.bodyRef.startsWith(BODY_REF_PREFIX)) {
    ref = docPage.bodyRef;
  } else {
    throw new Error(`page data of ${pageData.path} has neither docPage.html nor docPage.bodyRef: the template must query "html"`);
  }
  const otherQueries = pageData.staticQueryHashes.filter((hash) => !hash.startsWith(BODY_REF_PREFIX));
  // The reference takes the body's place, so joinPageBody gives back the very same file.
  const fields = body ? replaceField(docPage, 'html', 'bodyRef', ref) : docPage;
  const withBodyRef = (staticQueryHashes: string[]): PageDataJson => ({
    ...pageData,
    result: { ...pageData.result, data: { ...pageData.result.data, docPage: fields } },
    staticQueryHashes,
  });
  return { navigation: withBodyRef([...otherQueries, ref]), firstLoad: withBodyRef(otherQueries), ref, body };
}

/**
 * The page data as Gatsby wrote it, from the split page data and its body file: Gatsby renders a
 * page's HTML from the page-data.json in public/, so before a build reads them (a warm build, or
 * `npm start` after `npm run build`) each split file gets its body back. Returns null for page data
 * that was not split.
 */
export function joinPageBody(pageData: PageDataJson, readBody: (ref: string) => BodyFile): PageDataJson | null {
  const docPage = pageData.result.data?.docPage;
  const ref = docPage?.bodyRef;
  if (!docPage || typeof ref !== 'string' || typeof docPage.html === 'string') return null;
  const { html } = readBody(ref).data;
  return {
    ...pageData,
    result: { ...pageData.result, data: { ...pageData.result.data, docPage: replaceField(docPage, 'bodyRef', 'html', html) } },
    staticQueryHashes: pageData.staticQueryHashes.filter((hash) => hash !== ref),
  };
}

/** The first words of MISSING_BODY_HTML (src/browser/pageBody.ts): a page rendered without its body. */
export const MISSING_BODY_TEXT = 'The text of this page could not be loaded.';

const FIRST_LOAD_SCRIPT = new RegExp(`<script id="${FIRST_LOAD_PAGE_DATA_ID}">[\\s\\S]*?</script>`);
const GATSBY_LOADER_SCRIPT = '<script id="gatsby-script-loader">';

const HTML_TAG = /<html([^>]*)>/i;
const BODY_LIST_ATTRIBUTE_VALUE = new RegExp(`\\s${BODY_LIST_ATTRIBUTE}="[^"]*"`);

/**
 * Names the list of body files on the <html> of a built page with Gatsby's scripts (replacing what
 * an earlier build put there): `<html lang="en" data-page-bodies="/page-data/bodies.0a1b.json">`.
 * Only named, not fetched: src/browser/bodyAhead.ts fetches it once the app has started and the
 * browser is idle. (A `<link rel="prefetch">` had the browser fetch it while the page loaded, ahead
 * of the app's scripts, and Lighthouse's Total Blocking Time of the home page rose by about half.)
 * Pages without Gatsby's scripts (the printable ones) are returned as they are.
 */
export function insertBodyList(html: string, listUrl: string): string {
  if (!html.includes(GATSBY_LOADER_SCRIPT)) return html;
  const tag = HTML_TAG.exec(html);
  if (!tag) throw new Error(`the page has no <html> tag to name the list of body files on`);
  const attributes = tag[1].replace(BODY_LIST_ATTRIBUTE_VALUE, '');
  return `${html.slice(0, tag.index)}<html${attributes} ${BODY_LIST_ATTRIBUTE}="${listUrl}">${html.slice(tag.index + tag[0].length)}`;
}

/**
 * Puts the first-load page data into a built page, before Gatsby's own scripts (its loader reads
 * window.pageData when it starts), replacing what an earlier build put there.
 * `<script id="gatsby-script-loader">` -> `<script id="first-load-page-data">window.pageData={…}</script><script id="gatsby-script-loader">`
 */
export function insertFirstLoadPageData(html: string, firstLoad: PageDataJson): string {
  // "<" and any character outside ASCII only occur inside JSON strings, where "\u003c" reads the
  // same: no "</script>" can end the script, and the script is ASCII, so it can go into a page read
  // as bytes (writeContentSecurityPolicies) as well as into its text.
  const json = JSON.stringify(firstLoad).replace(/[<\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const script = `<script id="${FIRST_LOAD_PAGE_DATA_ID}">window.pageData=${json}</script>`;
  const page = html.replace(FIRST_LOAD_SCRIPT, '');
  const at = page.indexOf(GATSBY_LOADER_SCRIPT);
  if (at === -1) throw new Error(`the page ${firstLoad.path} has no ${GATSBY_LOADER_SCRIPT}: Gatsby's HTML changed, so the page data cannot go before its scripts`);
  return `${page.slice(0, at)}${script}${page.slice(at)}`;
}
