import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashSource, parsePolicy } from '../../src/model/contentSecurityPolicy';
import { checkSupporterAvatars, writeContentSecurityPolicies } from '../../src/node/writeContentSecurityPolicies';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const SHELL = 'offline-plugin-app-shell-fallback/index.html';

let dir: string;
function writeSite(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}
const policyOf = (file: string) => parsePolicy(/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(join(dir, file), 'utf8'))![1]);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'csp-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeContentSecurityPolicies', () => {
  it('gives each page its own inline scripts, and every page the Head scripts and style attributes of all', () => {
    writeSite({
      'index.html': page('<script>home()</script>', '<div style="outline:none"></div>'),
      'concepts/index.html': page('<script>concepts()</script><script data-gatsby-head="true">tabs()</script>'),
      'get-started/index.html': '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0; url=/guides/">\n</head></html>\n',
      '_gatsby/slices/_gatsby-scripts-1.html': '<script>fragment()</script>',
      'app-1.js': 'x.createElement("style",null,".logo{fill:red}")',
    });
    const report = writeContentSecurityPolicies(dir);
    expect(report.pages).toBe(3);
    expect(policyOf('index.html').get('script-src')).toEqual(["'self'", ...[hashSource('home()'), hashSource('tabs()')].sort()]);
    expect(policyOf('concepts/index.html').get('script-src')).toEqual(["'self'", ...[hashSource('concepts()'), hashSource('tabs()')].sort()]);
    expect(policyOf('concepts/index.html').get('style-src')).toEqual(["'self'", hashSource('.logo{fill:red}'), "'unsafe-hashes'", hashSource('outline:none')]);
    expect(readFileSync(join(dir, 'get-started/index.html'), 'utf8')).toMatch(/<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' [^"]*">\n<meta http-equiv="refresh"/);
    expect(readFileSync(join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), 'utf8')).toBe('<script>fragment()</script>');
  });

  it('hashes each page as finished by the last change before its policy, read and written once', () => {
    writeSite({ 'index.html': page('<script>home()</script>'), 'concepts/index.html': page('', '<p>Concepts</p>') });
    const finished: string[] = [];
    writeContentSecurityPolicies(dir, (file, html) => {
      finished.push(file);
      return file === 'concepts/index.html' ? html.replace('</body>', '<script>window.pageData={}</script></body>') : html;
    });
    expect(finished.sort()).toEqual(['concepts/index.html', 'index.html']);
    expect(readFileSync(join(dir, 'concepts/index.html'), 'utf8')).toContain('<script>window.pageData={}</script>');
    expect(policyOf('concepts/index.html').get('script-src')).toEqual(["'self'", hashSource('window.pageData={}')]);
    expect(policyOf('index.html').get('script-src')).toEqual(["'self'", hashSource('home()')]);
  });

  it('keeps every byte of a page outside ASCII, and hashes its inline code as the browser reads it', () => {
    const body = '<h1>Überblick — «Plugins» 🚀</h1><p style="font-family:&quot;Noto&quot;, é">x</p>';
    writeSite({ 'concepts/index.html': page('<script>say("— é")</script>', body) });
    writeContentSecurityPolicies(dir, (_file, html) => html.replace('</body>', '<script>window.pageData={"title":"\\u00dcberblick"}</script></body>'));
    const written = readFileSync(join(dir, 'concepts/index.html'), 'utf8');
    expect(written).toContain(body);
    expect(written).toContain('<script>say("— é")</script>');
    const policy = policyOf('concepts/index.html');
    expect(policy.get('script-src')).toEqual(["'self'", ...[hashSource('say("— é")'), hashSource('window.pageData={"title":"\\u00dcberblick"}')].sort()]);
    expect(policy.get('style-src')).toContain(hashSource('font-family:"Noto", é'));
  });

  it('writes again only the pages it changes, so a warm build leaves finished pages alone', () => {
    writeSite({ 'index.html': page('<script>home()</script>'), 'concepts/index.html': page('<script>concepts()</script>') });
    writeContentSecurityPolicies(dir);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    // Gatsby rendered only the concepts page again; the home page is as the last build left it.
    writeSite({ 'concepts/index.html': page('<script>concepts(2)</script>') });
    const past = new Date('2020-01-01T00:00:00Z');
    for (const file of ['index.html', 'concepts/index.html']) utimesSync(join(dir, file), past, past);
    writeContentSecurityPolicies(dir);
    const written = ['index.html', 'concepts/index.html'].filter((file) => statSync(join(dir, file)).mtimeMs !== past.getTime());
    expect(written).toEqual(['concepts/index.html']);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(home);
    expect(policyOf('concepts/index.html').get('script-src')).toEqual(["'self'", hashSource('concepts(2)')]);
  });

  it('updates the app shell revision that the service worker precaches', () => {
    const shell = page('<script>shell()</script>');
    const before = createHash('md5').update(shell).digest('hex');
    writeSite({ [SHELL]: shell, 'sw.js': `self.__precacheManifest = [{\n    "url": "${SHELL}",\n    "revision": "${before}"\n  }]` });
    expect(writeContentSecurityPolicies(dir).precacheUpdated).toBe(1);
    const after = createHash('md5').update(readFileSync(join(dir, SHELL))).digest('hex');
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toContain(`"revision": "${after}"`);
  });

  // A warm build: Gatsby keeps the HTML of unchanged pages, which has this step's last policy.
  it('replaces the policy a previous build wrote, and names a page that brings its own', () => {
    writeSite({ 'index.html': page('<script>home()</script>') });
    writeContentSecurityPolicies(dir);
    const first = readFileSync(join(dir, 'index.html'), 'utf8');
    writeSite({ 'concepts/index.html': page('<script>concepts()</script>') });
    writeContentSecurityPolicies(dir);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(first);
    expect(first.match(/Content-Security-Policy/g)).toHaveLength(1);

    writeSite({ 'own/index.html': page('<title>x</title><meta http-equiv="Content-Security-Policy" content="img-src *">') });
    expect(() => writeContentSecurityPolicies(dir)).toThrow('own/index.html: the page has a Content-Security-Policy meta tag already');
  });

  it('updates the precached app shell revision in a warm build too', () => {
    writeSite({ [SHELL]: page('<script>shell()</script>') });
    writeContentSecurityPolicies(dir);
    const kept = readFileSync(join(dir, SHELL));
    // gatsby-plugin-offline writes sw.js anew, with the md5 of the shell as the last build left it.
    writeSite({ 'sw.js': `self.__precacheManifest = [{\n    "url": "${SHELL}",\n    "revision": "${createHash('md5').update(kept).digest('hex')}"\n  }]` });
    expect(writeContentSecurityPolicies(dir).precacheUpdated).toBe(1);
    const after = createHash('md5').update(readFileSync(join(dir, SHELL))).digest('hex');
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toContain(`"revision": "${after}"`);
  });

  it('refuses inline event handlers and javascript: urls, naming the page, and writes nothing', () => {
    writeSite({ 'a/index.html': page('', '<button onclick="go()">x</button>'), 'b/index.html': page('<script>b()</script>') });
    expect(() => writeContentSecurityPolicies(dir)).toThrow('a/index.html: <button onclick>: inline event handlers and javascript: urls cannot be allowed by a hash');
    expect(readFileSync(join(dir, 'b/index.html'), 'utf8')).not.toContain('Content-Security-Policy');
  });

  it('refuses a page without <head>, naming it', () => {
    writeSite({ 'broken.html': '<p>no head</p>' });
    expect(() => writeContentSecurityPolicies(dir)).toThrow('broken.html: the page has no <head>');
  });
});

describe('writeContentSecurityPolicies with a state file (warm builds)', () => {
  const FILES = ['index.html', 'concepts/index.html', 'guides/index.html'];
  const site = () =>
    writeSite({
      'index.html': page('<script>home()</script>', '<img src="https://img.example/a.png">'),
      'concepts/index.html': page('<script data-gatsby-head="true">tabs()</script>', '<div style="color:red"></div>'),
      'guides/index.html': page('', '<p>Guides</p>'),
    });
  const run = (keys: Record<string, string> = {}) => {
    const finished: string[] = [];
    const report = writeContentSecurityPolicies(
      dir,
      (file, html) => {
        finished.push(file);
        return html.replace(/<script id="data">[^<]*<\/script>/, '').replace('</body>', `<script id="data">${keys[file] ?? ''}</script></body>`);
      },
      { stateFile: join(dir, 'state.json'), codeKey: 'code-1', pageKey: (file) => keys[file] ?? '', ...options },
    );
    return { report, finished: finished.sort() };
  };
  let options: { codeKey?: string } = {};
  const contents = () => FILES.map((file) => readFileSync(join(dir, file), 'utf8'));
  beforeEach(() => {
    options = {};
  });

  it('reads no page again when nothing changed, and leaves every page as a full run makes it', () => {
    site();
    expect(run().report.read).toBe(3);
    const full = contents();
    const { report, finished } = run();
    expect(finished).toEqual([]);
    expect(report.read).toBe(0);
    expect(report.pages).toBe(3);
    expect(contents()).toEqual(full);
  });

  it('reads a page Gatsby rendered again, and gives every kept page the Head code that page brought', () => {
    site();
    run();
    writeSite({ 'guides/index.html': page('', '<p>Guides, again</p>') });
    expect(run().finished).toEqual(['guides/index.html']);
    writeSite({ 'guides/index.html': page('<style data-gatsby-head="true">.tabs{}</style>', '<p>Guides, again</p>') });
    // The two kept pages are read once more, because their policy gains the new Head style.
    const { report, finished } = run();
    expect(finished).toEqual([...FILES].sort());
    expect(report.read).toBe(3);
    for (const file of FILES) expect(policyOf(file).get('style-src')).toContain(hashSource('.tabs{}'));
    expect(policyOf('guides/index.html').get('img-src')).toContain('https://img.example');
    expect(policyOf('guides/index.html').get('style-src')).toContain(hashSource('color:red'));
    const warm = contents();
    rmSync(join(dir, 'state.json'));
    run();
    expect(contents()).toEqual(warm);
  });

  it('finishes a page again when what finishPage puts in changed, though its HTML did not', () => {
    site();
    run({ 'concepts/index.html': 'one' });
    const { finished } = run({ 'concepts/index.html': 'two' });
    expect(finished).toEqual(['concepts/index.html']);
    expect(readFileSync(join(dir, 'concepts/index.html'), 'utf8')).toContain('<script id="data">two</script>');
    expect(policyOf('concepts/index.html').get('script-src')).toContain(hashSource('two'));
    expect(policyOf('concepts/index.html').get('script-src')).not.toContain(hashSource('one'));
  });

  it('reads every page again when the build code changed, or the state file is unreadable', () => {
    site();
    run();
    options = { codeKey: 'code-2' };
    expect(run().finished).toEqual([...FILES].sort());
    expect(run().finished).toEqual([]);
    writeFileSync(join(dir, 'state.json'), '{"code":"code-2","pa');
    expect(run().finished).toEqual([...FILES].sort());
  });

  it('forgets a page that is gone', () => {
    site();
    run();
    rmSync(join(dir, 'guides'), { recursive: true });
    run();
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).data).sort()).toEqual(['concepts/index.html', 'index.html']);
  });
});

describe('checkSupporterAvatars', () => {
  it('accepts avatars from the hosts the policy names and refuses any other, naming the supporter', () => {
    const file = join(dir, 'supporters.json');
    writeFileSync(file, JSON.stringify([{ name: 'A', avatar: 'https://images.opencollective.com/a/avatar.png' }, { name: 'B', avatar: null }]));
    expect(() => checkSupporterAvatars(file)).not.toThrow();
    writeFileSync(file, JSON.stringify([{ name: 'C', avatar: 'https://cdn.example/c.png' }]));
    expect(() => checkSupporterAvatars(file)).toThrow('the avatar of C (https://cdn.example/c.png) is not on https://images.opencollective.com');
  });
});
