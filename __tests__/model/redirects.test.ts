import { findBadRedirects, getHashRedirect, renderRedirectPage, renderRedirectsFile } from '../../src/model/redirects';
import { REDIRECTS } from '../../src/config/redirects';

describe('getHashRedirect', () => {
  it('sends #cache anchors of other-options to the cache page', () => {
    expect(getHashRedirect('/configuration/other-options/', '#cache')).toBe('/configuration/cache/#cache');
    expect(getHashRedirect('/configuration/other-options', '#cachetype')).toBe('/configuration/cache/#cachetype');
  });
  it('leaves any other hash where it is', () => {
    expect(getHashRedirect('/configuration/other-options/', '#amd')).toBeNull();
    expect(getHashRedirect('/configuration/output/', '#cache')).toBeNull();
  });
});

describe('static redirects', () => {
  it('keeps the redirects of the reference site', () => {
    const table = Object.fromEntries(REDIRECTS.map(({ from, to }) => [from, to]));
    expect(table['/get-started/']).toBe('/guides/getting-started/');
    expect(table['/pluginsapi/compiler/']).toBe('/api/compiler-hooks/');
    expect(table['/guides/code-splitting-css/']).toBe('/guides/code-splitting/');
    expect(table['/migrating/']).toBe('/migrate/3/');
    expect(table['/concepts/mode/']).toBe('/configuration/mode/');
    expect(REDIRECTS.length).toBeGreaterThanOrEqual(41);
  });
  it('renders a meta-refresh page with a canonical link', () => {
    const page = renderRedirectPage({ from: '/support/', to: '/contribute/' }, 'https://webpack.js.org');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/contribute/">');
    expect(page).toContain('<link rel="canonical" href="https://webpack.js.org/contribute/">');
  });
  it('lists each redirect with and without the trailing slash in _redirects', () => {
    expect(renderRedirectsFile([{ from: '/support/', to: '/contribute/' }])).toBe('/support/ /contribute/ 301\n/support /contribute/ 301\n');
  });
  it('reports a target that is not a page and a source that is one', () => {
    const pages = new Set(['/contribute/', '/support/']);
    expect(findBadRedirects([{ from: '/support/', to: '/gone/' }], pages)).toEqual([
      'redirect /support/ -> /gone/: the target is not a page',
      'redirect /support/ -> /gone/: the source is a page itself',
    ]);
  });
});
