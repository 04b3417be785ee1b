import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Imports point one way (STYLE.md, habit 2): browser code never reaches the build hooks in
// src/node/, and the pure model never reaches React, Gatsby or the components.

const root = path.resolve(__dirname, '../..');
const SOURCE = /\.(tsx?|jsx?|mjs)$/;

/** A source file itself, or every source file under a folder. */
function sourceFiles(dir: string): string[] {
  if (fs.statSync(path.join(root, dir)).isFile()) return [dir];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every module specifier of a file, type-only and dynamic imports included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** "../node/x" from "src/templates/A.tsx" -> "src/node/x"; a package name stays as it is. */
function resolveSpecifier(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.relative(root, path.resolve(root, path.dirname(file), specifier)).split(path.sep).join('/');
}

/** The source file a relative import names: the path as written, or with an extension, or its folder's index. */
function resolveFile(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolveSpecifier(file, specifier);
  const candidates = [target, ...['.ts', '.tsx', '.js', '.mjs'].flatMap((extension) => [`${target}${extension}`, `${target}/index${extension}`])];
  return candidates.find((candidate) => SOURCE.test(candidate) && fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
}

/** Each cycle of a graph of modules once, as "a -> b -> a", starting from its first module in sorted order. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = trail.slice(trail.indexOf(next));
        const first = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.add([...rotated, rotated[0]].join(' -> '));
      } else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles].sort();
}

/** The import cycles among the given files and folders, relative imports resolved to files. */
function importCycles(dirs: string[]): string[] {
  const files = dirs.flatMap(sourceFiles).map((file) => file.split(path.sep).join('/'));
  const graph = new Map(files.map((file) => [file, importsOf(file).flatMap((specifier) => resolveFile(file, specifier) ?? [])]));
  expect(graph.size).toBeGreaterThan(100);
  expect([...graph.values()].flat().length).toBeGreaterThan(200);
  return cyclesOf(graph);
}

function violations(dirs: string[], isForbidden: (target: string) => boolean): string[] {
  return dirs.flatMap(sourceFiles).flatMap((file) =>
    importsOf(file)
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter(isForbidden)
      .map((target) => `${file.split(path.sep).join('/')} imports ${target}`),
  );
}

const insideFolder = (folder: string) => (target: string) => target === folder || target.startsWith(`${folder}/`);
const BROWSER_CODE = ['src/components', 'src/templates', 'src/pages', 'src/browser', 'gatsby-browser.tsx'];
const UI_PACKAGES = /^(react|react-dom|gatsby|@gatsbyjs|@reach|@docsearch)(\/|-|$)/;

describe('import boundaries', () => {
  it('finds the files it checks', () => {
    expect(BROWSER_CODE.flatMap(sourceFiles).length).toBeGreaterThan(20);
    expect(sourceFiles('src/model').length).toBeGreaterThan(10);
  });

  it('keeps components, templates, pages and browser code away from src/node', () => {
    expect(violations(BROWSER_CODE, insideFolder('src/node'))).toEqual([]);
  });

  it('keeps src/model free of React, Gatsby, components and build hooks', () => {
    const forbidden = (target: string) =>
      UI_PACKAGES.test(target) || insideFolder('src/components')(target) || insideFolder('src/node')(target);
    expect(violations(['src/model'], forbidden)).toEqual([]);
  });

  it('keeps the inline head script (src/head) free of packages: all it imports is bundled into every page', () => {
    expect(violations(['src/head'], (target) => !target.startsWith('src/'))).toEqual([]);
  });

  it('keeps browser code readable: no source line in src/browser or src/head is longer than 400 characters', () => {
    const long = ['src/browser', 'src/head'].flatMap(sourceFiles).flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.length > 400 ? [`${file}:${index + 1} (${line.length} characters)`] : [])),
    );
    expect(long).toEqual([]);
  });

  it('has no import cycle among the site\'s own modules, dynamic imports included', () => {
    expect(importCycles(['src', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-node.ts', 'gatsby-config.ts'])).toEqual([]);
  });

  it('finds a cycle, dynamic imports included, naming each module on it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(cyclesOf(graph)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
    expect(cyclesOf(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('resolves a relative import into src/node the way the check needs', () => {
    expect(resolveSpecifier('src/templates/HomePage.tsx', '../node/highlightSnippets')).toBe('src/node/highlightSnippets');
    expect(insideFolder('src/node')('src/node/highlightSnippets')).toBe(true);
    expect(UI_PACKAGES.test('react-dom/client')).toBe(true);
    expect(UI_PACKAGES.test('refractor')).toBe(false);
  });
});
