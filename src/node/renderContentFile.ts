// The work of one content file, parsed once: its page fields, links, headings and search records,
// its Markdown twin and its HTML. Pure (no Gatsby), so the build runs it in worker threads
// (renderPool.ts) and tests call it directly.
import { analyseContent, type AnalysedContent, type ContentSource } from '../model/contentFile';
import { toMarkdownTwin } from '../model/markdownTwin';
import { NON_CONTENT_PATHS } from '../model/siteCheck';
import { SITE_URL } from '../config/site';
import { renderTreeToHtml } from './renderMdx';
import { loadWebpackHistory } from './webpackHistory';
import { getAnalyseOptions } from './analyseOptions';
import { getHeadingMark } from '../model/versionMarks';

// The link check lets a site link point only at a content page or one of these routes, so every
// other page path has a twin (the browser suite checks each twin's links against the built files).
const hasTwin = (path: string) => !NON_CONTENT_PATHS.includes(path);

export type RenderedContent = Omit<AnalysedContent, 'tree'> & { html: string; markdown: string };

export async function renderContentFile(input: ContentSource): Promise<RenderedContent> {
  const history = loadWebpackHistory();
  const { tree, ...analysed } = analyseContent(input, getAnalyseOptions());
  // The tree parsed for the checks gives the Markdown twin (before rendering changes it) and the HTML.
  const versionMark = (headingText: string) => getHeadingMark(history, analysed.page.path, headingText);
  const markdown = toMarkdownTwin(tree, analysed.page, { siteUrl: SITE_URL, hasTwin, versionMark });
  // The checks above found every mistake a file can make; an error from here on is the build
  // code's, so it keeps its class and stack, and the build names the file it failed on (onCreateNode).
  const html = await renderTreeToHtml(tree, analysed.page.path);
  return { ...analysed, html, markdown };
}
