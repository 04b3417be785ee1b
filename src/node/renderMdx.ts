// MDX bodies rendered to HTML once, at build time: pages ship no per-page JavaScript.
// The content is Markdown in MDX syntax with no components or expressions (the content check
// refuses them), so a unified pipeline turns the syntax tree straight into HTML: no JavaScript
// is compiled, evaluated or rendered through React.
import remarkCallouts from '../model/mdxPlugins/remarkCallouts';
import rehypeCodeBlocks from '../model/mdxPlugins/rehypeCodeBlocks';
import rehypeSlimCode from '../model/mdxPlugins/rehypeSlimCode';
import type { MdastNode } from '../model/mdast';
import { unified } from 'unified';

// The remark and rehype plugins are ES modules. This file is compiled to CommonJS, where a plain
// import() would become require(), so the import is kept out of the compiler's sight.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

type Plugin = unknown;
interface Processor {
  use: (plugin: Plugin, options?: unknown) => Processor;
  run: (tree: MdastNode) => Promise<unknown>;
  stringify: (tree: unknown) => string;
}
interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement extends MdastNode {
  attributes?: JsxAttribute[];
}
interface ToHastState {
  all: (node: MdastNode) => unknown[];
}

/** <kbd>Ctrl</kbd> in a page becomes the HTML element, with its literal attributes. */
function jsxElementToHast(state: ToHastState, node: JsxElement) {
  const properties = Object.fromEntries(
    (node.attributes ?? [])
      .filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name && (attribute.value === null || typeof attribute.value === 'string'))
      .map((attribute) => [attribute.name === 'class' ? 'className' : attribute.name!, attribute.value ?? true]),
  );
  return { type: 'element', tagName: node.name, properties, children: state.all(node) };
}

// Parsing (MDX syntax, GFM) is configured once, in src/model/markdown.ts; this pipeline
// only transforms the parsed tree and writes HTML.
const PLUGIN_NAMES = [
  'remark-rehype',
  'rehype-slug',
  'rehype-autolink-headings',
  'rehype-external-links',
  'rehype-stringify',
] as const;

interface Refractor {
  alias: (name: string, alias: string) => void;
}

/**
 * Prism with every grammar, plus `console`: a terminal session, "$ " command lines highlighted as
 * shell and every other line left as plain output (Prism's shell-session grammar). Output alone
 * goes in a `text` fence, which is not highlighted.
 */
async function loadHighlighter(): Promise<Plugin> {
  const [{ refractor }, { rehypePrismGenerator }] = await Promise.all([
    importEsm<{ refractor: Refractor }>('refractor/lib/all.js'),
    importEsm<{ rehypePrismGenerator: (refractor: Refractor) => Plugin }>('rehype-prism-plus'),
  ]);
  refractor.alias('shell-session', 'console');
  return rehypePrismGenerator(refractor);
}

async function loadProcessor(): Promise<Processor> {
  const [modules, highlighter] = await Promise.all([
    Promise.all(PLUGIN_NAMES.map((name) => importEsm<Record<string, unknown>>(name))),
    loadHighlighter(),
  ]);
  const loaded = Object.fromEntries(PLUGIN_NAMES.map((name, index) => [name, modules[index].default]));
  const plugin = (name: (typeof PLUGIN_NAMES)[number]) => loaded[name];
  return (unified() as unknown as Processor)
    .use(remarkCallouts)
    .use(plugin('remark-rehype'), {
      handlers: {
        mdxJsxFlowElement: jsxElementToHast,
        mdxJsxTextElement: jsxElementToHast,
        // The only expressions the content check lets through are {/* comments */}: they render nothing.
        mdxFlowExpression: () => undefined,
        mdxTextExpression: () => undefined,
      },
    })
    .use(plugin('rehype-slug'))
    .use(plugin('rehype-autolink-headings'), {
      behavior: 'append',
      properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    })
    .use(rehypeCodeBlocks)
    .use(highlighter, { ignoreMissing: true, defaultLanguage: 'text' })
    .use(rehypeSlimCode)
    .use(plugin('rehype-external-links'), {
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
      content: {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: ' (opens in a new tab)' }],
      },
    })
    .use(plugin('rehype-stringify'));
}

let processor: Promise<Processor> | null = null;

/**
 * Renders a page's syntax tree (from parseMdx; the tree is changed) to HTML with the site's
 * remark and rehype plugins. Parsing once serves the content checks, the search index and this.
 */
export async function renderTreeToHtml(tree: MdastNode): Promise<string> {
  processor ??= loadProcessor();
  const pipeline = await processor;
  return pipeline.stringify(await pipeline.run(tree));
}
