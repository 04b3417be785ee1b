import { analyseContent } from '../../src/model/contentFile';
import { checkComponents, getComponentSlots, type ComponentProblem } from '../../src/model/contentComponents';
import { parseMdx } from '../../src/model/markdown';
import { toMarkdownTwin } from '../../src/model/markdownTwin';
import { extractSearchRecords } from '../../src/model/searchRecords';

const problemsOf = (body: string): ComponentProblem[] => checkComponents(parseMdx(body));
const analyse = (body: string) => analyseContent({ path: 'guides/example.mdx', size: body.length, frontMatter: { title: 'Example' }, body });

describe('the content check of components', () => {
  it('accepts every component used as documented', () => {
    const body = [
      '## output.clean',
      '',
      '`boolean` <Badge since="5.20.0" /> <Badge text="experimental" />',
      '',
      '<PackageManagers pkg="css-loader style-loader" dev />',
      '',
      '<Tabs>',
      '  <Tab label="CommonJS">',
      '    `require`',
      '  </Tab>',
      '  <Tab label="ESM">`import`</Tab>',
      '</Tabs>',
      '',
      '<Deprecated since="5.x">Use `processAssets` instead.</Deprecated>',
    ].join('\n');
    expect(problemsOf(body)).toEqual([]);
  });

  it('names the line of an unknown component', () => {
    expect(problemsOf('Text\n\n<Callout type="tip" />')).toEqual([
      { line: 3, column: 1, message: 'uses the component <Callout>, which the site does not provide (components: Badge, Deprecated, Tabs, Tab, ReleaseRange, ConfigChecker, PackageManagers)' },
    ]);
  });

  it('names an unknown prop and the props there are', () => {
    expect(problemsOf('`boolean` <Badge sinse="5.1.0" since="5.1.0" />')).toEqual([{ line: 1, column: 11, message: 'uses <Badge> with the unknown prop "sinse" (props: since, text)' }]);
  });

  it('names a missing required prop', () => {
    expect(problemsOf('<PackageManagers dev />')).toEqual([{ line: 1, column: 1, message: 'uses <PackageManagers> without the required prop "pkg" (the packages to install, separated by spaces)' }]);
    expect(problemsOf('<Badge />')[0].message).toBe('uses <Badge> with none of the props "since" or "text": give exactly one');
  });

  it('names a prop of the wrong type or form', () => {
    expect(problemsOf('<PackageManagers pkg="x" dev="yes" />')[0].message).toBe(
      'uses <PackageManagers> with the prop "dev" as a string: it is a boolean, write dev alone for true or leave it out',
    );
    expect(problemsOf('<Badge since />')[0].message).toBe('uses <Badge> with the prop "since" without a value: it is a string, write since="…"');
    expect(problemsOf('<Badge since="soon" />')[0].message).toBe('uses <Badge> with the prop "since"="soon", which is not a webpack version such as 5.20.0 or 5.x');
    expect(problemsOf('<Badge since={5} />')[0].message).toMatch(/^uses <Badge> with the prop "since" as an expression in braces/);
    expect(problemsOf('<PackageManagers pkg="--global webpack" />')[0].message).toMatch(/"pkg"="--global webpack", which is not package names/);
  });

  it('refuses a <Tab> outside <Tabs>, and anything but <Tab> inside it', () => {
    expect(problemsOf('Intro\n\n<Tab label="npm">x</Tab>')).toEqual([{ line: 3, column: 1, message: 'uses <Tab> outside <Tabs>: put each <Tab> directly inside a <Tabs>' }]);
    expect(problemsOf('<Deprecated since="5.x">\n  <Tab label="a">x</Tab>\n</Deprecated>').map(({ line }) => line)).toEqual([2]);
    expect(problemsOf('<Tabs>\n  Some text\n</Tabs>')).toEqual([{ line: 1, column: 1, message: 'uses <Tabs> with content other than <Tab> elements' }]);
    expect(problemsOf('<Tabs>\n  <Tab label="npm">a</Tab>\n  <Tab label="npm">b</Tab>\n</Tabs>')).toEqual([{ line: 1, column: 1, message: 'uses <Tabs> with two tabs labelled "npm": a label names one tab' }]);
  });

  it('refuses content in a self-closing component', () => {
    expect(problemsOf('<Badge since="5.1.0">new</Badge>')[0].message).toBe('uses <Badge> with content: write it self-closing, <Badge … />');
  });

  it('fails the page with the file, the line, the column and the prop, one problem a line (the build and npm run check:content report this)', () => {
    expect(() => analyse('# Title\n\nText\n\n`boolean` <Badge sinse="5.1.0" />')).toThrow(
      [
        'guides/example.mdx:5:11: body uses <Badge> with the unknown prop "sinse" (props: since, text)',
        'guides/example.mdx:5:11: body uses <Badge> with none of the props "since" or "text": give exactly one',
      ].join('\n'),
    );
  });
});

describe('what search and the Markdown twin read of components', () => {
  const body = [
    '## output.clean',
    '',
    '`boolean` <Badge since="5.20.0" />',
    '',
    '<PackageManagers pkg="css-loader" dev />',
    '',
    '<Tabs>',
    '  <Tab label="CommonJS">',
    '    Use `require`.',
    '  </Tab>',
    '  <Tab label="ESM">',
    '    W> Needs `"type": "module"`.',
    '  </Tab>',
    '</Tabs>',
    '',
    '<Deprecated since="5.x">Use [output.clean](/configuration/output/#outputclean) instead.</Deprecated>',
  ].join('\n');

  it('gives search the badge, the tab labels with their content and the deprecation', () => {
    const [, section] = extractSearchRecords(parseMdx(body), { url: '/guides/x/', title: 'X', sectionTitle: 'Guides' });
    expect(section.text).toBe(
      'boolean Added in webpack 5.20.0 Install css-loader with npm, yarn, pnpm CommonJS: Use require. ESM: Needs "type": "module". Deprecated since webpack 5.x. Use output.clean instead.',
    );
  });

  it('says each component in Markdown, tabs one after another under their labels', () => {
    const twin = toMarkdownTwin(parseMdx(body), { title: 'X', description: null, url: '/guides/x/' }, { siteUrl: 'https://webpack.js.org', hasTwin: () => true });
    expect(twin).toContain('`boolean` _Added in webpack 5.20.0_');
    expect(twin).toContain('**npm**\n\n```bash\nnpm install --save-dev css-loader\n```\n\n**yarn**\n\n```bash\nyarn add --dev css-loader\n```\n\n**pnpm**\n\n```bash\npnpm add --save-dev css-loader\n```');
    expect(twin).toContain('**CommonJS**\n\nUse `require`.\n\n**ESM**\n\n> [!WARNING]\n> Needs `"type": "module"`.');
    expect(twin).toContain('> [!WARNING]\n> **Deprecated since webpack 5.x.**\n>\n> Use [output.clean](https://webpack.js.org/configuration/output.md#outputclean) instead.');
    expect(twin).not.toMatch(/<(Badge|Tabs|Tab|PackageManagers|Deprecated)\b/);
  });

  it('puts a badge written in a heading under the heading in the twin, keeping the heading text', () => {
    const twin = toMarkdownTwin(parseMdx('## output.clean <Badge since="5.20.0" />'), { title: 'X', description: null, url: '/x/' }, { siteUrl: 'https://webpack.js.org', hasTwin: () => true });
    expect(twin).toContain('## output.clean\n\n_Added in webpack 5.20.0_');
  });

  it('keeps a heading with a badge at the anchor id and title of its text', () => {
    const { page, headingIds } = analyse('## output.clean <Badge since="5.20.0" />');
    expect(headingIds).toEqual(['outputclean']);
    expect(page.anchors[0]).toMatchObject({ id: 'outputclean', title: 'output.clean' });
  });

  it('turns one-line content into a paragraph and a one-line block component into a block', () => {
    const [deprecated] = parseMdx('<Deprecated since="5.x">Use `x`.</Deprecated>').children!;
    expect(deprecated.type).toBe('mdxJsxFlowElement');
    expect(getComponentSlots(deprecated)[0].children.map((child) => child.type)).toEqual(['paragraph']);
  });
});
