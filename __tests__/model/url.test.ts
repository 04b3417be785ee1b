import { getSectionUrl, getUrlFromPath, withTrailingSlash } from '../../src/model/url';

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

describe('getSectionUrl', () => {
  const sections = ['/', '/concepts/', '/configuration/'];
  it('finds the first folder whose url prefixes the path', () => {
    expect(getSectionUrl('/configuration/output/', sections)).toBe('/configuration/');
  });
  it('puts top-level pages in the root section', () => {
    expect(getSectionUrl('/glossary/', sections)).toBe('/');
  });
});
