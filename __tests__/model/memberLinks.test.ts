import { parseMdx } from '../../src/model/markdown';
import { getText, walk, type MdastNode } from '../../src/model/mdast';
import { readClasses } from '../../src/model/classMembers';
import { addMemberLinks, getMemberLink } from '../../src/model/memberLinks';

const classes = readClasses(`
declare class Compilation {
	emitAsset(file: string): void;
	chunkGraph: ChunkGraph;
}
declare class Stats {
	hash?: string;
	toJson(): object;
}
`);

function links(tree: MdastNode): string[] {
  const found: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link') found.push(`${getText(node)} -> ${node.url}`);
  });
  return found;
}

describe('getMemberLink', () => {
  it.each([
    ['compilation.emitAsset()', '/api/class-compilation/#emitasset'],
    ['compilation.emitAsset(file, source)', '/api/class-compilation/#emitasset'],
    ['compilation.chunkGraph', '/api/class-compilation/#chunkgraph'],
    ['stats.toJson()', '/api/class-stats/#tojson'],
    ['compilation.emitAssets()', null],
    ['module.rules', null],
    ['thing.emitAsset()', null],
    ['this.compilation.emitAsset(name, source)', '/api/class-compilation/#emitasset'],
    ['stats.compilation.chunkGraph', '/api/class-compilation/#chunkgraph'],
    ['compilation.chunkGraph.getModuleId(module)', null],
  ])('%s -> %s', (code, url) => {
    expect(getMemberLink(code, classes)).toBe(url);
  });
});

describe('addMemberLinks', () => {
  it('links member code in prose, not in headings, links or code blocks', () => {
    const tree = parseMdx('## `compilation.emitAsset()`\n\nCall `compilation.emitAsset()` or [`stats.toJson()`](/api/stats/).\n\n```js\ncompilation.emitAsset();\n```\n');
    addMemberLinks(tree, 'guides/plugins.mdx', classes);
    expect(links(tree)).toEqual(['compilation.emitAsset() -> /api/class-compilation/#emitasset', 'stats.toJson() -> /api/stats/']);
  });

  it('leaves configuration pages alone, where `stats.hash` is an option', () => {
    const tree = parseMdx('Set `stats.hash` to false.');
    addMemberLinks(tree, 'configuration/stats.mdx', classes);
    expect(links(tree)).toEqual([]);
  });

  it('links the member headings of the Compilation Object page to their entries', () => {
    const tree = parseMdx('### emitAsset\n\nAdds an asset.\n\n### Asset info\n\nText.\n');
    addMemberLinks(tree, 'api/compilation-object.mdx', classes);
    expect(tree.children!.map((node) => node.type)).toEqual(['heading', 'paragraph', 'paragraph', 'heading', 'paragraph']);
    expect(links(tree)).toEqual(['the Compilation class reference -> /api/class-compilation/#emitasset']);
  });
});
