import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileHeadScript } from '../../src/node/headScript';
import { listMinorVersions } from '../../src/model/versionMarks';
import type { WebpackHistory } from '../../src/model/webpackHistory';

describe('the inline head script, compiled from src/head/', () => {
  const script = compileHeadScript();

  it('is one minified script that runs as it is in a page: no module syntax, no Node globals', () => {
    expect(script.split('\n')).toHaveLength(1);
    expect(script).toMatch(/^"use strict";\(\(\)=>\{.*\}\)\(\);$/);
    expect(script).not.toMatch(/\b(import|export)\b[\s{*]|\brequire\(|\bprocess\.|\bmodule\.exports\b/);
  });

  it('fits the budget of the first load: at most 4.4 KB gzip', () => {
    // 4.25 KB while the app started once the page had loaded and the browser was idle, or on the
    // first input; less since it starts once the page is parsed (issue 43): no input listeners.
    expect(gzipSync(script).length).toBeLessThanOrEqual(4.4 * 1024);
  });

  it('marks options newer than the latest release of the committed history', () => {
    const history = JSON.parse(readFileSync(join(process.cwd(), 'content/data/webpack-history.json'), 'utf8')) as WebpackHistory;
    expect(script).toContain(`("${listMinorVersions(history)[0]}")`);
  });

  it('is the same from one compilation to the next, so its policy hash stays the same', () => {
    expect(compileHeadScript()).toBe(script);
  });
});
