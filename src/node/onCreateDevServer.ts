import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { getPrintablePageHtml, isPrintableSection, type RenderedPage } from './writePrintablePages';

/** The parts of an Express request and response the handler uses. */
interface DevRequest {
  method: string;
  path: string;
}
interface DevResponse {
  type(contentType: string): DevResponse;
  send(body: string): void;
}

/**
 * The development server has no built page to take the inlined CSS from, so it inlines the
 * global sheets the printable content is styled with, in the order the site loads them.
 */
export function readDevelopmentCss(root: string = process.cwd()): string {
  return ['tokens.css', 'global.css', 'print.css'].map((name) => readFileSync(join(root, 'src', 'styles', name), 'utf8')).join('\n');
}

/**
 * Answers /<section>/printable/ in `npm start` with the page the build writes, made by the
 * same code from the current content (the build makes them only after `gatsby build`).
 */
export function createPrintableHandler(getPages: () => readonly RenderedPage[], getCss: () => string) {
  return (request: DevRequest, response: DevResponse, next: () => void): void => {
    const section = /^\/([a-z-]+)\/printable\/?$/.exec(request.path)?.[1];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !section || !isPrintableSection(section)) {
      next();
      return;
    }
    response.type('html').send(getPrintablePageHtml(section, getPages(), getCss()));
  };
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType }) => {
  // DocPage nodes carry every content field and the rendered HTML (see onCreateNode.ts).
  app.use(createPrintableHandler(() => getNodesByType('DocPage') as unknown as RenderedPage[], () => readDevelopmentCss()));
};
