import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { getPrintablePageHtml, isPrintableSection, type RenderedPage } from './writePrintablePages';
import { collectSearchRecords, getSearchFiles, type SearchablePage } from './writeSearchIndex';
import { getTwinPath } from '../model/markdownTwin';
import { buildConfigCheckerFiles } from './configChecker';
import { CONFIG_CHECKER_FOLDER } from '../model/configCheckerMessages';

/** The parts of an Express request and response the handler uses. */
interface DevRequest {
  method: string;
  path: string;
}
interface DevResponse {
  type(contentType: string): DevResponse;
  send(body: string): void;
}
type DevHandler = (request: DevRequest, response: DevResponse, next: () => void) => void;

const isRead = (request: DevRequest) => request.method === 'GET' || request.method === 'HEAD';

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
    if (!isRead(request) || !section || !isPrintableSection(section)) {
      next();
      return;
    }
    response.type('html').send(getPrintablePageHtml(section, getPages(), getCss()));
  };
}

/** Answers a page's Markdown twin (/guides/caching.md) in `npm start`, from the current content. */
export function createTwinHandler(getPages: () => ReadonlyArray<{ url: string; markdown: string }>): DevHandler {
  return (request, response, next) => {
    const page = isRead(request) && request.path.endsWith('.md') ? getPages().find(({ url }) => getTwinPath(url) === request.path) : undefined;
    if (page) response.type('text/markdown; charset=utf-8').send(page.markdown);
    else next();
  };
}

/**
 * Answers /search/ in `npm start` with the index the build would write from the current content,
 * made again only when the content's search records changed.
 */
export function createSearchHandler(getPages: () => readonly SearchablePage[]): DevHandler {
  let last: { key: string; index: ReturnType<typeof getSearchFiles> } | null = null;
  const current = () => {
    const records = collectSearchRecords(getPages());
    const key = JSON.stringify(records);
    if (last?.key !== key) last = { key, index: getSearchFiles(records) };
    return last.index;
  };
  return (request, response, next) => {
    const path = isRead(request) ? /^\/search\/(.+)$/.exec(request.path)?.[1] : undefined;
    if (!path) {
      next();
      return;
    }
    const { manifest, files } = current();
    const json = path === 'manifest.json' ? JSON.stringify(manifest) : files.get(decodeURIComponent(path));
    if (json === undefined) next();
    else response.type('application/json').send(json);
  };
}

/**
 * Answers /config-checker/ in `npm start` with the files the build writes (the checker's worker,
 * its option data and their manifest), made from the current code and content on each request
 * for the manifest: the worker is kept in .cache until its code changes.
 */
export function createConfigCheckerHandler(build: () => Promise<Map<string, string>> = () => buildConfigCheckerFiles()): DevHandler {
  let files: Promise<Map<string, string>> | null = null;
  return (request, response, next) => {
    if (!isRead(request) || !request.path.startsWith(CONFIG_CHECKER_FOLDER)) {
      next();
      return;
    }
    if (!files || request.path.endsWith('/manifest.json')) files = build();
    files
      .then((current) => {
        const body = current.get(request.path);
        if (body === undefined) next();
        else response.type(request.path.endsWith('.js') ? 'text/javascript' : 'application/json').send(body);
      })
      .catch((error: unknown) => {
        files = null;
        response.type('text/plain').send(`The configuration checker could not be built: ${error instanceof Error ? error.message : String(error)}`);
      });
  };
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType }) => {
  // DocPage nodes carry every content field and the rendered HTML (see onCreateNode.ts).
  const pages = () => getNodesByType('DocPage') as unknown as Array<RenderedPage & SearchablePage & { markdown: string }>;
  app.use(createPrintableHandler(pages, () => readDevelopmentCss()));
  app.use(createTwinHandler(pages));
  app.use(createSearchHandler(pages));
  app.use(createConfigCheckerHandler());
};
