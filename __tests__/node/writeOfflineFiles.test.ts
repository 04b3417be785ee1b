import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSizeMeter, useProductionWorkbox, writeOfflineFiles } from '../../src/node/writeOfflineFiles';

describe('writeOfflineFiles', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), 'offline-files-'));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it('fails the build, naming the missing code, when the plugin worker no longer has the navigation route it replaces', () => {
    writeFileSync(join(publicDir, 'sw.js'), 'function handleAPIRequest() {}\nlet lastNavigationRequest = null\n');
    expect(() => writeOfflineFiles(publicDir, [], '/search/bundle.json?v=1')).toThrow(
      'public/sw.js from gatsby-plugin-offline no longer contains "const navigationRoute = new NavigationRoute("',
    );
  });

  it('fails the build when gatsby-plugin-offline wrote no worker', () => {
    expect(() => writeOfflineFiles(publicDir, [], '/search/bundle.json?v=1')).toThrow('public/sw.js is missing');
  });
});

describe('useProductionWorkbox', () => {
  const generated = 'importScripts("workbox-v4.3.1/workbox-sw.js");\nworkbox.setConfig({modulePathPrefix: "workbox-v4.3.1"});\n\nworkbox.core.skipWaiting();\n';

  it('turns Workbox debugging off before any module loads, so localhost gets the production modules too', () => {
    expect(useProductionWorkbox(generated)).toBe(
      'importScripts("workbox-v4.3.1/workbox-sw.js");\nworkbox.setConfig({modulePathPrefix: "workbox-v4.3.1", debug: false});\n\nworkbox.core.skipWaiting();\n',
    );
  });

  it('fails the build, naming the function to update, when the plugin configures Workbox differently', () => {
    expect(() => useProductionWorkbox('importScripts("workbox-sw.js");\nworkbox.core.skipWaiting();\n')).toThrow('update useProductionWorkbox in src/node/writeOfflineFiles.ts');
  });
});

describe('createSizeMeter', () => {
  it('compresses content the last build did not measure, and takes the size it found for content it did', () => {
    const page = Buffer.from('<p>A page</p>'.repeat(50));
    const first = createSizeMeter({});
    expect(first.sizeOf(page)).toEqual({ bytes: page.length, gzip: gzipSync(page).length });
    // A size the last build recorded is used as it is (here one no compression would give).
    const recorded = Object.fromEntries(Object.keys(first.sizes).map((digest) => [digest, 1]));
    const next = createSizeMeter(recorded);
    expect(next.sizeOf(page)).toEqual({ bytes: page.length, gzip: 1 });
    const changed = Buffer.from('<p>Another page</p>');
    expect(next.sizeOf(changed).gzip).toBe(gzipSync(changed).length);
    expect(Object.keys(next.sizes)).toHaveLength(2);
  });
});
