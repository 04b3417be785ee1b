// The error and warning classes of the locked webpack, read from its lib/errors/ (each file there
// defines its classes as `class X extends WebpackError`, or another Error): the errors page needs
// an entry for each. Read once per process.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const CLASS = /^class (\w+) extends \w*Error\b/gm;

let loaded: string[] | null = null;

/** The class names, sorted; `folder` is a lib/errors/ folder (the installed webpack's by default). */
export function loadWebpackErrorClasses(folder: string = join(dirname(require.resolve('webpack/package.json')), 'lib', 'errors')): string[] {
  if (loaded) return loaded;
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(CLASS)) names.add(match[1]);
  }
  if (!names.size) throw new Error(`${folder} defines no error class: has webpack moved its errors?`);
  loaded = [...names].sort();
  return loaded;
}
