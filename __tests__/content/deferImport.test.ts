import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { buildInTempDir } from './webpackBuild';

// The Module Methods page states what import defer postpones and which cases it refuses; webpack must agree.
const page = readFileSync(join(__dirname, '../../content/api/module-methods.mdx'), 'utf8');
const limits = page.slice(page.indexOf('### import defer'), page.indexOf('## CommonJS'));

// Each module records when it runs, so the order shows what was deferred.
const heavy = "globalThis.log.push('heavy');\nexport const value = 42;\nexport function run() { return 'ran'; }\n";
const files: Record<string, string> = {
  'pre.js': 'globalThis.log = [];\n',
  'heavy.js': heavy,
  'tla.js': "globalThis.log.push('tla');\nawait Promise.resolve();\nexport const value = 'tla';\n",
};

interface Built {
  errors: string[];
  log?: string[];
}

/** Builds `entry` (with the files above beside it) for Node.js and runs it. */
function build(entry: string, deferImport = true): Promise<Built> {
  const sources = { ...files, 'index.js': `import './pre.js';\n${entry}\nexport const result = globalThis.log;\n` };
  return buildInTempDir(
    'defer',
    sources,
    (dir) => ({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: dir,
      entry: './index.js',
      output: { path: join(dir, 'dist'), filename: 'out.js', library: { type: 'commonjs2' } },
      experiments: { deferImport },
    }),
    async (dir, stats) => {
      const errors = stats.toJson({ all: false, errors: true }).errors?.map((item) => item.message) ?? [];
      if (errors.length) return { errors };
      // With top-level await in the graph, module.exports is a promise of the exports.
      const module = { exports: {} as { result: string[] } | Promise<{ result: string[] }> };
      const sandbox = { module, exports: module.exports, require, Promise, Object };
      runInNewContext(readFileSync(join(dir, 'dist/out.js'), 'utf8'), sandbox);
      const exported = await module.exports;
      return { errors, log: [...exported.result] };
    },
  );
}

jest.setTimeout(120_000);

describe('import defer as the Module Methods page describes it', () => {
  it('runs the module at the first export read, for the keyword and the magic comment alike', async () => {
    for (const form of ["import defer * as heavy from './heavy.js';", "import /* webpackDefer: true */ * as heavy from './heavy.js';"]) {
      const { log } = await build(`${form}\nglobalThis.log.push('start', typeof heavy, String('run' in heavy));\nglobalThis.log.push(heavy.run());`);
      expect(log).toEqual(['start', 'object', 'true', 'heavy', 'ran']);
    }
  });

  it('evaluates on Object.keys but not when the namespace is passed around', async () => {
    const { log } = await build("import defer * as heavy from './heavy.js';\nconst ns = heavy;\nglobalThis.log.push('passed');\nglobalThis.log.push(Object.keys(ns).join());");
    expect(log).toEqual(['passed', 'heavy', 'run,value']);
  });

  it('ignores the comment without experiments.deferImport', async () => {
    const { log } = await build("import /* webpackDefer: true */ * as heavy from './heavy.js';\nglobalThis.log.push('start');", false);
    expect(log).toEqual(['heavy', 'start']);
    expect(limits).toContain('`webpackDefer` comment is silently ignored');
  });

  it('refuses named imports and re-exports with the messages the page quotes', async () => {
    const named = await build("import /* webpackDefer: true */ { run } from './heavy.js';\nrun();");
    expect(named.errors.join()).toContain('Deferred import can only be used with `import * as namespace from \'...\'` syntax');
    expect(limits).toContain("\"Deferred import can only be used with `import * as namespace from '...'` syntax\"");
    const reexport = await build("export /* webpackDefer: true */ * as ns from './heavy.js';");
    expect(reexport.errors.join()).toContain('is not a part of the Import Defer proposal');
  });

  it('runs a module with top-level await before the importer', async () => {
    const { log } = await build("import defer * as later from './tla.js';\nglobalThis.log.push('start');\nglobalThis.log.push(later.value);");
    expect(log).toEqual(['tla', 'start', 'tla']);
  });

  it('runs a module early when it is also imported normally', async () => {
    const { log } = await build("import defer * as heavy from './heavy.js';\nimport { value } from './heavy.js';\nglobalThis.log.push('start');");
    expect(log).toEqual(['heavy', 'start']);
  });
});
