import { getAdjacentPages, getSectionPages, groupSidebarPages } from '../../src/model/sidebar';
import { makePage } from './helpers';

const pages = [
  makePage('loaders/index.mdx', { title: 'Loaders' }),
  makePage('loaders/style-loader.mdx', { title: 'style-loader', group: 'CSS', sort: 2 }),
  makePage('loaders/css-loader.mdx', { title: 'css-loader', group: 'CSS', sort: 1 }),
  makePage('loaders/babel-loader.mdx', { title: 'babel-loader', sort: 1 }),
  makePage('loaders/printable.mdx', { title: 'Printable' }),
  makePage('guides/index.mdx', { title: 'Guides' }),
  makePage('glossary.mdx', { title: 'Glossary', sort: 2 }),
  makePage('comparison.mdx', { title: 'Comparison', sort: 1 }),
];

describe('getSectionPages', () => {
  it("lists the section's own pages, index first, in comparator order", () => {
    expect(getSectionPages(pages, '/loaders/').map((page) => page.title)).toEqual(['Loaders', 'babel-loader', 'css-loader', 'style-loader']);
  });
  it('leaves printable pages out of navigation', () => {
    expect(getSectionPages(pages, '/loaders/').some((page) => page.title === 'Printable')).toBe(false);
  });
  it('lists the root files for top-level pages', () => {
    expect(getSectionPages(pages, '/').map((page) => page.url)).toEqual(['/comparison/', '/glossary/']);
  });
});

describe('groupSidebarPages', () => {
  it('prints a group heading where the group changes', () => {
    const groups = groupSidebarPages(getSectionPages(pages, '/loaders/'));
    expect(groups.map((group) => [group.group, group.pages.length])).toEqual([
      [null, 2],
      ['CSS', 2],
    ]);
  });
});

describe('getAdjacentPages', () => {
  const list = getSectionPages(pages, '/loaders/');
  it('links the neighbours across groups', () => {
    expect(getAdjacentPages(list, '/loaders/css-loader/')).toEqual({
      previous: { title: 'babel-loader', url: '/loaders/babel-loader/' },
      next: { title: 'style-loader', url: '/loaders/style-loader/' },
    });
  });
  it('has no previous page on the first page and no next on the last', () => {
    expect(getAdjacentPages(list, '/loaders/').previous).toBeNull();
    expect(getAdjacentPages(list, '/loaders/style-loader/').next).toBeNull();
  });
  it('has no neighbours for a url not in the list', () => {
    expect(getAdjacentPages(list, '/nowhere/')).toEqual({ previous: null, next: null });
  });
});
