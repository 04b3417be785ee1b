// Every webpack.js.org link that the installed webpack, webpack-cli and webpack-dev-server print in
// their messages lands here: on a page of this site, at the heading its hash names (after the
// static and legacy-hash redirects). The list comes from the packages' code, never by hand.
import { join } from 'node:path';
import { findUrlsThatDoNotLand, readLinkTargets, readPrintedUrls } from '../../scripts/webpack/printedUrls';
import { LEGACY_ANCHORS } from '../../src/config/legacyAnchors';
import { getUrlFromPath } from '../../src/model/url';
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

it('gives every old id of src/config/legacyAnchors.ts to a heading its page has', () => {
  const missing = Object.entries(LEGACY_ANCHORS).flatMap(([path, anchors]) => {
    const ids = targets.find((target) => target.url === getUrlFromPath(path))?.headingIds ?? [];
    return Object.entries(anchors)
      .filter(([, target]) => !ids.includes(target))
      .map(([old, target]) => `${path}: #${old} -> #${target}, which is not a heading there`);
  });
  expect(missing).toEqual([]);
});
