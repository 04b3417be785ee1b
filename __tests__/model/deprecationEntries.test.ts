import { parseMdx } from '../../src/model/markdown';
import { getText } from '../../src/model/mdast';
import { addDeprecationMessages, checkDeprecationsPage, describeCodeDates, findDeprecationEntries } from '../../src/model/deprecationEntries';

const EXPLANATION = 'A plugin written for webpack 4 reads the modules of a chunk from the chunk itself, which webpack 5 keeps in the chunk graph instead.';

const page = [
  '## Chunk',
  '',
  '### DEP_WEBPACK_CHUNK_GET_MODULES',
  '',
  EXPLANATION,
  '',
  '```js title="webpack.config.js" deprecation=before',
  'module.exports = { before: true };',
  '```',
  '',
  '```js title="src/index.js" deprecation=before',
  "console.log('before');",
  '```',
  '',
  '```js title="webpack.config.js" deprecation=after',
  'module.exports = { after: true };',
  '```',
  '',
  '```js title="webpack.config.js"',
  'module.exports = { unrelated: true };',
  '```',
  '',
  '## Other',
  '',
  '```js title="webpack.config.js" deprecation=before',
  'module.exports = {};',
  '```',
].join('\n');

describe('findDeprecationEntries', () => {
  const [entry, stray] = findDeprecationEntries(parseMdx(page));

  it('gathers the files of each side under a code heading, named by their titles', () => {
    expect(entry.code).toBe('DEP_WEBPACK_CHUNK_GET_MODULES');
    expect(entry.before.map((file) => [file.name, file.code])).toEqual([
      ['webpack.config.js', 'module.exports = { before: true };'],
      ['src/index.js', "console.log('before');"],
    ]);
    expect(entry.after.map((file) => file.name)).toEqual(['webpack.config.js']);
    expect(entry.problems).toEqual([]);
  });

  it('names an example outside any code heading, and a side without its configuration or script', () => {
    expect(stray.problems.map((problem) => problem.message)).toEqual(['a deprecation=before example outside a deprecation code heading']);
    const [lonely] = findDeprecationEntries(parseMdx('## DEP_WEBPACK_X\n\n```js title="src/a.js" deprecation=before\nx\n```\n'));
    expect(lonely.problems.map((problem) => problem.message)).toEqual([
      'DEP_WEBPACK_X: the "before" project needs exactly one of webpack.config.js or build.js (found 0)',
    ]);
  });
});

describe('checkDeprecationsPage', () => {
  const codes = { DEP_WEBPACK_CHUNK_GET_MODULES: { added: '5.0.0' }, DEP_WEBPACK_MISSING: { added: '5.64.0' } };

  it('wants an entry for every code webpack has warned with, and the message of every current one', () => {
    const messages = (problems: ReturnType<typeof checkDeprecationsPage>) => problems.map((problem) => problem.message);
    expect(messages(checkDeprecationsPage(parseMdx(page), codes, {}))).toEqual([
      'a deprecation=before example outside a deprecation code heading',
      'DEP_WEBPACK_CHUNK_GET_MODULES has no recorded message: run `npm run sync:deprecations`',
      'has no entry for DEP_WEBPACK_MISSING: add a heading that is the code, with its explanation and examples',
    ]);
  });

  it('wants a written explanation, and no entry for a code no release has', () => {
    const bare = '## DEP_WEBPACK_CHUNK_GET_MODULES\n\nToo short.\n\n## DEP_WEBPACK_INVENTED\n\nText.\n';
    expect(checkDeprecationsPage(parseMdx(bare), { DEP_WEBPACK_CHUNK_GET_MODULES: { added: '5.0.0' } }, { DEP_WEBPACK_CHUNK_GET_MODULES: 'm' })).toEqual([
      { line: 1, message: 'DEP_WEBPACK_CHUNK_GET_MODULES has no written explanation (at least 20 words before its examples)' },
      { line: 1, message: 'DEP_WEBPACK_CHUNK_GET_MODULES needs a "before" and an "after" project (fences marked deprecation=before and deprecation=after)' },
      { line: 5, message: 'has an entry for DEP_WEBPACK_INVENTED, which no webpack 5 release warns with' },
    ]);
  });
});

describe('addDeprecationMessages', () => {
  it('puts the releases and the warning as Node prints it under each code heading', () => {
    const tree = parseMdx('## DEP_WEBPACK_CHUNK_GET_MODULES\n\nText.\n');
    addDeprecationMessages(tree, { DEP_WEBPACK_CHUNK_GET_MODULES: { added: '5.0.0' } }, { DEP_WEBPACK_CHUNK_GET_MODULES: 'Chunk.getModules: Use new ChunkGraph API' });
    const [heading, dates, printed, text] = tree.children!;
    expect(getText(heading)).toBe('DEP_WEBPACK_CHUNK_GET_MODULES');
    expect(getText(dates)).toBe('Printed since webpack 5.0.0.');
    expect(printed).toMatchObject({ type: 'code', lang: 'text', meta: 'title="What webpack prints"' });
    expect(printed.value).toBe(
      '(node:12345) [DEP_WEBPACK_CHUNK_GET_MODULES] DeprecationWarning: Chunk.getModules: Use new ChunkGraph API\n(Use `node --trace-deprecation ...` to show where the warning was created)',
    );
    expect(getText(text)).toBe('Text.');
  });

  it('says when a release removed a code', () => {
    expect(describeCodeDates({ added: '5.0.0', removed: '5.80.0' })).toBe('Printed from webpack 5.0.0 until 5.80.0, which removed it.');
  });
});
