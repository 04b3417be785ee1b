import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOfflineFiles } from '../../src/node/writeOfflineFiles';

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
