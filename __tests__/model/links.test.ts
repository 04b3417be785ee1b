import { checkSite } from '../../src/model/siteCheck';
import { analyseContent } from '../../src/model/contentFile';

const file = (path: string, body: string, frontMatter: Record<string, unknown> = {}) =>
  analyseContent({ path, size: 1, frontMatter: { title: path, ...frontMatter }, body });

describe('checkSite', () => {
  const target = file('guides/caching.mdx', '## Hashes\n');
  it('accepts links to pages, their anchors, and routes that are not content files', () => {
    const page = file('concepts/output.mdx', '[a](/guides/caching/) [b](/guides/caching/#hashes) [c](/vote/) [d](/api/printable/) [e](https://x.org)');
    expect(checkSite([target, page])).toEqual([]);
  });
  it('reports a link to a page that does not exist', () => {
    const page = file('concepts/output.mdx', 'See [gone](/guides/gone/).');
    expect(checkSite([target, page]).map((error) => error.message)).toEqual([
      'concepts/output.mdx:1:5: link "/guides/gone/" is not a page of this site',
    ]);
  });
  it('reports each occurrence of a bad link once, at the line of the file it is on, front matter counted', () => {
    const page = analyseContent({
      path: 'concepts/output.mdx',
      size: 1,
      frontMatter: { title: 'Output' },
      body: 'See [gone](/guides/gone/).\n\nAgain [gone](/guides/gone/) and <a href="#nope">here</a>.\n',
      bodyLine: 6,
    });
    expect(checkSite([target, page]).map((error) => error.message)).toEqual([
      'concepts/output.mdx:6:5: link "/guides/gone/" is not a page of this site',
      'concepts/output.mdx:8:7: link "/guides/gone/" is not a page of this site',
      'concepts/output.mdx:8:33: link "#nope" points to an anchor that is not on this page',
    ]);
  });
  it('reports an anchor that is not on the target page', () => {
    const page = file('concepts/output.mdx', 'See [x](/guides/caching/#nope).');
    expect(checkSite([target, page])[0].message).toContain('/guides/caching/ has no heading with id "nope"');
  });
  it('reports an unknown related link, naming the field', () => {
    const page = file('concepts/output.mdx', '', { related: [{ title: 'X', url: '/nowhere/' }] });
    const [error] = checkSite([target, page]);
    expect(error.field).toBe('related');
    expect(error.message).toContain('front matter field "related"');
  });
  it('reports two files with the same url', () => {
    const errors = checkSite([file('guides/caching.md', ''), target]);
    expect(errors.map((error) => error.field)).toEqual(['url']);
    expect(errors[0].message).toContain('"/guides/caching/" is also the url of guides/caching.md');
  });
});
