import { getProblemReportUrl, PROBLEM_REPORT_SELECTION_LIMIT, PROBLEM_REPORT_URL_LIMIT } from '../../src/model/problemReport';

const PAGE = {
  repository: 'https://github.com/webpack/webpack.js.org',
  pageUrl: 'https://webpack.js.org/concepts/entry-points/',
  title: 'Entry Points',
};

/** The title and body the issue form receives. */
function fields(url: string) {
  const parsed = new URL(url);
  return { title: parsed.searchParams.get('title')!, body: parsed.searchParams.get('body')! };
}

describe('getProblemReportUrl', () => {
  it("opens a new issue on the repository with the page's title and url", () => {
    const url = getProblemReportUrl(PAGE);
    expect(url.startsWith('https://github.com/webpack/webpack.js.org/issues/new?title=')).toBe(true);
    expect(fields(url).title).toBe('Problem on "Entry Points"');
    expect(fields(url).body).toContain('Page: https://webpack.js.org/concepts/entry-points/');
  });

  it('url-encodes the title and body, spaces and line breaks included', () => {
    const url = getProblemReportUrl({ ...PAGE, title: 'Loaders & Plugins #1?', selection: 'a = b & c' });
    expect(url).not.toMatch(/[ \n]/);
    expect(url.split('?')[1].split('&')).toHaveLength(2);
    expect(url).toContain('title=Problem%20on%20%22Loaders%20%26%20Plugins%20%231%3F%22&body=');
    expect(fields(url).body).toContain('> a = b & c');
  });

  it('adds no quote without a selection, or with only white space selected', () => {
    for (const selection of [undefined, null, '', '  \n\t ']) {
      const { body } = fields(getProblemReportUrl({ ...PAGE, selection }));
      expect(body).not.toContain('>');
      expect(body).not.toContain('Selected text');
    }
  });

  it('quotes the trimmed selection as Markdown, one "> " line per line and one blank quoted line between paragraphs', () => {
    const { body } = fields(getProblemReportUrl({ ...PAGE, selection: '\n  First paragraph.  \r\n\r\n\r\nSecond line\none more\n' }));
    expect(body).toContain('Selected text:\n\n> First paragraph.\n>\n> Second line\n> one more\n\n');
  });

  it(`caps the selection at ${PROBLEM_REPORT_SELECTION_LIMIT} characters and marks the cut`, () => {
    const { body } = fields(getProblemReportUrl({ ...PAGE, selection: 'x'.repeat(5000) }));
    expect(body).toContain(`> ${'x'.repeat(PROBLEM_REPORT_SELECTION_LIMIT)}…\n`);
    expect(body).not.toContain('x'.repeat(PROBLEM_REPORT_SELECTION_LIMIT + 1));
  });

  it('keeps a selection at the limit whole', () => {
    const { body } = fields(getProblemReportUrl({ ...PAGE, selection: 'x'.repeat(PROBLEM_REPORT_SELECTION_LIMIT) }));
    expect(body).toContain(`> ${'x'.repeat(PROBLEM_REPORT_SELECTION_LIMIT)}\n`);
    expect(body).not.toContain('…');
  });

  it(`keeps the whole url under ${PROBLEM_REPORT_URL_LIMIT} characters when the selection encodes long (CJK, emoji, line breaks)`, () => {
    for (const selection of ['打包'.repeat(600), '📦'.repeat(1200), 'a\n'.repeat(900)]) {
      const url = getProblemReportUrl({ ...PAGE, selection });
      expect(url.length).toBeLessThanOrEqual(PROBLEM_REPORT_URL_LIMIT);
      const { body } = fields(url);
      expect(body).toMatch(/…\n/);
      expect(body).toContain('Page: https://webpack.js.org/concepts/entry-points/');
    }
  });

  it('never cuts an emoji in half', () => {
    const { body } = fields(getProblemReportUrl({ ...PAGE, selection: '📦'.repeat(1200) }));
    expect(body).not.toContain('\uFFFD');
    expect(body).toMatch(/(📦)+…/u);
  });
});
