import { getBodyUrl, insertFirstLoadPageData, joinPageBody, splitPageBody, type PageDataJson } from '../../src/model/pageBody';

const digest = (html: string) => `md5of${html.length}`;
const pageData = (docPage: Record<string, unknown> | undefined, staticQueryHashes: string[] = []): PageDataJson => ({
  componentChunkName: 'component---src-templates-doc-page-tsx',
  path: '/concepts/',
  result: { data: docPage ? { docPage } : {}, pageContext: { sidebar: [] } },
  staticQueryHashes,
  slicesMap: {},
});

describe('splitPageBody', () => {
  it('moves the body into its own file, named after its content, and lists that file only for client navigation', () => {
    const split = splitPageBody(pageData({ title: 'Concepts', html: '<p>body</p>' }, ['123']), digest)!;
    expect(split.ref).toBe('body-md5of11');
    expect(split.body).toEqual({ data: { html: '<p>body</p>' } });
    expect(split.navigation.result.data!.docPage).toEqual({ title: 'Concepts', bodyRef: 'body-md5of11' });
    expect(split.navigation.staticQueryHashes).toEqual(['123', 'body-md5of11']);
    expect(split.firstLoad.result.data!.docPage).toEqual({ title: 'Concepts', bodyRef: 'body-md5of11' });
    expect(split.firstLoad.staticQueryHashes).toEqual(['123']);
    expect(split.navigation.result.pageContext).toEqual({ sidebar: [] });
    expect(split.navigation.slicesMap).toEqual({});
    expect(JSON.stringify(split.navigation)).not.toContain('<p>body</p>');
  });

  it('takes page data an earlier build split as it is, without a body to write (a warm build)', () => {
    const first = splitPageBody(pageData({ title: 'Concepts', html: '<p>body</p>' }), digest)!;
    const again = splitPageBody(first.navigation, digest)!;
    expect(again.body).toBeNull();
    expect(again.navigation).toEqual(first.navigation);
    expect(again.firstLoad).toEqual(first.firstLoad);
  });

  it('gives a changed body a new file name', () => {
    const before = splitPageBody(pageData({ html: '<p>a</p>' }), (html) => html)!;
    const after = splitPageBody(pageData({ html: '<p>b</p>' }), (html) => html)!;
    expect(before.ref).not.toBe(after.ref);
  });

  it('leaves pages without a body alone', () => {
    expect(splitPageBody(pageData(undefined), digest)).toBeNull();
  });

  it('fails, naming the page and the field, when the data holds neither the body nor a body file', () => {
    expect(() => splitPageBody(pageData({ title: 'Concepts' }), digest)).toThrow('page data of /concepts/ has neither docPage.html nor docPage.bodyRef');
  });
});

describe('joinPageBody', () => {
  it('gives split page data its body back, exactly as Gatsby wrote it', () => {
    const written = pageData({ html: '<p>body</p>', title: 'Concepts' }, ['123']);
    const split = splitPageBody(written, digest)!;
    const joined = joinPageBody(split.navigation, (ref) => {
      expect(ref).toBe(split.ref);
      return split.body!;
    });
    expect(JSON.stringify(joined)).toBe(JSON.stringify(written));
  });

  it('leaves page data that was not split alone', () => {
    const read = jest.fn();
    expect(joinPageBody(pageData({ html: '<p>body</p>' }), read)).toBeNull();
    expect(joinPageBody(pageData(undefined), read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});

describe('getBodyUrl', () => {
  it('is where Gatsby fetches a static query result', () => {
    expect(getBodyUrl('body-0a1b')).toBe('/page-data/sq/d/body-0a1b.json');
  });
});

describe('insertFirstLoadPageData', () => {
  const html = '<html><body><div id="___gatsby"><p>Body</p></div><script id="gatsby-script-loader">window.pagePath="/concepts/";</script><script src="/app.js" async></script></body></html>';
  const data = splitPageBody(pageData({ title: 'A </script><script>alert(1)</script>', html: '<p>Body</p>' }), digest)!.firstLoad;

  it('puts the page data before Gatsby scripts, where no text in it can end the script', () => {
    const page = insertFirstLoadPageData(html, data);
    const script = /<script id="first-load-page-data">window\.pageData=(.*?)<\/script><script id="gatsby-script-loader">/.exec(page);
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1])).toEqual(data);
    expect(page.match(/<\/script>/g)).toHaveLength(3);
  });

  it('writes the page data in ASCII, so it goes into a page read as bytes and reads the same', () => {
    const nonAscii = splitPageBody(pageData({ title: 'Plugins — «Überblick» 🚀\u2028', html: '<p>Body</p>' }), digest)!.firstLoad;
    const page = insertFirstLoadPageData(html, nonAscii);
    const json = /window\.pageData=(.*?)<\/script>/.exec(page)![1];
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(json)).toEqual(nonAscii);
  });

  it('replaces the page data an earlier build put in, so a warm build does not add a second', () => {
    const once = insertFirstLoadPageData(html, data);
    const changed = { ...data, path: '/concepts/' , staticQueryHashes: ['9'] };
    const twice = insertFirstLoadPageData(once, changed);
    expect(twice.match(/id="first-load-page-data"/g)).toHaveLength(1);
    expect(twice).toContain('"staticQueryHashes":["9"]');
  });

  it("fails naming the page when Gatsby's loader script is not there", () => {
    expect(() => insertFirstLoadPageData('<html></html>', data)).toThrow('the page /concepts/ has no <script id="gatsby-script-loader">');
  });
});
