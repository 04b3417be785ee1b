import remarkCallouts from '../../src/model/mdxPlugins/remarkCallouts';
import rehypeCodeBlocks, { getTitleFromMeta } from '../../src/model/mdxPlugins/rehypeCodeBlocks';
import rehypeSections, { LONG_PART_H3, PAGE_SECTION_CLASS } from '../../src/model/mdxPlugins/rehypeSections';
import type { MdastNode } from '../../src/model/mdast';

const paragraph = (value: string): MdastNode => ({ type: 'paragraph', children: [{ type: 'text', value }] });

describe('remarkCallouts', () => {
  it.each([
    ['T> Use a cache.', 'callout-tip', 'Tip: '],
    ['W> Never in production.', 'callout-warning', 'Warning: '],
    ['?> Document this.', 'callout-todo', 'To do: '],
  ])('turns "%s" into an aside', (value, className, label) => {
    const tree: MdastNode = { type: 'root', children: [paragraph(value)] };
    remarkCallouts()(tree);
    const node = tree.children![0] as MdastNode & { data: { hName: string; hProperties: { className: string[] } } };
    expect(node.data.hName).toBe('aside');
    expect(node.data.hProperties.className).toContain(className);
    expect(node.children![0].children![0].value).toBe(label);
    expect(node.children![1].value).toBe(value.slice(3));
  });
  it('leaves ordinary paragraphs alone', () => {
    const tree: MdastNode = { type: 'root', children: [paragraph('Tables> are fine')] };
    remarkCallouts()(tree);
    expect(tree.children![0]).toEqual(paragraph('Tables> are fine'));
  });
});

describe('rehypeCodeBlocks', () => {
  it('reads the title from the fence meta', () => {
    expect(getTitleFromMeta('title="webpack.config.js" {1,3}')).toBe('webpack.config.js');
    expect(getTitleFromMeta(null)).toBeNull();
  });
  it('wraps a code block with its title and a copy button', () => {
    const code = { type: 'element', tagName: 'code', properties: { className: ['language-js'] }, data: { meta: 'title="a.js"' }, children: [] };
    const pre = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
    const tree = { type: 'root', children: [pre] };
    rehypeCodeBlocks()(tree);
    const [wrapper] = tree.children as Array<{ tagName: string; properties: Record<string, unknown>; children: Array<{ tagName: string; properties: Record<string, unknown> }> }>;
    expect(wrapper.properties.className).toEqual(['code-block']);
    expect(wrapper.children.map((child) => child.tagName)).toEqual(['div', 'pre', 'button']);
    expect(wrapper.children[1].properties).toMatchObject({ dataLanguage: 'js', tabIndex: 0 });
    expect(wrapper.children[2].properties).toMatchObject({ className: ['copy-button'], ariaLabel: 'Copy a.js' });
  });
});

describe('rehypeSections', () => {
  type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
  const element = (tagName: string, text: string): Node => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] });
  const shape = (node: Node): unknown =>
    node.type === 'text' ? node.value : { [node.tagName ?? node.type]: (node.children ?? []).map(shape) };

  it('puts each h2 with what follows it, up to the next h2, in a section; the introduction stays outside', () => {
    const tree: Node = {
      type: 'root',
      children: [element('p', 'intro'), element('h2', 'A'), element('p', 'a'), element('h3', 'A.1'), element('pre', 'code'), element('h2', 'B'), element('p', 'b')],
    };
    rehypeSections()(tree);
    expect(shape(tree)).toEqual({
      root: [
        { p: ['intro'] },
        { section: [{ h2: ['A'] }, { p: ['a'] }, { h3: ['A.1'] }, { pre: ['code'] }] },
        { section: [{ h2: ['B'] }, { p: ['b'] }] },
      ],
    });
    expect(tree.children![1].properties).toEqual({ className: [PAGE_SECTION_CLASS] });
  });

  it(`cuts an h2 with ${LONG_PART_H3} or more h3 under it into a section per h3`, () => {
    const h3s = Array.from({ length: LONG_PART_H3 }, (_, i) => [element('h3', `A.${i}`), element('p', `a${i}`)]).flat();
    const tree: Node = { type: 'root', children: [element('h2', 'A'), element('p', 'a'), ...h3s, element('h2', 'B'), element('h3', 'B.1')] };
    rehypeSections()(tree);
    expect(shape(tree)).toEqual({
      root: [
        { section: [{ h2: ['A'] }, { p: ['a'] }] },
        ...Array.from({ length: LONG_PART_H3 }, (_, i) => ({ section: [{ h3: [`A.${i}`] }, { p: [`a${i}`] }] })),
        { section: [{ h2: ['B'] }, { h3: ['B.1'] }] },
      ],
    });
  });

  it('leaves a page without h2 as it is (an h3 above the first h2 too), and an h2 inside another element where it is', () => {
    const nested: Node = { type: 'element', tagName: 'aside', properties: {}, children: [element('h2', 'inside')] };
    const tree: Node = { type: 'root', children: [element('p', 'only'), nested, element('h3', 'C')] };
    const before = JSON.stringify(tree);
    rehypeSections()(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
