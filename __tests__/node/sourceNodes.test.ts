import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashRendererInputs } from '../../src/node/rendererKey';

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
  it('renders again every cached page another build code rendered, except those whose file was deleted', async () => {
    jest.resetModules();
    const createDocPage = jest.fn().mockResolvedValue(undefined);
    jest.doMock('../../src/node/onCreateNode', () => ({ createDocPage }));
    jest.doMock('../../src/node/renderPool', () => ({ openRenderPool: () => false }));
    const { sourceNodes } = await import('../../src/node/sourceNodes');
    const { getRendererKey } = await import('../../src/node/rendererKey');
    const dir = mkdtempSync(join(tmpdir(), 'cached-pages-'));
    const files: Record<string, { absolutePath: string; relativePath: string }> = {};
    for (const name of ['old', 'current', 'unrendered']) {
      writeFileSync(join(dir, `${name}.mdx`), `---\ntitle: ${name}\n---\n`);
      files[`file-${name}`] = { absolutePath: join(dir, `${name}.mdx`), relativePath: `${name}.mdx` };
    }
    files['file-gone'] = { absolutePath: join(dir, 'deleted.mdx'), relativePath: 'deleted.mdx' };
    const nodes = ['old', 'current', 'unrendered', 'gone'].map((name) => ({ id: `mdx-${name}`, parent: `file-${name}` }));
    // A build stopped halfway leaves pages of both codes; a page the new code failed on has none of its own.
    const pages: Record<string, { rendererKey: string }> = {
      'DocPage mdx-old': { rendererKey: 'the hash of older build code' },
      'DocPage mdx-current': { rendererKey: getRendererKey() },
      'DocPage mdx-gone': { rendererKey: 'the hash of older build code' },
    };
    const info = jest.fn();
    const args = {
      actions: { createNode: jest.fn() },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => 'digest',
      getNodesByType: (type: string) => (type === 'Mdx' ? nodes : []),
      getNode: (id: string) => files[id] ?? pages[id],
      reporter: { info },
    };
    try {
      await (sourceNodes as (args: unknown) => Promise<void>)(args);
      expect(createDocPage.mock.calls.map(([node]) => node.id)).toEqual(['mdx-old', 'mdx-unrendered']);
      expect(info).toHaveBeenCalledWith('The page analysis or rendering code changed: rendering 2 cached pages again');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      jest.dontMock('../../src/node/onCreateNode');
      jest.dontMock('../../src/node/renderPool');
    }
  });
});
