// Every webpack.js.org link that the installed webpack, webpack-cli and webpack-dev-server print in
// their messages lands here: on a page of this site, at the heading its hash names (after the
// static and legacy-hash redirects). The list comes from the packages' code, never by hand.
import { join } from 'node:path';
import { findUrlsThatDoNotLand, readLinkTargets, readPrintedUrls } from '../../scripts/webpack/printedUrls';
import { parseCached } from './parseCached';

const printed = readPrintedUrls(join(__dirname, '..', '..', 'node_modules'));
const targets = readLinkTargets(parseCached);

describe.each([...printed.keys()])('the links %s prints', (name) => {
  const urls = printed.get(name)!;

  it('are found in its code', () => {
    expect(urls.length).toBeGreaterThan(0);
  });

  it('each open the page and heading they point to', () => {
    // [{ url: "https://webpack.js.org/concepts#loaders", problem: '"/concepts/#loaders": /concepts/ has no heading with id "loaders"' }]
    expect(findUrlsThatDoNotLand(urls, targets)).toEqual([]);
  });
});
