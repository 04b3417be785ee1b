import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { putBackSplitPageData, restorePageBodies, writePageBodies } from '../../src/node/writePageBodies';

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const html = (body: string) => `<html><body><div id="___gatsby">${body}</div><script id="gatsby-script-loader">window.pagePath="/";</script></body></html>`;
const docPageData = (path: string, body: string) =>
  JSON.stringify({ componentChunkName: 'c', path, result: { data: { docPage: { title: path, html: body } }, pageContext: {} }, staticQueryHashes: [] });
const bodyFiles = () => readdirSync(join(dir, 'page-data/sq/d')).sort();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bodies-'));
  write('page-data/concepts/page-data.json', docPageData('/concepts/', '<p>Concepts</p>'));
  write('concepts/index.html', html('<p>Concepts</p>'));
  write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'h', path: '/', result: { pageContext: {} }, staticQueryHashes: [] }));
  write('index.html', html('<p>Home</p>'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writePageBodies', () => {
  it("moves a page's body into one file, which its page data names, and puts the rest into its HTML", () => {
    const bodies = writePageBodies(dir);
    expect({ pages: bodies.pages, written: bodies.written }).toEqual({ pages: 1, written: 1 });
    const [bodyFile] = bodyFiles();
    expect(bodyFile).toMatch(/^body-[0-9a-f]{20}\.json$/);
    expect(JSON.parse(read(`page-data/sq/d/${bodyFile}`))).toEqual({ data: { html: '<p>Concepts</p>' } });
    const pageData = read('page-data/concepts/page-data.json');
    expect(pageData).not.toContain('<p>Concepts</p>');
    expect(JSON.parse(pageData).staticQueryHashes).toEqual([bodyFile.replace('.json', '')]);
    // The HTML is left to the step that finishes every page (the security policies).
    expect(read('concepts/index.html')).toBe(html('<p>Concepts</p>'));
    const page = bodies.finishPage('concepts/index.html', read('concepts/index.html'));
    expect(page.match(/<p>Concepts<\/p>/g)).toHaveLength(1);
    expect(page).toContain('<script id="first-load-page-data">window.pageData={"componentChunkName":"c","path":"/concepts/"');
    expect(page.indexOf('first-load-page-data')).toBeLessThan(page.indexOf('gatsby-script-loader'));
    // The home page has no body, but it names the list of body files, as every page with the app does.
    expect(bodies.finishPage('index.html', read('index.html'))).toBe(html('<p>Home</p>').replace('<html>', `<html data-page-bodies="${bodies.listUrl}">`));
  });

  it('lists every page with a body and the name of its body file, in a file named after its content', () => {
    write('page-data/guides/page-data.json', docPageData('/guides/', '<p>Guides</p>'));
    write('guides/index.html', html('<p>Guides</p>'));
    const bodies = writePageBodies(dir);
    expect(bodies.listUrl).toMatch(/^\/page-data\/bodies\.[0-9a-f]{20}\.json$/);
    const list = JSON.parse(read(bodies.listUrl)) as Record<string, string>;
    expect(Object.keys(list)).toEqual(['/concepts/', '/guides/']);
    for (const [path, ref] of Object.entries(list)) {
      expect(JSON.parse(read(`page-data/${path.slice(1)}page-data.json`)).staticQueryHashes).toEqual([ref]);
    }
    // A printable page has no app: it names nothing.
    const printable = '<html lang="en"><body><main>Concepts</main></body></html>';
    expect(bodies.finishPage('concepts/printable/index.html', printable)).toBe(printable);

    // An edit renames the list; the old one is deleted, and a page finished again names only the new one.
    const page = bodies.finishPage('guides/index.html', read('guides/index.html'));
    restorePageBodies(dir);
    write('page-data/guides/page-data.json', docPageData('/guides/', '<p>Guides, edited</p>'));
    const again = writePageBodies(dir);
    expect(again.listUrl).not.toBe(bodies.listUrl);
    expect(readdirSync(join(dir, 'page-data')).filter((name) => name.startsWith('bodies.'))).toEqual([again.listUrl.slice('/page-data/'.length)]);
    const finished = again.finishPage('guides/index.html', page);
    expect(finished.match(/data-page-bodies/g)).toHaveLength(1);
    expect(finished).toContain(`<html data-page-bodies="${again.listUrl}">`);
    expect(again.firstLoadKey('index.html')).not.toBe(bodies.firstLoadKey('index.html'));
  });

  it('runs again over its own output (a warm build) and deletes body files no page names', () => {
    const first = writePageBodies(dir);
    write('concepts/index.html', first.finishPage('concepts/index.html', read('concepts/index.html')));
    const [before] = bodyFiles();
    const bodyWritten = statSync(join(dir, 'page-data/sq/d', before)).mtimeMs;
    // The next build first gives the page data its body back; Gatsby did not render the page again.
    expect(restorePageBodies(dir)).toHaveLength(1);
    const again = writePageBodies(dir);
    expect({ pages: again.pages, written: again.written }).toEqual({ pages: 1, written: 0 });
    expect(bodyFiles()).toEqual([before]);
    expect(statSync(join(dir, 'page-data/sq/d', before)).mtimeMs).toBe(bodyWritten);
    expect(again.finishPage('concepts/index.html', read('concepts/index.html')).match(/first-load-page-data/g)).toHaveLength(1);

    // Gatsby rewrote the page after an edit: a new body file, the old one gone.
    write('page-data/concepts/page-data.json', docPageData('/concepts/', '<p>Concepts, edited</p>'));
    expect(writePageBodies(dir).written).toBe(1);
    expect(bodyFiles()).toHaveLength(1);
    expect(bodyFiles()).not.toEqual([before]);
  });

  it('gives the page data its body back before the next build, so Gatsby renders HTML from the whole page data', () => {
    const written = read('page-data/concepts/page-data.json');
    writePageBodies(dir);
    expect(restorePageBodies(dir)).toHaveLength(1);
    expect(read('page-data/concepts/page-data.json')).toBe(written);
    expect(restorePageBodies(dir)).toEqual([]);
  });

  it('puts the split page data back after a build that failed before splitting it again, leaving files Gatsby rewrote since', () => {
    write('page-data/guides/page-data.json', docPageData('/guides/', '<p>Guides</p>'));
    write('guides/index.html', html('<div data-page-body=""><p>Guides</p></div>'));
    writePageBodies(dir);
    const lastBuild = { concepts: read('page-data/concepts/page-data.json'), guides: read('page-data/guides/page-data.json') };
    const restored = restorePageBodies(dir);
    expect(restored).toHaveLength(2);
    // Gatsby wrote new page data for /guides/ before the build failed.
    write('page-data/guides/page-data.json', docPageData('/guides/', '<p>Guides, edited</p>'));
    expect(putBackSplitPageData(restored)).toBe(1);
    expect(read('page-data/concepts/page-data.json')).toBe(lastBuild.concepts);
    expect(read('page-data/guides/page-data.json')).toContain('Guides, edited');
  });

  it('fails naming the HTML file when Gatsby rendered a page without its body', () => {
    writePageBodies(dir);
    // What Gatsby renders from split page data: the template's message in place of the body.
    const rendered = html('<div data-page-body=""><p role="alert">The text of this page could not be loaded. <a href="">Reload the page</a> to read it.</p></div>');
    expect(() => writePageBodies(dir).finishPage('concepts/index.html', rendered)).toThrow(/^concepts\/index\.html was rendered without its body/);
  });

  it("fails naming the HTML file when Gatsby's scripts are not where the page data must go", () => {
    expect(() => writePageBodies(dir).finishPage('concepts/index.html', '<html><body><p>Concepts</p></body></html>')).toThrow(/^concepts\/index\.html: the page \/concepts\/ has no <script id="gatsby-script-loader">/);
  });

  it('fails naming the page data file when the body file it names is missing', () => {
    writePageBodies(dir);
    rmSync(join(dir, 'page-data/sq/d'), { recursive: true });
    const missing = /page-data\/concepts\/page-data\.json names the body file \/page-data\/sq\/d\/body-[0-9a-f]+\.json, which is missing: run "npx gatsby clean"/;
    expect(() => restorePageBodies(dir)).toThrow(missing);
    expect(() => writePageBodies(dir)).toThrow(missing);
  });

  it('fails naming the page data file when a page has no body', () => {
    write('page-data/concepts/page-data.json', JSON.stringify({ path: '/concepts/', result: { data: { docPage: { title: 'x' } } }, staticQueryHashes: [] }));
    expect(() => writePageBodies(dir)).toThrow(/page-data\/concepts\/page-data\.json: page data of \/concepts\/ has neither docPage\.html nor docPage\.bodyRef/);
    expect(existsSync(join(dir, 'page-data/sq/d'))).toBe(true);
  });
});
