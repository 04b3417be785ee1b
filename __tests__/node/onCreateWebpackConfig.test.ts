import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractCssWithoutChildCompilers, getBrowserBuildDigest, getBuildDependencies, onCreateWebpackConfig } from '../../src/node/onCreateWebpackConfig';

// The head script's compilation has tests of its own (headScript.test.ts).
jest.mock('../../src/node/headScript', () => ({ compileHeadScript: () => '(()=>{/* the head script */})();' }));

type Config = { cache?: unknown; output?: { hashSalt?: string }; plugins?: Array<{ definitions: Record<string, string> }> };
function runHook(stage: string): Config {
  let replaced: Config | undefined;
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: (config: Config) => (replaced = config) };
  const getConfig = () => ({ module: { rules: [] }, output: {}, cache: { type: 'filesystem', name: stage, buildDependencies: { config: ['gatsby/dist/utils/webpack.config.js'] } } });
  // Gatsby's plugins.define makes a DefinePlugin; this one shows what it was given.
  const plugins = { define: (definitions: Record<string, string>) => ({ definitions }) };
  (onCreateWebpackConfig as unknown as (args: unknown) => void)({ actions, getConfig, stage, plugins });
  return replaced!;
}

describe('onCreateWebpackConfig', () => {
  it("makes webpack's persistent cache depend on the lock file and the files that shape the config, all of which exist", () => {
    const files = getBuildDependencies();
    expect(files.map((file) => file.replace(`${process.cwd()}/`, ''))).toEqual(expect.arrayContaining(['package-lock.json', 'src/node/onCreateWebpackConfig.ts']));
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    // A copy of the site without a lock file lists what it has: webpack stores no cache when one is missing.
    const copy = mkdtempSync(join(tmpdir(), 'site-'));
    try {
      writeFileSync(join(copy, 'gatsby-config.ts'), '');
      expect(getBuildDependencies(copy)).toEqual([join(copy, 'gatsby-config.ts')]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(runHook('build-javascript').cache).toEqual({ type: 'filesystem', name: 'build-javascript', buildDependencies: { config: files } });
  });

  it('salts the HTML renderer with the browser build, so a warm build renders every page again after a CSS or script change', () => {
    const root = mkdtempSync(join(tmpdir(), 'stats-'));
    try {
      expect(getBrowserBuildDigest(root)).toBeNull();
      mkdirSync(join(root, 'public'));
      writeFileSync(join(root, 'public', 'webpack.stats.json'), '{"assetsByChunkName":{"app":["styles.1.css"]}}');
      const first = getBrowserBuildDigest(root);
      expect(first).toBe(createHash('md5').update('{"assetsByChunkName":{"app":["styles.1.css"]}}').digest('hex'));
      writeFileSync(join(root, 'public', 'webpack.stats.json'), '{"assetsByChunkName":{"app":["styles.2.css"]}}');
      expect(getBrowserBuildDigest(root)).not.toBe(first);

      jest.spyOn(process, 'cwd').mockReturnValue(root);
      expect(runHook('build-html').output!.hashSalt).toBe(getBrowserBuildDigest(root));
      expect(runHook('build-javascript').output!.hashSalt).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives the stages that render HTML the compiled head script, and the browser bundles nothing of it', () => {
    for (const stage of ['build-html', 'develop-html']) {
      expect(runHook(stage).plugins).toEqual([{ definitions: { __HEAD_SCRIPT__: JSON.stringify('(()=>{/* the head script */})();') } }]);
    }
    for (const stage of ['build-javascript', 'develop']) expect(runHook(stage).plugins ?? []).toEqual([]);
  });

  it('extracts stylesheets without child compilations, so a warm build keeps the compilation hash of the cold build', () => {
    class MiniCssExtractPlugin {
      options = { filename: '[name].css', experimentalUseImportModule: false };
    }
    class OtherPlugin {
      options = { experimentalUseImportModule: false };
    }
    const plugins = [new OtherPlugin(), new MiniCssExtractPlugin()];
    expect(extractCssWithoutChildCompilers(plugins)).toBe(1);
    expect(plugins.map((plugin) => plugin.options.experimentalUseImportModule)).toEqual([false, true]);
    expect(extractCssWithoutChildCompilers(undefined)).toBe(0);
  });
});
