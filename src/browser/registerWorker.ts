// The service worker, registered once the page has loaded by a script of the page's own, not by the
// app: a reader who opens a page and reads without touching it can reload it offline. On a first
// visit the page's files were fetched before the worker controlled the page, so none of them is in
// its cache: once the worker is active, the page hands it every file it loaded or will need (its
// resource timing entries, the app's scripts, its page data and body), and the worker keeps those of
// this site (src/worker/offlineWorker.js). The app registers the same worker when it starts (Gatsby's
// own registration, which tells it of updates); registering twice gives the one registration.
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';
import { getPageDataUrl, getStaticQueryUrl } from '../model/offline';

/** Set on <html> once the worker kept the first visit's files: the number it kept. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** What the script of one page is given: plain values, so the function below can run as its text. */
export interface WorkerOptions {
  worker: string;
  /** This page's page data and the site's app data, for a client navigation back to it offline. */
  pageData: string;
  appData: string;
  /** The url of a body file, "{ref}" standing for its name (window.pageData has the first page's). */
  bodyUrl: string;
  appScriptsAttribute: string;
  readyAttribute: string;
}

interface FirstLoadWindow {
  pageData?: { result?: { data?: { docPage?: { bodyRef?: string | null } } } };
}

/**
 * Self-contained, and written plainly (no comment inside, no optional chaining for the build to
 * expand): the build writes its text into every page (getRegisterWorkerScript). Browsers allow a
 * service worker on https and on localhost only. Readers who asked to save data get the page's own
 * files, not the whole search index.
 */
export function registerWorker(options: WorkerOptions): void {
  const workers = navigator.serviceWorker;
  if (!workers || (location.protocol !== 'https:' && location.hostname !== 'localhost')) return;
  const firstVisit = !workers.controller;
  const keep = (worker: ServiceWorker) => {
    const list = document.querySelector(`script[${options.appScriptsAttribute}]`);
    const data = (window as FirstLoadWindow).pageData;
    const body = data && data.result && data.result.data && data.result.data.docPage;
    const ref = body && body.bodyRef;
    const urls = [
      location.href,
      options.pageData,
      options.appData,
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...(list ? (JSON.parse(list.textContent || '[]') as string[]) : []),
      ...(ref ? [options.bodyUrl.replace('{ref}', ref)] : []),
    ];
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept: number }>) => {
      document.documentElement.setAttribute(options.readyAttribute, String(event.data.kept));
      channel.port1.close();
    };
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    worker.postMessage({ type: 'webpack-docs:keep', urls, withSearch: !(connection && connection.saveData) }, [channel.port2]);
  };
  const start = () => {
    workers
      .register(options.worker)
      .then(() => (firstVisit ? workers.ready : null))
      .then((registration) => {
        if (registration && registration.active) keep(registration.active);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start);
}

/** The inline script of the page at `path`: registerWorker's text, called with that page's values. */
export function getRegisterWorkerScript(path: string): string {
  const options: WorkerOptions = {
    worker: '/sw.js',
    pageData: getPageDataUrl(path),
    appData: '/page-data/app-data.json',
    bodyUrl: getStaticQueryUrl('{ref}'),
    appScriptsAttribute: APP_SCRIPTS_ATTRIBUTE,
    readyAttribute: OFFLINE_READY_ATTRIBUTE,
  };
  return `(${registerWorker.toString()})(${JSON.stringify(options)})`;
}
