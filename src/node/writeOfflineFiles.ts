import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DOCUMENTATION_SECTIONS } from '../config/site';
import {
  CATALOG_URL,
  OFFLINE_PAGE_URL,
  SAVED_CACHE_PREFIX,
  buildOfflineCatalog,
  getPageDataUrl,
  getPageFiles,
  selectUrlsToKeep,
  savedCacheName,
  type BuiltPageData,
  type FileSize,
} from '../model/offline';
import { getSectionPages } from '../model/sidebar';
import { isPrintableSection } from './writePrintablePages';
import { getPrintableUrl } from '../model/url';
import type { ContentPage } from '../model/types';
import { md5, openStepState } from './stepState';
import { readChunkGroups } from './webpackStats';

const OFFLINE_CACHE_PREFIX = 'webpack-docs-offline-';
/** Sections in the order a reader meets them: documentation, then contribute, blog and the other pages. */
const SECTION_ORDER = [...DOCUMENTATION_SECTIONS.map((section) => `/${section}/`), '/contribute/', '/blog/', '/'];

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Local path of a site url: "/search/bundle.json?v=1" -> "<public>/search/bundle.json", "/a/" -> "<public>/a/index.html". */
const toFile = (publicDir: string, url: string): string => {
  const path = decodeURIComponent(url.split('?')[0]);
  return join(publicDir, path.endsWith('/') ? `${path}index.html` : path);
};

/** Gzip size by md5 of the content. */
type GzipSizes = Record<string, number>;

/**
 * Sizes of the files offline reading lists. Compressing them all takes longer than hashing them:
 * content whose md5 the last build measured keeps the gzip size found then. `sizes` is what this
 * build measured, for the next one.
 */
export function createSizeMeter(known: GzipSizes): { sizeOf: (content: Buffer) => FileSize; sizes: GzipSizes } {
  const sizes: GzipSizes = {};
  const sizeOf = (content: Buffer): FileSize => {
    const digest = md5(content);
    sizes[digest] ??= known[digest] ?? gzipSync(content).length;
    return { bytes: content.length, gzip: sizes[digest] };
  };
  return { sizeOf, sizes };
}

/**
 * The plugin's worker with Workbox's production modules. Workbox 4 picks its development modules
 * (larger, and logging every request to the console) on any page served from localhost, where
 * `npm run serve` and the browser tests run; readers get the production ones. Setting `debug`
 * gives every host the worker readers get.
 */
export function useProductionWorkbox(generated: string): string {
  const setConfig = /^workbox\.setConfig\(\{modulePathPrefix: ("[^"]+")\}\);$/m;
  if (!setConfig.test(generated)) throw new Error('public/sw.js from gatsby-plugin-offline no longer sets Workbox\'s modulePathPrefix alone: update useProductionWorkbox in src/node/writeOfflineFiles.ts to its new code');
  return generated.replace(setConfig, 'workbox.setConfig({modulePathPrefix: $1, debug: false});');
}

/**
 * Offline reading (src/model/offline.ts): the catalogue of sections and files with their sizes,
 * and the worker code appended to gatsby-plugin-offline's /sw.js (which that plugin writes in its
 * own onPostBuild, before the site's). Returns the catalogue's totals for the build log.
 */
export function writeOfflineFiles(
  publicDir: string,
  pages: readonly ContentPage[],
  searchBundleUrl: string,
  { stateFile, codeKey = '', toolFiles = {} }: { stateFile?: string; codeKey?: string; toolFiles?: Record<string, string[]> } = {},
): { sections: number; files: number; gzip: number } {
  const swPath = join(publicDir, 'sw.js');
  if (!existsSync(swPath)) throw new Error('public/sw.js is missing: gatsby-plugin-offline must run before the offline files are written');
  // The appended worker replaces the plugin's navigation route, through these names of its code.
  const plugin = readFileSync(swPath, 'utf8');
  for (const name of ['const navigationRoute = new NavigationRoute(', 'function handleAPIRequest(', 'let lastNavigationRequest']) {
    if (!plugin.includes(name)) throw new Error(`public/sw.js from gatsby-plugin-offline no longer contains "${name}": update src/worker/offlineWorker.js to its new code`);
  }
  const build = readJson<{ webpackCompilationHash: string }>(join(publicDir, 'page-data', 'app-data.json')).webpackCompilationHash;
  const chunkGroups = readChunkGroups(publicDir);
  const precached = new Set(chunkGroups.app);
  const readPageData = (url: string) => readJson<BuiltPageData>(toFile(publicDir, getPageDataUrl(url)));
  const gzipState = openStepState<GzipSizes>(stateFile, codeKey);
  const measure = createSizeMeter(gzipState.read() ?? {});
  const sizeOf = (url: string): FileSize => measure.sizeOf(readFileSync(toFile(publicDir, url)));

  const chunkGroup = (name: string): string[] => {
    const files = chunkGroups.files[name];
    if (!files) throw new Error(`No chunk group "${name}" in public/webpack.stats.json`);
    return files.filter((file) => !precached.has(file));
  };
  const searchFiles = [...chunkGroup('search-modal'), '/search/manifest.json', searchBundleUrl];
  // The code that lists and saves offline pages must itself open offline.
  const savingCode = chunkGroup('saved-docs');
  const shared = ['/page-data/app-data.json', ...savingCode, ...searchFiles];

  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const sectionUrls = SECTION_ORDER.filter((url) => url === '/' || byUrl.has(url));
  const sections = sectionUrls.map((url) => {
    const members = getSectionPages(pages, url).map(({ url: pageUrl, title, group }) => ({ url: pageUrl, title, group }));
    const home = url === '/' && existsSync(toFile(publicDir, getPageDataUrl('/'))) ? [{ url: '/', title: 'Home', group: null }] : [];
    // A section's printable page (written before this step) is saved with it: one self-contained file.
    const section = url.replace(/\//g, '');
    const printable = isPrintableSection(section) ? [getPrintableUrl(section)] : [];
    // What a page's tool loads when used (the configuration checker's worker) is saved with its section.
    const tools = [...new Set(members.flatMap(({ url: pageUrl }) => toolFiles[pageUrl] ?? []))];
    return { url, title: url === '/' ? 'Other pages' : byUrl.get(url)!.title, pages: [...home, ...members], files: [...printable, ...tools] };
  });
  const catalog = buildOfflineCatalog({ build, sections, readPageData, chunkGroupFiles: chunkGroups.files, precached, shared, sizeOf });
  mkdirSync(join(publicDir, 'offline'), { recursive: true });
  writeFileSync(toFile(publicDir, CATALOG_URL), JSON.stringify(catalog));
  gzipState.write(measure.sizes);

  const offlineFiles = [
    ...getPageFiles(OFFLINE_PAGE_URL, readPageData(OFFLINE_PAGE_URL), chunkGroups.files, precached),
    '/page-data/app-data.json',
    ...savingCode,
    CATALOG_URL,
  ];
  for (const file of offlineFiles) statSync(toFile(publicDir, file));
  const worker = readFileSync(join(publicDir, '..', 'src', 'worker', 'offlineWorker.js'), 'utf8')
    .replace(/__BUILD__/g, build)
    .replace(/__SAVED_CACHE__/g, savedCacheName(build))
    .replace(/__OFFLINE_CACHE__/g, `${OFFLINE_CACHE_PREFIX}${build}`)
    .replace(/__CACHE_PREFIXES__/g, JSON.stringify([SAVED_CACHE_PREFIX, OFFLINE_CACHE_PREFIX]))
    .replace(/__OFFLINE_FILES__/g, JSON.stringify(offlineFiles))
    .replace(/__SEARCH_FILES__/g, JSON.stringify(searchFiles))
    .replace(/__OFFLINE_PAGE_DATA__/g, getPageDataUrl(OFFLINE_PAGE_URL))
    // A function as replacement: its text is written as it is (a string would have its $ patterns read).
    .replace(/__SELECT_URLS_TO_KEEP__/g, () => selectUrlsToKeep.toString());
  writeFileSync(swPath, `${useProductionWorkbox(plugin)}\n${worker}`);

  const files = new Set(catalog.shared);
  for (const section of catalog.sections) for (const page of section.pages) page.files.forEach((file) => files.add(file));
  const gzip = [...files].reduce((sum, file) => sum + catalog.sizes[file].gzip, 0);
  return { sections: catalog.sections.length, files: files.size, gzip };
}
