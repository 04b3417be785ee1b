// Every class a component reads from its CSS module exists there: a missing one is undefined
// at run time and silently leaves the element unstyled.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const SOURCES = listFiles(join(__dirname, '../../src')).filter((file) => /\.tsx?$/.test(file));

describe('CSS modules', () => {
  const uses = SOURCES.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const module = /import \* as styles from '(\.[^']+\.module\.css)'/.exec(source)?.[1];
    if (!module) return [];
    const css = readFileSync(join(dirname(file), module), 'utf8');
    const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
    const used = [...new Set([...source.matchAll(/styles\.([A-Za-z_]\w*)/g)].map((match) => match[1]))];
    return [{ file: file.split('/src/')[1], used, missing: used.filter((name) => !defined.has(name)) }];
  });

  it('finds the components that use CSS modules', () => {
    expect(uses.length).toBeGreaterThan(10);
  });

  it.each(uses.map((use) => [use.file, use] as const))('%s uses only classes its module defines', (_file, use) => {
    expect(use.missing).toEqual([]);
  });
});
