// npm run check:content as a writer runs it: every problem of every kind in one run, one line each
// at file:line:column, and a folder checked on its own with its links still resolved site-wide.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

describe('npm run check:content', () => {
  let dir = '';
  const checkContent = (...args: string[]) =>
    spawnSync(tsx, ['scripts/check-content.ts', ...args], { env: { ...process.env, WEBPACK_DOCS_CONTENT: dir }, encoding: 'utf8' });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'check-content-'));
    mkdirSync(join(dir, 'guides'));
    mkdirSync(join(dir, 'concepts'));
    // Three kinds of mistake in one file: front matter (no title), a component prop and links.
    writeFileSync(
      join(dir, 'guides', 'three.mdx'),
      [
        '---',
        'sort: 1',
        '---',
        '',
        'Read [the target](/concepts/target/#there) and [a missing heading](/concepts/target/#gone).',
        '',
        '<Badge sinse="5.1.0" text="x" />',
        '',
        'Also [nowhere](/no/such/page/).',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'concepts', 'target.mdx'), '---\ntitle: Target\n---\n\n## There\n\nText.\n');
    // A file outside the folder with a problem of its own: a folder check leaves it alone.
    writeFileSync(join(dir, 'concepts', 'other.mdx'), '---\ntitle: Other\n---\n\nSee [gone](/gone/).\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports every problem of every kind in one run, each at its file, line and column', () => {
    const run = checkContent();
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `✖ ${dir}/guides/three.mdx: front matter field "title" is missing`,
      `✖ ${dir}/guides/three.mdx:7:1: body uses <Badge> with the unknown prop "sinse" (props: since, text)`,
      `✖ ${dir}/concepts/other.mdx:5:5: link "/gone/" is not a page of this site`,
      `✖ ${dir}/guides/three.mdx:5:48: link "/concepts/target/#gone": /concepts/target/ has no heading with id "gone"`,
      `✖ ${dir}/guides/three.mdx:9:6: link "/no/such/page/" is not a page of this site`,
    ]);
    expect(run.stdout).toContain('3 file(s) checked, 5 problem(s).');
  }, 60_000);

  it('with a folder, checks its files only, their links against the whole site', () => {
    const run = checkContent(join(dir, 'guides'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`✖ ${dir}/guides/three.mdx:5:48: link "/concepts/target/#gone": /concepts/target/ has no heading with id "gone"`);
    expect(run.stderr).not.toContain('#there');
    expect(run.stderr).not.toContain('other.mdx');
    expect(run.stdout).toContain('1 file(s) checked, 4 problem(s).');
  }, 60_000);
});
