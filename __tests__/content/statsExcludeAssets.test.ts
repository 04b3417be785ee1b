import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type webpack from 'webpack';
import { buildInTempDir } from './webpackBuild';

// The stats page promises which asset names a string filter hides; a real build keeps that true.
const page = readFileSync(join(__dirname, '../../content/configuration/stats.mdx'), 'utf8');
const section = page.slice(page.indexOf('### stats.excludeAssets'), page.indexOf('### stats.groupAssetsByChunk'));

/** "`'images'` hides `assets/images/logo.png` but not `images/logo.png`" -> one claim each. */
const claims = [...section.matchAll(/`'([^'`]+)'` hides `([^`]+)` but not (?:a top-level )?`([^`]+)`/g)].map(
  ([, filter, hidden, shown]) => ({ filter, hidden, shown }),
);

/** Builds a project whose only assets are the given files, named as they are in the source folder. */
function buildWithAssets(files: string[]): Promise<webpack.Stats> {
  const sources = Object.fromEntries(files.map((file) => [file, 'x']));
  sources['index.js'] = files.map((file) => `new URL('./${file}', import.meta.url);`).join('\n');
  return buildInTempDir(
    'stats-exclude',
    sources,
    (dir) => ({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './index.js',
      output: { path: join(dir, 'dist'), assetModuleFilename: '[path][name][ext]' },
    }),
    (_dir, stats) => stats,
  );
}

function listedAssets(stats: webpack.Stats, excludeAssets: string | RegExp): string[] {
  const assets = stats.toJson({ all: false, assets: true, excludeAssets }).assets ?? [];
  // Hidden assets are summed up in one entry without a name.
  return assets.map((asset) => asset.name).filter((name): name is string => Boolean(name));
}

// The first run compiles webpack itself through Babel, which takes a while.
jest.setTimeout(120_000);

describe('stats.excludeAssets as the stats page describes it', () => {
  it('states which names a string filter hides and which it does not', () => {
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(section).toContain('/^images\\//');
  });

  it.each(claims)('a string $filter hides $hidden but not $shown', async ({ filter, hidden, shown }) => {
    const stats = await buildWithAssets([hidden, shown]);
    expect(stats.hasErrors()).toBe(false);
    const listed = listedAssets(stats, filter);
    expect(listed).not.toContain(hidden);
    expect(listed).toContain(shown);
  });

  it('hides a top-level folder with the RegExp the page recommends', async () => {
    const stats = await buildWithAssets(['images/logo.png', 'assets/images/logo.png']);
    const listed = listedAssets(stats, /^images\//);
    expect(listed).not.toContain('images/logo.png');
    expect(listed).toContain('assets/images/logo.png');
  });
});
