// Where webpack's history lives and which pages document which part of webpack; the site and
// `npm run webpack:diff` share these.
import type { HookClass } from '../model/webpackRelease';

/** Written by `npm run sync:webpack-history`, committed, read by the build and the tests. */
export const WEBPACK_HISTORY_FILE = 'content/data/webpack-history.json';

/** Files of each release that `npm run sync:webpack-history` keeps (git-ignored). */
export const WEBPACK_RELEASES_CACHE = '.webpack-releases';

/** The page (under content/) whose headings are the hooks of each class, one heading a hook. */
export const HOOK_PAGES: Record<HookClass, string> = {
  Compiler: 'api/compiler-hooks.mdx',
  Compilation: 'api/compilation-hooks.mdx',
  NormalModuleFactory: 'api/normalmodulefactory-hooks.mdx',
  ContextModuleFactory: 'api/contextmodulefactory-hooks.mdx',
  JavascriptParser: 'api/parser.mdx',
  ResolverFactory: 'api/resolvers.mdx',
};

/** Configuration options are documented on the pages of this folder (under content/). */
export const OPTION_PAGES_FOLDER = 'configuration';

/** module.mdx heads a rule's options "Rule.use" for the path "module.rules.use". */
export const RULE_HEADING_PREFIX = 'Rule.';
export const RULE_PATH_PREFIX = 'module.rules.';

/** The page that lists the command line flags. */
export const CLI_PAGE = 'api/cli.mdx';

/** The page, below content/, that holds one entry per deprecation code. */
export const DEPRECATIONS_PAGE = 'api/deprecations.mdx';

/**
 * Codes whose names do not follow the option or hook they are about (most do:
 * DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS is optimization.noEmitOnErrors), by the
 * option path or "Class.hook" whose heading links to their entry.
 */
export const DEPRECATION_SUBJECTS: Readonly<Record<string, string>> = {
  'stats.warningsFilter': 'DEP_WEBPACK_STATS_WARNINGS_FILTER',
  externals: 'DEP_WEBPACK_EXTERNALS_FUNCTION_PARAMETERS',
};
