import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrintableHandler, createSearchHandler, createTwinHandler, onCreateDevServer, readDevelopmentCss } from '../../src/node/onCreateDevServer';
import { collectSearchRecords, getSearchFiles, type SearchablePage } from '../../src/node/writeSearchIndex';
import { createLocalSearchClient } from '../../src/components/search/localSearchClient';
import type { SearchSource } from '../../src/model/searchQuery';
import { writePrintablePages, type RenderedPage } from '../../src/node/writePrintablePages';
import { makePage } from '../model/helpers';

const pages: RenderedPage[] = [
  { ...makePage('concepts/output.mdx', { title: 'Output', sort: 2 }), html: '<p>Where bundles go</p>' },
  { ...makePage('concepts/index.mdx', { title: 'Concepts', sort: -1 }), html: '<p>The core ideas</p>' },
  { ...makePage('concepts/entry-points.mdx', { title: 'Entry Points', sort: 1 }), html: '<p>Where it starts</p>' },
  { ...makePage('guides/index.mdx', { title: 'Guides', sort: -1 }), html: '<p>Step by step</p>' },
];

type Handler = ReturnType<typeof createTwinHandler>;

/** What the development server does with one request: the page it sends, or null when it passes it on. */
function request(path: string, method = 'GET', css = 'body{color:black}', handle: Handler = createPrintableHandler(() => pages, () => css)): { type?: string; body: string | null } {
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
    expect(installed).toHaveLength(4);
    let body = '';
    const response = { type: () => response, send: (html: string) => (body = html) };
    installed[0]({ method: 'GET', path: '/concepts/printable/' }, response, () => undefined);
    expect(getNodesByType).toHaveBeenCalledWith('DocPage');
    expect(body).toContain('<h1>Entry Points</h1>');
  });
});

describe('Markdown twins and search in development (npm start)', () => {
  const twinned = [
    { url: '/guides/caching/', markdown: '# Caching\n\nUse content hashes.\n' },
    { url: '/guides/', markdown: '# Guides\n' },
  ];

  it('answers a page\'s twin with its Markdown, and passes on what is not a twin', () => {
    const handle = createTwinHandler(() => twinned);
    expect(request('/guides/caching.md', 'GET', '', handle)).toEqual({ type: 'text/markdown; charset=utf-8', body: '# Caching\n\nUse content hashes.\n' });
    expect(request('/guides/nothing.md', 'GET', '', handle)).toEqual({ body: null });
    expect(request('/guides/caching.md', 'POST', '', handle)).toEqual({ body: null });
  });

  it('answers the search files from the current content, so a query finds a page written since the server started', async () => {
    const searchable: SearchablePage[] = [
      {
        ...makePage('guides/caching.mdx', { title: 'Caching', sort: 1 }),
        searchRecords: [{ url: '/guides/caching/', hierarchy: { lvl0: 'Guides', lvl1: 'Caching', lvl2: null, lvl3: null }, title: 'Caching', level: 1, text: 'Long-term caching with content hashes.' }],
      },
    ];
    const handle = createSearchHandler(() => searchable);
    const fetchFile = (path: string) => {
      const { body } = request(`/search/${path.split('?')[0]}`, 'GET', '', handle);
      if (body === null) throw new Error(`${path}: not answered`);
      return JSON.parse(body);
    };
    const manifest = fetchFile('manifest.json');
    expect(manifest).toEqual(getSearchFiles(collectSearchRecords(searchable)).manifest);
    const source: SearchSource = {
      manifest,
      loadShard: async (key) => fetchFile(`shards/${encodeURIComponent(key)}.json`),
      loadChunk: async (chunk) => fetchFile(`chunks/${chunk}.json`),
    };
    const { results } = await createLocalSearchClient(Promise.resolve(source)).search([{ query: 'hashes' }]);
    expect(results[0].hits.map((hit: { url: string }) => hit.url)).toEqual(['/guides/caching/']);
    expect(request('/search/shards/none.json', 'GET', '', handle)).toEqual({ body: null });
  });
});

describe('the configuration checker in development (npm start)', () => {
  const { createConfigCheckerHandler } = require('../../src/node/onCreateDevServer') as typeof import('../../src/node/onCreateDevServer');

  function ask(handler: ReturnType<typeof createConfigCheckerHandler>, path: string): Promise<{ type?: string; body?: string; next: boolean }> {
    return new Promise((resolve) => {
      const answer: { type?: string; body?: string; next: boolean } = { next: false };
      const response = {
        type: (type: string) => ((answer.type = type), response),
        send: (body: string) => resolve({ ...answer, body }),
      };
      handler({ method: 'GET', path }, response, () => resolve({ ...answer, next: true }));
    });
  }

  it('answers the manifest, worker and data the build would write, made again for each new manifest request', async () => {
    let builds = 0;
    const handler = createConfigCheckerHandler(async () => {
      builds += 1;
      return new Map([
        ['/config-checker/manifest.json', `{"worker":"/config-checker/worker.${builds}.js"}`],
        [`/config-checker/worker.${builds}.js`, 'self.onmessage = null;'],
      ]);
    });
    expect(await ask(handler, '/config-checker/manifest.json')).toEqual({ type: 'application/json', body: '{"worker":"/config-checker/worker.1.js"}', next: false });
    expect(await ask(handler, '/config-checker/worker.1.js')).toEqual({ type: 'text/javascript', body: 'self.onmessage = null;', next: false });
    expect(builds).toBe(1);
    expect((await ask(handler, '/config-checker/manifest.json')).body).toBe('{"worker":"/config-checker/worker.2.js"}');
    expect(await ask(handler, '/config-checker/worker.9.js')).toEqual({ next: true });
    expect(await ask(handler, '/concepts/')).toEqual({ next: true });
  });
});
