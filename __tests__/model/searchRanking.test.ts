import { buildSearchIndex, getPageStarts, withInboundLinks } from '../../src/model/searchIndex';
import type { SearchRecord } from '../../src/model/searchRecords';
import { countAdjacentPairs, getPageOf, highlight, isAboutPastReleases, isAboutVersions, makeSnippet, search } from '../../src/model/searchQuery';
import { getQueryWords, stemWord, tokenize, tokenizeQuery } from '../../src/model/searchTokens';

function makeRecord(url: string, title: string, text = '', extra: Partial<SearchRecord> = {}): SearchRecord {
  const hash = url.split('#')[1];
  const pageTitle = extra.hierarchy?.lvl1 ?? title;
  return {
    url,
    hierarchy: { lvl0: 'Docs', lvl1: pageTitle, lvl2: hash ? title : null, lvl3: null },
    title,
    level: hash ? 2 : 1,
    text,
    ...extra,
  };
}

/** A heading record of a page: makeSection('/plugins/compression/', 'CompressionPlugin', 'test', 'Files to gzip.'). */
function makeSection(page: string, pageTitle: string, title: string, text: string, section = 'Docs'): SearchRecord {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return makeRecord(`${page}#${id}`, title, text, { hierarchy: { lvl0: section, lvl1: pageTitle, lvl2: title, lvl3: null } });
}

function sourceOf(records: SearchRecord[]) {
  const index = buildSearchIndex(records);
  return {
    manifest: index.manifest,
    loadShard: async (key: string) => index.shards[key],
    loadChunk: async (chunk: number) => index.chunks[chunk],
  };
}

async function urlsFor(records: SearchRecord[], query: string): Promise<string[]> {
  return (await search(query, sourceOf(records))).map((hit) => hit.record.url);
}

describe('term processing', () => {
  it('stems words with the Porter algorithm, in the index and in queries alike', () => {
    expect(tokenizeQuery('Loading images')).toEqual(['load', 'imag']);
    expect(tokenize('It loads the image')).toEqual(['load', 'imag']);
    expect(stemWord('builds')).toBe(stemWord('building'));
  });
  it('drops the words of a question that carry no meaning', () => {
    expect(tokenizeQuery('How do I extract the CSS into my own files?')).toEqual(['extract', 'css', 'file']);
  });
  it('keeps option and package names as written', () => {
    expect(tokenizeQuery('output.publicPath mini-css-extract-plugin es2015')).toEqual(['output.publicpath', 'mini-css-extract-plugin', 'es2015']);
    expect(tokenize('splitChunks')).toEqual(['splitchunk', 'split', 'chunk']);
  });
  it('keeps each word once, as typed and stemmed', () => {
    expect(getQueryWords('Images image')).toEqual([{ word: 'images', stem: 'imag' }]);
  });
});

describe('ranking', () => {
  it('finds records that have only some of the words (OR), those with all of them first', async () => {
    const records = [
      makeRecord('/a/', 'Fonts', 'Load fonts with asset modules.'),
      makeRecord('/b/', 'Images', 'Load images and fonts with asset modules.'),
      makeRecord('/c/', 'Other', 'Nothing to see.'),
    ];
    expect(await urlsFor(records, 'load images and fonts')).toEqual(['/b/', '/a/']);
  });
  it('weighs a word in a title above the same word in text', async () => {
    const records = [makeRecord('/text/', 'Other', 'This page mentions caching once.'), makeRecord('/title/', 'Caching', 'Hashes in file names.')];
    expect((await urlsFor(records, 'caching'))[0]).toBe('/title/');
  });
  it('searches the page description too', async () => {
    const records = [makeRecord('/plugin/', 'CompressionPlugin', '', { description: 'Write gzip and Brotli copies of your assets.' }), makeRecord('/other/', 'Other', 'Assets.')];
    expect((await urlsFor(records, 'gzip assets'))[0]).toBe('/plugin/');
  });
  it('puts a record whose words stand together above one where they are scattered', async () => {
    const records = [
      makeRecord('/apart/', 'Notes', 'The content of the file decides its hash, and more words.'),
      makeRecord('/together/', 'Names', 'Put a content hash into the file names, and more words.'),
    ];
    expect(countAdjacentPairs(['content', 'hash'], { ...records[1], text: records[1].text })).toBe(1);
    expect((await urlsFor(records, 'content hash'))[0]).toBe('/together/');
  });
  it('puts an exact option or API name first, a page before a heading of the same name', async () => {
    const records = [
      makeRecord('/guides/env/', 'Environment variables', 'Use DefinePlugin to replace DefinePlugin values. DefinePlugin DefinePlugin.'),
      makeRecord('/guides/env/#defineplugin', 'DefinePlugin', 'DefinePlugin replaces DefinePlugin expressions.', { hierarchy: { lvl0: 'Docs', lvl1: 'Environment variables', lvl2: 'DefinePlugin', lvl3: null } }),
      makeRecord('/plugins/define-plugin/', 'DefinePlugin', 'Replaces expressions at compile time.'),
    ];
    expect((await urlsFor(records, 'DefinePlugin'))[0]).toBe('/plugins/define-plugin/');
  });
  it('keeps "Compiler Hooks" and "Compilation Hooks" apart although their stems are the same', async () => {
    const records = [makeRecord('/api/compilation-hooks/', 'Compilation Hooks', 'Hooks of the compilation.'), makeRecord('/api/compiler-hooks/', 'Compiler Hooks', 'Hooks of the compiler.')];
    expect(stemWord('compiler')).toBe(stemWord('compilation'));
    expect((await urlsFor(records, 'compiler hooks'))[0]).toBe('/api/compiler-hooks/');
  });
  it('answers with the page that has every word across its sections', async () => {
    const records = [
      makeRecord('/plugins/compression/', 'Compression', 'Compress assets with gzip.'),
      makeRecord('/plugins/compression/#test', 'test', 'Which output files to compress.', { hierarchy: { lvl0: 'Docs', lvl1: 'Compression', lvl2: 'test', lvl3: null } }),
      makeRecord('/configuration/output/', 'Output', 'Where output files go.'),
      ...['a', 'b', 'c', 'd'].map((name) => makeRecord(`/guides/${name}/`, `Guide ${name}`, 'The output files of this build.')),
    ];
    expect(getPageStarts(records)).toEqual([0, 2, 3, 4, 5, 6]);
    expect(getPageOf(1, [0, 2])).toBe(0);
    expect((await urlsFor(records, 'gzip the output files'))[0]).toMatch(/^\/plugins\/compression\//);
  });
  it('answers with the page that is about a word throughout, above a page that names it once', async () => {
    // Every section that names gzip matches it alike; the plugin's page is about it from top to bottom.
    const records = [
      makeRecord('/guides/production/', 'Production', 'Settings for the assets you ship.'),
      makeSection('/guides/production/', 'Production', 'Notes', 'A server may gzip them.'),
      makeRecord('/plugins/compression/', 'CompressionPlugin', 'Writes copies of your assets.'),
      makeSection('/plugins/compression/', 'CompressionPlugin', 'algorithm', 'Choose gzip or Brotli.'),
      makeSection('/plugins/compression/', 'CompressionPlugin', 'test', 'Files to gzip first.'),
      makeSection('/plugins/compression/', 'CompressionPlugin', 'threshold', 'Skip gzip when small.'),
      ...['a', 'b', 'c', 'd'].map((name) => makeRecord(`/guides/${name}/`, `Guide ${name}`, 'Nothing related here.')),
    ];
    expect((await urlsFor(records, 'gzip assets'))[0]).toMatch(/^\/plugins\/compression\//);
  });
  it('puts the page that explains a feature above the release notes that announced it, unless the query asks about versions', async () => {
    const text = 'Unused code is left out, so bundles get smaller.';
    const records = [
      makeRecord('/blog/2020-10-10-webpack-5-release/', 'Webpack 5 release', 'What the release brings.'),
      makeSection('/blog/2020-10-10-webpack-5-release/', 'Webpack 5 release', 'Smaller bundles', text, 'Blog'),
      makeRecord('/guides/tree-shaking/', 'Tree Shaking', 'What tree shaking does.'),
      makeSection('/guides/tree-shaking/', 'Tree Shaking', 'Smaller bundles', text, 'Guides'),
      ...['a', 'b', 'c'].map((name) => makeRecord(`/guides/${name}/`, `Guide ${name}`, 'Nothing related here.')),
    ];
    expect(isAboutPastReleases('/blog/2020-10-10-webpack-5-release/#smaller-bundles')).toBe(true);
    expect(isAboutPastReleases('/migrate/webpack-5-releases/#webpack-5100')).toBe(true);
    expect((await urlsFor(records, 'how do I get smaller bundles'))[0]).toBe('/guides/tree-shaking/#smaller-bundles');
    expect(isAboutVersions(getQueryWords('smaller bundles in webpack 5'))).toBe(true);
    expect(isAboutVersions(getQueryWords('what changed in the latest release'))).toBe(true);
    expect(isAboutVersions(getQueryWords('how do I get smaller bundles'))).toBe(false);
    expect((await urlsFor(records, 'smaller bundles in webpack 5'))[0]).toBe('/blog/2020-10-10-webpack-5-release/#smaller-bundles');
  });
  it('weighs a little more the heading that other pages link to', async () => {
    const records = [makeRecord('/loaders/x/#publicpath', 'publicPath', 'Set publicPath.'), makeRecord('/configuration/output/#outputpublicpath', 'output.publicPath', 'Set publicPath.')];
    const linked = withInboundLinks(records, [
      { url: '/guides/a/', links: ['/configuration/output/#outputpublicpath'] },
      { url: '/guides/b/', links: ['/configuration/output/#outputpublicpath', '/configuration/output/#outputpublicpath'] },
      { url: '/configuration/output/', links: ['/configuration/output/#outputpublicpath'] },
    ]);
    expect(linked.map((record) => record.inbound)).toEqual([undefined, 2]);
    expect((await urlsFor(linked, 'publicpth'))[0]).toBe('/configuration/output/#outputpublicpath');
  });
  it('matches a word still being typed by its start, and a finished one only by its stem', async () => {
    const records = [makeRecord('/loaders/', 'Loaders', 'Loaders transform files.'), makeRecord('/load/', 'Lazy loading', 'Load code when needed.')];
    expect(await urlsFor(records, 'load')).toEqual(['/load/', '/loaders/']);
    expect(await urlsFor(records, 'load ')).toEqual(['/load/']);
  });
});

describe('snippets', () => {
  const text = 'Webpack writes the files it emits into the output directory. Set output.path to an absolute path, and output.publicPath to the url where the browser finds them at run time, for example a CDN.';
  it('cuts at word boundaries and shows an ellipsis where text was left out', () => {
    const snippet = makeSnippet(text, 'cdn', 80);
    expect(snippet).toMatch(/^…[A-Za-z]/);
    expect(snippet.endsWith('<mark>CDN</mark>.')).toBe(true);
    const words = text.split(' ');
    const shown = snippet.replace(/<\/?mark>/g, '').replace(/^…/, '').split(' ');
    expect(words).toContain(shown[0]);
    const cut = makeSnippet(text, 'webpack', 60).replace(/<\/?mark>/g, '');
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(text.startsWith(kept) && text[kept.length] === ' ').toBe(true);
  });
  it('marks whole words whose stem matches, not parts of other words', () => {
    expect(highlight('Loading images, an imagination', 'images')).toBe('Loading <mark>images</mark>, an imagination');
    expect(highlight('Set output.publicPath', 'output.publicPath')).toBe('Set <mark>output</mark>.<mark>publicPath</mark>');
  });
});
