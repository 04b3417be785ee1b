import { listClassMembers, listMemberFacts, markMembersDeprecatedByCode, readClasses } from '../../src/model/classMembers';

const TYPES = `
declare class Compilation {
	constructor(compiler: Compiler, params: CompilationParams);
	hooks: Readonly<{ seal: SyncHook<[]>; processAssets: AsyncSeriesHook<[CompilationAssets]> }>;
	name?: string;
	readonly compiler: Compiler;
	static PROCESS_ASSETS_STAGE_ADDITIONAL: number;

	/**
	 * Creates an asset.
	 */
	emitAsset(
		file: string,
		source: Source,
		assetInfo?: AssetInfo
	): void;
	getAssetPath(filename: string, data: PathData): string;
	getAssetPath(filename: TemplatePath, data: PathData): string;

	/**
	 * Gets the old thing.
	 * @deprecated Use getAssetPath instead
	 */
	getPath(filename: string): string;
	get fileSystemInfo(): FileSystemInfo;
	getSourceTypes(): Set<string>;
	/**
	 * @deprecated Call it on the instance
	 */
	static getSourceTypes(module: Module): Set<string>;
	get outputPath(): string;
	set outputPath(value: string);
	private secret: number;
	protected internal(): void;
}
declare abstract class Entrypoint extends ChunkGroup {
	getRuntimeChunk(): null | Chunk;
}
declare class Unlisted {
	x: number;
}
`;

describe('readClasses', () => {
  const classes = readClasses(TYPES, ['Compilation', 'Entrypoint']);
  const compilation = classes.get('Compilation')!;
  const member = (name: string) => compilation.members.find((candidate) => candidate.name === name)!;

  it('reads only the classes asked for, with their parent class and abstractness', () => {
    expect([...classes.keys()]).toEqual(['Compilation', 'Entrypoint']);
    expect(classes.get('Entrypoint')).toMatchObject({ abstract: true, extends: 'ChunkGroup' });
    expect(compilation.abstract).toBe(false);
  });

  it('lists public members only, with their kind', () => {
    expect(compilation.members.map(({ name, kind }) => `${kind} ${name}`)).toEqual([
      'constructor constructor',
      'property hooks',
      'property name',
      'property compiler',
      'property PROCESS_ASSETS_STAGE_ADDITIONAL',
      'method emitAsset',
      'method getAssetPath',
      'method getPath',
      'getter fileSystemInfo',
      'method getSourceTypes',
      'getter outputPath',
    ]);
  });

  it('writes each declaration on one line, without its comment', () => {
    expect(member('emitAsset').signatures).toEqual(['emitAsset(file: string, source: Source, assetInfo?: AssetInfo): void']);
    expect(member('PROCESS_ASSETS_STAGE_ADDITIONAL')).toMatchObject({ static: true, signatures: ['static PROCESS_ASSETS_STAGE_ADDITIONAL: number'] });
  });

  it('keeps overloads and a getter with its setter as one member', () => {
    expect(member('getAssetPath').signatures).toHaveLength(2);
    expect(member('outputPath').signatures).toEqual(['get outputPath(): string', 'set outputPath(value: string)']);
  });

  it('reads readonly, optional and @deprecated with its notice', () => {
    expect(member('compiler').readonly).toBe(true);
    expect(member('name').optional).toBe(true);
    expect(member('getPath').deprecated).toEqual({ notice: 'Use getAssetPath instead' });
    expect(member('emitAsset').deprecated).toBeUndefined();
    // One deprecated form of a name (here its static form) does not deprecate the name.
    expect(member('getSourceTypes')).toMatchObject({ signatures: ['getSourceTypes(): Set<string>', 'static getSourceTypes(module: Module): Set<string>'] });
    expect(member('getSourceTypes').deprecated).toBeUndefined();
  });

  it('names the types a member refers to, once each', () => {
    expect(member('emitAsset').typeNames).toEqual(['Source', 'AssetInfo']);
    expect(member('getAssetPath').typeNames).toEqual(['PathData', 'TemplatePath']);
  });
});

describe('listMemberFacts', () => {
  it('keys members "Class.name" and says the hooks of a class with dated hooks in one line', () => {
    const facts = listMemberFacts(TYPES);
    expect(facts.get('Compilation.emitAsset')).toEqual({ signature: 'emitAsset(file: string, source: Source, assetInfo?: AssetInfo): void', deprecated: false });
    expect(facts.get('Compilation.getPath')?.deprecated).toBe(true);
    expect(facts.get('Compilation.hooks')?.signature).toBe('hooks: Readonly<{ … }>');
    expect(facts.has('Unlisted.x')).toBe(false);
    expect(listClassMembers(TYPES).get('Entrypoint.getRuntimeChunk')?.signatures).toEqual(['getRuntimeChunk(): null | Chunk']);
  });
});

describe('markMembersDeprecatedByCode', () => {
  it('deprecates a member whose own code lib/ warns with, not one whose code is a hook\'s or warns about something else', () => {
    const members = new Map([
      ['Chunk.getNumberOfModules', { deprecated: false }],
      ['Chunk.name', { deprecated: false }],
      ['Compilation.additionalChunkAssets', { deprecated: false }],
      ['Compilation.assets', { deprecated: false }],
    ]);
    const codes = new Set(['DEP_WEBPACK_CHUNK_GET_NUMBER_OF_MODULES', 'DEP_WEBPACK_COMPILATION_ADDITIONAL_CHUNK_ASSETS', 'DEP_WEBPACK_COMPILATION_ASSETS']);
    const hooks = new Map([['Compilation.additionalChunkAssets', {}]]);
    const marked = markMembersDeprecatedByCode(members, codes, hooks);
    expect(Object.fromEntries([...marked].map(([key, { deprecated }]) => [key, deprecated]))).toEqual({
      'Chunk.getNumberOfModules': true,
      'Chunk.name': false,
      'Compilation.additionalChunkAssets': false,
      'Compilation.assets': false,
    });
  });
});
