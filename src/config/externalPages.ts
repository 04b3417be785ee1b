// Loader and plugin pages whose package lives in its own repository: `npm run fetch:external`
// replaces each with the package's README. Core webpack plugins are documented here, not fetched.

export interface ExternalPage {
  /** The npm package whose README is the page. */
  package: string;
  /** The content file it replaces, under content/. */
  page: string;
}

const LOADERS = [
  'babel-loader',
  'coffee-loader',
  'css-loader',
  'exports-loader',
  'expose-loader',
  'html-loader',
  'imports-loader',
  'less-loader',
  'node-loader',
  'postcss-loader',
  'remark-loader',
  'sass-loader',
  'source-map-loader',
  'style-loader',
  'stylus-loader',
  'thread-loader',
  'val-loader',
  'worker-loader',
];

const PLUGINS = [
  'compression-webpack-plugin',
  'copy-webpack-plugin',
  'css-minimizer-webpack-plugin',
  'eslint-webpack-plugin',
  'html-minimizer-webpack-plugin',
  'html-webpack-plugin',
  'image-minimizer-webpack-plugin',
  'json-minimizer-webpack-plugin',
  'mini-css-extract-plugin',
  'stylelint-webpack-plugin',
  'terser-webpack-plugin',
];

export const EXTERNAL_PAGES: readonly ExternalPage[] = [
  ...LOADERS.map((name) => ({ package: name, page: `loaders/${name}.mdx` })),
  ...PLUGINS.map((name) => ({ package: name, page: `plugins/${name}.mdx` })),
];

/** Where fetched pages are written, inside the content folder (git-ignored, optional). */
export const EXTERNAL_FOLDER = '.external';
