import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** Supporters data: the fetched file when it exists, otherwise an empty list (the build never needs the network). */
export function getSupportersDataPath(root: string = process.cwd()): string {
  const fetched = path.join(root, 'content', 'data', 'supporters.json');
  return existsSync(fetched) ? fetched : path.join(root, 'src', 'config', 'noSupporters.json');
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, stage }) => {
  actions.setWebpackConfig({ resolve: { alias: { 'supporters-data$': getSupportersDataPath() } } });
  // WEBPACK_DOCS_HASH_SALT gives every script and stylesheet a new name without changing the
  // code: the deploy-update browser test uses it to stand in for a release that changed code.
  if (stage !== 'build-javascript' || !process.env.WEBPACK_DOCS_HASH_SALT) return;
  const config = getConfig();
  config.output = { ...config.output, hashSalt: process.env.WEBPACK_DOCS_HASH_SALT };
  actions.replaceWebpackConfig(config);
};
