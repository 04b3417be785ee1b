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
