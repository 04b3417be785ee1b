import { analyseContent } from '../../src/model/contentFile';
import type { WebpackHistory } from '../../src/model/webpackHistory';
import { getHeadingSubject, getVersionMark, listMinorVersions } from '../../src/model/versionMarks';
import { compareVersions } from '../../src/model/webpackHistory';
import { removeReaderVersionPicker } from '../../src/model/readerVersion';

const history: WebpackHistory = {
  releases: [
    { version: '5.0.0', date: '2020-10-10' },
    { version: '5.9.0', date: '2020-11-30' },
    { version: '5.10.0', date: '2020-12-04' },
    { version: '5.10.1', date: '2020-12-10' },
  ],
  options: {
    output: { added: '5.0.0' },
    'output.clean': { added: '5.9.0' },
    'output.old': { added: '5.0.0', deprecated: '5.9.0', removed: '5.10.0' },
    'module.rules.use': { added: '5.0.0' },
    'module.rules.use.sourceTest': { added: '5.10.1' },
  },
  hooks: {
    'Compilation.chunkHash': { added: '5.0.0' },
    'Compilation.chunkHashDependencies': { added: '5.10.0' },
  },
  deprecations: {},
};

const analyse = (path: string, body: string) =>
  () => analyseContent({ path, size: body.length, frontMatter: { title: 'X' }, body, bodyLine: 5 }, { history });

describe('getHeadingSubject', () => {
  it('reads an option path from a configuration heading, Rule.x as module.rules.x', () => {
    expect(getHeadingSubject('configuration/output.mdx', 'output.clean', history)).toEqual({ kind: 'option', key: 'output.clean' });
    expect(getHeadingSubject('configuration/module.mdx', 'Rule.use', history)).toEqual({ kind: 'option', key: 'module.rules.use' });
  });

  it('reads a hook from the heading of its class page', () => {
    expect(getHeadingSubject('api/compilation-hooks.mdx', 'chunkHashDependencies', history)).toEqual({
      kind: 'hook',
      key: 'Compilation.chunkHashDependencies',
    });
    expect(getHeadingSubject('api/compiler-hooks.mdx', 'chunkHashDependencies', history)).toBeNull();
  });

  it('knows nothing of prose headings, unknown names and other sections', () => {
    expect(getHeadingSubject('configuration/output.mdx', 'Naming the files', history)).toBeNull();
    expect(getHeadingSubject('configuration/output.mdx', 'output.nothing', history)).toBeNull();
    expect(getHeadingSubject('guides/caching.mdx', 'output.clean', history)).toBeNull();
  });
});

describe('getVersionMark', () => {
  it('marks what came after the first release by its minor, and deprecations and removals', () => {
    expect(getVersionMark(history, history.options['output.clean'])).toEqual({ added: '5.9' });
    expect(getVersionMark(history, history.options['module.rules.use.sourceTest'])).toEqual({ added: '5.10' });
    expect(getVersionMark(history, history.options['output.old'])).toEqual({ deprecated: '5.9', removed: '5.10' });
    expect(getVersionMark(history, history.options.output)).toBeNull();
  });
});

describe('versions', () => {
  it('compares minors as numbers', () => {
    expect(compareVersions('5.10.0', '5.9.0')).toBeGreaterThan(0);
    expect(compareVersions('5.10', '5.10.0')).toBe(0);
    expect(compareVersions('5.10.0', '5.10.1')).toBeLessThan(0);
  });

  it('lists the minor releases newest first', () => {
    expect(listMinorVersions(history)).toEqual(['5.10', '5.9', '5.0']);
  });
});

describe('hand-written version marks', () => {
  it('pass when they agree with the history (minor or full version)', () => {
    expect(analyse('configuration/output.mdx', '## output.clean\n\n`boolean` <Badge since="5.9.0" />\n\n## output.old\n\n<Deprecated since="5.9">\nUse x.\n</Deprecated>\n')).not.toThrow();
    expect(analyse('configuration/output.mdx', '## output.clean <Badge since="5.9" />\n')).not.toThrow();
  });

  it('fail the file with the file line and both versions when they disagree', () => {
    expect(analyse('configuration/output.mdx', '## output.clean\n\n`boolean` <Badge since="5.10.0" />\n')).toThrow(
      'configuration/output.mdx:7:11: body <Badge since="5.10.0"> says output.clean was added in 5.10.0, the webpack history says 5.9.0',
    );
    expect(analyse('configuration/module.mdx', '### Rule.use\n\n<Badge since="5.1.0" />\n')).toThrow(
      'module.mdx:7:1: body <Badge since="5.1.0"> says module.rules.use was added in 5.1.0, the webpack history says 5.0.0',
    );
    expect(analyse('api/compilation-hooks.mdx', '### chunkHashDependencies\n\n<Badge since="5.9.0" />\n')).toThrow(
      'says Compilation.chunkHashDependencies was added in 5.9.0, the webpack history says 5.10.0',
    );
  });

  it('fail a deprecation the history does not know', () => {
    expect(analyse('configuration/output.mdx', '## output.clean\n\n<Deprecated since="5.10.0">\nUse x.\n</Deprecated>\n')).toThrow(
      'says output.clean was deprecated in 5.10.0, but the webpack history has no such release for it',
    );
  });

  it('leave marks under headings the history does not date alone', () => {
    expect(analyse('configuration/output.mdx', '## Naming the files\n\n<Badge since="5.1.0" />\n')).not.toThrow();
    expect(analyse('guides/caching.mdx', '## output.clean\n\n<Badge since="5.1.0" />\n')).not.toThrow();
  });
});

describe('hand-written version marks in a table or a list', () => {
  const rows = (badge: string) =>
    `## output\n\n| option | meaning |\n| --- | --- |\n| \`clean\` | Cleans. ${badge} |\n\n- \`other\` is unknown <Badge since="5.99.0" />\n`;

  it('belong to the sub-option the row names', () => {
    expect(analyse('configuration/output.mdx', rows('<Badge since="5.9.0" />'))).not.toThrow();
    expect(analyse('configuration/output.mdx', rows('<Badge since="5.0.0" />'))).toThrow(
      'output.mdx:9:21: body <Badge since="5.0.0"> says output.clean was added in 5.0.0, the webpack history says 5.9.0',
    );
  });
});

describe('a mark after a property in braces', () => {
  it('speaks of that property of the row’s option', () => {
    const withGlob: WebpackHistory = {
      ...history,
      options: { ...history.options, 'output.clean.keep': { added: '5.0.0' }, 'output.clean.keep.glob': { added: '5.10.0' } },
    };
    const body = '## output.clean\n\n- `keep` (`RegExp` `{ glob }` <Badge since="5.10.0" />): what to keep\n';
    const run = () => analyseContent({ path: 'configuration/output.mdx', size: 1, frontMatter: { title: 'X' }, body }, { history: withGlob });
    expect(run).not.toThrow();
    expect(() =>
      analyseContent({ path: 'configuration/output.mdx', size: 1, frontMatter: { title: 'X' }, body: body.replace('5.10.0', '5.0.0') }, { history: withGlob }),
    ).toThrow('says output.clean.keep.glob was added in 5.0.0, the webpack history says 5.10.0');
  });
});

describe('the printable pages', () => {
  it('leave out the reader’s version picker, which needs the head script, and keep the rest', () => {
    const body = '<p class="x" data-reader-version-picker=""><label>Your webpack version <select><option>5.1</option></select></label> — marked.</p><section><p>Text</p></section>';
    expect(removeReaderVersionPicker(body)).toBe('<section><p>Text</p></section>');
    expect(removeReaderVersionPicker('<p>Text</p>')).toBe('<p>Text</p>');
  });
});
