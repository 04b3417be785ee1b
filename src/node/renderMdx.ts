// MDX bodies rendered to HTML once, at build time: pages ship no per-page JavaScript.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkCallouts from '../model/mdxPlugins/remarkCallouts';
import rehypeCodeBlocks from '../model/mdxPlugins/rehypeCodeBlocks';

// MDX and the unified plugins are ES modules. This file is compiled to CommonJS, where a
// plain import() would become require(), so the import is kept out of the compiler's sight.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

type Plugin = unknown;
type Evaluate = (source: string, options: Record<string, unknown>) => Promise<{ default: React.ComponentType }>;

async function loadCompiler() {
  const names = ['remark-gfm', 'rehype-slug', 'rehype-autolink-headings', 'rehype-prism-plus', 'rehype-external-links'] as const;
  const [mdx, ...modules] = await Promise.all([
    importEsm<{ evaluate: Evaluate }>('@mdx-js/mdx'),
    ...names.map((name) => importEsm<{ default: Plugin }>(name)),
  ]);
  const loaded = Object.fromEntries(names.map((name, index) => [name, modules[index].default]));
  return { evaluate: mdx.evaluate, plugins: getPlugins((name) => loaded[name]) };
}

function getPlugins(plugin: (name: string) => Plugin): { remarkPlugins: Plugin[]; rehypePlugins: Plugin[] } {
  return {
    remarkPlugins: [plugin('remark-gfm'), remarkCallouts],
    rehypePlugins: [
      plugin('rehype-slug'),
      [
        plugin('rehype-autolink-headings'),
        {
          behavior: 'append',
          properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
          content: { type: 'text', value: '#' },
        },
      ],
      rehypeCodeBlocks,
      [plugin('rehype-prism-plus'), { ignoreMissing: true, defaultLanguage: 'text' }],
      [
        plugin('rehype-external-links'),
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
  };
}

let compiler: ReturnType<typeof loadCompiler> | null = null;

/** Compiles and renders one MDX body to static HTML with the site's remark and rehype plugins. */
export async function renderMdxToHtml(body: string): Promise<string> {
  compiler ??= loadCompiler();
  const { evaluate, plugins } = await compiler;
  const { default: Content } = await evaluate(body, { ...runtime, ...plugins, development: false });
  return renderToStaticMarkup(React.createElement(Content));
}
