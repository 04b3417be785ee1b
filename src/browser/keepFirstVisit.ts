// On the first visit the page's files were fetched before the service worker controlled it, so
// none of them is in its cache. When the worker becomes active this hands it every file the page
// really loaded (from the page's resource timing entries and Gatsby's own list for the path), so
// an offline reload shows the page whole and search answers offline.
import { selectUrlsToKeep } from '../model/offline';

export interface KeepResult {
  kept: number;
  failed: string[];
}

/** Readers who asked to save data get the page's own files, not the whole search index. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

export function keepLoadedFiles(worker: ServiceWorker, gatsbyUrls: readonly string[]): Promise<KeepResult> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = selectUrlsToKeep([location.href, ...gatsbyUrls, ...loaded], location.origin);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<KeepResult>) => {
      document.documentElement.setAttribute('data-offline-ready', String(event.data.kept));
      resolve(event.data);
    };
    worker.postMessage({ type: 'webpack-docs:keep', urls, withSearch: !wantsLessData() }, [channel.port2]);
  });
}
