// The service worker, registered once the page has loaded by a script of the page's own, not by the
// app: a reader who opens a page and reads without touching it can reload it offline. On a first
// visit the page's files were fetched before the worker controlled the page, so none of them is in
// its cache: once the worker controls the page (it claims the page when it activates; from then on
// the page's fetches pass through it), the page hands it every file it loaded or will need (its
// resource timing entries, the app's scripts, its page data and body), and the worker keeps those of
// this site (src/worker/offlineWorker.js). A fetch still under way at that moment passed the worker
// by: it is handed over when it ends (a resource timing entry with no workerStart did not go
// through a worker). A reader who checks a configuration at once on a first visit
// gets the checker offline too. The app registers the same worker when it starts (Gatsby's
// own registration, which tells it of updates); registering twice gives the one registration.
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';
import { getPageDataUrl, getStaticQueryUrl } from '../model/offline';

/**
 * Set on <html> once the worker kept the first visit's files: the number it kept. Removed while a
 * file whose fetch ended after that is being kept, and set again when it is.
 */
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
  /** How long a first visit waits for the worker to take control (it claims the page) before keeping. */
  controlWait: number;
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
  const root = document.documentElement;
  let pending = 0;
  let kept = 0;
  const send = (worker: ServiceWorker, urls: string[], withSearch: boolean) => {
    pending += 1;
    root.removeAttribute(options.readyAttribute);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept: number }>) => {
      pending -= 1;
      kept += event.data.kept;
      if (pending === 0) root.setAttribute(options.readyAttribute, String(kept));
      channel.port1.close();
    };
    worker.postMessage({ type: 'webpack-docs:keep', urls, withSearch }, [channel.port2]);
  };
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
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    send(worker, urls, !(connection && connection.saveData));
    if (typeof PerformanceObserver !== 'function') return;
    new PerformanceObserver((entries) => {
      const late = (entries.getEntries() as PerformanceResourceTiming[])
        .filter((entry) => entry.workerStart === 0 && entry.name.indexOf(location.origin + '/') === 0)
        .map((entry) => entry.name);
      if (late.length > 0) send(worker, late, false);
    }).observe({ type: 'resource' });
  };
  const whenControlled = () =>
    new Promise<void>((resolve) => {
      if (workers.controller) return resolve();
      workers.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, options.controlWait);
    });
  const start = () => {
    workers
      .register(options.worker)
      .then(() => (firstVisit ? workers.ready : null))
      .then((registration) => (registration ? whenControlled().then(() => workers.controller || registration.active) : null))
      .then((worker) => {
        if (worker) keep(worker);
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
    controlWait: 10_000,
  };
  return `(${registerWorker.toString()})(${JSON.stringify(options)})`;
}
