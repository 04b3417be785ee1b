import type { GatsbyConfig } from 'gatsby';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL, THEME_COLOR } from './src/config/site';
import { CONTENT_DIR } from './src/node/contentFiles';
import { CONTENT_NAMED_PAGE_DATA } from './src/model/pageBody';

/**
 * The service worker's runtime caching, in the order routes are tried (this list replaces the
 * plugin's own, entry by entry). Files whose url changes with their content are served from the
 * cache. Files whose url stays the same across deploys (page data, app data, the search
 * manifest, the offline catalogue, the configuration checker's manifest) come from the network first and from the cache only offline or when the network is
 * slower than NETWORK_TIMEOUT_SECONDS, so a reader sees a new deploy on the first reload and
 * never mixes one build's data with another's code.
 */
const NETWORK_TIMEOUT_SECONDS = 4;
const RUNTIME_CACHING = [
  { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
  // Page bodies and their list are named after their content (src/model/pageBody.ts).
  { urlPattern: CONTENT_NAMED_PAGE_DATA, handler: 'CacheFirst' },
  {
    urlPattern: /^https?:.*\/(page-data\/.*|search\/manifest|offline\/catalog|config-checker\/manifest)\.json$/,
    handler: 'NetworkFirst',
    options: { networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS },
  },
  // Search shards and chunks carry the index's build hash in their query string.
  { urlPattern: /^https?:.*\/search\/.*\.json\?v=/, handler: 'CacheFirst' },
  // The configuration checker's option data is named after its content.
  { urlPattern: /^https?:.*\/config-checker\/options\.[0-9a-f]{20}\.json$/, handler: 'CacheFirst' },
  { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|ico|woff|woff2|json|webmanifest)$/, handler: 'StaleWhileRevalidate' },
];

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    siteUrl: SITE_URL,
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: CONTENT_DIR,
        // Pages fetched into content/.external/ are read by src/node/onCreateNode.ts in place of ours.
        ignore: ['**/data/**', '**/*.json', '**/.external/**'],
      },
    },
    // Sources the MDX files as nodes; src/node/renderMdx.ts renders their HTML at build time.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: 'webpack documentation',
        short_name: 'webpack',
        description: SITE_DESCRIPTION,
        start_url: '/',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        display: 'standalone',
        icon: 'src/images/icon.svg',
        icons: [150, 180, 192, 512].map((size) => ({
          src: `icons/icon-${size}x${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
        include_favicon: true,
        cache_busting_mode: 'none',
      },
    },
    // Must come after the manifest plugin: it precaches the app shell and caches pages as they are read.
    { resolve: 'gatsby-plugin-offline', options: { workboxConfig: { runtimeCaching: RUNTIME_CACHING } } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/app-shell/', '/404/', '/404.html', '/dev-404-page/', '/offline-plugin-app-shell-fallback/', '/**/printable/'],
      },
    },
  ],
};

export default config;
