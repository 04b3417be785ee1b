// What the site keeps for offline reading: the catalogue of sections and the files each page
// needs, download sizes, and which of the files a page loaded are worth keeping.

/** Size of one file of the build: raw bytes and bytes as the network sends them (gzip). */
export interface FileSize {
  bytes: number;
  gzip: number;
}

export interface OfflinePage {
  url: string;
  title: string;
  group: string | null;
  /** Files this page needs besides the shared ones: its page data, static queries, template chunk. */
  files: string[];
}

export interface OfflineSection {
  url: string;
  title: string;
  pages: OfflinePage[];
  /** Files of the section itself, outside its pages: its printable page, when it has one. */
  files: string[];
}

/** Written at build time to /offline/catalog.json; one per release. */
export interface OfflineCatalog {
  /** The build's webpack compilation hash: saved files of another build are never mixed in. */
  build: string;
  /** Files every saved page needs: app data, the search code and the whole search index. */
  shared: string[];
  sections: OfflineSection[];
  sizes: Record<string, FileSize>;
}

/** Where the saved files of one build live (Cache Storage), so two releases never mix. */
export const SAVED_CACHE_PREFIX = 'webpack-docs-saved-';
export const savedCacheName = (build: string): string => `${SAVED_CACHE_PREFIX}${build}`;
/** Entry in the saved cache that lists the saved sections of that build. */
export const SAVED_INDEX_URL = '/offline/saved.json';
export const CATALOG_URL = '/offline/catalog.json';
export const OFFLINE_PAGE_URL = '/offline/';

/** Page data url of a page: "/concepts/" -> "/page-data/concepts/page-data.json", "/" -> "/page-data/index/page-data.json". */
export function getPageDataUrl(url: string): string {
  const path = url === '/' ? 'index' : url.replace(/^\/|\/$/g, '');
  return `/page-data/${path}/page-data.json`;
}

/** Where Gatsby's loader fetches a static query result: "123" -> "/page-data/sq/d/123.json". */
export const getStaticQueryUrl = (hash: string): string => `/page-data/sq/d/${hash}.json`;

/** The page url a page data url belongs to (inverse of getPageDataUrl), or null. */
export function getPageUrlOfPageData(pageDataUrl: string): string | null {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(pageDataUrl);
  if (!match || match[1].startsWith('sq/')) return null;
  return match[1] === 'index' ? '/' : `/${match[1]}/`;
}

/** Section of a url in the catalogue: the longest section url that prefixes it ("/" last). */
export function findSection(catalog: OfflineCatalog, url: string): OfflineSection | null {
  const path = url.endsWith('/') ? url : `${url}/`;
  const matches = catalog.sections.filter((section) => path.startsWith(section.url));
  return matches.sort((a, b) => b.url.length - a.url.length)[0] ?? null;
}

export function findPage(catalog: OfflineCatalog, url: string): OfflinePage | null {
  const path = url.endsWith('/') ? url : `${url}/`;
  for (const section of catalog.sections) {
    const page = section.pages.find((candidate) => candidate.url === path);
    if (page) return page;
  }
  return null;
}

/** Every file needed to read the given sections offline, shared files first, each once. */
export function getSectionFiles(catalog: OfflineCatalog, sectionUrls: readonly string[]): string[] {
  const files = new Set(catalog.shared);
  for (const section of catalog.sections) {
    if (!sectionUrls.includes(section.url)) continue;
    for (const page of section.pages) for (const file of page.files) files.add(file);
    for (const file of section.files) files.add(file);
  }
  return [...files];
}

/** Bytes still to download for these files: those already saved are not counted again. */
export function getDownloadSize(
  catalog: OfflineCatalog,
  files: readonly string[],
  alreadySaved: ReadonlySet<string> = new Set(),
): FileSize & { files: number } {
  let bytes = 0;
  let gzip = 0;
  let count = 0;
  for (const file of files) {
    if (alreadySaved.has(file)) continue;
    const size = catalog.sizes[file];
    if (!size) throw new Error(`The offline catalogue has no size for ${file}`);
    bytes += size.bytes;
    gzip += size.gzip;
    count += 1;
  }
  return { bytes, gzip, files: count };
}

/** "1.2 MB", "830 KB", "512 bytes": decimal units, as download sizes are usually given. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The same-origin files a page loaded, as urls to put in the worker's caches on its first visit
 * (those fetched before the worker controlled the page). Hashes are dropped, duplicates removed;
 * never the worker itself, its own api calls or development-server traffic.
 * ["https://x.org/app-1.js", "https://cdn.org/a.png", "https://x.org/sw.js"] -> ["/app-1.js"]
 * Self-contained: the service worker runs its text (writeOfflineFiles.ts puts it there).
 */
export function selectUrlsToKeep(urls: readonly string[], origin: string): string[] {
  const neverKept = /^\/(sw\.js|\.gatsby-plugin-offline:|__webpack_hmr|socket\.io\/)/;
  const kept = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    if (neverKept.test(url.pathname)) continue;
    kept.add(url.pathname + url.search);
  }
  return [...kept];
}

/** Url of a built file as the browser requests it: "app-1.js" -> "/app-1.js". */
const asUrl = (file: string): string => (file.startsWith('/') ? file : `/${file}`);

/** What the build knows about one page: the data it loads on navigation. */
export interface BuiltPageData {
  componentChunkName: string;
  staticQueryHashes: string[];
}

export interface CatalogInput {
  build: string;
  sections: Array<{ url: string; title: string; pages: Array<{ url: string; title: string; group: string | null }>; files?: string[] }>;
  /** The page data of a page by url, as written by the build. */
  readPageData: (url: string) => BuiltPageData;
  /** Files of each chunk group (webpack stats' namedChunkGroups). */
  chunkGroupFiles: Record<string, string[]>;
  /** Files the worker precaches anyway (the app's own scripts): never downloaded twice. */
  precached: ReadonlySet<string>;
  shared: string[];
  sizeOf: (url: string) => FileSize;
}

/** Files a page needs for client navigation: its page data, static query results and template chunk group. */
export function getPageFiles(url: string, data: BuiltPageData, chunkGroupFiles: Record<string, string[]>, precached: ReadonlySet<string>): string[] {
  const group = chunkGroupFiles[data.componentChunkName];
  if (!group) throw new Error(`No chunk group "${data.componentChunkName}" in the build's stats (page ${url})`);
  return [
    getPageDataUrl(url),
    ...data.staticQueryHashes.map(getStaticQueryUrl),
    ...group.map(asUrl).filter((file) => !precached.has(file)),
  ];
}

export function buildOfflineCatalog(input: CatalogInput): OfflineCatalog {
  const sizes: Record<string, FileSize> = {};
  const measure = (file: string) => {
    sizes[file] ??= input.sizeOf(file);
  };
  input.shared.forEach(measure);
  const sections = input.sections.map((section) => ({
    url: section.url,
    title: section.title,
    pages: section.pages.map((page) => {
      const files = getPageFiles(page.url, input.readPageData(page.url), input.chunkGroupFiles, input.precached);
      files.forEach(measure);
      return { ...page, files };
    }),
    files: section.files ?? [],
  }));
  sections.forEach((section) => section.files.forEach(measure));
  return { build: input.build, shared: input.shared, sections, sizes };
}
