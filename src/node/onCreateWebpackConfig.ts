import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { getContentClassName } from '../components/content/contentStyles';
import { compileHeadScript } from './headScript';

/** Supporters data: the fetched file when it exists, otherwise an empty list (the build never needs the network). */
export function getSupportersDataPath(root: string = process.cwd()): string {
  const fetched = path.join(root, 'content', 'data', 'supporters.json');
  return existsSync(fetched) ? fetched : path.join(root, 'src', 'config', 'noSupporters.json');
}

const CONTENT_COMPONENT_CSS = /[\\/]src[\\/]components[\\/]content[\\/][^\\/]+[\\/]([A-Za-z]+)\.module\.css$/;

/**
 * css-loader's class name for a rule of a CSS module, the same in the browser build and the HTML
 * renderer: the content components' fixed names, which the components rendered in Node use
 * ("Badge-module--badge"); any other "<file>--<class>--<hash>" (css-loader turns the dots into
 * dashes: "Header-module--bar--5413a"), hashed from the file's path in the project and the class.
 * css-loader's own default also hashes the module's match resource, which only the browser build
 * has when stylesheets are extracted with importModule (extractCssWithoutChildCompilers).
 */
export function getLocalIdent(context: { resourcePath: string; rootContext?: string }, _name: string, local: string): string {
  const match = CONTENT_COMPONENT_CSS.exec(context.resourcePath);
  if (match) return getContentClassName(match[1], local);
  const file = path.relative(context.rootContext ?? process.cwd(), context.resourcePath).split(path.sep).join('/');
  const hash = createHash('md5').update(`${file}\0${local}`).digest('hex').slice(0, 5);
  return `${path.parse(context.resourcePath).name}--${local}--${hash}`;
}

interface RuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/** Gives every css-loader with CSS modules our class names (getLocalIdent). */
function nameModuleClasses(rules: unknown): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules as RuleLike[]) {
    if (!rule || typeof rule !== 'object') continue;
    const modules = rule.options?.modules;
    if (rule.loader?.includes('css-loader') && modules && typeof modules === 'object') {
      (modules as { getLocalIdent?: typeof getLocalIdent }).getLocalIdent = getLocalIdent;
    }
    nameModuleClasses(rule.use);
    nameModuleClasses(rule.oneOf);
    nameModuleClasses(rule.rules);
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

/**
 * mini-css-extract-plugin as Gatsby configures it (1.x) builds each stylesheet in a child
 * compilation, and webpack mixes the hashes of child compilations into the compilation hash. A
 * warm build takes the stylesheets from the persistent cache and runs no child compilation, so
 * its compilation hash differed from the cold build's though every file was the same: Gatsby then
 * wrote its scripts fragment again and stitched it into every page (8.5 s at 1,221 pages), and
 * the security policy step read every page again. With webpack's importModule (the default of
 * mini-css-extract-plugin 2) there are no child compilations, so cold and warm builds agree.
 */
export function extractCssWithoutChildCompilers(plugins: unknown): number {
  let changed = 0;
  for (const plugin of Array.isArray(plugins) ? plugins : []) {
    const options = (plugin as { constructor?: { name?: string }; options?: { experimentalUseImportModule?: boolean } } | null)?.options;
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin' && options) {
      options.experimentalUseImportModule = true;
      changed += 1;
    }
  }
  return changed;
}

/** The stages that render HTML, whose gatsby-ssr.tsx writes the inline head script. */
const HTML_STAGES = new Set(['build-html', 'develop-html']);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, stage, plugins }) => {
  actions.setWebpackConfig({ resolve: { alias: { 'supporters-data$': getSupportersDataPath() } } });
  const config = getConfig();
  nameModuleClasses(config.module?.rules);
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache = { ...config.cache, buildDependencies: { config: getBuildDependencies() } };
  }
  // WEBPACK_DOCS_HASH_SALT gives every script and stylesheet a new name without changing the
  // code: the deploy-update browser test uses it to stand in for a release that changed code.
  if (stage === 'build-javascript' && process.env.WEBPACK_DOCS_HASH_SALT) {
    config.output = { ...config.output, hashSalt: process.env.WEBPACK_DOCS_HASH_SALT };
  }
  if (stage === 'build-javascript') extractCssWithoutChildCompilers(config.plugins);
  // Every page's head inlines the global stylesheet and preloads the scripts by name. With slices
  // (always on in Gatsby 5) a warm build renders HTML again only when the HTML renderer changes, so
  // after an edit of CSS or browser code it kept the old stylesheet inlined. Salting the renderer
  // with the browser build changes it exactly when the browser build changed.
  const browserBuild = stage === 'build-html' ? getBrowserBuildDigest() : null;
  if (browserBuild) config.output = { ...config.output, hashSalt: browserBuild };
  // The head script is compiled from src/head/ (src/node/headScript.ts) and reaches the HTML
  // renderer as a constant, so a change to it changes the renderer and every page is written again.
  if (HTML_STAGES.has(stage)) config.plugins = [...(config.plugins ?? []), plugins.define({ __HEAD_SCRIPT__: JSON.stringify(compileHeadScript()) })];
  actions.replaceWebpackConfig(config);
};
