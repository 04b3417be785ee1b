// What the site asks of the host that serves public/: caching per kind of file, security headers,
// and the third-party hosts its Content-Security-Policy allows. src/node/writeHeaders.ts turns this
// into public/_headers (Netlify, Cloudflare Pages); src/node/writeContentSecurityPolicies.ts puts a
// policy in every HTML page. The README's "Deploy" section gives the same rules for other hosts.
import type { ThirdPartyHosts } from '../model/contentSecurityPolicy';
import { BODY_LIST_PREFIX, BODY_REF_PREFIX } from '../model/pageBody';
import { ANALYTICS, DOCSEARCH } from './site';

export const CACHE_CONTROL = {
  /** Kept, but checked with the host on every use (a 304 when unchanged). */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The url changes whenever the content does: never asked for again. */
  immutable: 'public, max-age=31536000, immutable',
} as const;
export type CachePolicy = keyof typeof CACHE_CONTROL;

export interface CacheRule {
  /** `_headers` path pattern; `*` matches anything, slashes included; `:name`, one path segment. */
  path: string;
  cache: CachePolicy;
  why: string;
}

/**
 * Files whose url stays the same from one build to the next. If a host or CDN kept any of them
 * for an hour, a reader would get the pages, page data or service worker of two releases mixed.
 * Gatsby's caching guide: HTML, page-data, app-data and sw.js must revalidate on every request.
 * Each page's page-data.json gets a rule per folder depth (PAGE_DATA_CACHE, written by
 * writeHeaders from the build's files): `/page-data/*` would also match the page bodies, which are
 * named after their content, and hosts merge the rules that match one path. Page bodies are
 * immutable so that a client navigation can fetch a body beside its page data and Gatsby's loader,
 * asking for the same body a moment later, gets the one in flight (src/browser/bodyAhead.ts).
 */
export const CACHE_RULES: readonly CacheRule[] = [
  { path: '/', cache: 'revalidate', why: 'the home page' },
  { path: '/*/', cache: 'revalidate', why: 'every other page (a folder served as its index.html)' },
  { path: '/*.html', cache: 'revalidate', why: 'pages asked for by file name, 404.html' },
  { path: '/page-data/app-data.json', cache: 'revalidate', why: 'app-data.json: it names the scripts of the current build' },
  { path: `/page-data/sq/d/${BODY_REF_PREFIX}*`, cache: 'immutable', why: 'page bodies, named after their content (src/model/pageBody.ts)' },
  { path: `/page-data/${BODY_LIST_PREFIX}*`, cache: 'immutable', why: 'the list of page bodies, named after its content' },
  { path: '/sw.js', cache: 'revalidate', why: 'the service worker: the browser must see a new release on its next check' },
  { path: '/*.md', cache: 'revalidate', why: 'the Markdown twins of the pages' },
  { path: '/llms*.txt', cache: 'revalidate', why: '/llms.txt and /llms-full.txt' },
  { path: '/static/*', cache: 'immutable', why: 'files Gatsby names after their content hash' },
  { path: '/config-checker/manifest.json', cache: 'revalidate', why: "the configuration checker's manifest: it names this build's checker files" },
  { path: '/config-checker/worker.*', cache: 'immutable', why: "the configuration checker's worker, named after its content hash" },
  { path: '/config-checker/options.*', cache: 'immutable', why: "the configuration checker's option data, named after its content hash" },
];

/** Every page's page-data.json (it names the page's body file and the scripts of its template); other static query results too. */
export const PAGE_DATA_CACHE: CachePolicy = 'revalidate';

/**
 * Scripts and stylesheets webpack names after their content ("app-3f9a….js"). No path pattern can
 * tell them from sw.js or the service worker's own scripts, so each is listed by name from the build.
 */
export const HASHED_ASSET = /-[0-9a-f]{20}\.(js|css)$|^styles\.[0-9a-f]{20}\.css$/;
export const HASHED_ASSET_CACHE: CachePolicy = 'immutable';

/** Content types a host may not know. */
export const CONTENT_TYPES: ReadonlyArray<{ path: string; type: string }> = [
  { path: '/*.md', type: 'text/markdown; charset=utf-8' },
  { path: '/llms*.txt', type: 'text/plain; charset=utf-8' },
];

/**
 * Sent with every response (the Mozilla HTTP Observatory's tests): HTTPS only for two years, no
 * MIME sniffing, the origin only to other sites, no powerful browser features, no framing. The rest
 * of the Content-Security-Policy is in each page's <meta>: it depends on the page's inline scripts.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Content-Security-Policy', "frame-ancestors 'none'"],
];

/** Hosts the avatars of the contributors come from: github.com/<handle>.png redirects to avatars.githubusercontent.com. */
export const CONTRIBUTOR_AVATAR_HOSTS = ['https://github.com', 'https://avatars.githubusercontent.com'] as const;
/** Open Collective serves every supporter's avatar (content/data/supporters.json) from its image host. */
export const SUPPORTER_AVATAR_HOSTS = ['https://images.opencollective.com'] as const;

/** The hosts of hosted DocSearch for one application id (the Algolia client's own list). */
export function getDocSearchHosts(appId: string): string[] {
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error(`GATSBY_DOCSEARCH_APP_ID "${appId}" is not an Algolia application id (letters and digits only)`);
  const app = appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

/** Google's published CSP for the gtag.js tracker. */
const ANALYTICS_HOSTS: Omit<ThirdPartyHosts, 'feature'> = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Every host outside the site that a page may reach, for the features this build has. */
export function getThirdPartyHosts({ docsearch = DOCSEARCH, analyticsId = ANALYTICS.id }: { docsearch?: { appId: string; apiKey: string }; analyticsId?: string } = {}): ThirdPartyHosts[] {
  const parties: ThirdPartyHosts[] = [
    { feature: 'contributor avatars', img: CONTRIBUTOR_AVATAR_HOSTS },
    { feature: 'supporter avatars', img: SUPPORTER_AVATAR_HOSTS },
  ];
  if (docsearch.appId && docsearch.apiKey) parties.push({ feature: 'hosted search', connect: getDocSearchHosts(docsearch.appId) });
  if (analyticsId) parties.push({ feature: 'analytics', ...ANALYTICS_HOSTS });
  return parties;
}
