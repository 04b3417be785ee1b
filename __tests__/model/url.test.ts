import { getUrlFromPath, withTrailingSlash } from '../../src/model/url';
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
