// The reference classes of the installed (locked) webpack, read from its types.d.ts once per
// process (about a second): the class pages render them, the checks compare the pages with them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readClasses, REFERENCE_CLASSES, type ClassFacts } from '../model/classMembers';

let loaded: Map<string, ClassFacts> | null = null;

/** The locked webpack's types.d.ts, resolved from the project's package.json (Gatsby's bundle has no require.resolve). */
export function getWebpackTypesFile(root: string = process.cwd()): string {
  return join(dirname(createRequire(join(root, 'package.json')).resolve('webpack/package.json')), 'types.d.ts');
}

export function loadReferenceClasses(root: string = process.cwd()): Map<string, ClassFacts> {
  loaded ??= readClasses(readFileSync(getWebpackTypesFile(root), 'utf8'), REFERENCE_CLASSES);
  return loaded;
}
