import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CACHE_CONTROL, CACHE_RULES, CONTENT_TYPES, HASHED_ASSET, HASHED_ASSET_CACHE, PAGE_DATA_CACHE, SECURITY_HEADERS } from '../config/httpHeaders';
import { renderHeadersFile, type HeaderRule } from '../model/headersFile';
import { BODY_REF_PREFIX } from '../model/pageBody';
import { listFiles } from './listFiles';

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const MAX_HEADER_RULES = 100;

/**
 * Content-hashed scripts and stylesheets of this build at the root of public/. Gatsby leaves the
 * files of earlier builds there, so a name counts when this build's webpack stats name it or its
 * webpack runtime does (async chunks: "840-<hash>.js", by hash); without stats, every one counts.
 */
export function findHashedAssets(publicDir: string): string[] {
  const all = readdirSync(publicDir).filter((name) => HASHED_ASSET.test(name)).sort();
  const statsPath = join(publicDir, 'webpack.stats.json');
  const statsText = existsSync(statsPath) ? readFileSync(statsPath, 'utf8') : '';
  if (!statsText.trim()) return all;
  const stats = JSON.parse(statsText) as { assetsByChunkName?: Record<string, string[]>; namedChunkGroups?: Record<string, { assets: Array<{ name: string }> }> };
  const named = new Set([
    ...Object.values(stats.assetsByChunkName ?? {}).flat(),
    ...Object.values(stats.namedChunkGroups ?? {}).flatMap((group) => group.assets.map((asset) => asset.name)),
  ]);
  const runtimes = [...named].filter((name) => name.startsWith('webpack-runtime-')).map((name) => readFileSync(join(publicDir, name), 'utf8'));
  const hashOf = (name: string) => /([0-9a-f]{20})\.(js|css)$/.exec(name)?.[1] ?? '';
  return all.filter((name) => named.has(name) || runtimes.some((runtime) => runtime.includes(hashOf(name))));
}

/**
 * The page data files of this build that keep their url across builds: every page-data.json, by
 * folder depth ("/page-data/:segment1/:segment2/page-data.json" for /configuration/output/), and
 * each static query result that is not a page body, by name. A pattern for all of /page-data/
 * would also match the page bodies, which are immutable.
 */
export function getPageDataPaths(publicDir: string): string[] {
  const root = join(publicDir, 'page-data');
  const depths = new Set<number>();
  const queries: string[] = [];
  for (const file of listFiles(root).map((path) => relative(root, path))) {
    if (file.startsWith('sq/d/')) {
      if (!file.slice('sq/d/'.length).startsWith(BODY_REF_PREFIX)) queries.push(`/page-data/${file}`);
    } else if (file.endsWith('/page-data.json')) {
      depths.add(file.split('/').length - 1);
    }
  }
  const byDepth = [...depths]
    .sort((a, b) => a - b)
    .map((depth) => `/page-data/${Array.from({ length: depth }, (_, index) => `:segment${index + 1}`).join('/')}/page-data.json`);
  return [...byDepth, ...queries];
}

/**
 * The rules of public/_headers: security headers for every path, then caching (src/config/httpHeaders.ts),
 * with the page data by folder depth and each content-hashed script and stylesheet of this build listed by name.
 */
export function getHeaderRules(publicDir: string): Array<HeaderRule & { comment?: string }> {
  const hashed = findHashedAssets(publicDir);
  if (!hashed.length) throw new Error(`no content-hashed scripts or stylesheets in ${publicDir}: is the build complete?`);
  const rules: Array<HeaderRule & { comment?: string }> = [
    { path: '/*', headers: SECURITY_HEADERS, comment: 'Every response. Each page also has its own Content-Security-Policy in a <meta> tag.' },
    ...CACHE_RULES.map(({ path, cache, why }) => ({ path, headers: [['Cache-Control', CACHE_CONTROL[cache]]] as const, comment: why })),
    ...getPageDataPaths(publicDir).map((path, index) => ({
      path,
      headers: [['Cache-Control', CACHE_CONTROL[PAGE_DATA_CACHE]]] as const,
      comment: index === 0 ? "each page's page data, by folder depth, and static query results that are not page bodies: they name this build's files" : undefined,
    })),
    ...CONTENT_TYPES.map(({ path, type }) => ({ path, headers: [['Content-Type', type]] as const })),
    ...hashed.map((name, index) => ({
      path: `/${name}`,
      headers: [['Cache-Control', CACHE_CONTROL[HASHED_ASSET_CACHE]]] as const,
      comment: index === 0 ? 'Scripts and stylesheets named after their content hash' : undefined,
    })),
  ];
  return mergeSamePaths(rules);
}

/** One block per path: "/*.md" with its Cache-Control and its Content-Type. */
function mergeSamePaths(rules: Array<HeaderRule & { comment?: string }>): Array<HeaderRule & { comment?: string }> {
  const byPath = new Map<string, HeaderRule & { comment?: string }>();
  for (const rule of rules) {
    const seen = byPath.get(rule.path);
    byPath.set(rule.path, seen ? { ...seen, headers: [...seen.headers, ...rule.headers] } : rule);
  }
  const merged = [...byPath.values()];
  if (merged.length > MAX_HEADER_RULES) {
    throw new Error(`_headers would have ${merged.length} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}: too many content-hashed scripts and stylesheets`);
  }
  return merged;
}

export function writeHeaders(publicDir: string): { rules: number; hashed: number } {
  const rules = getHeaderRules(publicDir);
  writeFileSync(join(publicDir, '_headers'), renderHeadersFile(rules));
  return { rules: rules.length, hashed: rules.filter((rule) => HASHED_ASSET.test(rule.path.slice(1))).length };
}
