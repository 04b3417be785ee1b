import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }>;
  assetsByChunkName?: Record<string, string[]>;
}

/** What the build's steps read of the webpack stats Gatsby writes into public/. */
export interface ChunkGroups {
  /** The files of each named chunk group, as site urls, in webpack's order ("search-modal" -> ["/search-modal-….js"]). */
  files: Record<string, string[]>;
  /** The files of Gatsby's `app` chunk (its runtime, framework and entry), as site urls. */
  app: string[];
}

/** The chunk groups of public/webpack.stats.json; a missing or unreadable file, or one without groups, is an error naming it. */
export function readChunkGroups(publicDir: string): ChunkGroups {
  const file = join(publicDir, 'webpack.stats.json');
  let stats: WebpackStats;
  try {
    stats = JSON.parse(readFileSync(file, 'utf8')) as WebpackStats;
  } catch (error) {
    throw new Error(`${file}: cannot read webpack's stats (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!stats.namedChunkGroups) throw new Error(`${file}: no namedChunkGroups`);
  const toUrls = (names: readonly string[]) => names.map((name) => `/${name}`);
  return {
    files: Object.fromEntries(Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, toUrls((group.assets ?? []).map((asset) => asset.name))])),
    app: toUrls(stats.assetsByChunkName?.app ?? []),
  };
}
