import { createHash } from 'node:crypto';
import { buildContentSecurityPolicy, findInlineCode, findStylesRenderedByScript, getPolicyPlace, hashSource, parsePolicy, renderPolicyMeta, runsAsScript } from '../../src/model/contentSecurityPolicy';
import { getDocSearchHosts, getThirdPartyHosts } from '../../src/config/httpHeaders';

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>document.documentElement.dataset.a="1"</script>
<style data-href="/styles.css">a{color:red}</style><script data-gatsby-head="true">window.tabs=1</script>
<script src="/app-1.js" async></script></head><body><div style="outline:none" tabindex="-1"><p style="font-family:&quot;A&quot;">x</p></div>
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";\r\n</script></body></html>`;

describe('findInlineCode', () => {
  it('finds inline scripts, styles and style attributes as the browser reads them', () => {
    const code = findInlineCode(PAGE);
    expect(code.scripts).toEqual(['document.documentElement.dataset.a="1"', 'window.tabs=1', 'window.___chunkMapping="{}";\n']);
    expect(code.styles).toEqual(['a{color:red}']);
    expect(code.styleAttributes).toEqual(['outline:none', 'font-family:"A"']);
    expect(code.headScripts).toEqual(['window.tabs=1']);
    expect(code.forbidden).toEqual([]);
  });

  it('reads a page as bytes and gives back text: UTF-8 decoded, character references in attributes decoded after', () => {
    const bytes = Buffer.from('<html><head><script>say("— é")</script><style>q::before{content:"«"}</style></head><body><p style="content:&quot;&#8212;&quot;;font-family:é">x</p></body></html>').toString('latin1');
    const code = findInlineCode(bytes);
    expect(code.scripts).toEqual(['say("— é")']);
    expect(code.styles).toEqual(['q::before{content:"«"}']);
    expect(code.styleAttributes).toEqual(['content:"—";font-family:é']);
  });

  it('leaves out data blocks such as JSON-LD, which the browser never runs, even from the Head API', () => {
    const code = findInlineCode(
      '<html><head><script type="application/ld+json" data-gatsby-head="true">{"@type":"BreadcrumbList"}</script>' +
        '<script type="module" data-gatsby-head="true">import "/a.js"</script></head><body><script type="application/json">{}</script><script type=" TEXT/JavaScript ">b()</script></body></html>',
    );
    expect(code.scripts).toEqual(['import "/a.js"', 'b()']);
    expect(code.headScripts).toEqual(['import "/a.js"']);
  });

  it('finds where images outside the site come from', () => {
    const code = findInlineCode('<html><head></head><body><img src="/a.png"><img src="https://x.org/b.png"><img src="data:image/png;base64,AA"></body></html>');
    expect(code.imageOrigins).toEqual(['https://x.org', 'data:']);
  });

  it('reports inline event handlers and javascript: urls, which no hash can allow', () => {
    const code = findInlineCode('<html><head></head><body><img src="a.png" onerror="x()"><a href="javascript:go()">go</a><a href=" JAVA&#9;SCRIPT&colon;go()">go</a></body></html>');
    expect(code.forbidden).toEqual(['<img onerror>', '<a href="javascript:…">', '<a href="javascript:…">']);
  });
});

describe('runsAsScript', () => {
  it('decides like the browser which scripts run', () => {
    const runs: Array<Record<string, string>> = [{}, { type: '' }, { type: 'text/javascript' }, { type: 'application/ECMAScript' }, { type: '\ttext/javascript1.5 ' }, { type: 'module' }, { type: 'importmap' }, { type: 'speculationrules' }, { language: 'javascript' }, { language: '' }, { type: '', language: 'vbscript' }];
    const dataBlocks: Array<Record<string, string>> = [{ type: 'application/ld+json' }, { type: 'application/json' }, { type: 'text/javascript; charset=utf-8' }, { type: 'text/template' }, { language: 'vbscript' }, { type: 'x', language: 'javascript' }];
    expect(runs.filter((attributes) => !runsAsScript(attributes))).toEqual([]);
    expect(dataBlocks.filter((attributes) => runsAsScript(attributes))).toEqual([]);
  });
});

describe('findStylesRenderedByScript', () => {
  it('finds the text of style elements that minified React code renders', () => {
    const code = 'n.createElement("defs",null,n.createElement("style",null,".cls-1{fill:#003dff;}\\n"));(0,r.jsx)("style",{children:"a{b:\\"c\\"}"});x.createElement("style",{media:"print"},"p{}")';
    expect(findStylesRenderedByScript(code)).toEqual(['.cls-1{fill:#003dff;}\n', 'p{}', 'a{b:"c"}']);
  });
});

describe('hashSource', () => {
  it('gives the CSP source of a text: base64 sha256 in quotes', () => {
    expect(hashSource('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });
});

describe('buildContentSecurityPolicy', () => {
  const policy = parsePolicy(
    buildContentSecurityPolicy({
      scripts: ['a()', 'a()', 'b()'],
      styles: ['p{}'],
      styleAttributes: ['outline:none'],
      thirdParties: [
        { feature: 'avatars', img: ['https://github.com'] },
        { feature: 'search', connect: ['https://x-dsn.algolia.net'] },
      ],
    }),
  );

  it('denies by default and allows the site itself', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const directive of ['manifest-src', 'worker-src', 'base-uri']) expect(policy.get(directive)).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows each inline script once by hash, never unsafe-inline or unsafe-eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...[hashSource('a()'), hashSource('b()')].sort()]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('allows style attributes only by hash, with unsafe-hashes', () => {
    expect(policy.get('style-src')).toEqual(["'self'", hashSource('p{}'), "'unsafe-hashes'", hashSource('outline:none')]);
  });

  it('allows third-party hosts only in the directive their feature needs', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'https://github.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://x-dsn.algolia.net']);
  });
});

describe('third-party hosts', () => {
  const hosts = (options: Parameters<typeof getThirdPartyHosts>[0]) =>
    parsePolicy(buildContentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [], thirdParties: getThirdPartyHosts(options) }));

  it('has no search or analytics host without their configuration', () => {
    const policy = hosts({ docsearch: { appId: '', apiKey: '' }, analyticsId: '' });
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://avatars.githubusercontent.com', 'https://github.com', 'https://images.opencollective.com']);
  });

  it('adds the hosted search hosts of the application only with both credentials', () => {
    expect(hosts({ docsearch: { appId: 'BH4D9OD16A', apiKey: '' }, analyticsId: '' }).get('connect-src')).toEqual(["'self'"]);
    const connect = hosts({ docsearch: { appId: 'BH4D9OD16A', apiKey: 'key' }, analyticsId: '' }).get('connect-src');
    expect(connect).toContain('https://bh4d9od16a-dsn.algolia.net');
    expect(connect).toContain('https://bh4d9od16a-3.algolianet.com');
  });

  it('adds the analytics hosts only with an id', () => {
    const policy = hosts({ docsearch: { appId: '', apiKey: '' }, analyticsId: 'G-1' });
    expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('refuses an application id that would change the policy', () => {
    expect(() => getDocSearchHosts("x; script-src 'unsafe-inline'")).toThrow('is not an Algolia application id');
  });
});

describe('getPolicyPlace and renderPolicyMeta', () => {
  const head = '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
  it('puts the policy first in <head>, after <meta charset>', () => {
    expect(head.slice(0, getPolicyPlace(head))).toBe('<html><head><meta charSet="utf-8"/>');
    expect(renderPolicyMeta("default-src 'none'")).toBe(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`);
  });

  it('puts it first when <head> does not start with the charset', () => {
    const page = '<head lang="en"><script>a()</script>';
    expect(page.slice(0, getPolicyPlace(page))).toBe('<head lang="en">');
  });

  it('escapes the quotes and ampersands of the policy in its attribute', () => {
    expect(renderPolicyMeta('img-src "a"&b')).toBe('<meta http-equiv="Content-Security-Policy" content="img-src &quot;a&quot;&amp;b">');
  });

  it('refuses a page without <head> or with a policy already', () => {
    expect(() => getPolicyPlace('<p>x</p>')).toThrow('no <head>');
    expect(() => getPolicyPlace('<head><meta http-equiv="Content-Security-Policy" content="x">')).toThrow('already');
    expect(() => getPolicyPlace('<head><title>a</title><META HTTP-EQUIV=content-security-policy content="x"></head><body></body>')).toThrow('already');
  });

  it('looks for a policy in <head> only, where browsers read one', () => {
    expect(getPolicyPlace('<head><title>a</title></head><body><meta http-equiv="Content-Security-Policy" content="x"></body>')).toBe('<head>'.length);
  });
});
