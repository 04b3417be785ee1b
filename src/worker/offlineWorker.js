/* Appended to the generated /sw.js after gatsby-plugin-offline's own code (src/node/writeOfflineFiles.ts
 * fills in the placeholders). It answers what the plugin's worker cannot:
 *  - files a page loaded before the worker controlled it (the first visit) are put in the cache;
 *  - a request that fails offline is answered from the files the reader saved for this build;
 *  - a page that is not saved opens the site's own offline page, never the browser's error page;
 *  - search shards and chunks come from the one-file search bundle when they are not cached.
 * Plain script in the worker's global scope: `workbox` is loaded by the generated code above. */
/* global workbox, self, caches, fetch, Response, URL, navigationRoute, handleAPIRequest, lastNavigationRequest: writable */
// The generated code above ends without a semicolon: without this one, it would call the function below.
;(() => {
  const BUILD = '__BUILD__';
  const SAVED_CACHE = '__SAVED_CACHE__';
  const OFFLINE_CACHE = '__OFFLINE_CACHE__';
  const CACHE_PREFIXES = __CACHE_PREFIXES__;
  /** Files the offline page needs (its page data, template chunk, scripts, the catalogue). */
  const OFFLINE_FILES = __OFFLINE_FILES__;
  /** The search code, manifest and one-file index: kept on the first visit so search works offline. */
  const SEARCH_FILES = __SEARCH_FILES__;
  const OFFLINE_PAGE_DATA = '__OFFLINE_PAGE_DATA__';
  /** The files of this site among urls a page sends, each once (src/model/offline.ts). */
  const selectUrlsToKeep = __SELECT_URLS_TO_KEEP__;
  const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';
  const runtimeCache = () => workbox.core.cacheNames.runtime;

  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(OFFLINE_FILES)));
  });

  /**
   * Files kept under an earlier release whose urls do not change with their content: pages, page
   * data, the search manifest, the offline catalogue. Scripts and styles have content-hashed names.
   */
  async function dropEarlierData() {
    const cache = await caches.open(runtimeCache());
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => /(\/|\.html|\.json)$/.test(new URL(request.url).pathname))
        .map((request) => cache.delete(request)),
    );
  }

  // Saved files, offline files and data of other builds are dropped: a release never reads another's data.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => CACHE_PREFIXES.some((prefix) => key.startsWith(prefix)) && key !== SAVED_CACHE && key !== OFFLINE_CACHE)
              .map((key) => caches.delete(key)),
          ),
        )
        .then(dropEarlierData),
    );
  });

  /** Fetches each url (the browser's HTTP cache usually has it) and keeps it in the named cache. */
  async function keepUrls(urls, cacheName) {
    const cache = await caches.open(cacheName);
    let kept = 0;
    const failed = [];
    for (const url of selectUrlsToKeep(urls, self.location.origin)) {
      try {
        if (await cache.match(url)) {
          kept += 1;
          continue;
        }
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        await cache.put(url, response);
        kept += 1;
      } catch (error) {
        failed.push(url);
      }
    }
    return { kept, failed };
  }

  self.addEventListener('message', (event) => {
    const data = event.data || {};
    const port = event.ports && event.ports[0];
    // Which release this worker serves: a page saves files only for the worker that will answer from them.
    if (data.type === 'webpack-docs:build') {
      if (port) port.postMessage({ build: BUILD });
      return;
    }
    if (data.type !== 'webpack-docs:keep') return;
    const keepAll = async () => {
      const page = await keepUrls(data.urls || [], runtimeCache());
      const search = data.withSearch ? await keepUrls(SEARCH_FILES, OFFLINE_CACHE) : { kept: 0, failed: [] };
      return { kept: page.kept + search.kept, failed: [...page.failed, ...search.failed] };
    };
    event.waitUntil(
      keepAll().then(
        (result) => port && port.postMessage({ build: BUILD, ...result }),
        (error) => port && port.postMessage({ build: BUILD, kept: 0, failed: data.urls, error: String(error) }),
      ),
    );
  });

  async function matchOwn(request) {
    for (const name of [SAVED_CACHE, runtimeCache(), OFFLINE_CACHE]) {
      const cache = await caches.open(name);
      const response = await cache.match(request);
      if (response) return response;
    }
    return null;
  }

  const searchBundles = new Map();
  /** "/search/shards/ab.json?v=1" -> the entry "shards/ab.json" of the cached bundle of build 1. */
  async function answerFromSearchBundle(url) {
    const version = url.searchParams.get('v');
    const key = decodeURIComponent(url.pathname.replace(/^\/search\//, ''));
    if (!searchBundles.has(version)) {
      searchBundles.set(
        version,
        matchOwn(`/search/bundle.json?v=${version}`).then((response) => (response ? response.json() : null)),
      );
    }
    const bundle = await searchBundles.get(version);
    if (!bundle) searchBundles.delete(version);
    if (!bundle || !(key in bundle.files)) return null;
    return new Response(JSON.stringify(bundle.files[key]), { headers: { 'Content-Type': 'application/json' } });
  }

  /*
   * Navigations go to the network first. The plugin's own navigation route answers every
   * navigation with the app shell of the worker's release whenever the page's files are cached,
   * even online: right after a deploy that old shell then loads the new release's page data,
   * whose scripts it does not have (a mix of two releases, "Loading chunk … failed"). Online, the
   * server's page always matches the server's scripts; offline, the catch handler below answers
   * (the page saved or kept, else the app shell). `navigationRoute`, `handleAPIRequest` and
   * `lastNavigationRequest` are the plugin's, declared above (writeOfflineFiles checks they exist).
   */
  // Workbox 4 has no way to unregister a route of the default router: its handler is replaced.
  navigationRoute.handler = {
    handle: async ({ event }) => {
      if (/\/\.gatsby-plugin-offline:.+/.test(event.request.url)) return handleAPIRequest({ event });
      lastNavigationRequest = event.request.url;
      return fetch(event.request);
    },
  };

  workbox.routing.setCatchHandler(async ({ url, event }) => {
    const request = event.request;
    const saved = await matchOwn(request);
    if (saved) return saved;
    // A page asked for with a query (the upgrade planner's ?from=…&to=…) is the page kept without
    // it: its head script reads the query.
    const savedPage = request.mode === 'navigate' && url.search ? await matchOwn(url.origin + url.pathname) : null;
    if (savedPage) return savedPage;
    if (request.mode === 'navigate') {
      const shell = await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL));
      if (shell) return shell;
    }
    if (/^\/search\/(shards|chunks)\//.test(url.pathname)) {
      const fromBundle = await answerFromSearchBundle(url);
      if (fromBundle) return fromBundle;
    }
    // The page data of a page that is not saved: the offline page renders in its place, under the
    // page's own path (Gatsby renders page data only at the path it names).
    // "/page-data/guides/caching/page-data.json" -> "/guides/caching/"
    if (/^\/page-data\/.+\/page-data\.json$/.test(url.pathname) && !url.pathname.startsWith('/page-data/sq/')) {
      const offline = await matchOwn(OFFLINE_PAGE_DATA);
      if (offline) {
        const path = url.pathname.replace(/^\/page-data/, '').replace(/page-data\.json$/, '').replace(/^\/index\/$/, '/');
        const data = await offline.json();
        return new Response(JSON.stringify({ ...data, path }), { headers: { 'Content-Type': 'application/json' } });
      }
    }
    return Response.error();
  });
})();
