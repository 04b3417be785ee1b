import { parseMdx } from '../../src/model/markdown';
import { getUrlFromPath } from '../../src/model/url';
import { CLASS_REFERENCE_URL_PREFIX, isCodeQuery } from '../../src/model/searchQuery';
import { getText, type MdastNode } from '../../src/model/mdast';
import { readClasses } from '../../src/model/classMembers';
import {
  addClassMembers,
  CLASS_PAGES,
  describeKind,
  findMemberDescriptions,
  findMemberExamples,
  findUndescribedMembers,
  getClassUrl,
  getMemberUrl,
  getMemberUsage,
  getReplacement,
  linkSignature,
  type ClassPageContext,
} from '../../src/model/classReference';

const TYPES = `
declare class Chunk {
	constructor(name?: string);
	hooks: Readonly<{ a: SyncHook<[]>; b: SyncHook<[Module]> }>;
	name?: string;
	readonly files: Set<string>;
	static compare(a: Chunk, b: Chunk): number;
	/**
	 * @deprecated Use getAllChunks instead
	 */
	getChunks(): Chunk[];
	getAllChunks(): Set<Chunk>;
	getModules(chunkGraph: ChunkGraph, module: Module): Module[];
	get groupsIterable(): SortableSet<ChunkGroup>;
}
declare abstract class Entrypoint extends ChunkGroup {
	getRuntimeChunk(): null | Chunk;
}
`;

const classes = readClasses(TYPES);
const context = (name: string): ClassPageContext => ({ facts: classes.get(name)!, classUrl: getClassUrl, hooksUrl: name === 'Chunk' ? '/api/chunk-hooks/' : null });

function expand(body: string, name = 'Chunk') {
  const tree = parseMdx(body);
  const problems = addClassMembers(tree, context(name));
  return { tree, problems };
}

const headings = (tree: MdastNode) => (tree.children ?? []).filter((node) => node.type === 'heading').map((node) => `${'#'.repeat(node.depth ?? 0)} ${getText(node)}`);

/** The text of the blocks under a member's heading, up to the next heading. */
function sectionOf(tree: MdastNode, name: string): MdastNode[] {
  const children = tree.children ?? [];
  const start = children.findIndex((node) => node.type === 'heading' && node.depth === 3 && getText(node) === name);
  const end = children.findIndex((node, index) => index > start && node.type === 'heading');
  return children.slice(start + 1, end === -1 ? undefined : end);
}

const PAGE = `Intro.

<ClassMembers of="Chunk">

### getAllChunks

Every chunk this one can load, itself included.

\`\`\`ts
export const x: number = 1;
\`\`\`

### name

The chunk's name.

</ClassMembers>

## See also

More.
`;

describe('addClassMembers', () => {
  it('puts a section per member where the element was, grouped and sorted by name, the constructor first', () => {
    const { tree, problems } = expand(PAGE);
    expect(problems).toEqual([]);
    expect(headings(tree)).toEqual([
      '## Static members',
      '### compare',
      '## Properties',
      '### files',
      '### groupsIterable',
      '### hooks',
      '### name',
      '## Methods',
      '### constructor',
      '### getAllChunks',
      '### getChunks',
      '### getModules',
      '## See also',
    ]);
  });

  it('gives each member its kind and signature, then the writer\'s description and example', () => {
    const { tree } = expand(PAGE);
    const section = sectionOf(tree, 'getAllChunks');
    expect(section.map((node) => node.type)).toEqual(['paragraph', 'code', 'paragraph', 'code']);
    expect(getText(section[0])).toBe('Method: chunk.getAllChunks()');
    expect(section[1]).toMatchObject({ lang: 'ts', value: 'getAllChunks(): Set<Chunk>' });
    expect(getText(section[2])).toBe('Every chunk this one can load, itself included.');
    // A member nobody described has its heading, kind and signature only.
    expect(sectionOf(tree, 'getModules').map((node) => node.type)).toEqual(['paragraph', 'code']);
  });

  it('links the hooks member to the hooks page instead of repeating the hooks', () => {
    const { tree } = expand(PAGE);
    const [, signature, link] = sectionOf(tree, 'hooks');
    expect(signature.value).toBe('hooks: Readonly<{ … }>');
    expect(link.children?.find((node) => node.type === 'link')?.url).toBe('/api/chunk-hooks/');
  });

  it('names the replacement a deprecation notice gives, linked to its entry', () => {
    const { tree } = expand(PAGE);
    const notice = sectionOf(tree, 'getChunks')[2];
    expect(getText(notice)).toBe('Deprecated: webpack’s types name getAllChunks as the replacement.');
    expect(notice.children?.find((node) => node.type === 'link')?.url).toBe('#getallchunks');
  });

  it('says which class a class extends, linked to its page', () => {
    const { tree, problems } = expand('<ClassMembers of="Entrypoint">\n</ClassMembers>', 'Entrypoint');
    expect(problems).toEqual([]);
    const first = tree.children![0];
    expect(getText(first)).toBe('Entrypoint extends ChunkGroup: the members listed there are members of Entrypoint too. Below are the ones it declares itself.');
    expect(first.children?.find((node) => node.type === 'link')?.url).toBe('/api/class-chunkgroup/');
  });

  it.each([
    ['no element', 'Intro only.', /has no <ClassMembers of="Chunk">/],
    ['two elements', '<ClassMembers of="Chunk">\n</ClassMembers>\n\n<ClassMembers of="Chunk">\n</ClassMembers>', /has <ClassMembers> 2 times/],
    ['another class', '<ClassMembers of="Module">\n</ClassMembers>', /of="Module".*documents Chunk/],
    ['a member the class lacks', '<ClassMembers of="Chunk">\n\n### getChunkz\n\nTypo.\n\n</ClassMembers>', /describes "getChunkz", which webpack's Chunk does not have/],
    ['a member twice', '<ClassMembers of="Chunk">\n\n### name\n\nA.\n\n### name\n\nB.\n\n</ClassMembers>', /describes "name" twice/],
    ['a heading of another level', '<ClassMembers of="Chunk">\n\n## name\n\nA.\n\n</ClassMembers>', /level-2 heading "name"/],
    ['a heading with nothing under it', '<ClassMembers of="Chunk">\n\n### name\n\n</ClassMembers>', /heading "name" with no description/],
    ['text before the first heading', '<ClassMembers of="Chunk">\n\nLoose text.\n\n### name\n\nA.\n\n</ClassMembers>', /text before its first member heading/],
  ])('reports %s', (_, body, message) => {
    const { problems } = expand(body);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(message)]);
  });

  it('gives the line of a description\'s problem', () => {
    const { problems } = expand('<ClassMembers of="Chunk">\n\n### getChunkz\n\nTypo.\n\n</ClassMembers>');
    expect(problems[0].line).toBe(3);
  });
});

describe('the other readers of a class page', () => {
  it('finds the described members and the undescribed ones', () => {
    const described = findMemberDescriptions(parseMdx(PAGE));
    expect([...described]).toEqual(['getAllChunks', 'name']);
    expect(findUndescribedMembers(classes.get('Chunk')!, described)).toEqual(['constructor', 'hooks', 'files', 'compare', 'getChunks', 'getModules', 'groupsIterable']);
  });

  it('finds the TypeScript examples under member headings, with their lines', () => {
    expect(findMemberExamples(parseMdx(PAGE))).toEqual([{ member: 'getAllChunks', code: 'export const x: number = 1;', line: 9 }]);
  });
});

describe('signatures and kinds', () => {
  it('links type names that have a page, not parameter or property names', () => {
    const urls = new Map([['Module', '/api/class-module/'], ['ChunkGraph', '/api/class-chunkgraph/']]);
    const nodes = linkSignature('getModules(chunkGraph: ChunkGraph, Module: Module): Module[]', urls);
    const links = nodes.filter((node) => node.tagName === 'a').map((node) => `${node.children![0].value} ${node.properties!.href}`);
    expect(links).toEqual(['ChunkGraph /api/class-chunkgraph/', 'Module /api/class-module/', 'Module /api/class-module/']);
    expect(nodes.map((node) => node.value ?? node.children![0].value).join('')).toBe('getModules(chunkGraph: ChunkGraph, Module: Module): Module[]');
  });

  it('says a member\'s kind in words', () => {
    const chunk = classes.get('Chunk')!;
    const kind = (name: string) => describeKind(chunk.members.find((member) => member.name === name)!);
    expect(kind('compare')).toBe('Static method');
    expect(kind('files')).toBe('Read-only property');
    expect(kind('name')).toBe('Optional property');
    expect(kind('groupsIterable')).toBe('Read-only getter');
  });

  it('says how code reaches a member', () => {
    const chunk = classes.get('Chunk')!;
    const usage = (name: string) => getMemberUsage(chunk.members.find((member) => member.name === name)!);
    expect(usage('constructor')).toBe('new Chunk()');
    expect(usage('compare')).toBe('Chunk.compare()');
    expect(usage('files')).toBe('chunk.files');
    expect(usage('getAllChunks')).toBe('chunk.getAllChunks()');
  });

  it('reads the replacement a notice names', () => {
    expect(getReplacement('Use needBuild instead')).toBe('needBuild');
    expect(getReplacement('Use `codeGeneration()` instead')).toBe('codeGeneration');
    expect(getReplacement('This method should have been private')).toBeNull();
  });

  it('puts every class page where search looks for the class reference, and tells code queries from words', () => {
    for (const page of Object.values(CLASS_PAGES)) expect(getUrlFromPath(page).startsWith(CLASS_REFERENCE_URL_PREFIX)).toBe(true);
    expect(['emitAsset', 'compilation.getAsset', 'getLogger()', 'stats.toJson'].map(isCodeQuery)).toEqual([true, true, true, true]);
    expect(['contenthash', 'content hash', 'reduce the output', 'webpack 5.113'].map(isCodeQuery)).toEqual([false, false, false, false]);
  });

  it('gives the urls of class pages and member entries', () => {
    expect(getClassUrl('Compilation')).toBe('/api/class-compilation/');
    expect(getClassUrl('AssetInfo')).toBeNull();
    expect(getClassUrl('toString')).toBeNull();
    expect(getMemberUrl('Compilation', 'emitAsset')).toBe('/api/class-compilation/#emitasset');
  });
});
