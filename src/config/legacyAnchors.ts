// Ids that links elsewhere point to on our pages, but no heading of ours has: above all the
// webpack.js.org links that webpack, webpack-cli and webpack-dev-server print in their messages
// (__tests__/content/printedUrls.test.ts lists them from the installed packages). Each id is put
// on the heading that covers the same thing, so the browser scrolls there with no script.
// Page (below content/) -> { old id: id of our heading }.
export const LEGACY_ANCHORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // "You may need an appropriate loader … See https://webpack.js.org/concepts#loaders"
  'concepts/index.mdx': { loaders: 'the-core-ideas-at-a-glance' },
  'configuration/devtool.mdx': { production: 'recommendations-for-production' },
  'configuration/module.mdx': { condition: 'conditions' },
  'guides/asset-modules.mdx': { 'general-asset-type': 'asset-let-webpack-decide' },
  'guides/code-splitting.mdx': { 'prefetchingpreloading-modules': 'prefetch-and-preload' },
  'guides/tree-shaking.mdx': { 'mark-the-file-as-side-effect-free': 'skip-whole-modules-with-sideeffects' },
  'migrate/3.mdx': { 'automatic-loader-module-name-extension-removed': 'the--loader-suffix-is-required' },
  // webpack-dev-server's options schema links each property by its own name.
  'configuration/dev-server.mdx': {
    logging: 'devserverclientlogging',
    overlay: 'devserverclientoverlay',
    progress: 'devserverclientprogress',
    reconnect: 'devserverclientreconnect',
    websockettransport: 'devserverclientwebsockettransport',
    websocketurl: 'devserverclientwebsocketurl',
    directory: 'devserverstatic',
    publicpath: 'devserverstatic',
    serveindex: 'devserverstatic',
    staticoptions: 'devserverstatic',
    watch: 'devserverstatic',
  },
};
