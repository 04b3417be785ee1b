import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

describe('npm run check:content and a hand-written version mark', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'version-marks-'));
    mkdirSync(join(dir, 'configuration'));
    // Front matter of five lines: the mark is on line 9 of the file.
    writeFileSync(
      join(dir, 'configuration', 'output.mdx'),
      ['---', 'title: Output', 'sort: 1', 'contributors: []', '---', '', '## output.allowOutside', '', '`boolean` <Badge since="5.112.0" />', ''].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails naming the file, the line and both versions when the mark disagrees with the history', () => {
    const run = spawnSync(tsx, ['scripts/check-content.ts'], { env: { ...process.env, WEBPACK_DOCS_CONTENT: dir }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `✖ ${dir}/configuration/output.mdx:9:11: body <Badge since="5.112.0"> says output.allowOutside was added in 5.112.0, the webpack history says 5.113.0`,
    );
  }, 60_000);
});
