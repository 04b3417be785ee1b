import { getLinkedPagePath, getPrintableUrl, getUrlFromPath, withTrailingSlash } from '../../src/model/url';
import { getSectionFromPath } from '../../src/model/contentFile';

describe('getUrlFromPath', () => {
  it('drops the extension and ends with a slash', () => {
    expect(getUrlFromPath('configuration/output.mdx')).toBe('/configuration/output/');
  });
  it('drops /index', () => {
    expect(getUrlFromPath('guides/index.mdx')).toBe('/guides/');
  });
  it('makes the root index "/"', () => {
    expect(getUrlFromPath('index.mdx')).toBe('/');
  });
  it('accepts .md files and Windows separators', () => {
    expect(getUrlFromPath('api\\cli.md')).toBe('/api/cli/');
  });
});

describe('withTrailingSlash', () => {
  it('adds a slash before the hash', () => {
    expect(withTrailingSlash('/guides#x')).toBe('/guides/#x');
  });
  it('leaves a path with a slash alone', () => {
    expect(withTrailingSlash('/guides/')).toBe('/guides/');
  });
});

describe('getSectionFromPath', () => {
  it('finds the top-level folder of a page', () => {
    expect(getSectionFromPath('configuration/output.mdx')).toBe('/configuration/');
    expect(getSectionFromPath('api/hooks/compiler.mdx')).toBe('/api/');
  });
  it('puts top-level pages in the root section', () => {
    expect(getSectionFromPath('glossary.mdx')).toBe('/');
  });
});

describe('getLinkedPagePath', () => {
  const here = 'http://localhost:9000/guides/getting-started/';
  it('gives the path of another page of the site, without its hash or query', () => {
    expect(getLinkedPagePath('/concepts/', here)).toBe('/concepts/');
    expect(getLinkedPagePath('/concepts/#entry', here)).toBe('/concepts/');
    expect(getLinkedPagePath('../asset-management/?x=1', here)).toBe('/guides/asset-management/');
    expect(getLinkedPagePath('http://localhost:9000/', here)).toBe('/');
  });
  it('leaves alone links within the current page', () => {
    expect(getLinkedPagePath('#installation', here)).toBeNull();
    expect(getLinkedPagePath('/guides/getting-started/#basic-setup', here)).toBeNull();
  });
  it('leaves alone other hosts, files and printable pages', () => {
    expect(getLinkedPagePath('https://github.com/webpack/webpack/', here)).toBeNull();
    expect(getLinkedPagePath('http://localhost:9001/concepts/', here)).toBeNull();
    expect(getLinkedPagePath('/concepts.md', here)).toBeNull();
    expect(getLinkedPagePath('/blog/rss.xml', here)).toBeNull();
    expect(getLinkedPagePath(getPrintableUrl('guides'), here)).toBeNull();
    expect(getLinkedPagePath('mailto:someone@example.com', here)).toBeNull();
  });
});

describe('getPrintableUrl', () => {
  it('is the section path with printable/', () => {
    expect(getPrintableUrl('configuration')).toBe('/configuration/printable/');
  });
});
