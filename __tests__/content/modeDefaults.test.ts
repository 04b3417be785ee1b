// The tables of defaults on the mode and target pages, against webpack's own defaults code for the
// locked release: a row for every option whose default differs, with webpack's values.
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { loadModeDefaults, loadTargetDefaults } from '../../src/node/modeDefaults';
import { MODE_PAGE, TARGET_PAGE } from '../../src/model/modeDefaults';
import { getText, type MdastNode } from '../../src/model/mdast';
import { parseCached } from './parseCached';

/** The page's table of defaults as the build renders it: option path -> the text of its other cells; null when there is none. */
function readDefaultsTable(path: string): Map<string, string[]> | null {
  const { tree } = readContentFile(listContentFiles().find((file) => file.path === path)!, { parse: parseCached });
  const table = (tree.children ?? []).find((node) => node.type === 'table' && getText(node.children![0]).startsWith('Option')) as MdastNode | undefined;
  if (!table) return null;
  return new Map((table.children ?? []).slice(1).map((row) => [getText(row.children![0]), (row.children ?? []).slice(1).map(getText)]));
}

describe('the mode page', () => {
  const rows = loadModeDefaults();
  const shown = readDefaultsTable(MODE_PAGE);

  it('has a row for every option whose default depends on the mode, as webpack computes it', () => {
    // 5.113: 79 rows, the performance hints and the CSS Modules names among them.
    expect(rows.length).toBeGreaterThan(70);
    expect([...(shown?.keys() ?? [])]).toEqual(rows.map((row) => row.path));
  });

  it('shows webpack’s values for production, development and none', () => {
    expect(shown?.get('optimization.chunkIds')).toEqual(["'deterministic'", "'named'", "'natural'"]);
    expect(shown?.get('optimization.splitChunks.maxAsyncRequests')).toEqual(['30', 'Infinity', 'Infinity']);
    expect(shown?.get('performance.hints')).toEqual(["'warning'", 'not set (performance: false)', 'not set (performance: false)']);
  });
});

describe('the target page', () => {
  const rows = loadTargetDefaults();
  const shown = readDefaultsTable(TARGET_PAGE);

  it('has a row for every output and node option whose default differs between a web and a node target', () => {
    expect(rows.length).toBeGreaterThan(5);
    expect([...(shown?.keys() ?? [])]).toEqual(rows.map((row) => row.path));
    expect(shown?.get('output.chunkLoading')).toEqual(["'jsonp'", "'require'"]);
  });
});
