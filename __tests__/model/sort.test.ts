import { sortSiblings } from '../../src/model/sort';
import { makePage } from './helpers';

const titles = (pages: Array<{ title: string }>) => pages.map((page) => page.title);

describe('sortSiblings for documentation folders', () => {
  it('puts the index page first whatever its sort', () => {
    const pages = [makePage('guides/a.mdx', { title: 'A', sort: -5 }), makePage('guides/index.mdx', { title: 'Guides', sort: 10 })];
    expect(titles(sortSiblings(pages, '/guides/'))).toEqual(['Guides', 'A']);
  });
  it('puts pages without a group first, then groups case-insensitively', () => {
    const pages = [
      makePage('loaders/css.mdx', { title: 'css', group: 'CSS' }),
      makePage('loaders/babel.mdx', { title: 'babel' }),
      makePage('loaders/x.mdx', { title: 'x', group: 'bundling' }),
    ];
    expect(titles(sortSiblings(pages, '/loaders/'))).toEqual(['babel', 'x', 'css']);
  });
  it('orders by sort, a page with a sort before one without', () => {
    const pages = [
      makePage('api/c.mdx', { title: 'C' }),
      makePage('api/b.mdx', { title: 'B', sort: 2 }),
      makePage('api/a.mdx', { title: 'A', sort: 1 }),
    ];
    expect(titles(sortSiblings(pages, '/api/'))).toEqual(['A', 'B', 'C']);
  });
  it('breaks ties by title, case-insensitively', () => {
    const pages = [makePage('x/b.mdx', { title: 'beta', sort: 1 }), makePage('x/a.mdx', { title: 'Alpha', sort: 1 })];
    expect(titles(sortSiblings(pages, '/x/'))).toEqual(['Alpha', 'beta']);
  });
});

describe('sortSiblings for the blog', () => {
  it('puts the index first, then the newest post', () => {
    const pages = [
      makePage('blog/2020-10-10-a.mdx', { title: 'Older', date: '2020-10-10', sort: 20201010 }),
      makePage('blog/index.mdx', { title: 'Blog' }),
      makePage('blog/2020-12-08-b.mdx', { title: 'Newer', date: '2020-12-08', sort: 20201208 }),
    ];
    expect(titles(sortSiblings(pages, '/blog/'))).toEqual(['Blog', 'Newer', 'Older']);
  });
  it('orders posts of the same day by sort, descending', () => {
    const pages = [
      makePage('blog/2021-01-01-a.mdx', { title: 'First', date: '2021-01-01', sort: 1 }),
      makePage('blog/2021-01-01-b.mdx', { title: 'Second', date: '2021-01-01', sort: 2 }),
    ];
    expect(titles(sortSiblings(pages, '/blog/'))).toEqual(['Second', 'First']);
  });
});
