import {
  buildOfflineCatalog,
  findPage,
  findSection,
  formatBytes,
  getDownloadSize,
  getPageDataUrl,
  getPageFiles,
  getPageUrlOfPageData,
  getSectionFiles,
  selectUrlsToKeep,
  type CatalogInput,
} from '../../src/model/offline';

const ORIGIN = 'http://localhost:9000';

function makeCatalogInput(overrides: Partial<CatalogInput> = {}): CatalogInput {
  return {
    build: 'abc',
    sections: [
      {
        url: '/concepts/',
        title: 'Concepts',
        pages: [
          { url: '/concepts/', title: 'Concepts', group: null },
          { url: '/concepts/entry-points/', title: 'Entry Points', group: null },
        ],
      },
      { url: '/migrate/', title: 'Migrate', pages: [{ url: '/migrate/', title: 'Migrate', group: null }], files: ['/migrate/printable/'] },
    ],
    readPageData: (url) => ({ componentChunkName: 'component---doc', staticQueryHashes: url === '/migrate/' ? ['42'] : [] }),
    chunkGroupFiles: { 'component---doc': ['styles.css', 'commons-1.js', 'component---doc-2.js'] },
    precached: new Set(['/styles.css']),
    shared: ['/page-data/app-data.json', '/search/bundle.json?v=9'],
    sizeOf: (url) => ({ bytes: url.length * 10, gzip: url.length }),
    ...overrides,
  };
}

describe('page data urls', () => {
  it('maps a page url to its page data and back', () => {
    expect(getPageDataUrl('/concepts/entry-points/')).toBe('/page-data/concepts/entry-points/page-data.json');
    expect(getPageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(getPageUrlOfPageData('/page-data/concepts/entry-points/page-data.json')).toBe('/concepts/entry-points/');
    expect(getPageUrlOfPageData('/page-data/index/page-data.json')).toBe('/');
  });

  it('does not take static query results or other files for pages', () => {
    expect(getPageUrlOfPageData('/page-data/sq/d/42.json')).toBeNull();
    expect(getPageUrlOfPageData('/page-data/app-data.json')).toBeNull();
    expect(getPageUrlOfPageData('/app-1.js')).toBeNull();
  });
});

describe('selectUrlsToKeep', () => {
  it('keeps the same-origin files a page loaded, with their query, once each', () => {
    expect(
      selectUrlsToKeep(
        [
          `${ORIGIN}/concepts/#entry`,
          `${ORIGIN}/app-1.js`,
          `${ORIGIN}/app-1.js`,
          '/page-data/concepts/page-data.json',
          `${ORIGIN}/search/shards/en.json?v=7`,
        ],
        ORIGIN,
      ),
    ).toEqual(['/concepts/', '/app-1.js', '/page-data/concepts/page-data.json', '/search/shards/en.json?v=7']);
  });

  it('leaves out other hosts, the worker itself and its api calls', () => {
    expect(
      selectUrlsToKeep(
        [
          'https://github.com/sokra.png?size=90',
          `${ORIGIN}/sw.js`,
          `${ORIGIN}/.gatsby-plugin-offline:api=enableOfflineShell`,
          'data:image/png;base64,AAAA',
          'http://[not a host',
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });
});

describe('the offline catalogue', () => {
  it('lists each page with its page data, static queries and template chunks, leaving out precached files', () => {
    const catalog = buildOfflineCatalog(makeCatalogInput());
    expect(findPage(catalog, '/migrate/')?.files).toEqual([
      '/page-data/migrate/page-data.json',
      '/page-data/sq/d/42.json',
      '/commons-1.js',
      '/component---doc-2.js',
    ]);
    expect(catalog.sizes['/commons-1.js']).toEqual({ bytes: 130, gzip: 13 });
    expect(catalog.sizes['/styles.css']).toBeUndefined();
  });

  it('fails with the page named when its template has no chunk group', () => {
    expect(() => getPageFiles('/x/', { componentChunkName: 'component---gone', staticQueryHashes: [] }, {}, new Set())).toThrow(
      'No chunk group "component---gone" in the build\'s stats (page /x/)',
    );
  });

  it('finds the section and page of a url, with or without the trailing slash', () => {
    const catalog = buildOfflineCatalog(makeCatalogInput());
    expect(findSection(catalog, '/concepts/entry-points')?.title).toBe('Concepts');
    expect(findPage(catalog, '/concepts/entry-points')?.title).toBe('Entry Points');
    expect(findSection(catalog, '/guides/')).toBeNull();
  });
});

describe('download size', () => {
  const catalog = buildOfflineCatalog(makeCatalogInput());

  it('counts shared files and files two pages share once', () => {
    const files = getSectionFiles(catalog, ['/concepts/', '/migrate/']);
    expect(files.filter((file) => file === '/commons-1.js')).toHaveLength(1);
    expect(files.slice(0, 2)).toEqual(catalog.shared);
    const size = getDownloadSize(catalog, files);
    expect(size.files).toBe(files.length);
    expect(size.gzip).toBe(files.reduce((sum, file) => sum + file.length, 0));
    expect(size.bytes).toBe(size.gzip * 10);
  });

  it("includes a section's own files (its printable page) once, with their size", () => {
    expect(getSectionFiles(catalog, ['/migrate/'])).toContain('/migrate/printable/');
    expect(getSectionFiles(catalog, ['/concepts/'])).not.toContain('/migrate/printable/');
    expect(catalog.sizes['/migrate/printable/']).toEqual({ bytes: 190, gzip: 19 });
  });

  it('does not count files that are saved already', () => {
    const files = getSectionFiles(catalog, ['/migrate/']);
    const saved = new Set(getSectionFiles(catalog, ['/concepts/']));
    const size = getDownloadSize(catalog, files, saved);
    expect(size.files).toBe(3);
    expect(size.gzip).toBe('/page-data/migrate/page-data.json'.length + '/page-data/sq/d/42.json'.length + '/migrate/printable/'.length);
  });

  it('refuses a file the catalogue has no size for', () => {
    expect(() => getDownloadSize(catalog, ['/unknown.js'])).toThrow('no size for /unknown.js');
  });

  it('prints sizes in decimal units', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(830_400)).toBe('830 KB');
    expect(formatBytes(1_240_000)).toBe('1.2 MB');
  });
});
