// The error and warning classes of a webpack release, read from its lib/: each is defined as
// `class X extends WebpackError` (or another Error). Since 5.113 they all live in lib/errors/, the
// scope of the errors page, which needs an entry for each; earlier releases kept them beside the
// code that raises them, so for those the whole of lib/ is read (`npm run webpack:diff`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CLASS = /^class (\w+) extends \w*Error\b/gm;

function listJsFiles(folder: string, recursive: boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return recursive ? listJsFiles(path, true) : [];
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The error classes of the webpack release unpacked at `packageDir`, sorted. */
export function readWebpackErrorClasses(packageDir: string): string[] {
  const errors = join(packageDir, 'lib', 'errors');
  const files = existsSync(errors) ? listJsFiles(errors, false) : listJsFiles(join(packageDir, 'lib'), true);
  const names = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) names.add(match[1]);
  if (!names.size) throw new Error(`${packageDir}/lib defines no error class: has webpack moved its errors?`);
  return [...names].sort();
}

let loaded: string[] | null = null;

/**
 * The error classes of the installed (locked) webpack, read once per process. Resolved from the
 * project's own package.json: Gatsby's bundle of the build code has no `require.resolve`.
 */
export function loadWebpackErrorClasses(root: string = process.cwd()): string[] {
  loaded ??= readWebpackErrorClasses(dirname(createRequire(join(root, 'package.json')).resolve('webpack/package.json')));
  return loaded;
}
