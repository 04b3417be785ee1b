import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }>;
}

/**
 * The script files of each page template, by Gatsby's chunk name ("component---src-templates-doc-page-tsx"
 * -> ["/ef07….js", "/8c7c….js", "/component---….js"]), read from the webpack stats Gatsby writes
 * into public/, in webpack's order. The first load lists them with Gatsby's own scripts
 * (deferAppScripts in src/model/appStart.ts).
 */
export function readTemplateScripts(publicDir: string): Record<string, string[]> {
  const file = join(publicDir, 'webpack.stats.json');
  let stats: WebpackStats;
  try {
    stats = JSON.parse(readFileSync(file, 'utf8')) as WebpackStats;
  } catch (error) {
    throw new Error(`${file}: cannot read webpack's stats (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!stats.namedChunkGroups) throw new Error(`${file}: no namedChunkGroups`);
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups)
      .filter(([name]) => name.startsWith('component---'))
      .map(([name, group]) => [name, (group.assets ?? []).map((asset) => `/${asset.name}`).filter((url) => url.endsWith('.js'))]),
  );
}
