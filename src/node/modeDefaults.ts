// The defaults of every option in each mode, as the locked webpack computes them: its own
// `config.getNormalizedWebpackOptions` and `config.applyWebpackOptionsDefaults`, run on
// `{ mode, target: 'web' }`: the target is given, or webpack would read the browserslist
// configuration of the folder the build runs in. Read once per process.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { diffModeDefaults, MODES, TARGET_DEFAULT_ROOTS, TARGETS, type Mode, type ModeDefaultRow } from '../model/modeDefaults';
import { getUrlFromPath } from '../model/url';
import { CONTENT_DIR } from './contentDir';
import { OPTION_PAGES_FOLDER } from '../config/webpackHistory';

interface WebpackConfigApi {
  config: {
    getNormalizedWebpackOptions: (options: object) => object;
    applyWebpackOptionsDefaults: (options: object) => void;
  };
}

let emptyContext: string | null = null;

/**
 * The options webpack's defaults code gives a configuration that sets only `config`, in an empty
 * folder: defaults that read the project (a browserslist, a tsconfig) see none of this site's.
 */
export function computeDefaults(config: object, root: string = process.cwd()): object {
  const webpack = createRequire(join(root, 'package.json'))('webpack') as WebpackConfigApi;
  emptyContext ??= mkdtempSync(join(tmpdir(), 'webpack-defaults-'));
  const normalized = webpack.config.getNormalizedWebpackOptions({ context: emptyContext, ...config });
  webpack.config.applyWebpackOptionsDefaults(normalized);
  return normalized;
}

let rows: ModeDefaultRow[] | null = null;

/** The options whose defaults differ between the modes (target web). */
export function loadModeDefaults(root: string = process.cwd()): ModeDefaultRow[] {
  rows ??= diffModeDefaults(Object.fromEntries(MODES.map((mode) => [mode, computeDefaults({ mode, target: 'web' }, root)])) as Record<Mode, object>);
  return rows;
}

let targetRows: ModeDefaultRow[] | null = null;

/** The `output.*` and `node.*` options whose defaults differ between a web and a node target (production mode). */
export function loadTargetDefaults(root: string = process.cwd()): ModeDefaultRow[] {
  if (targetRows) return targetRows;
  const options = Object.fromEntries(
    TARGETS.map((target) => {
      const all = computeDefaults({ mode: 'production', target }, root) as Record<string, unknown>;
      return [target, Object.fromEntries(TARGET_DEFAULT_ROOTS.map((key) => [key, all[key]]))];
    }),
  );
  targetRows = diffModeDefaults(options, TARGETS);
  return targetRows;
}

/** An option's heading on the configuration pages: its url, and the note of its `<Deprecated>` if it has one. */
export interface OptionHeading {
  url: string;
  /** "Use `module.parser.javascript.exprContextCritical`.": what the docs say to use instead. */
  deprecation?: string;
}

let headings: Map<string, OptionHeading> | null = null;

/**
 * Every heading of the configuration pages whose text is an option path (`## optimization.chunkIds`),
 * the first of each: read once per process.
 */
export function readOptionHeadings(): ReadonlyMap<string, OptionHeading> {
  if (headings) return headings;
  headings = new Map();
  const folder = join(CONTENT_DIR, OPTION_PAGES_FOLDER);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.mdx')).sort()) {
    const url = getUrlFromPath(`${OPTION_PAGES_FOLDER}/${file}`);
    const slugger = new GithubSlugger();
    let fenced = false;
    let current: OptionHeading | null = null;
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
      if (/^(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const match = /^#{2,4} +(.+?) *$/.exec(line);
      if (match) {
        const text = match[1].replace(/`/g, '').trim();
        const id = slugger.slug(text);
        current = null;
        if (/^[\w$]+(\.[\w$/-]+)*$/.test(text) && !headings.has(text)) {
          current = { url: `${url}#${id}` };
          headings.set(text, current);
        }
        continue;
      }
      const note = current && !current.deprecation && /<Deprecated[^>]*>(.+?)<\/Deprecated>/.exec(line);
      if (note && current) current.deprecation = note[1].trim();
    }
  }
  return headings;
}

/**
 * The url of the heading that documents an option path on the configuration pages, or of its
 * nearest documented ancestor.
 */
export function linkOptionPath(path: string): string | null {
  const headings = readOptionHeadings();
  const parts = path.split('.');
  for (let end = parts.length; end > 0; end--) {
    const found = headings.get(parts.slice(0, end).join('.'));
    if (found) return found.url;
  }
  return null;
}
