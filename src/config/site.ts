// Site-wide constants. Anything a page or the build needs to agree on lives here.

export const SITE_URL = 'https://webpack.js.org';
export const SITE_NAME = 'webpack';
export const SITE_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';
export const THEME_COLOR = '#2B3A42';
export const PRINTABLE_TITLE = 'Combined printable page';

export const REPOSITORY_URL = 'https://github.com/webpack/webpack';
export const DOCS_REPOSITORY_URL = 'https://github.com/webpack/webpack.js.org';
/** Edit links for our own content files: `${EDIT_BASE_URL}/<path under content/>`. */
export const EDIT_BASE_URL = `${DOCS_REPOSITORY_URL}/edit/main/src/content`;
export const SOCIAL_URL = 'https://twitter.com/webpack';
export const QA_URL = 'https://stackoverflow.com/questions/tagged/webpack';
export const OPEN_COLLECTIVE_URL = 'https://opencollective.com/webpack';
export const VERSION_4_HOST = 'https://v4.webpack.js.org';

export const LANGUAGES = [
  { code: 'en', title: 'English', host: 'https://webpack.js.org' },
  { code: 'zh', title: '中文', host: 'https://webpack.docschina.org' },
  { code: 'ko', title: '한국어', host: 'https://webpack.kr' },
] as const;

/** The eight documentation sections that get a printable page. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

/** Sections shown under "Documentation" in the header (all but contribute and blog). */
export const DOCUMENTATION_SECTIONS = [
  'concepts',
  'configuration',
  'guides',
  'loaders',
  'plugins',
  'migrate',
  'api',
] as const;

/**
 * Sections about past releases (announcements, migration guides, the list of webpack 5 releases):
 * search ranks them below the pages that explain a feature unless the query asks about versions.
 */
export const RELEASE_HISTORY_SECTIONS = ['blog', 'migrate'] as const;

/** Handles whose avatars are known to be broken on the code host. */
export const EXCLUDED_CONTRIBUTORS = [
  'anonymous',
  'ghost',
  'webpack-bot',
  'dependabot',
  'renovate',
] as const;

export const CONTRIBUTOR_AVATAR_SIZE = 45;
export const FEED_PATH = '/blog/rss.xml';

/** Hosted DocSearch: used only when the build has both values; otherwise search answers from the local index. */
export const DOCSEARCH = {
  appId: process.env.GATSBY_DOCSEARCH_APP_ID ?? '',
  apiKey: process.env.GATSBY_DOCSEARCH_API_KEY ?? '',
  indexName: 'webpack-js-org',
} as const;
export const SEARCH_PLACEHOLDER = 'Search webpack documentation';

/** Analytics: loaded only when the build has an id (GATSBY_ANALYTICS_ID). */
export const ANALYTICS = {
  id: process.env.GATSBY_ANALYTICS_ID ?? '',
  scriptUrl: 'https://www.googletagmanager.com/gtag/js',
} as const;
