// MDX bodies rendered to HTML once, at build time: pages ship no per-page JavaScript.
// The content is Markdown in MDX syntax with no expressions (the content check refuses them), so a
// unified pipeline turns the syntax tree straight into HTML: no MDX JavaScript is compiled or
// evaluated. A content component (<Badge>, <Tabs>…, src/model/contentComponents.ts) is rendered
// here with react-dom/server, its Markdown content through this same pipeline.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkCallouts from '../model/mdxPlugins/remarkCallouts';
import rehypeHeadingIds from '../model/mdxPlugins/rehypeHeadingIds';
import rehypeLegacyAnchors from '../model/mdxPlugins/rehypeLegacyAnchors';
import rehypeTabIds from '../model/mdxPlugins/rehypeTabIds';
import { getComponentProps, getComponentSlots, isContentComponent } from '../model/contentComponents';
import { CONTENT_COMPONENT_RENDERERS } from '../components/content/registry';
import rehypeCodeBlocks from '../model/mdxPlugins/rehypeCodeBlocks';
import rehypeSlimCode from '../model/mdxPlugins/rehypeSlimCode';
import rehypeSections from '../model/mdxPlugins/rehypeSections';
import { getSlugText } from '../model/mdxPlugins/rehypeHeadingIds';
import { getHeadingMark, listMinorVersions } from '../model/versionMarks';
import VersionMark from '../components/content/VersionMark/VersionMark';
import ReaderVersion from '../components/content/ReaderVersion/ReaderVersion';
import { loadWebpackHistory } from './webpackHistory';
import { getHeadingRelease, RELEASES_PAGE_PATH } from '../model/releasesPage';
import { RELEASE_MINOR_ATTRIBUTE } from '../model/releaseRange';
import { compileConfigCheckerScript, compileReleaseRangeScript } from './headScript';
import type { MdastNode } from '../model/mdast';
import { unified } from 'unified';

// The remark and rehype plugins are ES modules. This file is compiled to CommonJS, where a plain
// import() would become require(), so the import is kept out of the compiler's sight.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

type Plugin = unknown;
interface Processor {
  use: (plugin: Plugin, options?: unknown) => Processor;
  run: (tree: MdastNode, file?: { data: Record<string, unknown> }) => Promise<unknown>;
  stringify: (tree: unknown) => string;
}
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}
type ParseHtml = (html: string) => HastNode;
interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement extends MdastNode {
  attributes?: JsxAttribute[];
}
interface ToHastState {
  all: (node: MdastNode) => HastNode[];
}

const SLOT = 'content-slot';

/** Puts the rendered content of each slot where the component left <content-slot data-slot="i">. */
function fillSlots(node: HastNode, slots: HastNode[][]): HastNode[] {
  if (node.type === 'element' && node.tagName === SLOT) return slots[Number(node.properties?.dataSlot)] ?? [];
  if (node.children) node.children = node.children.flatMap((child) => fillSlots(child, slots));
  return [node];
}

/**
 * <Badge since="5.20.0" /> -> the component's static HTML, as hast. Its content (a tab's Markdown,
 * the commands of <PackageManagers>) goes through the Markdown pipeline first, so code blocks,
 * links and callouts inside a component are rendered as anywhere else. Tab ids come later
 * (rehypeTabIds): a handler does not know the page.
 */
function componentToHast(state: ToHastState, node: JsxElement, parseHtml: ParseHtml): HastNode[] {
  const name = node.name as keyof typeof CONTENT_COMPONENT_RENDERERS;
  const slots = getComponentSlots(node);
  const element = CONTENT_COMPONENT_RENDERERS[name]({
    props: getComponentProps(node),
    slots: slots.map(({ label }, index) => ({ label, content: React.createElement(SLOT, { 'data-slot': index }) })),
    id: 'tabs',
    versions: listMinorVersions(loadWebpackHistory()),
    releaseRangeScript: compileReleaseRangeScript,
    configCheckerScript: compileConfigCheckerScript,
  });
  const rendered = slots.map((slot) => state.all({ type: 'root', children: slot.children }));
  return (parseHtml(renderToStaticMarkup(element)).children ?? []).flatMap((child) => fillSlots(child, rendered));
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

const HEADING = /^h[2-6]$/;

/**
 * Each heading that documents an option or hook gets the marks of the webpack history
 * (src/model/versionMarks.ts): "5.97+", "deprecated in 5.90", "removed in 5.100". A page with an
 * "added" mark (only configuration and API hook pages have marks) opens with the reader's version <select>.
 */
function rehypeVersionMarks(parseHtml: ParseHtml) {
  return () => (tree: HastNode, file: { data: Record<string, unknown> }) => {
    const page = String(file.data.page ?? '');
    const history = loadWebpackHistory();
    let dated = false;
    const visit = (node: HastNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '')) {
        const mark = getHeadingMark(history, page, getSlugText(node));
        if (mark) {
          dated ||= Boolean(mark.added);
          node.children = [...(node.children ?? []), ...(parseHtml(renderToStaticMarkup(React.createElement(VersionMark, mark))).children ?? [])];
        }
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (dated) {
      const picker = parseHtml(renderToStaticMarkup(React.createElement(ReaderVersion, { versions: listMinorVersions(history) })));
      tree.children = [...(picker.children ?? []), ...(tree.children ?? [])];
    }
  };
}

/** On the releases page, each release's section says its minor version (data-release-minor="5.113"), for the upgrade planner. */
function rehypeReleaseSections() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    if (file.data.page !== RELEASES_PAGE_PATH) return;
    for (const node of tree.children ?? []) {
      const heading = node.tagName === 'section' ? node.children?.find((child) => child.type === 'element') : undefined;
      const minor = heading?.tagName === 'h2' ? getHeadingRelease(getSlugText(heading)) : null;
      if (minor) node.properties = { ...node.properties, [RELEASE_MINOR_ATTRIBUTE]: minor };
    }
  };
}

// Parsing (MDX syntax, GFM) is configured once, in src/model/markdown.ts; this pipeline
// only transforms the parsed tree and writes HTML.
const PLUGIN_NAMES = [
  'remark-rehype',
  'rehype-parse',
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
  const htmlParser = (unified() as unknown as { use: (plugin: Plugin, options: unknown) => { parse: ParseHtml } }).use(plugin('rehype-parse'), { fragment: true });
  const parseHtml: ParseHtml = (html) => htmlParser.parse(html);
  const jsxToHast = (state: ToHastState, node: JsxElement) =>
    isContentComponent(node.name) ? componentToHast(state, node, parseHtml) : jsxElementToHast(state, node);
  return (unified() as unknown as Processor)
    .use(remarkCallouts)
    .use(plugin('remark-rehype'), {
      handlers: {
        mdxJsxFlowElement: jsxToHast,
        mdxJsxTextElement: jsxToHast,
        // The only expressions the content check lets through are {/* comments */}: they render nothing.
        mdxFlowExpression: () => undefined,
        mdxTextExpression: () => undefined,
      },
    })
    .use(rehypeHeadingIds)
    .use(rehypeLegacyAnchors)
    .use(rehypeVersionMarks(parseHtml))
    .use(rehypeTabIds)
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
    .use(rehypeSections)
    .use(rehypeReleaseSections)
    .use(plugin('rehype-stringify'));
}

let processor: Promise<Processor> | null = null;

/**
 * Renders a page's syntax tree (from parseMdx; the tree is changed) to HTML with the site's
 * remark and rehype plugins. Parsing once serves the content checks, the search index and this.
 * `page` (its path) makes the ids of its tabs unique on a printable page too.
 */
export async function renderTreeToHtml(tree: MdastNode, page = ''): Promise<string> {
  processor ??= loadProcessor();
  const pipeline = await processor;
  return pipeline.stringify(await pipeline.run(tree, { data: { page } }));
}
