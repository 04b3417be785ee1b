import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLastUpdated } from '../../src/node/lastUpdated';

describe('readLastUpdated', () => {
  let dir = '';
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe', env: { ...process.env, GIT_COMMITTER_DATE: '2024-05-02T10:00:00+00:00', GIT_AUTHOR_DATE: '2024-05-02T10:00:00+00:00' } });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'content', 'guides'), { recursive: true });
    writeFileSync(join(repo, 'content', 'guides', 'caching.mdx'), 'a');
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'first');
    writeFileSync(join(repo, 'content', 'index.mdx'), 'b');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'second');
    git(dir, 'clone', '-q', '--depth', '1', `file://${repo}`, 'shallow');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each file of the folder its last commit date, paths relative to the folder', () => {
    const dates = readLastUpdated(join(dir, 'repo', 'content'));
    expect(dates.get('guides/caching.mdx')).toBe('2024-05-02T10:00:00+00:00');
    expect(dates.get('index.mdx')).toBe('2024-05-02T10:00:00+00:00');
  });

  it('gives nothing in a shallow clone or outside a repository', () => {
    expect(readLastUpdated(join(dir, 'shallow', 'content')).size).toBe(0);
    expect(readLastUpdated(tmpdir()).size).toBe(0);
  });
});
