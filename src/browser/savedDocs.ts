// Saving sections of the documentation for offline reading (loaded on demand). Files are kept in
// a Cache Storage cache of this release; the service worker answers from it when the network is
// gone. A save either completes or leaves nothing behind: an interrupted save removes what it
// wrote and is never presented as saved.
import {
  CATALOG_URL,
  SAVED_INDEX_URL,
  getDownloadSize,
  getPageUrlOfPageData,
  getSectionFiles,
  savedCacheName,
  type FileSize,
  type OfflineCatalog,
} from '../model/offline';
import { askWorker } from './askWorker';
import { SAVED_CHANGE_EVENT, readSavedSections, runningBuild, writeSavedBuild, writeSavedSections } from './savedDocsRecord';

export interface SavedIndex {
  build: string;
  sections: string[];
  files: string[];
}

export interface SaveProgress {
  section: string;
  done: number;
  total: number;
}

/** Thrown with a sentence a reader can act on. */
export class OfflineStorageError extends Error {}

const PARALLEL_DOWNLOADS = 4;

function announce(detail: { saving?: SaveProgress | null } = {}): void {
  window.dispatchEvent(new CustomEvent(SAVED_CHANGE_EVENT, { detail }));
}

/** Null when this browser can keep files for offline reading; otherwise why not. */
export function getStorageProblem(): string | null {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) {
    return 'This browser does not let the site store files (a private window or blocked site data), so pages cannot be saved for offline reading.';
  }
  return null;
}

let catalogPromise: Promise<OfflineCatalog> | null = null;
export function loadCatalog(): Promise<OfflineCatalog> {
  catalogPromise ??= fetch(CATALOG_URL).then((response) => {
    if (!response.ok) throw new Error(`The offline catalogue could not be loaded (${response.status}).`);
    return response.json() as Promise<OfflineCatalog>;
  });
  catalogPromise.catch(() => {
    catalogPromise = null;
  });
  return catalogPromise;
}

async function openSavedCache(build: string): Promise<Cache> {
  try {
    return await caches.open(savedCacheName(build));
  } catch {
    throw new OfflineStorageError(getStorageProblem() ?? 'This browser refused to store files for offline reading.');
  }
}

export async function readSavedIndex(build: string): Promise<SavedIndex> {
  const empty: SavedIndex = { build, sections: [], files: [] };
  if (getStorageProblem()) return empty;
  try {
    const cache = await caches.open(savedCacheName(build));
    const response = await cache.match(SAVED_INDEX_URL);
    return response ? ((await response.json()) as SavedIndex) : empty;
  } catch {
    return empty;
  }
}

async function writeSavedIndex(cache: Cache, index: SavedIndex): Promise<void> {
  await cache.put(SAVED_INDEX_URL, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
}

/** The release of the worker that controls this page; undefined when none answers (or an older worker). */
async function controllingWorkerBuild(timeoutMs = 3000): Promise<string | undefined> {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return undefined;
  return (await askWorker<{ build?: string }>(controller, { type: 'webpack-docs:build' }, timeoutMs))?.build;
}

/**
 * True when the worker answering offline serves this release. When an older worker still
 * controls the page (a deploy the browser has not picked up yet), this asks the browser to fetch
 * the new worker now; it takes control and the page reloads itself (gatsby-browser), so the files
 * are saved for the worker that will answer from them, never for one that would ignore them.
 */
async function workerServes(build: string): Promise<boolean> {
  if (!navigator.serviceWorker?.controller) return true;
  if ((await controllingWorkerBuild()) === build) return true;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.update().catch(() => undefined);
  return false;
}

/** What saving these sections would download now, given what is saved already. */
export async function getSaveSize(catalog: OfflineCatalog, sections: readonly string[]): Promise<FileSize & { files: number }> {
  const index = await readSavedIndex(catalog.build);
  return getDownloadSize(catalog, getSectionFiles(catalog, sections), new Set(index.files));
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

const QUOTA_MESSAGE = 'There is not enough storage space on this device to save these pages. Nothing was saved; free some space or save a smaller section.';

async function checkQuota(bytes: number): Promise<void> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < bytes) {
      throw new OfflineStorageError(QUOTA_MESSAGE);
    }
  } catch (error) {
    if (error instanceof OfflineStorageError) throw error;
    // No estimate available: the writes themselves will tell.
  }
}

/**
 * Downloads every file the sections need that is not saved yet, reporting progress in gzip bytes
 * (what the network sends), then records the sections as saved. On any failure the files this
 * save wrote are removed again and the error says why.
 */
export async function saveSections(
  catalog: OfflineCatalog,
  sections: readonly string[],
  onProgress: (progress: SaveProgress) => void = () => undefined,
): Promise<SavedIndex> {
  const problem = getStorageProblem();
  if (problem) throw new OfflineStorageError(problem);
  // Files of one release only: a page of another release would save a mix of the two.
  const published = 'A new version of the site has been published. Reload the page, then save again.';
  if (runningBuild() && runningBuild() !== catalog.build) throw new OfflineStorageError(published);
  if (!(await workerServes(catalog.build))) throw new OfflineStorageError(published);
  const cache = await openSavedCache(catalog.build);
  const index = await readSavedIndex(catalog.build);
  const wanted = [...new Set([...index.sections, ...sections])];
  const files = getSectionFiles(catalog, wanted);
  const saved = new Set(index.files);
  const missing = files.filter((file) => !saved.has(file));
  const total = getDownloadSize(catalog, missing);
  await checkQuota(total.bytes);
  const label = sections.join(', ');
  const written: string[] = [];
  let done = 0;
  const report = () => {
    const progress = { section: label, done, total: total.gzip };
    onProgress(progress);
    announce({ saving: progress });
  };
  report();
  try {
    const queue = [...missing];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const response = await fetch(file, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${file} could not be downloaded (${response.status}).`);
        await cache.put(file, response);
        written.push(file);
        done += catalog.sizes[file].gzip;
        report();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
    const next: SavedIndex = { build: catalog.build, sections: wanted, files };
    await writeSavedIndex(cache, next);
    writeSavedSections([...readSavedSections(), ...sections]);
    writeSavedBuild(catalog.build);
    announce({ saving: null });
    return next;
  } catch (error) {
    await Promise.all(written.map((file) => cache.delete(file).catch(() => false)));
    announce({ saving: null });
    if (isQuotaError(error)) throw new OfflineStorageError(QUOTA_MESSAGE);
    if (error instanceof OfflineStorageError) throw error;
    throw new OfflineStorageError(
      navigator.onLine
        ? `Saving stopped: ${error instanceof Error ? error.message : String(error)} Nothing was saved; try again.`
        : 'The network went away while saving. Nothing was saved; try again when you are online.',
    );
  }
}

/** Removes sections; files another saved section still needs stay. */
export async function removeSections(catalog: OfflineCatalog, sections: readonly string[]): Promise<SavedIndex> {
  writeSavedSections(readSavedSections().filter((section) => !sections.includes(section)));
  const index = await readSavedIndex(catalog.build);
  const remaining = index.sections.filter((section) => !sections.includes(section));
  if (getStorageProblem()) return { build: catalog.build, sections: [], files: [] };
  if (remaining.length === 0) {
    await caches.delete(savedCacheName(catalog.build));
    announce();
    return { build: catalog.build, sections: [], files: [] };
  }
  const cache = await caches.open(savedCacheName(catalog.build));
  const keep = new Set(getSectionFiles(catalog, remaining));
  await Promise.all(index.files.filter((file) => !keep.has(file)).map((file) => cache.delete(file)));
  const next: SavedIndex = { build: catalog.build, sections: remaining, files: [...keep] };
  await writeSavedIndex(cache, next);
  announce();
  return next;
}

/**
 * Sections the reader saved are saved again from this release when they are missing from its
 * cache (the worker drops the files of earlier releases when a new one activates). Runs only when
 * the page and the catalogue belong to the same release.
 */
export async function bringToThisRelease(): Promise<void> {
  const wanted = readSavedSections();
  if (wanted.length === 0 || getStorageProblem()) return;
  const catalog = await loadCatalog();
  if (runningBuild() && runningBuild() !== catalog.build) return;
  // An older worker in control: it is being replaced now, and the reload that follows saves again.
  if (!(await workerServes(catalog.build))) return;
  const known = new Set(catalog.sections.map((section) => section.url));
  const index = await readSavedIndex(catalog.build);
  const missing = wanted.filter((section) => known.has(section) && !index.sections.includes(section));
  if (missing.length > 0) await saveSections(catalog, missing);
  else writeSavedBuild(catalog.build);
}

/** Pages that open offline now: saved ones and those the worker kept while the reader browsed. */
export async function listAvailablePages(catalog: OfflineCatalog): Promise<Array<{ url: string; title: string }>> {
  if (getStorageProblem()) return [];
  const urls = new Set<string>();
  for (const name of await caches.keys()) {
    if (name !== savedCacheName(catalog.build) && !name.includes('runtime')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = getPageUrlOfPageData(new URL(request.url).pathname);
      if (url) urls.add(url);
    }
  }
  return catalog.sections.flatMap((section) => section.pages.filter((page) => urls.has(page.url)).map(({ url, title }) => ({ url, title })));
}
