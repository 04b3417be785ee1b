import { extractSearchRecords } from '../../src/model/searchRecords';
import { buildSearchIndex, getExactTitleKeys } from '../../src/model/searchIndex';
import { getShardKeys, highlight, isOneEditAway, makeSnippet, search } from '../../src/model/searchQuery';
import { tokenize, tokenizeQuery } from '../../src/model/searchTokens';
import { toDocSearchHit, toRelativeUrl } from '../../src/model/docsearchHits';
import type { MdastNode } from '../../src/model/mdast';

const text = (value: string): MdastNode => ({ type: 'text', value });
const heading = (depth: number, value: string): MdastNode => ({ type: 'heading', depth, children: [text(value)] });
const paragraph = (value: string): MdastNode => ({ type: 'paragraph', children: [text(value)] });
const code = (value: string): MdastNode => ({ type: 'code', value });

const tree: MdastNode = {
  type: 'root',
  children: [
    paragraph('Where the bundle goes.'),
    heading(2, 'output.path'),
    paragraph('T> An absolute path.'),
    code('module.exports = {}'),
    heading(3, 'Examples'),
    paragraph('Use path.resolve.'),
    heading(4, 'Deep'),
    paragraph('Deep text.'),
    heading(2, 'output.path'),
  ],
};

describe('extractSearchRecords', () => {
  const records = extractSearchRecords(tree, { url: '/configuration/output/', title: 'Output', sectionTitle: 'Configuration' });

  it('makes a record for the introduction and one per h2 and h3', () => {
    expect(records.map((record) => [record.url, record.level])).toEqual([
      ['/configuration/output/', 1],
      ['/configuration/output/#outputpath', 2],
      ['/configuration/output/#examples', 3],
      ['/configuration/output/#outputpath-1', 2],
    ]);
  });
  it('keeps the heading hierarchy', () => {
    expect(records[2].hierarchy).toEqual({ lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.path', lvl3: 'Examples' });
  });
  it('keeps the text under each heading, without code or callout markers, deeper headings included', () => {
    expect(records[1].text).toBe('An absolute path.');
    expect(records[2].text).toBe('Use path.resolve. Deep Deep text.');
  });
});

describe('tokens', () => {
  it('splits dotted and camelCase words but keeps the whole word too', () => {
    expect(tokenize('Set output.publicPath')).toEqual(['set', 'output.publicpath', 'output', 'publicpath', 'public', 'path']);
  });
  it('keeps query words whole and drops stop words', () => {
    expect(tokenizeQuery('The output.publicPath')).toEqual(['output.publicpath']);
  });
  it('reads a message pasted from a terminal without the parts that belong to the reader’s project', () => {
    expect(tokenizeQuery("Module not found: Error: Can't resolve 'path' in '/home/me/app/src'")).toEqual(['modul', 'found', 'error', 'resolv']);
    expect(tokenizeQuery('(node:4711) [DEP_WEBPACK_COMPILATION_ASSETS] DeprecationWarning: Compilation.assets will be frozen')).toEqual([
      'dep_webpack_compilation_assets',
      'deprecationwarn',
      'compilation.assets',
      'frozen',
    ]);
    expect(tokenizeQuery("WARNING in ./src/index.js 3:12-19\nexport 'foo' (imported as 'foo') was not found in './lib.js'")).toEqual([
      'warn',
      'export',
      'import',
      'found',
    ]);
    // Not a pasted message: quotes and paths are what the reader asks about.
    expect(tokenizeQuery("'./src' as context")).toEqual(['src', 'context']);
  });
  it('stores exact titles by their words and last dotted part', () => {
    expect(getExactTitleKeys('optimization.splitChunks')).toEqual(['optimization.splitchunks!', 'splitchunks!']);
    expect(getExactTitleKeys('Hot Module Replacement')).toEqual(['hot module replacement!']);
  });
  it('finds words one edit away', () => {
    expect(isOneEditAway('publicpath', 'publicpth')).toBe(true);
    expect(isOneEditAway('devtool', 'devtol')).toBe(true);
    expect(isOneEditAway('devtool', 'detol')).toBe(false);
  });
  it('finds the shard of a term and, for prefixes, the shards below it', () => {
    expect(getShardKeys('output', ['ou', 'pu'], false)).toEqual(['ou']);
    expect(getShardKeys('con', ['co~', 'con', 'cod'], true)).toEqual(['con']);
    expect(getShardKeys('co', ['co~', 'con', 'cod'], false)).toEqual(['co~']);
  });
});

describe('search over a small index', () => {
  const records = [
    ...extractSearchRecords(tree, { url: '/configuration/output/', title: 'Output', sectionTitle: 'Configuration' }),
    ...extractSearchRecords({ type: 'root', children: [paragraph('The path of the output is set in the config.')] }, {
      url: '/guides/getting-started/',
      title: 'Getting Started',
      sectionTitle: 'Guides',
    }),
  ];
  const index = buildSearchIndex(records);
  const loaded: string[] = [];
  const source = {
    manifest: index.manifest,
    loadShard: async (key: string) => {
      loaded.push(key);
      return index.shards[key];
    },
    loadChunk: async (chunk: number) => index.chunks[chunk],
  };

  it('ranks the exact heading first', async () => {
    const [first] = await search('output.path', source);
    expect(first.record.url).toBe('/configuration/output/#outputpath');
  });
  it('tolerates a typo and a prefix', async () => {
    expect((await search('outpot', source)).length).toBeGreaterThan(0);
    expect((await search('examp', source))[0].record.url).toBe('/configuration/output/#examples');
  });
  it('lists after the records of a term the pages that have it, page n as -(n + 1)', () => {
    const ids = index.shards.ou.output.filter((_, at) => at % 2 === 0);
    expect(ids.filter((id) => id < 0)).toEqual([-1, -2]);
    expect(ids.slice(0, -2).every((id) => id >= 0)).toBe(true);
  });
  it('loads only the shards of the words typed', async () => {
    loaded.length = 0;
    await search('getting', source);
    expect([...new Set(loaded)]).toEqual(['ge']);
  });
});

describe('DocSearch hits', () => {
  it('marks the match in the hierarchy and the snippet, and keeps urls relative', () => {
    const record = { url: '/guides/caching/#hashes', hierarchy: { lvl0: 'Guides', lvl1: 'Caching', lvl2: 'Hashes', lvl3: null }, title: 'Hashes', level: 2 as const, text: 'Use [contenthash] in file names.' };
    const hit = toDocSearchHit({ id: 3, score: 1, record }, 'contenthash');
    expect(hit.hierarchy.lvl2).toBe('Hashes');
    expect(hit._snippetResult.content?.value).toContain('<mark>contenthash</mark>');
    expect(hit.type).toBe('content');
    expect(toRelativeUrl('https://webpack.js.org/guides/caching/#hashes')).toBe('/guides/caching/#hashes');
    expect(highlight('<b>entry</b>', 'entry')).toBe('&lt;b&gt;<mark>entry</mark>&lt;/b&gt;');
    expect(makeSnippet(`${'word '.repeat(60)}entry point`, 'entry')).toMatch(/^…word .*<mark>entry<\/mark> point$/);
  });
});
