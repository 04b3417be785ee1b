import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite } from '../../scripts/bench/generateSite';
import { checkSite } from '../../src/model/siteCheck';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';

describe('the synthetic site generator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-scale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes N valid pages whose links and anchors all resolve', () => {
    const written = generateSite(dir, 120);
    const files = listContentFiles(dir);
    expect(written).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(120);
    const contents = files.map((entry) => readContentFile(entry));
    expect(checkSite(contents)).toEqual([]);
    const sample = readFileSync(files.find((file) => file.path.includes('generated-page-1.'))!.absolutePath, 'utf8');
    expect(sample).toMatch(/^### Example 1$/m);
    expect(sample).toContain('```diff');
    expect(sample).toContain('| option | type | default |');
  });
});
