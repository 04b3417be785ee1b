import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { writeSearchIndex } from '../../src/node/writeSearchIndex';
import type { SearchManifest } from '../../src/model/searchIndex';

describe('writeSearchIndex', () => {
  let root: string;
  const content = () => join(root, 'content');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(content(), path)), { recursive: true });
    writeFileSync(join(content(), path), text);
  };
  const build = (out: string, options?: { stateFile: string; codeKey: string }) => {
    const pages = listContentFiles(content()).map((entry) => {
      const { page, searchRecords } = readContentFile(entry);
      return { ...page, searchRecords };
    });
    writeSearchIndex(join(root, out), pages, options);
    return JSON.parse(readFileSync(join(root, out, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'search-index-'));
    write('concepts/index.mdx', '---\ntitle: Concepts\nsort: -1\n---\n\nAn entry point starts the graph.\n\n## Output\n\nWhere bundles go.\n');
    write('concepts/loaders.mdx', '---\ntitle: Loaders\nsort: 1\n---\n\nLoaders transform files.\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes every shard and chunk the manifest names, under a build hash', () => {
    const manifest = build('public');
    expect(manifest.build).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.records).toBe(3);
    for (const shard of manifest.shards) expect(existsSync(join(root, 'public', 'search', 'shards', `${shard}.json`))).toBe(true);
    expect(existsSync(join(root, 'public', 'search', 'chunks', '0.json'))).toBe(true);
  });

  it('writes the same shards and chunks into one bundle, for offline reading', () => {
    const manifest = build('public');
    const dir = join(root, 'public', 'search');
    const bundle = JSON.parse(readFileSync(join(dir, 'bundle.json'), 'utf8')) as { build: string; files: Record<string, unknown> };
    expect(bundle.build).toBe(manifest.build);
    const files = [...manifest.shards.map((shard) => `shards/${shard}.json`), 'chunks/0.json'];
    expect(Object.keys(bundle.files).sort()).toEqual(files.sort());
    for (const file of files) expect(bundle.files[file]).toEqual(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  });

  it('keeps the build hash while the content is the same and changes it when a page changes', () => {
    const first = build('one');
    expect(build('two').build).toBe(first.build);
    write('concepts/loaders.mdx', '---\ntitle: Loaders\nsort: 1\n---\n\nLoaders transform modules.\n');
    expect(build('three').build).not.toBe(first.build);
  });

  it('keeps the index of the last build while records and code are the same, and builds it again when either changed or a file is gone', () => {
    const state = { stateFile: join(root, 'state.json'), codeKey: 'code-1' };
    const dir = join(root, 'public', 'search');
    const first = build('public', state);
    // A mark in a file the step would write again shows whether it did.
    const mark = () => writeFileSync(join(dir, 'chunks', '0.json'), '"kept"');
    const kept = () => readFileSync(join(dir, 'chunks', '0.json'), 'utf8') === '"kept"';
    mark();
    expect(build('public', state).build).toBe(first.build);
    expect(kept()).toBe(true);

    write('concepts/loaders.mdx', '---\ntitle: Loaders\nsort: 1\n---\n\nLoaders transform modules.\n');
    const changed = build('public', state);
    expect(changed.build).not.toBe(first.build);
    expect(kept()).toBe(false);

    mark();
    build('public', { ...state, codeKey: 'code-2' });
    expect(kept()).toBe(false);

    mark();
    rmSync(join(dir, 'bundle.json'));
    build('public', { ...state, codeKey: 'code-2' });
    expect(kept()).toBe(false);
    expect(existsSync(join(dir, 'bundle.json'))).toBe(true);
  });
});
