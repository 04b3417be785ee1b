import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type webpack from 'webpack';
import { buildInTempDir, evaluateConfig, expectNoErrors } from './webpackBuild';

// The output page shows what each output.library type emits; a real build of its example keeps that true.
const page = readFileSync(join(__dirname, '../../content/configuration/output.mdx'), 'utf8');
const start = page.indexOf('#### Every type on one small library');
const examples = page.slice(start, page.indexOf('\n### ', start));

/** The fenced code blocks of a piece of Markdown, by their title. */
function fences(markdown: string): Array<{ title: string; code: string }> {
  return [...markdown.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)\n```/g)].map(([, title, code]) => ({ title, code }));
}

const library = fences(examples).find(({ title }) => title === 'src/index.js')!.code;

interface TypeExample {
  type: string;
  config: string;
  emitted: string[];
}

// "#### umd" followed by its webpack.config.js and dist/greeter.js blocks.
const typeExamples: TypeExample[] = examples
  .split('\n#### ')
  .slice(1)
  .filter((section) => /^[a-z0-9-]+\n/.test(section))
  .map((section) => {
    const blocks = fences(section);
    const config = blocks.find(({ title }) => title === 'webpack.config.js')?.code ?? '';
    const emitted = blocks.find(({ title }) => title === 'dist/greeter.js')?.code ?? '';
    return {
      type: section.split('\n')[0],
      config,
      // "// …" stands for the left-out runtime; every other line must be in the real file.
      emitted: emitted.split('\n').map((line) => line.trim()).filter((line) => line && line !== '// …'),
    };
  });

function build(config: webpack.Configuration): Promise<string> {
  return buildInTempDir(
    'library-type',
    { 'src/index.js': library },
    (dir) => ({
      ...config,
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      optimization: { minimize: false },
      output: { ...config.output, path: join(dir, 'dist'), filename: 'greeter.js' },
    }),
    (dir, stats) => {
      expectNoErrors(stats);
      return readFileSync(join(dir, 'dist/greeter.js'), 'utf8');
    },
  );
}

// The first run compiles webpack itself through Babel, which takes a while.
jest.setTimeout(120_000);

describe('the output.library examples on the output page', () => {
  it('cover every library type of the webpack schema', () => {
    const schema = JSON.parse(readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8'));
    const builtIn: string[] = schema.definitions.LibraryType.anyOf[0].enum;
    // commonjs-module and umd2 are other spellings, explained in the commonjs2 and umd sections.
    const documented = typeExamples.map(({ type }) => type);
    expect(builtIn.filter((type) => !documented.includes(type) && type !== 'commonjs-module' && type !== 'umd2')).toEqual([]);
    expect(examples).toContain('`commonjs-module` is another spelling');
    expect(examples).toContain('`umd2` produces the same wrapper');
  });

  it.each(typeExamples)('$type: the built file contains the lines the page shows', async ({ type, config, emitted }) => {
    const options = evaluateConfig(config);
    expect((options.output?.library as { type: string }).type).toBe(type);
    expect(emitted.length).toBeGreaterThan(0);
    const lines = new Set((await build(options)).split('\n').map((line) => line.trim()));
    expect(emitted.filter((line) => !lines.has(line))).toEqual([]);
  });
});
