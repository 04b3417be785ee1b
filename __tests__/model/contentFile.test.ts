import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { analyseContent, ContentProblems, inspectContent } from '../../src/model/contentFile';
import { checkSite } from '../../src/model/siteCheck';
import { ContentError } from '../../src/model/contentError';

const INVALID = join(__dirname, '..', 'fixtures', 'invalid');

function analyseFixture(name: string) {
  const { data, content } = matter(readFileSync(join(INVALID, name), 'utf8'));
  return () => analyseContent({ path: `fixtures/${name}`, size: 10, frontMatter: data, body: content });
}

describe('analyseContent', () => {
  it('turns a file into a page with url, section, anchors and links', () => {
    const { page, links, headingIds } = analyseContent({
      path: 'configuration/output.mdx',
      size: 120,
      frontMatter: { title: 'Output', sort: 5, contributors: ['sokra'], related: [{ title: 'Caching', url: '/guides/caching/' }] },
      body: '## output.path\n\nSee [caching](/guides/caching/#hashes).\n\n#### Deep\n',
    });
    expect(page).toMatchObject({ url: '/configuration/output/', section: '/configuration/', name: 'output', extension: 'mdx', sort: 5, date: null });
    expect(page.anchors).toEqual([{ title: 'output.path', id: 'outputpath', level: 2, title2: 'path' }]);
    expect(links).toEqual(['/guides/caching/#hashes']);
    expect(headingIds).toEqual(['outputpath', 'deep']);
  });

  it('gives blog posts a date from the file name and a teaser', () => {
    const { page } = analyseContent({
      path: 'blog/2020-10-10-webpack-5-release.mdx',
      size: 10,
      frontMatter: { title: 'Webpack 5 release' },
      body: '## Intro\n\nFirst line with [a link](https://example.com).\n\nSecond.\n',
    });
    expect(page.date).toBe('2020-10-10');
    expect(page.teaser).toBe('First line with a link. Second....');
  });

  it('fails a blog post without a date prefix, naming the file', () => {
    expect(() => analyseContent({ path: 'blog/no-date.mdx', size: 1, frontMatter: { title: 'X' }, body: '' })).toThrow(
      'blog/no-date.mdx: date is missing',
    );
  });

  it('refuses JavaScript the site does not run, naming the file and the line', () => {
    const analyse = (body: string) => () => analyseContent({ path: 'guides/x.mdx', size: 1, frontMatter: { title: 'X' }, body });
    expect(analyse('Intro.\n\nThe value is {1 + 1}.')).toThrow('guides/x.mdx:3:14: body has a JavaScript expression in braces (write \\{ for a literal brace), which the site does not run');
    expect(analyse("import X from './x';\n\nText.")).toThrow('guides/x.mdx:1:1: body has an import or export statement, which the site does not run');
    expect(analyse('Braces \\{ like this \\} are text.')).not.toThrow();
    expect(analyse('{/* a note for writers */}\n\nText.')).not.toThrow();
  });

  it('accepts a fence marked validate=false as an ordinary code block', () => {
    const body = '## Example\n\n```js title="webpack.config.js" validate=false\noutput: { ... },\n```\n';
    const { page, searchRecords } = analyseContent({ path: 'guides/x.mdx', size: 1, frontMatter: { title: 'X' }, body });
    expect(page.anchors.map(({ id }) => id)).toEqual(['example']);
    expect(JSON.stringify(searchRecords)).not.toContain('validate');
  });
  it('refuses a misspelt validate mark, naming the file and the line', () => {
    const body = 'Intro.\n\n```js title="webpack.config.js" validate="false"\noutput: {},\n```\n';
    expect(() => analyseContent({ path: 'guides/x.mdx', size: 1, frontMatter: { title: 'X' }, body })).toThrow(
      'guides/x.mdx:3:1: body has a code fence with "title="webpack.config.js" validate="false"": the only mark is validate=false',
    );
  });

  it('extracts the search records of the page', () => {
    const { searchRecords } = analyseContent({ path: 'guides/caching.mdx', size: 1, frontMatter: { title: 'Caching' }, body: 'Why.\n\n## Output filenames\n\nUse hashes.' });
    expect(searchRecords.map(({ url, hierarchy }) => [url, hierarchy.lvl0])).toEqual([
      ['/guides/caching/', 'Guides'],
      ['/guides/caching/#output-filenames', 'Guides'],
    ]);
  });

  const cases: Array<[string, string]> = [
    ['missing-title.mdx', 'title'],
    ['numeric-title.mdx', 'title'],
    ['text-sort.mdx', 'sort'],
    ['string-contributors.mdx', 'contributors'],
    ['malformed-related.mdx', 'related'],
    ['unknown-field.mdx', 'descripton'],
    ['invalid-mdx.mdx', 'body'],
  ];
  it('has a fixture for every case', () => {
    expect(readdirSync(INVALID).sort()).toEqual(cases.map(([file]) => file).sort());
  });
  it.each(cases)('fails %s naming the file and the field "%s"', (file, field) => {
    let error: unknown;
    try {
      analyseFixture(file)();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).field).toBe(field);
    expect((error as ContentError).message).toContain(`fixtures/${file}`);
    expect((error as ContentError).message).toContain(field);
  });
});

describe('MDX syntax errors name the line of the file, front matter counted', () => {
  const analyse = (body: string, bodyLine: number) => () => analyseContent({ path: 'guides/x.mdx', size: 1, frontMatter: { title: 'X' }, body, bodyLine });

  it.each([1, 5, 12])('an unclosed tag on the body\'s line 3, with the body starting on line %i', (bodyLine) => {
    expect(analyse('Text.\n\n<div>\n\nMore.', bodyLine)).toThrow(`guides/x.mdx:${bodyLine + 2}:1: body is not valid MDX: Expected a closing tag for \`<div>\``);
  });

  it('a stray brace, which the parser places in fields rather than in its text (where it met the end of the line)', () => {
    expect(analyse('Some text {\n', 10)).toThrow('guides/x.mdx:10:12: body is not valid MDX: Unexpected end of file in expression');
  });

  it('an expression that does not parse', () => {
    expect(analyse('A.\n\n{1 +}\n', 4)).toThrow('guides/x.mdx:6:5: body is not valid MDX: Could not parse expression with acorn');
  });
});

describe('every problem of a file in one run', () => {
  // Front matter without a title, a component with an unknown prop on line 9 of the file, an ES
  // import on line 11, and a link to no page.
  const source = {
    path: 'guides/three.mdx',
    size: 1,
    frontMatter: { sort: 2 },
    body: 'Intro with a [link](/no/such/page/).\n\n<Badge nope="1" text="x" />\n\nimport x from "y"\n',
    bodyLine: 7,
  };

  it('collects the front matter, component and script problems instead of stopping at the first', () => {
    const { content, problems } = inspectContent(source);
    expect(content).toBeNull();
    expect(problems.map((problem) => problem.message)).toEqual([
      'guides/three.mdx: front matter field "title" is missing',
      expect.stringMatching(/^guides\/three\.mdx:11:1: body .*, which the site does not run$/),
      'guides/three.mdx:9:1: body uses <Badge> with the unknown prop "nope" (props: since, text)',
    ]);
  });

  it('still checks the links of that file against the site', () => {
    const inspection = inspectContent(source);
    expect(checkSite([inspection]).map((error) => error.message)).toEqual(['guides/three.mdx:7:14: link "/no/such/page/" is not a page of this site']);
  });

  it('the build stops with all of them in one error', () => {
    expect(() => analyseContent(source)).toThrow(ContentProblems);
    expect(() => analyseContent(source)).toThrow(/title" is missing\n.*does not run\n.*unknown prop "nope"/);
  });

  it('a body that does not parse is one problem beside the others, and its file still has a url', () => {
    const { problems, page, links } = inspectContent({ ...source, body: 'Text.\n\n<div>\n' });
    expect(problems.map((problem) => problem.field)).toEqual(['title', 'body']);
    expect(page.url).toBe('/guides/three/');
    expect(links).toEqual([]);
  });
});
