import { parseMdx } from '../../src/model/markdown';
import {
  describeCliFlags,
  diffReleases,
  documentDiff,
  findCliFlagDocs,
  findErrorClassDocs,
  findHookDocs,
  findOptionDocs,
  getCliOptionPath,
  indexSections,
  type CliArgument,
  type DocPage,
  type ReleaseFacts,
} from '../../src/model/webpackDiff';
import { listHooks, listOptionPaths } from '../../src/model/webpackRelease';
import { readFixtureSchema, readFixtureTypes } from '../fixtures/webpack-releases/readFixtureRelease';

const flag = (path: string, type: string, description: string, values?: string[]): CliArgument => ({
  description,
  multiple: false,
  configs: [{ type, path, description, ...(values ? { values } : {}) }],
});

function readFacts(version: string, cli: Record<string, CliArgument>): ReleaseFacts {
  return {
    version,
    options: listOptionPaths(readFixtureSchema(version)),
    hooks: listHooks(readFixtureTypes(version)),
    cliFlags: describeCliFlags(cli),
  };
}

const older = readFacts('5.1.0', {
  mode: flag('mode', 'enum', 'The mode.', ['development', 'production', 'none']),
  'output-legacy': flag('output.legacy', 'boolean', 'An old option.'),
});
const newer = readFacts('5.2.0', {
  mode: flag('mode', 'enum', 'The mode.', ['development', 'production', 'none', 'auto']),
  'output-legacy': flag('output.legacy', 'boolean', 'An old option.'),
  'output-allow-outside': {
    description: 'Where files may be written.',
    multiple: true,
    configs: [
      { type: 'path', path: 'output.allowOutside[]', multiple: true },
      { type: 'boolean', path: 'output.allowOutside' },
    ],
  },
});

function page(path: string, url: string, body: string): DocPage {
  return { path, url, sections: indexSections(parseMdx(body)), body };
}

const outputPage = page(
  'configuration/output.mdx',
  '/configuration/output/',
  '## output\n\nOptions.\n\n## output.path\n\nThe directory.\n\n### output.path.nested\n\nNamed `legacy` here.\n\n## output.module\n\nESM.\n',
);
const modulePage = page(
  'configuration/module.mdx',
  '/configuration/module/',
  '## module.parser\n\nKeys such as `css/auto` take `namedExports`.\n\n### Rule.use\n\nLoaders.\n\n## module.noParse\n\n`loader` is not here.\n',
);
const compilationPage = page('api/compilation-hooks.mdx', '/api/compilation-hooks/', '## Hooks\n\n### seal\n\n### optimizeChunkAssets\n');
const cliPage = page('api/cli.mdx', '/api/cli/', '| flag |\n| --- |\n| `--mode <value>` |\n| `--no-output-clean` |\n');

describe('diffReleases', () => {
  const diff = diffReleases(older, newer);

  it('lists options added, removed and changed, with each changed field', () => {
    expect(diff.options).toEqual({
      added: ['output.allowOutside', 'output.module'],
      removed: [],
      changed: [
        {
          key: 'mode',
          changes: [
            { field: 'type', from: '"development" | "none" | "production"', to: '"auto" | "development" | "none" | "production"' },
            { field: 'enum', from: '"development", "production", "none"', to: '"development", "production", "none", "auto"' },
          ],
        },
        { key: 'output.legacy', changes: [{ field: 'deprecated', from: 'no', to: 'yes' }] },
      ],
    });
  });

  it('lists hooks added and changed; a type only rewrapped over several lines is no change', () => {
    expect(diff.hooks).toEqual({
      added: ['Compiler.afterDone'],
      removed: [],
      changed: [
        {
          key: 'Compilation.optimizeChunkAssets',
          changes: [
            {
              field: 'type',
              from: 'AsyncSeriesHook<[Set<Chunk>]>',
              to: 'FakeHook<Pick<AsyncSeriesHook<[Set<Chunk>]>, "name" | "tap" | "tapAsync" | "tapPromise">>',
            },
            { field: 'deprecated', from: 'no', to: 'yes' },
          ],
        },
      ],
    });
  });

  it('lists hooks removed by the next release', () => {
    const third = readFacts('5.3.0', {});
    expect(diffReleases(newer, third).hooks.removed).toEqual(['Compilation.optimizeChunkAssets']);
    expect(diffReleases(newer, third).options.removed).toEqual(['output.legacy']);
  });

  it('lists CLI flags added and changed', () => {
    expect(diff.cliFlags).toEqual({
      added: ['output-allow-outside'],
      removed: [],
      changed: [{ key: 'mode', changes: [{ field: 'values', from: '"development", "production", "none"', to: '"development", "production", "none", "auto"' }] }],
    });
    expect(newer.cliFlags.get('output-allow-outside')).toEqual({
      type: 'boolean | path',
      description: 'Where files may be written.',
      multiple: true,
      paths: ['output.allowOutside'],
    });
  });
});

describe('finding the documentation', () => {
  it('maps a CLI config path to an option path', () => {
    expect(getCliOptionPath('module.rules[].use[].loader')).toBe('module.rules.use.loader');
  });

  it('finds an option by the heading that is its path', () => {
    expect(findOptionDocs('output.path', [modulePage, outputPage])).toEqual({ href: '/configuration/output/#outputpath', under: false });
    expect(findOptionDocs('module.rules.use', [modulePage, outputPage])).toEqual({ href: '/configuration/module/#ruleuse', under: false });
  });

  it('finds an option under the nearest ancestor whose section names it in inline code, subsections included', () => {
    expect(findOptionDocs('module.parser.css/auto.namedExports', [modulePage])).toEqual({ href: '/configuration/module/#moduleparser', under: true });
    expect(findOptionDocs('output.path.legacy', [outputPage])).toEqual({ href: '/configuration/output/#outputpath', under: true });
  });

  it('finds options that take the same options as a documented one where that one is documented', () => {
    const optimization = page(
      'configuration/optimization.mdx',
      '/configuration/optimization/',
      '## optimization.minimizeOptions\n\n### optimization.minimizeOptions.xml\n\n| `removeViewBox` |\n',
    );
    const resolve = page('configuration/resolve.mdx', '/configuration/resolve/', '## resolve.alias\n\nAn array of `{ alias, name }`: `name`.\n');
    expect(findOptionDocs('optimization.minimize.xml.removeViewBox', [optimization])).toEqual({
      href: '/configuration/optimization/#optimizationminimizeoptionsxml',
      under: true,
    });
    expect(findOptionDocs('module.defaultRules.resolve.alias.name', [resolve])).toEqual({ href: '/configuration/resolve/#resolvealias', under: true });
    expect(findOptionDocs('resolveLoader.alias', [resolve])).toEqual({ href: '/configuration/resolve/#resolvealias', under: false });
    expect(findOptionDocs('module.parser.css/module.namedExports', [modulePage])).toEqual(findOptionDocs('module.parser.css.namedExports', [modulePage]));
  });

  it('counts a property named in braces, `{ glob }`, as named', () => {
    const lazy = page('configuration/experiments.mdx', '/configuration/experiments/', '## experiments.lazyCompilation\n\n- `test` takes a `{ glob }` object\n');
    expect(findOptionDocs('experiments.lazyCompilation.test.glob', [lazy])).toEqual({ href: '/configuration/experiments/#experimentslazycompilation', under: true });
  });

  it('does not count a mention in another section', () => {
    expect(findOptionDocs('module.rules.use.loader', [modulePage])).toBeNull();
    expect(findOptionDocs('output.allowOutside', [outputPage])).toBeNull();
  });

  it('finds a hook by its heading on its class page', () => {
    expect(findHookDocs('Compilation.seal', { Compilation: compilationPage })).toEqual({ href: '/api/compilation-hooks/#seal', under: false });
    expect(findHookDocs('Compiler.afterDone', { Compilation: compilationPage })).toBeNull();
  });

  it('finds a flag named on the CLI page, or through the option it sets', () => {
    const flags = describeCliFlags({
      mode: flag('mode', 'enum', 'The mode.'),
      'output-clean': flag('output.clean', 'boolean', 'Clean.'),
      'output-path': flag('output.path', 'path', 'The directory.'),
      'output-module': flag('output.moduleX', 'boolean', 'Unknown.'),
    });
    const find = (name: string) => findCliFlagDocs(name, flags.get(name)!, cliPage, [outputPage]);
    expect(find('mode')).toEqual({ href: '/api/cli/', under: false });
    expect(find('output-clean')).toEqual({ href: '/api/cli/', under: false });
    expect(find('output-path')).toEqual({ href: '/configuration/output/#outputpath', under: true });
    expect(find('output-module')).toBeNull();
  });

  it('counts what the newer release adds or changes without documentation', () => {
    const documented = documentDiff(diffReleases(older, newer), newer, {
      optionPages: [outputPage, modulePage],
      hookPages: { Compilation: compilationPage },
      cliPage,
    });
    expect(Object.fromEntries(documented.options)).toEqual({
      'output.allowOutside': null,
      'output.module': { href: '/configuration/output/#outputmodule', under: false },
      mode: null,
      'output.legacy': null,
    });
    expect(Object.fromEntries(documented.hooks)).toEqual({
      'Compiler.afterDone': null,
      'Compilation.optimizeChunkAssets': { href: '/api/compilation-hooks/#optimizechunkassets', under: false },
    });
    expect(Object.fromEntries(documented.cliFlags)).toEqual({ 'output-allow-outside': null, mode: { href: '/api/cli/', under: false } });
    expect(documented.undocumented).toBe(5);
  });
});

describe('an error class', () => {
  const errorsPage = page('api/errors.mdx', '/api/errors/', '## Resolving modules\n\n### ModuleNotFoundError\n\nText.\n\n#### A Node.js core module\n\nText.\n');

  it('is documented by its own heading on the errors page, not by a message heading under another', () => {
    expect(findErrorClassDocs('ModuleNotFoundError', errorsPage)).toEqual({ href: '/api/errors/#modulenotfounderror', under: false });
    expect(findErrorClassDocs('UnsafeOutputCleanWarning', errorsPage)).toBeNull();
    expect(findErrorClassDocs('ModuleNotFoundError', undefined)).toBeNull();
  });
});
