import { addModeDefaultsTable, diffModeDefaults, formatDefault } from '../../src/model/modeDefaults';
import { parseMdx } from '../../src/model/markdown';
import { getText, type MdastNode } from '../../src/model/mdast';

describe('formatDefault', () => {
  it('writes a default as it would be written in a configuration', () => {
    expect([false, 30, Infinity, 'named', /x/, [1, 'a'], { type: 'memory' }, {}, () => 1, undefined].map(formatDefault)).toEqual([
      'false',
      '30',
      'Infinity',
      "'named'",
      '/x/',
      "[1, 'a']",
      "{ type: 'memory' }",
      '{}',
      'a function',
      'undefined',
    ]);
  });
});

describe('diffModeDefaults', () => {
  const rows = diffModeDefaults({
    production: { mode: 'production', devtool: false, performance: { hints: 'warning' }, output: { pathinfo: false, path: '/dist' }, snapshot: { module: { hash: true } } },
    development: { mode: 'development', devtool: 'eval', performance: false, output: { pathinfo: true, path: '/dist' }, snapshot: { module: {} } },
    none: { mode: 'none', devtool: false, performance: false, output: { pathinfo: false, path: '/dist' }, snapshot: { module: {} } },
  });

  it('keeps only the paths whose defaults differ, sorted', () => {
    expect(rows.map((row) => row.path)).toEqual(['devtool', 'mode', 'output.pathinfo', 'performance', 'performance.hints', 'snapshot.module.hash']);
  });

  it('shows an object as { … } beside a plain value, and says why a leaf below it is not set', () => {
    const byPath = Object.fromEntries(rows.map((row) => [row.path, row]));
    expect(byPath.performance.values).toEqual({ production: '{ … }', development: 'false', none: 'false' });
    expect(byPath['performance.hints']).toEqual({
      path: 'performance.hints',
      values: { production: "'warning'", development: null, none: null },
      because: { development: 'performance: false', none: 'performance: false' },
    });
    // Under an empty object nothing is off: the mode just sets nothing.
    expect(byPath['snapshot.module.hash']).toEqual({ path: 'snapshot.module.hash', values: { production: 'true', development: null, none: null } });
  });
});

describe('addModeDefaultsTable', () => {
  const rows = [{ path: 'devtool', values: { production: 'false', development: "'eval'", none: 'false' } }];

  it('puts the table, each path linked, where the page says <ModeDefaults />', () => {
    const tree = parseMdx('Intro.\n\n<ModeDefaults />\n\nAfter.\n');
    expect(addModeDefaultsTable(tree, rows, (path) => `/configuration/${path}/`)).toEqual([]);
    const table = (tree.children ?? []).find((node) => node.type === 'table') as MdastNode;
    const [header, row] = table.children ?? [];
    expect((header.children ?? []).map(getText)).toEqual(['Option', 'production', 'development', 'none']);
    expect((row.children ?? []).map(getText)).toEqual(['devtool', 'false', "'eval'", 'false']);
    expect((row.children?.[0].children?.[0] as { url?: string }).url).toBe('/configuration/devtool/');
  });

  it('wants the element at most once, and leaves a page without it alone', () => {
    expect(addModeDefaultsTable(parseMdx('<ModeDefaults />\n\n<ModeDefaults />\n'), rows, () => null)).toEqual([
      'has <ModeDefaults /> 2 times: the table of defaults by mode goes in one place',
    ]);
    const plain = parseMdx('No table here.\n');
    expect(addModeDefaultsTable(plain, rows, () => null)).toEqual([]);
    expect((plain.children ?? []).some((node) => node.type === 'table')).toBe(false);
  });
});
