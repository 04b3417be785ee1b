import { findRepeatedHeaders, getHeadersForPath, matchesHeaderPath, parseHeadersFile, renderHeadersFile } from '../../src/model/headersFile';

const RULES = [
  { path: '/*', headers: [['X-Content-Type-Options', 'nosniff']] as const, comment: 'every response' },
  { path: '/sw.js', headers: [['Cache-Control', 'no-cache']] as const },
  { path: '/page-data/*', headers: [['Cache-Control', 'no-cache']] as const },
];

describe('renderHeadersFile and parseHeadersFile', () => {
  it('writes a path line, indented headers and the comment above', () => {
    expect(renderHeadersFile(RULES)).toBe(
      '# every response\n/*\n  X-Content-Type-Options: nosniff\n\n/sw.js\n  Cache-Control: no-cache\n\n/page-data/*\n  Cache-Control: no-cache\n',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseHeadersFile(renderHeadersFile(RULES))).toEqual(RULES.map(({ path, headers }) => ({ path, headers })));
  });

  it('reads values with colons and ignores comments and blank lines', () => {
    const text = '# c\n\n/a\n  Content-Security-Policy: img-src https://x.org\n   # inner comment\n';
    expect(parseHeadersFile(text)).toEqual([{ path: '/a', headers: [['Content-Security-Policy', 'img-src https://x.org']] }]);
  });

  it('names the line it cannot read', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow('_headers line 1: a header before any path');
    expect(() => parseHeadersFile('/a\n  no colon here\n')).toThrow('_headers line 2: expected "Name: value"');
    expect(() => parseHeadersFile('a/b\n  X-A: b\n')).toThrow('_headers line 1: expected a path starting with "/"');
    expect(() => parseHeadersFile('/a\n/b\n  X-A: b\n')).toThrow('the path "/a" has no headers');
  });

  it('refuses rules a host would read differently', () => {
    expect(() => renderHeadersFile([{ path: '/*/*', headers: [['X-A', 'b']] }])).toThrow('more than one "*"');
    expect(() => renderHeadersFile([{ path: '/a', headers: [['X A', 'b']] }])).toThrow('is not a header name');
    expect(() => renderHeadersFile([{ path: '/a', headers: [['X-A', 'b\nc']] }])).toThrow('empty or spans lines');
  });
});

describe('matching paths', () => {
  it('lets * match anything, slashes included, and nothing else be a pattern', () => {
    expect(matchesHeaderPath('/*', '/')).toBe(true);
    expect(matchesHeaderPath('/*/', '/concepts/entry-points/')).toBe(true);
    expect(matchesHeaderPath('/*/', '/')).toBe(false);
    expect(matchesHeaderPath('/*/', '/app-1.js')).toBe(false);
    expect(matchesHeaderPath('/*.html', '/404.html')).toBe(true);
    expect(matchesHeaderPath('/sw.js', '/swXjs')).toBe(false);
    expect(matchesHeaderPath('/page-data/*', '/page-data/app-data.json')).toBe(true);
  });

  it('lets a placeholder match one path segment, never a slash', () => {
    const rule = '/page-data/:segment1/:segment2/page-data.json';
    expect(matchesHeaderPath(rule, '/page-data/configuration/output/page-data.json')).toBe(true);
    expect(matchesHeaderPath(rule, '/page-data/concepts/page-data.json')).toBe(false);
    expect(matchesHeaderPath(rule, '/page-data/api/plugins/x/page-data.json')).toBe(false);
    expect(matchesHeaderPath(rule, '/page-data/sq/d/body-0a.json')).toBe(false);
    expect(() => renderHeadersFile([{ path: '/a:b/', headers: [['X-A', 'b']] }])).toThrow('not a whole-segment placeholder');
  });

  it('gives a path the headers of every rule that matches it', () => {
    const rules = parseHeadersFile(renderHeadersFile(RULES));
    expect(Object.fromEntries(getHeadersForPath(rules, '/sw.js'))).toEqual({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });
    expect(Object.fromEntries(getHeadersForPath(rules, '/concepts/'))).toEqual({ 'x-content-type-options': 'nosniff' });
  });

  it('finds a header that two matching rules both set', () => {
    const rules = [...RULES, { path: '/*.js', headers: [['Cache-Control', 'immutable']] as const }];
    expect(findRepeatedHeaders(rules, '/sw.js')).toEqual(['cache-control']);
    expect(findRepeatedHeaders(rules, '/app-1.js')).toEqual([]);
    expect(getHeadersForPath(rules, '/sw.js').get('cache-control')).toBe('no-cache, immutable');
  });
});
