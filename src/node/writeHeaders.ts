import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_CONTROL, CACHE_RULES, CONTENT_TYPES, HASHED_ASSET, HASHED_ASSET_CACHE, SECURITY_HEADERS } from '../config/httpHeaders';
import { renderHeadersFile, type HeaderRule } from '../model/headersFile';

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const MAX_HEADER_RULES = 100;

/**
 * The rules of public/_headers: security headers for every path, then caching (src/config/httpHeaders.ts),
 * with each content-hashed script and stylesheet at the root of public/ listed by name.
 */
export function getHeaderRules(publicDir: string): Array<HeaderRule & { comment?: string }> {
  const hashed = readdirSync(publicDir).filter((name) => HASHED_ASSET.test(name)).sort();
  if (!hashed.length) throw new Error(`no content-hashed scripts or stylesheets in ${publicDir}: is the build complete?`);
  const rules: Array<HeaderRule & { comment?: string }> = [
    { path: '/*', headers: SECURITY_HEADERS, comment: 'Every response. Each page also has its own Content-Security-Policy in a <meta> tag.' },
    ...CACHE_RULES.map(({ path, cache, why }) => ({ path, headers: [['Cache-Control', CACHE_CONTROL[cache]]] as const, comment: why })),
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
