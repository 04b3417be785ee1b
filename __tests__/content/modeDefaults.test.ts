// The tables of defaults on the mode and target pages, against webpack's own defaults code for the
// locked release: a row for every option whose default differs, with webpack's values.
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { loadModeDefaults, loadTargetDefaults } from '../../src/node/modeDefaults';
import { MODE_PAGE, TARGET_PAGE } from '../../src/model/modeDefaults';
import { getText, type MdastNode } from '../../src/model/mdast';
import { parseCached } from './parseCached';

const rows = loadModeDefaults();
const entry = listContentFiles().find((file) => file.path === MODE_PAGE)!;
const { tree } = readContentFile(entry, { parse: parseCached });
const table = (tree.children ?? []).find((node) => node.type === 'table' && getText(node.children![0]).startsWith('Option')) as MdastNode;
const shown = new Map((table?.children ?? []).slice(1).map((row) => [getText(row.children![0]), (row.children ?? []).slice(1).map(getText)]));

it('has a row for every option whose default depends on the mode, as webpack computes it', () => {
  expect(table).toBeDefined();
  // 5.113: 79 rows, the performance hints and the CSS Modules names among them.
  expect(rows.length).toBeGreaterThan(70);
  expect([...shown.keys()]).toEqual(rows.map((row) => row.path));
});

it('shows webpack’s values for production, development and none', () => {
  expect(shown.get('optimization.chunkIds')).toEqual(["'deterministic'", "'named'", "'natural'"]);
  expect(shown.get('optimization.splitChunks.maxAsyncRequests')).toEqual(['30', 'Infinity', 'Infinity']);
  expect(shown.get('performance.hints')).toEqual(["'warning'", 'not set (performance: false)', 'not set (performance: false)']);
});

describe('the target page', () => {
  const targetRows = loadTargetDefaults();
  const targetEntry = listContentFiles().find((file) => file.path === TARGET_PAGE)!;
  const targetTree = readContentFile(targetEntry, { parse: parseCached }).tree;
  const targetTable = (targetTree.children ?? []).find((node) => node.type === 'table' && getText(node.children![0]).startsWith('Option')) as MdastNode;
  const targetShown = new Map((targetTable?.children ?? []).slice(1).map((row) => [getText(row.children![0]), (row.children ?? []).slice(1).map(getText)]));

  it('has a row for every output and node option whose default differs between a web and a node target', () => {
    expect(targetTable).toBeDefined();
    expect(targetRows.length).toBeGreaterThan(5);
    expect([...targetShown.keys()]).toEqual(targetRows.map((row) => row.path));
    expect(targetShown.get('output.chunkLoading')).toEqual(["'jsonp'", "'require'"]);
  });
});
