// Every webpack.js.org link that the installed webpack, webpack-cli and webpack-dev-server print in
// their messages lands here: on a page of this site, at the heading its hash names (after the
// static and legacy-hash redirects). The list comes from the packages' code, never by hand.
import { join } from 'node:path';
import { REDIRECTS } from '../../src/config/redirects';
import { findBrokenLinks } from '../../src/model/links';
import { getLandingLink } from '../../src/model/printedUrls';
import { NON_CONTENT_PATHS } from '../../src/model/siteCheck';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { readPrintedUrls } from '../../scripts/webpack/printedUrls';
import { parseCached } from './parseCached';

const printed = readPrintedUrls(join(__dirname, '..', '..', 'node_modules'));
const targets = listContentFiles().map((entry) => {
  const { page, headingIds } = readContentFile(entry, { parse: parseCached });
  return { url: page.url, headingIds };
});

describe.each([...printed.keys()])('the links %s prints', (name) => {
  const urls = printed.get(name)!;

  it('are found in its code', () => {
    expect(urls.length).toBeGreaterThan(0);
  });

  it('each open the page and heading they point to', () => {
    const links = urls.map((url) => getLandingLink(url, REDIRECTS));
    const broken = findBrokenLinks([{ file: `node_modules/${name}`, url: '/', links, related: [] }], targets, NON_CONTENT_PATHS);
    // "https://webpack.js.org/concepts#loaders -> /concepts/#loaders: /concepts/ has no heading with id "loaders""
    expect(broken.map((error) => `${urls[links.indexOf((error as { link?: string }).link ?? '')]} -> ${error.problem}`)).toEqual([]);
  });
});
