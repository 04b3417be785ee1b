/**
 * The releases the content documents. When a new major comes out, update its row
 * (`npm view <name> version engines`) and then the pages the version test names.
 */
export interface DocumentedPackage {
  name: string;
  major: number;
  /** Lowest Node.js version of that major, from its `engines` field, as the pages write it. */
  node: string;
  /** The page that documents the package, under content/. */
  page: string;
}

export const documentedPackages: DocumentedPackage[] = [
  { name: 'webpack-cli', major: 7, node: '20.9', page: 'api/cli.mdx' },
  { name: 'webpack-dev-server', major: 6, node: '22.15', page: 'configuration/dev-server.mdx' },
  { name: 'sass-loader', major: 17, node: '22.11', page: 'loaders/sass-loader.mdx' },
  { name: 'less-loader', major: 13, node: '22.11', page: 'loaders/less-loader.mdx' },
  { name: 'stylus-loader', major: 9, node: '22.11', page: 'loaders/stylus-loader.mdx' },
];

/** The webpack release the content was checked against (the one installed here). */
export const documentedWebpack = '5.113';

/** Configuration that a current major rejects; a code example must not use it. */
export const removedInCode: Array<{ text: RegExp; removedBy: string }> = [
  { text: /--node-env\b/, removedBy: 'webpack-cli 7 (use --config-node-env)' },
  { text: /server:\s*['"]spdy['"]|type:\s*['"]spdy['"]/, removedBy: 'webpack-dev-server 6' },
  { text: /(webSocketServer|webSocketTransport|type):\s*['"]sockjs['"]/, removedBy: 'webpack-dev-server 6' },
  { text: /api:\s*['"]legacy['"]|implementation:\s*require\(['"]node-sass['"]\)/, removedBy: 'sass-loader 17' },
];

/**
 * Loaders and plugins published as their own npm packages, as the registry gave them
 * (`npm view <name> version engines peerDependencies --json`, read 2026-11-26). The pages
 * must name this major, this Node.js minimum and this webpack range. When a package
 * releases a new major, update its row and then its page.
 */
export interface PublishedPackage {
  name: string;
  /** `version` on the registry (the `latest` tag). */
  version: string;
  /** `engines.node`. */
  engines: string;
  /** `peerDependencies.webpack`. */
  webpack: string;
  /** The page that documents the package, under content/. */
  page: string;
  /** Whether the page names a Node.js minimum (some only name the webpack range). */
  statesNode: boolean;
}

export const publishedPackages: PublishedPackage[] = [
  { name: 'babel-loader', version: '10.1.1', engines: '^18.20.0 || ^20.10.0 || >=22.0.0', webpack: '>=5.61.0', page: 'loaders/babel-loader.mdx', statesNode: true },
  { name: 'coffee-loader', version: '5.0.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/coffee-loader.mdx', statesNode: true },
  { name: 'compression-webpack-plugin', version: '12.0.0', engines: '>= 20.9.0', webpack: '^5.1.0', page: 'plugins/compression-webpack-plugin.mdx', statesNode: true },
  { name: 'copy-webpack-plugin', version: '14.0.0', engines: '>= 20.9.0', webpack: '^5.1.0', page: 'plugins/copy-webpack-plugin.mdx', statesNode: true },
  { name: 'css-loader', version: '7.1.5', engines: '>= 18.12.0', webpack: '^5.27.0', page: 'loaders/css-loader.mdx', statesNode: true },
  { name: 'css-minimizer-webpack-plugin', version: '8.0.0', engines: '>= 20.9.0', webpack: '^5.0.0', page: 'plugins/css-minimizer-webpack-plugin.mdx', statesNode: true },
  { name: 'eslint-webpack-plugin', version: '6.0.0', engines: '>= 20.9.0', webpack: '^5.0.0', page: 'plugins/eslint-webpack-plugin.mdx', statesNode: true },
  { name: 'exports-loader', version: '5.0.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/exports-loader.mdx', statesNode: true },
  { name: 'expose-loader', version: '5.0.1', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/expose-loader.mdx', statesNode: true },
  { name: 'html-loader', version: '5.1.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/html-loader.mdx', statesNode: true },
  { name: 'html-minimizer-webpack-plugin', version: '6.0.0', engines: '>= 20.9.0', webpack: '^5.1.0', page: 'plugins/html-minimizer-webpack-plugin.mdx', statesNode: true },
  { name: 'html-webpack-plugin', version: '5.6.8', engines: '>=10.13.0', webpack: '^5.20.0', page: 'plugins/html-webpack-plugin.mdx', statesNode: false },
  { name: 'image-minimizer-webpack-plugin', version: '5.0.0', engines: '>= 20.9.0', webpack: '^5.1.0', page: 'plugins/image-minimizer-webpack-plugin.mdx', statesNode: true },
  { name: 'imports-loader', version: '5.0.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/imports-loader.mdx', statesNode: true },
  { name: 'json-minimizer-webpack-plugin', version: '5.0.1', engines: '>= 18.12.0', webpack: '^5.1.0', page: 'plugins/json-minimizer-webpack-plugin.mdx', statesNode: true },
  { name: 'less-loader', version: '13.1.0', engines: '>= 22.11.0', webpack: '^5.0.0', page: 'loaders/less-loader.mdx', statesNode: true },
  { name: 'mini-css-extract-plugin', version: '2.10.2', engines: '>= 12.13.0', webpack: '^5.0.0', page: 'plugins/mini-css-extract-plugin.mdx', statesNode: false },
  { name: 'node-loader', version: '2.1.0', engines: '>= 10.13.0', webpack: '^5.0.0', page: 'loaders/node-loader.mdx', statesNode: false },
  { name: 'postcss-loader', version: '8.2.1', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/postcss-loader.mdx', statesNode: true },
  { name: 'remark-loader', version: '6.0.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/remark-loader.mdx', statesNode: true },
  { name: 'sass-loader', version: '17.1.0', engines: '>= 22.11.0', webpack: '^5.0.0', page: 'loaders/sass-loader.mdx', statesNode: true },
  { name: 'source-map-loader', version: '5.0.0', engines: '>= 18.12.0', webpack: '^5.72.1', page: 'loaders/source-map-loader.mdx', statesNode: true },
  { name: 'style-loader', version: '4.0.0', engines: '>= 18.12.0', webpack: '^5.27.0', page: 'loaders/style-loader.mdx', statesNode: true },
  { name: 'stylelint-webpack-plugin', version: '5.1.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'plugins/stylelint-webpack-plugin.mdx', statesNode: true },
  { name: 'stylus-loader', version: '9.0.0', engines: '>= 22.11.0', webpack: '^5.0.0', page: 'loaders/stylus-loader.mdx', statesNode: true },
  { name: 'terser-webpack-plugin', version: '5.6.1', engines: '>= 10.13.0', webpack: '^5.1.0', page: 'plugins/terser-webpack-plugin.mdx', statesNode: false },
  { name: 'thread-loader', version: '4.0.4', engines: '>= 16.10.0', webpack: '^5.0.0', page: 'loaders/thread-loader.mdx', statesNode: true },
  { name: 'val-loader', version: '6.0.0', engines: '>= 18.12.0', webpack: '^5.0.0', page: 'loaders/val-loader.mdx', statesNode: true },
  { name: 'worker-loader', version: '3.0.8', engines: '>= 10.13.0', webpack: '^4.0.0 || ^5.0.0', page: 'loaders/worker-loader.mdx', statesNode: false },
];
