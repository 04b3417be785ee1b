import { renderPrintablePage } from '../../src/model/printable';

const html = renderPrintablePage({
  sectionName: 'concepts',
  canonicalUrl: 'https://webpack.js.org/concepts/printable/',
  title: 'Combined printable page | webpack',
  css: 'body{color:black}',
  entries: [
    { title: 'Concepts', url: '/concepts/', html: '<p>Intro</p>' },
    { title: 'Entry <Points>', url: '/concepts/entry-points/', html: '<p>Entries</p>' },
  ],
});

describe('renderPrintablePage', () => {
  it('puts every page under its own h1, in the given order', () => {
    expect(html.match(/<h1>[^<]*<\/h1>/g)).toEqual(['<h1>Concepts</h1>', '<h1>Entry &lt;Points&gt;</h1>']);
    expect(html.indexOf('Intro')).toBeLessThan(html.indexOf('Entries'));
  });
  it('has the printable head: title, noindex and an empty description', () => {
    expect(html).toContain('<title>Combined printable page | webpack</title>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toContain('<meta name="description" content="">');
  });
  it('inlines its styles and opens the print dialog once, without app scripts', () => {
    expect(html).toContain('<style>body{color:black}</style>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('window.print()');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
  it('opens with a table of contents linking to each page in the document', () => {
    expect(html).toContain('<nav class="printable-toc" aria-labelledby="printable-toc-title">');
    expect(html).toContain('<li><a href="#printable-concepts">Concepts</a></li>\n<li><a href="#printable-concepts-entry-points">Entry &lt;Points&gt;</a></li>');
    expect(html).toContain('<section class="printable-section" id="printable-concepts-entry-points">');
    expect(html.indexOf('printable-toc')).toBeLessThan(html.indexOf('printable-section'));
  });
  it('links the favicon', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="any">');
  });
});
