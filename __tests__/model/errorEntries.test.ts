import { parseMdx } from '../../src/model/markdown';
import { checkErrorsPage, containsLines, findErrorEntries, getMessageLine, judgeErrorEntry, markPrintedMessages } from '../../src/model/errorEntries';
import type { MdastNode } from '../../src/model/mdast';

const words = 'The build stops because a request names a file that does not exist where webpack looked for it, relative to the importing module.';

const page = [
  '## Resolving',
  '',
  '### ModuleNotFoundError',
  '',
  words,
  '',
  '#### A Node.js core module',
  '',
  words,
  '',
  '```text error=printed',
  'ERROR in ./src/index.js 1:0-20',
  "Module not found: Error: Can't resolve 'path' in '/my-app/src'",
  '```',
  '',
  '```js title="webpack.config.js" error=before',
  'module.exports = {};',
  '```',
  '',
  '```js title="src/index.js" error=before',
  "import 'path';",
  '```',
  '',
  '```js title="webpack.config.js" error=after',
  "module.exports = { resolve: { fallback: { path: false } } };",
  '```',
  '',
  '### NoModeWarning',
  '',
  'Too short.',
  '',
  '```js title="webpack.config.js" error=before',
  'module.exports = {};',
  '```',
].join('\n');

describe('findErrorEntries', () => {
  const [klass, variant, noMode] = findErrorEntries(parseMdx(page));

  it('finds a class heading and the message headings under it, with their ids and projects', () => {
    expect([klass.title, klass.className, klass.id]).toEqual(['ModuleNotFoundError', 'ModuleNotFoundError', 'modulenotfounderror']);
    expect([variant.title, variant.className, variant.id]).toEqual(['A Node.js core module', 'ModuleNotFoundError', 'modulenotfounderror/a-nodejs-core-module']);
    expect(variant.printed).toContain("Can't resolve 'path'");
    expect(variant.before.map((file) => file.name)).toEqual(['webpack.config.js', 'src/index.js']);
    expect(variant.after.map((file) => file.name)).toEqual(['webpack.config.js']);
    expect(klass.before).toEqual([]);
    expect(noMode.className).toBe('NoModeWarning');
  });
});

describe('checkErrorsPage', () => {
  it('wants an entry per class, words, both projects and the printed block', () => {
    const problems = checkErrorsPage(parseMdx(page), ['ModuleNotFoundError', 'NoModeWarning', 'ChunkRenderError']).map((problem) => problem.message);
    expect(problems).toEqual(
      expect.arrayContaining([
        'NoModeWarning has no written explanation (at least 20 words of its own)',
        'NoModeWarning needs both a "before" and an "after" project (fences marked error=before and error=after), or neither',
        'NoModeWarning has projects but no error=printed block with what the "before" project prints',
        'has no entry for ChunkRenderError: add a ### heading that is the class name, with what webpack prints, the causes and the fix',
        'has no entry with the id moduleparseerror, which src/config/webpackErrors.ts lists as common',
      ]),
    );
    // The message entry is complete; the class heading above it is only asked for words.
    expect(problems.some((message) => message.startsWith('A Node.js') || /^ModuleNotFoundError (has no|needs)/.test(message))).toBe(false);
  });

  it('names an entry for a class webpack does not have', () => {
    const problems = checkErrorsPage(parseMdx(`### MadeUpError\n\n${words}\n`), []).map((problem) => problem.message);
    expect(problems).toContain("has an entry for MadeUpError, which is not an error class of webpack's lib/errors/ (nor listed in src/config/webpackErrors.ts)");
  });
});

describe('judgeErrorEntry', () => {
  const entry = { title: 'A Node.js core module', className: 'ModuleNotFoundError', printed: "ERROR in ./src/index.js 1:0-20\nModule not found: Error: Can't resolve 'path' in '/my-app/src'" };
  const printedBefore = `${entry.printed}\n\nwebpack compiled with 1 error`;
  const before = { printed: printedBefore, reported: [{ kind: 'error' as const, name: 'ModuleNotFoundError' }], errors: [printedBefore] };
  const clean = { printed: '', reported: [], errors: [] };
  const classes = ['ModuleNotFoundError'];

  it('passes a pair that behaves as the page says', () => {
    expect(judgeErrorEntry(entry, before, clean, classes)).toEqual([]);
  });

  it('fails a "before" project that prints something else, or reports another class', () => {
    const other = { printed: 'ERROR in ./src/index.js\nModule parse failed', reported: [{ kind: 'error' as const, name: 'ModuleParseError' }], errors: ['x'] };
    const problems = judgeErrorEntry(entry, other, clean, classes);
    expect(problems[0]).toMatch(/^A Node.js core module: the "before" project does not print the block the page shows/);
    expect(problems[1]).toBe('A Node.js core module: the "before" project reports no ModuleNotFoundError (it reports ModuleParseError)');
  });

  it('takes an error that wraps one of the class, as webpack reports a loader\'s error', () => {
    const wrapped = { ...before, reported: [{ kind: 'error' as const, name: 'ModuleBuildError', classes: ['ModuleBuildError', 'ModuleNotFoundError'] }] };
    expect(judgeErrorEntry(entry, wrapped, clean, classes)).toEqual([]);
  });

  it('fails an "after" project that still fails, prints the message or reports the class', () => {
    expect(judgeErrorEntry(entry, before, before, classes)).toEqual([
      expect.stringMatching(/^A Node.js core module: the "after" project fails/),
      `A Node.js core module: the "after" project still prints "Module not found: Error: Can't resolve 'path' in '/my-app/src'"`,
      'A Node.js core module: the "after" project still reports a ModuleNotFoundError',
    ]);
  });
});

describe('printed blocks', () => {
  it('are found line by line, in order, trailing spaces aside', () => {
    expect(containsLines('a\nb  \nc\n', 'b\nc')).toBe(true);
    expect(containsLines('a\nb\nx\nc', 'b\nc')).toBe(false);
    expect(containsLines('a', '')).toBe(false);
  });

  it('say what went wrong on the line after the location', () => {
    expect(getMessageLine('WARNING in ./a.js 1:0\nCritical dependency: x')).toBe('Critical dependency: x');
    expect(getMessageLine('Invalid configuration object. Webpack has been initialized')).toBe('Invalid configuration object. Webpack has been initialized');
  });

  it('are titled and searchable on the page', () => {
    const tree = parseMdx(page);
    markPrintedMessages(tree);
    const block = (tree.children ?? []).find((node) => node.type === 'code' && /error=printed/.test((node as { meta?: string }).meta ?? '')) as MdastNode & { meta: string; data: { searchable?: boolean } };
    expect(block.meta).toBe('title="What webpack prints" error=printed');
    expect(block.data.searchable).toBe(true);
  });
});
