import { readFileSync } from 'node:fs';
import { describeRow, getConfigMode, listConfigRows, listOptionShapes, splitValidationMessage, summariseValue, type CheckerData } from '../../src/model/configChecker';
import type { WebpackOptionsSchema } from '../../src/model/webpackRelease';

const schema = JSON.parse(readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as WebpackOptionsSchema;

const data: Pick<CheckerData, 'options' | 'maps' | 'aliases' | 'defaults'> = {
  options: {
    mode: { url: '/configuration/mode/#mode', added: '5.0.0' },
    entry: { url: '/configuration/entry-context/#entry', added: '5.0.0' },
    'entry.import': { url: '/configuration/entry-context/#entryimport', added: '5.0.0' },
    'entry.dependOn': { added: '5.0.0' },
    module: { added: '5.0.0' },
    'module.rules': { added: '5.0.0' },
    'module.rules.oneOf': { added: '5.0.0' },
    'module.rules.test': { added: '5.0.0' },
    'module.exprContextCritical': { added: '5.0.0', deprecated: '5.106.0', replacement: 'Use `module.parser.javascript.exprContextCritical`.' },
    output: { added: '5.0.0' },
    'output.allowOutside': { added: '5.113.0' },
    'output.ecmaVersion': { added: '5.0.0', removed: '5.0.0' },
  },
  maps: ['entry'],
  aliases: { 'module.rules.oneOf': 'module.rules' },
  defaults: { production: { mode: "'production'" }, development: { mode: "'development'" }, none: {} },
};

describe('the shape of webpack’s options', () => {
  const shapes = listOptionShapes(schema);

  it('knows the options whose keys are names the reader chooses', () => {
    expect(shapes.maps).toEqual(expect.arrayContaining(['entry', 'resolve.alias', 'optimization.splitChunks.cacheGroups', 'externals']));
    expect(shapes.maps).not.toContain('output');
  });

  it('reads rules nested in rules as rules', () => {
    expect(shapes.aliases['module.rules.oneOf']).toBe('module.rules');
    expect(shapes.aliases['module.rules.rules']).toBe('module.rules');
  });
});

describe('the options a configuration sets', () => {
  it('lists each key with the option it sets, names and nested rules read as webpack reads them', () => {
    const rows = listConfigRows({ mode: 'production', entry: { main: { import: './a.js' } }, module: { rules: [{ oneOf: [{ test: /\.js$/ }] }] }, outptu: {} }, data);
    expect(rows.map(({ path, option }) => [path, option])).toEqual([
      ['mode', 'mode'],
      ['entry', 'entry'],
      ['entry.main.import', 'entry.import'],
      ['module', 'module'],
      ['module.rules', 'module.rules'],
      ['module.rules[0].oneOf', 'module.rules.oneOf'],
      ['module.rules[0].oneOf[0].test', 'module.rules.test'],
      ['outptu', null],
    ]);
    expect(rows.find((row) => row.path === 'module.rules[0].oneOf[0].test')?.value).toBe('/\\.js$/');
  });

  it('names items as the reader wrote them when values were left out, and each configuration of an array', () => {
    const rules = [{ test: 'x' }];
    const rows = listConfigRows({ module: { rules } }, data, { sourceIndexes: new WeakMap([[rules, [2]]]), at: '[0]' });
    expect(rows.map((row) => row.path)).toEqual(['[0].module', '[0].module.rules', '[0].module.rules[2].test']);
  });

  it('shortens values', () => {
    expect(summariseValue({ a: 1, b: 2 })).toBe('{ 2 keys }');
    expect(summariseValue(['a'])).toBe('[1 item]');
    expect(summariseValue(() => undefined)).toBe('a function');
    expect(summariseValue('x'.repeat(100))).toHaveLength(58);
  });
});

describe('what the checker says of an option, for the reader’s version', () => {
  const row = (option: string) => ({ path: option, option, value: 'true' });

  it('marks an option newer than the reader’s version, and the default in the configuration’s mode', () => {
    expect(describeRow(row('output.allowOutside'), data, '5.80', 'production')).toEqual({ marks: ['not in 5.80 (added in 5.113)'] });
    expect(describeRow(row('output.allowOutside'), data, '5.113', 'production').marks).toEqual([]);
    expect(describeRow(row('mode'), data, '5.80', 'development')).toEqual({ url: '/configuration/mode/#mode', defaultValue: "'development'", marks: [] });
  });

  it('says what replaces a deprecated option, and when an option was removed', () => {
    expect(describeRow(row('module.exprContextCritical'), data, '5.113', 'production')).toEqual({ marks: ['deprecated in 5.106'], replacement: 'Use `module.parser.javascript.exprContextCritical`.' });
    expect(describeRow(row('module.exprContextCritical'), data, '5.80', 'production').marks).toEqual(['deprecated in 5.106, after 5.80']);
    expect(describeRow(row('output.ecmaVersion'), data, '5.80', 'production').marks).toEqual(['removed in 5.0']);
    expect(describeRow({ path: 'outptu', option: null, value: '{}' }, data, '5.80', 'production')).toEqual({ marks: ['not a webpack option'] });
  });

  it('takes the mode a configuration sets, production otherwise', () => {
    expect(getConfigMode({ mode: 'none' })).toBe('none');
    expect(getConfigMode({ mode: 'prod' })).toBe('production');
    expect(getConfigMode({})).toBe('production');
  });
});

describe('webpack’s message, problem by problem', () => {
  it('splits it into its problems, each with the line of the key or value it names', () => {
    const message = [
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
      ' - configuration.devtool should match pattern "^x$".',
      '   BREAKING CHANGE since webpack 5: The devtool option is more strict.',
      " - configuration has an unknown property 'minimize'. These properties are valid:",
      '   object { amd?, … }',
      " - configuration[1].output has an unknown property 'jsonpFunction'.",
      ' - configuration.resolve.alias.@ should be one of these:',
      '   [non-empty string, ...] | false | non-empty string',
      ' - configuration.output.path: The provided value "dist" is not an absolute path!',
    ].join('\n');
    const lines = new Map([['devtool', 18], ['minimize', 45], ['[1].output.jsonpFunction', 3], ['resolve.alias["@"]', 9], ['output.path', 13]]);
    const { header, problems } = splitValidationMessage(message, lines);
    expect(header).toBe('Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.');
    expect(problems.map(({ path, line }) => [path, line])).toEqual([
      ['devtool', 18],
      ['minimize', 45],
      ['[1].output.jsonpFunction', 3],
      ['resolve.alias.@', 9],
      ['output.path', 13],
    ]);
    expect(problems[0].text).toBe('configuration.devtool should match pattern "^x$".\nBREAKING CHANGE since webpack 5: The devtool option is more strict.');
  });
});

describe('a default webpack leaves unset', () => {
  it('is shown as none, not as "undefined"', () => {
    const withUnset = { ...data, defaults: { ...data.defaults, production: { ...data.defaults.production, 'output.allowOutside': 'undefined' } } };
    expect(describeRow({ path: 'output.allowOutside', option: 'output.allowOutside', value: 'true' }, withUnset, '5.113', 'production')).toEqual({ marks: [] });
  });
});
