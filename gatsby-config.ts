import path from 'node:path';
import { createRequire } from 'node:module';
import type { GatsbyConfig } from 'gatsby';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL, THEME_COLOR } from './src/config/site';
import { CONTENT_DIR } from './src/node/contentFiles';
import remarkCallouts from './src/model/mdxPlugins/remarkCallouts';
import rehypeCodeTitles from './src/model/mdxPlugins/rehypeCodeTitles';

/**
 * The unified plugins are ESM-only and Gatsby compiles this file to CommonJS.
 * A syntax plugin such as remark-gfm must attach synchronously, so an async
 * import() cannot serve; Node >= 20.19 loads ES modules with require().
 */
const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
function esmPlugin(name: string): unknown {
  return (requireFromRoot(name) as { default: unknown }).default;
}

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
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [esmPlugin('remark-gfm'), remarkCallouts],
          rehypePlugins: [
            esmPlugin('rehype-slug'),
            [
              esmPlugin('rehype-autolink-headings'),
              {
                behavior: 'append',
                properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
                content: { type: 'text', value: '#' },
              },
            ],
            rehypeCodeTitles,
            [esmPlugin('rehype-prism-plus'), { ignoreMissing: true, defaultLanguage: 'text' }],
            [
              esmPlugin('rehype-external-links'),
              {
                target: '_blank',
                rel: ['noopener', 'noreferrer'],
                content: {
                  type: 'element',
                  tagName: 'span',
                  properties: { className: ['sr-only'] },
                  children: [{ type: 'text', value: ' (opens in a new tab)' }],
                },
              },
            ],
          ],
        },
      },
    },
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
