import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CACHE_CONTROL } from '../../src/config/httpHeaders';
import { findRepeatedHeaders, getHeadersForPath, parseHeadersFile, type HeaderRule } from '../../src/model/headersFile';
import { writeHeaders } from '../../src/node/writeHeaders';

// The file names of a real production build (source maps and search shards left out). Refresh after
// a change to what the build writes:
//   (cd public && find . -type f ! -name '*.map' ! -path './search/shards/*' ! -path './search/chunks/*' | sed 's|^\.||' | sort) > __tests__/fixtures/build/files.txt
const BUILD_FILES = readFileSync(join(__dirname, '../fixtures/build/files.txt'), 'utf8').split('\n').filter(Boolean);

/** A public/ folder with the build's files (empty), and the _headers the build code writes for it. */
function writeHeadersFor(files: readonly string[]): { rules: HeaderRule[]; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  writeHeaders(dir);
  return { rules: parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')), dir };
}

/** The url a reader asks for: "/concepts/index.html" is served at "/concepts/". */
const urlsOf = (file: string) => (file.endsWith('/index.html') ? [file, file.slice(0, -'index.html'.length)] : [file]);

describe('_headers against the files of a real build', () => {
  const { rules, dir } = writeHeadersFor(BUILD_FILES);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cacheOf = (url: string) => getHeadersForPath(rules, url).get('cache-control');
  const scripts = BUILD_FILES.filter((file) => /^\/[^/]+\.(js|css)$/.test(file));

  it('finds the files of the build it checks', () => {
    expect(BUILD_FILES).toContain('/sw.js');
    expect(scripts.length).toBeGreaterThan(10);
  });

  it('makes every content-hashed script and stylesheet immutable', () => {
    const hashed = scripts.filter((file) => /[-.][0-9a-f]{20}\.(js|css)$/.test(file));
    expect(hashed.length).toBe(scripts.length - 2); // all but sw.js and the worker's idb-keyval-3.2.0-iife.min.js
    for (const file of hashed) expect([file, cacheOf(file)]).toEqual([file, CACHE_CONTROL.immutable]);
  });

  // Page bodies and their list are named after their content (src/model/pageBody.ts).
  const isBodyFile = (file: string) => /^\/page-data\/(sq\/d\/body-|bodies\.)[0-9a-f]{20}\.json$/.test(file);

  it('never lets sw.js, page data, app data or a page be cached without asking', () => {
    const pageData = BUILD_FILES.filter((file) => file.startsWith('/page-data/') && !isBodyFile(file));
    const revalidated = ['/sw.js', ...pageData, ...BUILD_FILES.filter((file) => file.endsWith('.html')).flatMap(urlsOf)];
    expect(pageData).toContain('/page-data/index/page-data.json');
    expect(pageData).toContain('/page-data/configuration/output/page-data.json');
    expect(revalidated).toContain('/page-data/app-data.json');
    expect(revalidated).toContain('/');
    expect(revalidated).toContain('/concepts/entry-points/');
    for (const url of revalidated) expect([url, cacheOf(url)]).toEqual([url, CACHE_CONTROL.revalidate]);
  });

  it('caches the page bodies and their list for good, so a body fetched twice at once is downloaded once', () => {
    const bodies = BUILD_FILES.filter(isBodyFile);
    expect(bodies.filter((file) => file.startsWith('/page-data/bodies.'))).toHaveLength(1);
    expect(bodies.length).toBeGreaterThan(100);
    for (const file of bodies) expect([file, cacheOf(file)]).toEqual([file, CACHE_CONTROL.immutable]);
  });

  it('makes nothing immutable whose name does not change with its content', () => {
    const immutable = BUILD_FILES.filter((file) => cacheOf(file) === CACHE_CONTROL.immutable);
    for (const file of immutable) expect(file).toMatch(/^\/static\/|[-.][0-9a-f]{20}\.(js|css|json)$/);
    for (const file of immutable.filter((name) => name.endsWith('.json'))) expect(isBodyFile(file) || file.startsWith('/config-checker/')).toBe(true);
  });

  it('sets each header once for every file, so no host has to merge two values', () => {
    for (const url of BUILD_FILES.flatMap(urlsOf)) expect([url, findRepeatedHeaders(rules, url)]).toEqual([url, []]);
  });

  it('sends the security headers with every response', () => {
    for (const url of ['/', '/sw.js', '/app-1.js', '/page-data/app-data.json']) {
      const headers = getHeadersForPath(rules, url);
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

describe('writeHeaders', () => {
  it('refuses a folder without a built script', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    expect(() => writeHeaders(dir)).toThrow('no content-hashed scripts or stylesheets');
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses more rules than Cloudflare Pages reads', () => {
    const many = Array.from({ length: 100 }, (_, index) => `/chunk-${index.toString(16).padStart(20, '0')}.js`);
    expect(() => writeHeadersFor(many)).toThrow('Cloudflare Pages reads only 100');
  });
});

describe('_headers after several builds into the same public/', () => {
  it("lists only this build's hashed files: those its stats or its webpack runtime name, not older builds' leftovers", () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-stale-'));
    try {
      const current = ['app-aaaaaaaaaaaaaaaaaaaa.js', 'webpack-runtime-bbbbbbbbbbbbbbbbbbbb.js', 'styles.cccccccccccccccccccc.css'];
      const asyncChunk = '840-dddddddddddddddddddd.js';
      const stale = 'app-eeeeeeeeeeeeeeeeeeee.js';
      for (const file of [...current, asyncChunk, stale, 'sw.js']) writeFileSync(join(dir, file), '');
      writeFileSync(join(dir, 'webpack-runtime-bbbbbbbbbbbbbbbbbbbb.js'), 'o.u=e=>e+"-"+{840:"dddddddddddddddddddd"}[e]+".js"');
      writeFileSync(
        join(dir, 'webpack.stats.json'),
        JSON.stringify({ assetsByChunkName: { app: ['webpack-runtime-bbbbbbbbbbbbbbbbbbbb.js', 'app-aaaaaaaaaaaaaaaaaaaa.js'] }, namedChunkGroups: { app: { assets: [{ name: 'styles.cccccccccccccccccccc.css' }] } } }),
      );
      writeHeaders(dir);
      const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
      const immutable = rules.filter((rule) => rule.headers.some(([, value]) => value === CACHE_CONTROL.immutable)).map((rule) => rule.path);
      expect(immutable).toEqual(expect.arrayContaining([...current, asyncChunk].map((file) => `/${file}`)));
      expect(immutable).not.toContain(`/${stale}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
