import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrintableHandler, onCreateDevServer, readDevelopmentCss } from '../../src/node/onCreateDevServer';
import { writePrintablePages, type RenderedPage } from '../../src/node/writePrintablePages';
import { makePage } from '../model/helpers';

const pages: RenderedPage[] = [
  { ...makePage('concepts/output.mdx', { title: 'Output', sort: 2 }), html: '<p>Where bundles go</p>' },
  { ...makePage('concepts/index.mdx', { title: 'Concepts', sort: -1 }), html: '<p>The core ideas</p>' },
  { ...makePage('concepts/entry-points.mdx', { title: 'Entry Points', sort: 1 }), html: '<p>Where it starts</p>' },
  { ...makePage('guides/index.mdx', { title: 'Guides', sort: -1 }), html: '<p>Step by step</p>' },
];

/** What the development server does with one request: the page it sends, or null when it passes it on. */
function request(path: string, method = 'GET', css = 'body{color:black}'): { type?: string; body: string | null } {
  const handle = createPrintableHandler(() => pages, () => css);
  const result: { type?: string; body: string | null } = { body: null };
  const response = {
    type(contentType: string) {
      result.type = contentType;
      return response;
    },
    send(body: string) {
      result.body = body;
    },
  };
  let passedOn = false;
  handle({ method, path }, response, () => {
    passedOn = true;
  });
  if (passedOn && result.body !== null) throw new Error('answered and passed on');
  return result;
}

describe('printable pages in development (npm start)', () => {
  it('answers /concepts/printable/ with the section in sidebar order, each page under its own h1', () => {
    const { type, body } = request('/concepts/printable/');
    expect(type).toBe('html');
    expect(body!.match(/<h1>[^<]*<\/h1>/g)).toEqual(['<h1>Concepts</h1>', '<h1>Entry Points</h1>', '<h1>Output</h1>']);
    expect(body).toContain('<title>Combined printable page | webpack</title>');
    expect(body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(body).not.toContain('Step by step');
  });

  it('also answers without the trailing slash, and HEAD requests', () => {
    expect(request('/guides/printable').body).toContain('<h1>Guides</h1>');
    expect(request('/guides/printable/', 'HEAD').body).toContain('<h1>Guides</h1>');
  });

  it('passes every other request on to Gatsby', () => {
    for (const path of ['/concepts/', '/blog/printable/', '/concepts/printable/extra/', '/printable/']) {
      expect(request(path).body).toBeNull();
    }
    expect(request('/concepts/printable/', 'POST').body).toBeNull();
  });

  it('sends the same page the production build writes', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'printable-'));
    try {
      writeFileSync(join(publicDir, '404.html'), '<html><head><style>main{margin:0}</style></head></html>');
      writePrintablePages(publicDir, pages);
      const built = readFileSync(join(publicDir, 'concepts', 'printable', 'index.html'), 'utf8');
      expect(request('/concepts/printable/', 'GET', 'main{margin:0}').body).toBe(built);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('inlines the global sheets, the theme tokens first', () => {
    const css = readDevelopmentCss();
    expect(css.indexOf('--')).toBeLessThan(css.indexOf('.markdown'));
    expect(css).toContain('@media print');
  });

  it('is installed on the development server by the onCreateDevServer hook', () => {
    const installed: Array<(...args: unknown[]) => void> = [];
    const getNodesByType = jest.fn(() => pages);
    onCreateDevServer!({ app: { use: (handler: (...args: unknown[]) => void) => installed.push(handler) }, getNodesByType } as never, { plugins: [] }, () => undefined);
    expect(installed).toHaveLength(1);
    let body = '';
    const response = { type: () => response, send: (html: string) => (body = html) };
    installed[0]({ method: 'GET', path: '/concepts/printable/' }, response, () => undefined);
    expect(getNodesByType).toHaveBeenCalledWith('DocPage');
    expect(body).toContain('<h1>Entry Points</h1>');
  });
});
