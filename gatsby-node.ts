// Build hooks live in src/node/, one file each; this file only re-exports them.
export { onPreInit } from './src/node/onPreInit';
export { createSchemaCustomization } from './src/node/createSchemaCustomization';
export { sourceNodes } from './src/node/sourceNodes';
export { onCreateNode, onPreBootstrap, onPostBootstrap } from './src/node/onCreateNode';
export { createPages } from './src/node/createPages';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
export { onCreateDevServer } from './src/node/onCreateDevServer';
