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
export const documentedWebpack = '5.112';

/** Configuration that a current major rejects; a code example must not use it. */
export const removedInCode: Array<{ text: RegExp; removedBy: string }> = [
  { text: /--node-env\b/, removedBy: 'webpack-cli 7 (use --config-node-env)' },
  { text: /server:\s*['"]spdy['"]|type:\s*['"]spdy['"]/, removedBy: 'webpack-dev-server 6' },
  { text: /(webSocketServer|webSocketTransport|type):\s*['"]sockjs['"]/, removedBy: 'webpack-dev-server 6' },
  { text: /api:\s*['"]legacy['"]|implementation:\s*require\(['"]node-sass['"]\)/, removedBy: 'sass-loader 17' },
];
