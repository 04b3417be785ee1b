import { getBreadcrumbJsonLd, getBreadcrumbs } from '../../src/model/breadcrumbs';

const sectionPages = [
  { title: 'Concepts', url: '/concepts/', group: null, expandable: false },
  { title: 'Entry Points', url: '/concepts/entry-points/', group: null, expandable: false },
];

describe('getBreadcrumbs', () => {
  it('gives the section, then the page', () => {
    expect(getBreadcrumbs(sectionPages, { title: 'Entry Points', url: '/concepts/entry-points/', section: '/concepts/' })).toEqual([
      { title: 'Concepts', url: '/concepts/' },
      { title: 'Entry Points', url: '/concepts/entry-points/' },
    ]);
  });

  it('gives no trail for a section index or a top-level page', () => {
    expect(getBreadcrumbs(sectionPages, { title: 'Concepts', url: '/concepts/', section: '/concepts/' })).toEqual([]);
    expect(getBreadcrumbs([{ title: 'Glossary', url: '/glossary/', group: null, expandable: false }], { title: 'Glossary', url: '/glossary/', section: '/' })).toEqual([]);
  });
});

describe('getBreadcrumbJsonLd', () => {
  it('lists the trail as a schema.org BreadcrumbList with absolute urls', () => {
    const json = JSON.parse(getBreadcrumbJsonLd([{ title: 'Concepts', url: '/concepts/' }, { title: 'Entry Points', url: '/concepts/entry-points/' }], 'https://webpack.js.org'));
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Concepts', item: 'https://webpack.js.org/concepts/' },
        { '@type': 'ListItem', position: 2, name: 'Entry Points', item: 'https://webpack.js.org/concepts/entry-points/' },
      ],
    });
  });

  it('cannot close its script element', () => {
    expect(getBreadcrumbJsonLd([{ title: '</script><b>', url: '/x/' }], 'https://webpack.js.org')).not.toContain('<');
  });
});
