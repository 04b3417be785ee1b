import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashRendererInputs } from '../../src/node/sourceNodes';

describe('hashRendererInputs', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'renderer-inputs-'));
    mkdirSync(join(root, 'src', 'node'), { recursive: true });
    writeFileSync(join(root, 'src', 'node', 'renderMdx.ts'), 'export const a = 1;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stable while the build code is unchanged, even with inputs missing', () => {
    expect(hashRendererInputs(root)).toBe(hashRendererInputs(root));
  });

  it('changes when a file of the build code changes', () => {
    const before = hashRendererInputs(root);
    writeFileSync(join(root, 'src', 'node', 'renderMdx.ts'), 'export const a = 2;\n');
    expect(hashRendererInputs(root)).not.toBe(before);
  });

  it('changes when the webpack history or a content component changes, so cached pages get their new marks', () => {
    mkdirSync(join(root, 'content', 'data'), { recursive: true });
    mkdirSync(join(root, 'src', 'components', 'content', 'VersionMark'), { recursive: true });
    writeFileSync(join(root, 'content', 'data', 'webpack-history.json'), '{"releases":[],"options":{},"hooks":{}}\n');
    writeFileSync(join(root, 'src', 'components', 'content', 'VersionMark', 'VersionMark.tsx'), 'export const a = 1;\n');
    const before = hashRendererInputs(root);
    writeFileSync(join(root, 'content', 'data', 'webpack-history.json'), '{"releases":[],"options":{"output":{"added":"5.0.0"}},"hooks":{}}\n');
    const afterHistory = hashRendererInputs(root);
    expect(afterHistory).not.toBe(before);
    writeFileSync(join(root, 'src', 'components', 'content', 'VersionMark', 'VersionMark.tsx'), 'export const a = 2;\n');
    expect(hashRendererInputs(root)).not.toBe(afterHistory);
  });
});

describe('sourceNodes after the build code changed', () => {
  it('renders every cached page again, except the pages whose file was deleted since the last build', async () => {
    jest.resetModules();
    const createDocPage = jest.fn().mockResolvedValue(undefined);
    const unrenderableFiles = new Map<string, string>();
    jest.doMock('../../src/node/onCreateNode', () => ({ createDocPage, unrenderableFiles }));
    jest.doMock('../../src/node/renderPool', () => ({ openRenderPool: () => false }));
    const { sourceNodes } = await import('../../src/node/sourceNodes');
    const dir = mkdtempSync(join(tmpdir(), 'cached-pages-'));
    const kept = join(dir, 'kept.mdx');
    writeFileSync(kept, '---\ntitle: Kept\n---\n');
    const files: Record<string, { absolutePath: string; relativePath: string }> = {
      'file-kept': { absolutePath: kept, relativePath: 'kept.mdx' },
      'file-gone': { absolutePath: join(dir, 'deleted.mdx'), relativePath: 'deleted.mdx' },
    };
    const nodes = [
      { id: 'mdx-kept', parent: 'file-kept' },
      { id: 'mdx-gone', parent: 'file-gone' },
    ];
    const stored = new Map<string, unknown>([['doc-page-renderer', 'the hash of older build code']]);
    const info = jest.fn();
    const args = {
      actions: { createNode: jest.fn() },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => 'digest',
      cache: { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => stored.set(key, value) },
      getNodesByType: (type: string) => (type === 'Mdx' ? nodes : []),
      getNode: (id: string) => files[id],
      reporter: { info },
    };
    try {
      await (sourceNodes as (args: unknown) => Promise<void>)(args);
      expect(createDocPage.mock.calls.map(([node]) => node.id)).toEqual(['mdx-kept']);
      expect(info).toHaveBeenCalledWith('The page analysis or rendering code changed: rendering 1 cached pages again');
      expect(stored.get('doc-page-renderer')).not.toBe('the hash of older build code');
      // A build whose new code fails on a cached page keeps the old key: the next one renders them all again.
      stored.set('doc-page-renderer', 'the hash of older build code');
      createDocPage.mockImplementationOnce(async () => void unrenderableFiles.set('kept.mdx', 'a fault of the build code'));
      await (sourceNodes as (args: unknown) => Promise<void>)(args);
      expect(stored.get('doc-page-renderer')).toBe('the hash of older build code');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      jest.dontMock('../../src/node/onCreateNode');
      jest.dontMock('../../src/node/renderPool');
    }
  });
});
