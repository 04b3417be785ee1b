import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * What webpack's persistent cache depends on besides the sources it bundles: the installed
 * packages (package-lock.json names every version) and the files that shape the webpack config.
 * Gatsby lists its own webpack.config.js and each plugin's gatsby-node instead, and webpack then
 * walks every module those load (all of Gatsby, and through ours unified, Prism and React's server
 * renderer) to snapshot them: ~8 s of module resolution per compilation on a cold build.
 */
export function getBuildDependencies(root: string = process.cwd()): string[] {
  // A file webpack cannot find makes it skip storing the cache ("Caching failed for pack"): a site
  // built from a copy without a lock file (the deploy test's generated releases) lists the others.
  return ['package-lock.json', 'gatsby-config.ts', 'src/node/onCreateWebpackConfig.ts', 'src/components/content/contentStyles.ts']
    .map((file) => path.join(root, file))
    .filter((file) => existsSync(file));
}

/**
 * A digest of the browser build (public/webpack.stats.json names every script and stylesheet by
 * content hash), or null before there is one. The HTML renderer is built after the browser
 * bundles, so it can read it.
 */
export function getBrowserBuildDigest(root: string = process.cwd()): string | null {
  const stats = path.join(root, 'public', 'webpack.stats.json');
  return existsSync(stats) ? createHash('md5').update(readFileSync(stats)).digest('hex') : null;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, stage }) => {
  actions.setWebpackConfig({ resolve: { alias: { 'supporters-data$': getSupportersDataPath() } } });
  const config = getConfig();
  nameContentClasses(config.module?.rules);
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache = { ...config.cache, buildDependencies: { config: getBuildDependencies() } };
  }
  // WEBPACK_DOCS_HASH_SALT gives every script and stylesheet a new name without changing the
  // code: the deploy-update browser test uses it to stand in for a release that changed code.
  if (stage === 'build-javascript' && process.env.WEBPACK_DOCS_HASH_SALT) {
    config.output = { ...config.output, hashSalt: process.env.WEBPACK_DOCS_HASH_SALT };
  }
  // Every page's head inlines the global stylesheet and preloads the scripts by name. With slices
  // (always on in Gatsby 5) a warm build renders HTML again only when the HTML renderer changes, so
  // after an edit of CSS or browser code it kept the old stylesheet inlined. Salting the renderer
  // with the browser build changes it exactly when the browser build changed.
  const browserBuild = stage === 'build-html' ? getBrowserBuildDigest() : null;
  if (browserBuild) config.output = { ...config.output, hashSalt: browserBuild };
  actions.replaceWebpackConfig(config);
};
