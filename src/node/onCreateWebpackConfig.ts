import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { getContentClassName } from '../components/content/contentStyles';

/** Supporters data: the fetched file when it exists, otherwise an empty list (the build never needs the network). */
export function getSupportersDataPath(root: string = process.cwd()): string {
  const fetched = path.join(root, 'content', 'data', 'supporters.json');
  return existsSync(fetched) ? fetched : path.join(root, 'src', 'config', 'noSupporters.json');
}

const CONTENT_COMPONENT_CSS = /[\\/]src[\\/]components[\\/]content[\\/][^\\/]+[\\/]([A-Za-z]+)\.module\.css$/;

/**
 * css-loader's class name for a rule of a content component's CSS module: the fixed name the
 * components rendered in Node use ("Badge-module--badge"); undefined leaves others to Gatsby's.
 */
export function getContentLocalIdent(context: { resourcePath: string }, _name: string, local: string): string | undefined {
  const match = CONTENT_COMPONENT_CSS.exec(context.resourcePath);
  return match ? getContentClassName(match[1], local) : undefined;
}

interface RuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/** Gives every css-loader with CSS modules the content components' class names. */
function nameContentClasses(rules: unknown): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules as RuleLike[]) {
    if (!rule || typeof rule !== 'object') continue;
    const modules = rule.options?.modules;
    if (rule.loader?.includes('css-loader') && modules && typeof modules === 'object') {
      (modules as { getLocalIdent?: typeof getContentLocalIdent }).getLocalIdent = getContentLocalIdent;
    }
    nameContentClasses(rule.use);
    nameContentClasses(rule.oneOf);
    nameContentClasses(rule.rules);
  }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, stage }) => {
  actions.setWebpackConfig({ resolve: { alias: { 'supporters-data$': getSupportersDataPath() } } });
  const config = getConfig();
  nameContentClasses(config.module?.rules);
  // WEBPACK_DOCS_HASH_SALT gives every script and stylesheet a new name without changing the
  // code: the deploy-update browser test uses it to stand in for a release that changed code.
  if (stage === 'build-javascript' && process.env.WEBPACK_DOCS_HASH_SALT) {
    config.output = { ...config.output, hashSalt: process.env.WEBPACK_DOCS_HASH_SALT };
  }
  actions.replaceWebpackConfig(config);
};
