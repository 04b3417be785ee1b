import { deferAppScripts } from '../../src/model/appStart';

const page = (head: string, wrapper: string) =>
  `<html><head>${head}</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${wrapper}</div></div>` +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/concepts/";/*]]>*/</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';

describe('deferAppScripts', () => {
  it("turns Gatsby's script tags into one list, in their order, where the first was, each script preloaded there; inline scripts stay", () => {
    const html = deferAppScripts(page('<title>Concepts</title>', '<main><h1>Concepts</h1></main>'));
    expect(html).not.toContain('<script src=');
    expect(html).toContain(
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/concepts/";/*]]>*/</script><script type="application/json" data-app-scripts>["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]</script>' +
        '<link rel="preload" as="script" href="/webpack-runtime-1.js"/><link rel="preload" as="script" href="/framework-2.js"/><link rel="preload" as="script" href="/app-3.js"/></body>',
    );
  });

  it("lists the page's template chunks ahead of Gatsby's entry script, from the template named by the page's data, once each", () => {
    const html = deferAppScripts(
      page('<script>window.pageData={"componentChunkName":"component---src-templates-doc-page-tsx","path":"/concepts/"}</script>', '<main><h1>Concepts</h1></main>'),
      { 'component---src-templates-doc-page-tsx': ['/shared-4.js', '/framework-2.js', '/component---src-templates-doc-page-tsx-5.js'], 'component---src-pages-vote-tsx': ['/vote-6.js'] },
    );
    expect(html).toContain('data-app-scripts>["/webpack-runtime-1.js","/framework-2.js","/shared-4.js","/component---src-templates-doc-page-tsx-5.js","/app-3.js"]</script>');
    expect([...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"\/>/g)].map((link) => link[1])).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/shared-4.js', '/component---src-templates-doc-page-tsx-5.js', '/app-3.js']);
  });

  it('leaves a page that asks for the app at load, and one the app renders (the empty app shell)', () => {
    const vote = page('<meta name="app-start" content="load" data-gatsby-head="true"/>', '<main>Loading</main>');
    expect(deferAppScripts(vote)).toBe(vote);
    const shell = page('<title>App shell</title>', '');
    expect(deferAppScripts(shell)).toBe(shell);
  });

  it('leaves a page without scripts, and is idempotent', () => {
    const printable = '<html><body><div id="gatsby-focus-wrapper"><h1>Print</h1></div></body></html>';
    expect(deferAppScripts(printable)).toBe(printable);
    const once = deferAppScripts(page('', '<main>x</main>'));
    expect(deferAppScripts(once)).toBe(once);
  });
});
