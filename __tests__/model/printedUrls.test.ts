import { findPrintedUrls, getLandingLink } from '../../src/model/printedUrls';

describe('findPrintedUrls', () => {
  it('finds whole webpack.js.org urls in strings, without the sentence around them', () => {
    expect(
      findPrintedUrls([
        'You may need an appropriate loader. See https://webpack.js.org/concepts#loaders.',
        "For more info visit https://webpack.js.org/guides/code-splitting/ (it's a guide)",
        'https://example.com/webpack.js.org/not',
        'See https://webpack.js.org/concepts#loaders',
      ]),
    ).toEqual(['https://webpack.js.org/concepts#loaders', 'https://webpack.js.org/guides/code-splitting/']);
  });
});

describe('getLandingLink', () => {
  const redirects = [{ from: '/concepts/mode/', to: '/configuration/mode/' }];

  it('adds the trailing slash and keeps the hash', () => {
    expect(getLandingLink('https://webpack.js.org/concepts#loaders', redirects)).toBe('/concepts/#loaders');
    expect(getLandingLink('https://webpack.js.org/', redirects)).toBe('/');
  });

  it('follows a static redirect, and the legacy-hash redirect', () => {
    expect(getLandingLink('https://webpack.js.org/concepts/mode#x', redirects)).toBe('/configuration/mode/#x');
    expect(getLandingLink('https://webpack.js.org/configuration/other-options/#cache-type', redirects)).toBe('/configuration/cache/#cache-type');
  });
});
