// What the content tests keep on disk between runs, each kind in a folder of its own under
// node_modules/.cache/webpack-docs-tests/ (a clean clone has none: `npm ci` empties node_modules).
// An entry is named by the hash of everything that decides it, so a change to any of that misses.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', 'node_modules', '.cache', 'webpack-docs-tests');

/** The value kept under `key` in `kind`'s folder, or null. */
export function readKept<T>(kind: string, key: string): T | null {
  const file = join(ROOT, kind, `${key}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Keeps `value` under `key` in `kind`'s folder. */
export function keep(kind: string, key: string, value: unknown): void {
  const dir = join(ROOT, kind);
  const file = join(dir, `${key}.json`);
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: a test file in another worker never reads half an entry.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(value));
  renameSync(partial, file);
}
