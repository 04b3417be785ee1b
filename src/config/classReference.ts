// The members plugin authors reach for first (issue 45): each has a description and a TypeScript
// example on its class page, which `npm test` compiles against the locked webpack's types.
export const MEMBERS_WITH_EXAMPLES: readonly string[] = [
  // Assets.
  'Compilation.emitAsset',
  'Compilation.updateAsset',
  'Compilation.getAsset',
  'Compilation.getAssets',
  'Compilation.deleteAsset',
  'Compilation.renameAsset',
  // Paths.
  'Compilation.getPath',
  'Compilation.getAssetPath',
  // Services.
  'Compilation.getLogger',
  'Compilation.getCache',
  'Compiler.getInfrastructureLogger',
  // The graphs.
  'Compilation.moduleGraph',
  'Compilation.chunkGraph',
  'ModuleGraph.getModule',
  'ModuleGraph.getIssuer',
  'ModuleGraph.getExportsInfo',
  'ChunkGraph.getChunkModules',
  'ChunkGraph.getModuleChunks',
  'ChunkGraph.getModuleId',
  // Chunks and modules.
  'Compilation.addModule',
  'Compilation.rebuildModule',
  'Compilation.createChildCompiler',
  'Chunk.files',
  'Chunk.name',
  'Module.identifier',
  'NormalModule.resource',
];
