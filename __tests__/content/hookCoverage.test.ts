import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { readSection, reportCoverage } from './readContent';
import { HOOK_CLASSES, listHooks } from '../../src/model/webpackRelease';
import { findHookDocs } from '../../src/model/webpackDiff';
import { readWebpackDocs } from '../../scripts/webpack/readDocs';

function idsOf(url: string): Set<string> {
  const page = readSection('api').find((content) => content.page.url === url);
  return new Set(page?.headingIds ?? []);
}

function newCompilation() {
  const compiler = webpack({ mode: 'none', entry: './index.js', context: __dirname });
  return { compiler, compilation: compiler.newCompilation(compiler.newCompilationParams()) };
}

describe('the API hook pages', () => {
  const { compiler, compilation } = newCompilation();

  it.each([
    ['compiler', '/api/compiler-hooks/', () => Object.keys(compiler.hooks)],
    ['compilation', '/api/compilation-hooks/', () => Object.keys(compilation.hooks)],
  ])('document every %s hook as a heading', (label, url, keys) => {
    const ids = idsOf(url);
    const required = (keys as () => string[])();
    const missing = required.filter((hook) => !ids.has(hook.toLowerCase()));
    reportCoverage(`${label} hooks on ${url}`, required, missing);
    expect(required.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

describe('every hook of the locked webpack’s documented classes', () => {
  it(`has a heading on its class’s page (${HOOK_CLASSES.join(', ')})`, () => {
    const { hookPages } = readWebpackDocs();
    const hooks = [...listHooks(readFileSync(require.resolve('webpack/types.d.ts'), 'utf8')).keys()];
    const missing = hooks.filter((key) => !findHookDocs(key, hookPages));
    reportCoverage('webpack hooks (types.d.ts)', hooks, missing);
    expect(hooks.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});

/** "webpack.optimize.LimitChunkCountPlugin" -> the exported class, if webpack has it. */
function resolveExport(path: string): unknown {
  return path
    .split('.')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], webpack);
}

describe('the core plugin pages', () => {
  const pages = readSection('plugins').filter(
    (content) => content.page.group === 'webpack' && content.page.name !== 'internal-plugins',
  );

  it('exist for the core plugins', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it('each show a plugin that webpack really exports, with its constructor options', () => {
    const problems: string[] = [];
    for (const { page } of pages) {
      const source = readFileSync(join(process.cwd(), 'content', page.path), 'utf8');
      const paths = [...source.matchAll(/new (webpack(?:\.[A-Za-z]+)+)\(/g)].map((match) => match[1]);
      const exported = paths.filter((path) => typeof resolveExport(path) === 'function');
      if (exported.length === 0) problems.push(`${page.path}: no "new webpack.X(...)" of an exported plugin`);
    }
    reportCoverage('core plugin pages', pages.map((content) => content.page.path), problems);
    expect(problems).toEqual([]);
  });
});
