import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rehypeSlimCode, { STYLED_TOKEN_CLASSES } from '../../src/model/mdxPlugins/rehypeSlimCode';

type Node = { type: string; tagName?: string; value?: string; properties?: { className?: string[] }; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });
const span = (className: string[], children: Node[]): Node => ({ type: 'element', tagName: 'span', properties: { className }, children });
const code = (lines: Node[]): Node => ({ type: 'root', children: [{ type: 'element', tagName: 'pre', children: [{ type: 'element', tagName: 'code', properties: { className: ['language-js', 'code-highlight'] }, children: lines }] }] });
const codeOf = (tree: Node) => tree.children![0].children![0];

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

describe('rehypeSlimCode', () => {
  it('knows exactly the token classes global.css colours', () => {
    const css = readFileSync(join(__dirname, '../../src/styles/global.css'), 'utf8');
    const styled = new Set([...css.matchAll(/\.token\.([a-z-]+)/g)].map((match) => match[1]));
    expect([...STYLED_TOKEN_CLASSES].sort()).toEqual([...styled].sort());
  });

  it('unwraps unstyled tokens and plain lines, keeping the text and the coloured tokens', () => {
    const tree = code([
      span(['code-line'], [span(['token', 'keyword'], [text('const')]), text(' a '), span(['token', 'operator'], [text('=')]), text(' 1'), span(['token', 'punctuation'], [text(';')]), text('\n')]),
    ]);
    const before = textOf(tree);
    rehypeSlimCode()(tree as never);
    expect(textOf(tree)).toBe(before);
    expect(codeOf(tree).children).toEqual([span(['token', 'keyword'], [text('const')]), text(' a '), text('='), text(' 1'), text(';'), text('\n')]);
  });

  it('keeps the line wrappers of a block with a marked line, such as a diff', () => {
    const tree = code([span(['code-line', 'deleted'], [text('- a\n')]), span(['code-line', 'inserted'], [text('+ b\n')]), span(['code-line'], [text('  c\n')])]);
    rehypeSlimCode()(tree as never);
    expect(codeOf(tree).children!.map((line) => line.properties?.className)).toEqual([
      ['code-line', 'deleted'],
      ['code-line', 'inserted'],
      ['code-line'],
    ]);
  });
});
