// On the first visit the page's files were fetched before the service worker controlled it, so
// none of them is in its cache. When the worker becomes active this hands it every file the page
// really loaded (from the page's resource timing entries and Gatsby's own list for the path), so
// an offline reload shows the page whole and search answers offline.
import { selectUrlsToKeep } from '../model/offline';
import { askWorker } from './askWorker';

export interface KeepResult {
  kept: number;
  failed: string[];
}

/** Readers who asked to save data get the page's own files, not the whole search index. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

export async function keepLoadedFiles(worker: ServiceWorker, gatsbyUrls: readonly string[]): Promise<KeepResult> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = selectUrlsToKeep([location.href, ...gatsbyUrls, ...loaded], location.origin);
  const result = (await askWorker<KeepResult>(worker, { type: 'webpack-docs:keep', urls, withSearch: !wantsLessData() }))!;
  document.documentElement.setAttribute('data-offline-ready', String(result.kept));
  return result;
}
