import remarkCallouts from '../../src/model/mdxPlugins/remarkCallouts';
import rehypeCodeTitles, { getTitleFromMeta } from '../../src/model/mdxPlugins/rehypeCodeTitles';
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

describe('rehypeCodeTitles', () => {
  it('reads the title from the fence meta', () => {
    expect(getTitleFromMeta('title="webpack.config.js" {1,3}')).toBe('webpack.config.js');
    expect(getTitleFromMeta(null)).toBeNull();
  });
  it('puts the title and language on the pre element', () => {
    const code = { type: 'element', tagName: 'code', properties: { className: ['language-js'] }, data: { meta: 'title="a.js"' }, children: [] };
    const pre = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
    rehypeCodeTitles()({ type: 'root', children: [pre] });
    expect(pre.properties).toEqual({ dataTitle: 'a.js', dataLanguage: 'js' });
  });
});
