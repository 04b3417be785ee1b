import type { GatsbyConfig } from 'gatsby';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL, THEME_COLOR } from './src/config/site';
import { CONTENT_DIR } from './src/node/contentFiles';

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
        ignore: ['**/data/**', '**/*.json'],
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
    'gatsby-plugin-offline',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/app-shell/', '/404/', '/404.html', '/dev-404-page/', '/offline-plugin-app-shell-fallback/', '/**/printable/'],
      },
    },
  ],
};

export default config;
