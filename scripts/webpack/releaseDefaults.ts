// The defaults a webpack release computes for `{ mode, target: 'web' }` in each mode, run from its own
// lib/config/ (normalization.js and defaults.js, there since 5.0.0) while its package is unpacked.
// Its dependencies resolve to those of the locked webpack (CACHE_DIR/node_modules links to them).
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { flattenDefaults, MODES, type Mode } from '../../src/model/modeDefaults';

export type ReleaseDefaults = Record<Mode, Record<string, string>>;

/** Where the release's build would run: the context and the working folder in a default become this. */
export const PROJECT_PLACEHOLDER = '/my-app';

/** Lets the unpacked packages under `cacheDir` require the locked webpack's dependencies. */
export function linkDependencies(cacheDir: string, root: string = process.cwd()): void {
  const link = join(cacheDir, 'node_modules');
  const target = join(root, 'node_modules', 'webpack', 'node_modules');
  if (existsSync(link) || !existsSync(target)) return;
  symlinkSync(relative(cacheDir, target), link, 'dir');
}

/** The release's defaults by mode, every leaf path with its value as text; an Error when its code cannot run here. */
export function computeReleaseDefaults(packageDir: string): ReleaseDefaults | Error {
  const context = mkdtempSync(join(tmpdir(), 'webpack-release-defaults-'));
  try {
    const load = createRequire(join(packageDir, 'package.json'));
    const { getNormalizedWebpackOptions } = load('./lib/config/normalization.js') as { getNormalizedWebpackOptions: (options: object) => object };
    const { applyWebpackOptionsDefaults } = load('./lib/config/defaults.js') as { applyWebpackOptionsDefaults: (options: object) => void };
    const defaults = {} as ReleaseDefaults;
    for (const mode of MODES) {
      const options = getNormalizedWebpackOptions({ context, mode, target: 'web' });
      applyWebpackOptionsDefaults(options);
      // Some defaults are paths in the context, `output.path` is one in the working folder.
      const anonymise = (value: string) => value.split(context).join(PROJECT_PLACEHOLDER).split(process.cwd()).join(PROJECT_PLACEHOLDER);
      defaults[mode] = Object.fromEntries(Object.entries(flattenDefaults(options)).map(([path, value]) => [path, anonymise(value)]));
    }
    return defaults;
  } catch (error) {
    return error as Error;
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}
