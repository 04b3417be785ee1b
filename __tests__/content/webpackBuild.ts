// Builds small projects with the installed webpack, for the content tests that keep a page's
// claims true by building its examples.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';

/**
 * Writes `files` (path -> text) into a fresh folder, builds `config(dir)` there, lets `read`
 * look at the result while the folder exists, then removes it. A failure to run webpack at all
 * rejects; errors of the compilation are for `read` to judge.
 */
export function buildInTempDir<T>(
  prefix: string,
  files: Record<string, string>,
  config: (dir: string) => webpack.Configuration,
  read: (dir: string, stats: webpack.Stats) => T | Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return new Promise<T>((resolve, reject) => {
    webpack(config(dir), async (error, stats) => {
      try {
        if (error || !stats) throw error ?? new Error('no stats');
        resolve(await read(dir, stats));
      } catch (problem) {
        reject(problem);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Throws webpack's own message when the compilation has errors. */
export function expectNoErrors(stats: webpack.Stats): void {
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

/** Evaluates a page example such as "module.exports = { output: { library: … } };". */
export function evaluateConfig(code: string): webpack.Configuration {
  const module = { exports: {} as webpack.Configuration };
  runInNewContext(code, { module, require });
  return module.exports;
}
