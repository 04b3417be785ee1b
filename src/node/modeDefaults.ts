// The defaults of every option in each mode, as the locked webpack computes them: its own
// `config.getNormalizedWebpackOptions` and `config.applyWebpackOptionsDefaults`, run on
// `{ mode, target: 'web' }`: the target is given, or webpack would read the browserslist
// configuration of the folder the build runs in. Read once per process.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { diffModeDefaults, MODES, type Mode, type ModeDefaultRow } from '../model/modeDefaults';
import { getUrlFromPath } from '../model/url';
import { CONTENT_DIR } from './contentDir';
import { OPTION_PAGES_FOLDER } from '../config/webpackHistory';

interface WebpackConfigApi {
  config: {
    getNormalizedWebpackOptions: (options: object) => object;
    applyWebpackOptionsDefaults: (options: object) => void;
  };
}

let rows: ModeDefaultRow[] | null = null;

export function loadModeDefaults(root: string = process.cwd()): ModeDefaultRow[] {
  if (rows) return rows;
  const webpack = createRequire(join(root, 'package.json'))('webpack') as WebpackConfigApi;
  const options = {} as Record<Mode, object>;
  for (const mode of MODES) {
    const normalized = webpack.config.getNormalizedWebpackOptions({ mode, target: 'web' });
    webpack.config.applyWebpackOptionsDefaults(normalized);
    options[mode] = normalized;
  }
  rows = diffModeDefaults(options);
  return rows;
}

let headings: Map<string, string> | null = null;

/**
 * The url of the heading that documents an option path on the configuration pages (a heading
 * whose text is the path, `## optimization.chunkIds`), or of its nearest documented ancestor.
 */
export function linkOptionPath(path: string): string | null {
  if (!headings) {
    headings = new Map();
    const folder = join(CONTENT_DIR, OPTION_PAGES_FOLDER);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.mdx')).sort()) {
      const url = getUrlFromPath(`${OPTION_PAGES_FOLDER}/${file}`);
      const slugger = new GithubSlugger();
      let fenced = false;
      for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
        if (/^(```|~~~)/.test(line)) fenced = !fenced;
        const match = !fenced && /^#{2,4} +(.+?) *$/.exec(line);
        if (!match) continue;
        const text = match[1].replace(/`/g, '').trim();
        const id = slugger.slug(text);
        if (/^[\w$]+(\.[\w$/-]+)*$/.test(text) && !headings.has(text)) headings.set(text, `${url}#${id}`);
      }
    }
  }
  const parts = path.split('.');
  for (let end = parts.length; end > 0; end--) {
    const found = headings.get(parts.slice(0, end).join('.'));
    if (found) return found;
  }
  return null;
}
