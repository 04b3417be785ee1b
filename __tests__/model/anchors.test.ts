import { addDisplayTitles, collectAnchors, getHeadingItemsHtml, getOutlineItemsHtml, nestAnchors, stripParentPrefix } from '../../src/model/anchors';
import type { MdastNode } from '../../src/model/mdast';

const heading = (depth: number, ...children: MdastNode[]): MdastNode => ({ type: 'heading', depth, children });
const text = (value: string): MdastNode => ({ type: 'text', value });
const code = (value: string): MdastNode => ({ type: 'inlineCode', value });
const root = (...children: MdastNode[]): MdastNode => ({ type: 'root', children });

describe('collectAnchors', () => {
  it('collects headings of depth 2 and 3 with GitHub-style ids', () => {
    const anchors = collectAnchors(root(heading(2, text('output.path')), heading(3, text('Using [name]')), heading(4, text('Deep'))), 'Output');
    expect(anchors.map(({ title, id, level }) => ({ title, id, level }))).toEqual([
      { title: 'output.path', id: 'outputpath', level: 2 },
      { title: 'Using [name]', id: 'using-name', level: 3 },
    ]);
  });
  it('includes inline code in the title', () => {
    expect(collectAnchors(root(heading(2, text('The '), code('entry'), text(' option'))), 'X')[0].title).toBe('The entry option');
  });
  it('numbers repeated headings, counting every depth', () => {
    const anchors = collectAnchors(root(heading(2, text('Usage')), heading(4, text('Usage')), heading(3, text('Usage'))), 'X');
    expect(anchors.map((anchor) => anchor.id)).toEqual(['usage', 'usage-2']);
  });
  it('skips a heading whose direct child is a link', () => {
    const link: MdastNode = { type: 'link', url: '/x/', children: [text('Linked')] };
    expect(collectAnchors(root(heading(2, link), heading(2, text('Plain'))), 'X').map((a) => a.title)).toEqual(['Plain']);
  });
});

describe('display titles (title2)', () => {
  it('strips the page title at the top level', () => {
    const [anchor] = addDisplayTitles([{ title: 'output.assetModuleFilename', id: 'a', level: 2 }], 'Output');
    expect(anchor.title2).toBe('assetModuleFilename');
  });
  it("strips the parent heading's full title below it", () => {
    const anchors = addDisplayTitles(
      [
        { title: 'module.parser', id: 'a', level: 2 },
        { title: 'module.parser.css', id: 'b', level: 3 },
      ],
      'Module',
    );
    expect(anchors.map((anchor) => anchor.title2)).toEqual(['parser', 'css']);
  });
  it('is case-insensitive', () => {
    expect(stripParentPrefix('OUTPUT.path', 'Output')).toBe('path');
  });
  it('escapes the parent text before matching', () => {
    expect(stripParentPrefix('a+b.c', 'a+b')).toBe('c');
    expect(stripParentPrefix('aab.c', 'a+b')).toBe('aab.c');
    expect(stripParentPrefix('output(x).y', 'output(x)')).toBe('y');
  });
  it('opens a group at the top level present when there is no h2', () => {
    const anchors = addDisplayTitles(
      [
        { title: 'devServer.hot', id: 'a', level: 3 },
        { title: 'devServer.hot.only', id: 'b', level: 3 },
      ],
      'DevServer',
    );
    expect(anchors.map((anchor) => anchor.title2)).toEqual(['hot', 'hot.only']);
  });
});

describe('nestAnchors', () => {
  it('puts deeper anchors inside the group above them', () => {
    const groups = nestAnchors(
      addDisplayTitles(
        [
          { title: 'A', id: 'a', level: 2 },
          { title: 'A.b', id: 'ab', level: 3 },
          { title: 'C', id: 'c', level: 2 },
        ],
        'Page',
      ),
    );
    expect(groups.map((group) => [group.anchor.id, group.children.map((child) => child.title2)])).toEqual([
      ['a', ['b']],
      ['c', []],
    ]);
  });
});

describe('outline and heading lists as HTML', () => {
  const anchors = [
    { title: 'output.path', title2: 'path', id: 'outputpath', level: 2 },
    { title: 'output.path.<name>', title2: '<name> & "more"', id: 'outputpathname', level: 3 },
    { title: 'output.module', title2: 'module', id: 'outputmodule', level: 2 },
  ];

  it('nests each h3 under its h2 and escapes titles', () => {
    expect(getOutlineItemsHtml(anchors, { link: 'l', nested: 'n' })).toBe(
      '<li><a href="#outputpath" class="l">path</a><ul class="n"><li><a href="#outputpathname" class="l">&lt;name&gt; &amp; &quot;more&quot;</a></li></ul></li>' +
        '<li><a href="#outputmodule" class="l">module</a></li>',
    );
  });

  it('lists headings flat, the h3 with their class', () => {
    expect(getHeadingItemsHtml(anchors.slice(0, 2), { subheading: 's' })).toBe(
      '<li><a href="#outputpath">path</a></li><li class="s"><a href="#outputpathname">&lt;name&gt; &amp; &quot;more&quot;</a></li>',
    );
  });
});
