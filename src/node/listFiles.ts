import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `path`, sorted (or `path` itself when it is a file; nothing when it is missing). */
export function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => listFiles(join(path, entry.name)))
    .sort();
}
