import { findConfigExamples, isValidationSkipped } from '../../src/model/configExamples';
import { parseMdx } from '../../src/model/markdown';

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;
const find = (...blocks: string[]) => findConfigExamples(parseMdx(blocks.join('\n')));

describe('findConfigExamples', () => {
  it('finds blocks titled with a webpack configuration file, whatever its name and extension', () => {
    const titles = ['webpack.config.js', 'webpack.config.mjs', 'webpack.config.cjs', 'webpack.config.ts', 'webpack.prod.js', 'app/webpack.config.js', 'webpack.config.js (webpack 4)'];
    const examples = find(...titles.map((title) => fence(`js title="${title}"`, 'module.exports = {};')));
    expect(examples.map((example) => example.title)).toEqual(titles);
    expect(examples.map((example) => example.language)).toEqual(['js', 'mjs', 'js', 'ts', 'js', 'js', 'js']);
  });

  it('leaves out other files and languages', () => {
    const examples = find(
      fence('js title="postcss.config.js"', "module.exports = { plugins: ['autoprefixer'] };"),
      fence('js title="src/index.js"', "export default { entry: './a' };"),
      fence('json title="webpack.config.json"', '{}'),
      fence('bash', 'npx webpack'),
      fence('js title="webpack.config.coffee"', 'module.exports = {}'),
      // A "before" project of the errors page: its own test runs it, and it may be meant to fail validation.
      fence('js title="webpack.config.js" error=before', "module.exports = { mode: 'prod' };"),
    );
    expect(examples).toEqual([]);
  });

  it('finds an untitled block only when it exports an object with webpack options', () => {
    const examples = find(
      fence('js', "module.exports = {\n  entry: './src/index.js',\n};"),
      fence('js', 'module.exports = function loader(source) {\n  return source;\n};'),
      fence('js', "module.exports = {\n  presets: ['@babel/preset-env'],\n};"),
    );
    expect(examples.map((example) => example.code)).toEqual(["module.exports = {\n  entry: './src/index.js',\n};"]);
  });

  it('reads a diff of a configuration as the file after the change', () => {
    const [example] = find(fence('diff title="webpack.config.js"', " module.exports = {\n-  mode: 'development',\n+  mode: 'production',\n };"));
    expect(example.code).toBe("module.exports = {\n  mode: 'production',\n};");
  });

  it('counts a block marked validate=false as skipped and gives the line of its fence', () => {
    const examples = find('Intro.\n', fence('js title="webpack.config.js" validate=false', 'output: { ... },'), fence('js title="webpack.config.js"', 'module.exports = {};'));
    expect(examples.map(({ skipped, line }) => [skipped, line])).toEqual([
      [true, 3],
      [false, 7],
    ]);
  });
});

describe('isValidationSkipped', () => {
  it('reads the mark anywhere in the meta, as a whole word', () => {
    expect(isValidationSkipped('title="webpack.config.js" validate=false')).toBe(true);
    expect(isValidationSkipped('validate=false title="a.js"')).toBe(true);
    expect(isValidationSkipped('title="webpack.config.js"')).toBe(false);
    expect(isValidationSkipped('validate=falsey')).toBe(false);
    expect(isValidationSkipped(null)).toBe(false);
  });
});
