import { blameFetchedPages, getPackagePages, mergeExternalPage } from '../../src/model/externalPage';
import { findPackagePage, rewriteLink } from '../../src/model/readme/readmeLinks';

describe('mergeExternalPage', () => {
  const ours = {
    frontMatter: {
      title: 'css-loader',
      sort: 3,
      group: 'CSS',
      contributors: ['sokra'],
      related: [{ title: 'style-loader', url: '/loaders/style-loader/' }],
      source: 'https://raw.githubusercontent.com/webpack-contrib/css-loader/main/README.md',
      repo: 'https://github.com/webpack-contrib/css-loader',
    },
    body: 'Our own words.',
  };
  const fetched = {
    frontMatter: {
      title: 'stale title',
      sort: 99,
      source: 'https://raw.githubusercontent.com/webpack/css-loader/main/README.md',
      edit: 'https://github.com/webpack/css-loader/edit/main/README.md',
      repo: 'https://github.com/webpack/css-loader',
    },
    body: 'The README.',
  };

  it('keeps our front matter and takes the body and source/edit/repo from the fetched page', () => {
    expect(mergeExternalPage(ours, fetched)).toEqual({
      frontMatter: {
        title: 'css-loader',
        sort: 3,
        group: 'CSS',
        contributors: ['sokra'],
        related: [{ title: 'style-loader', url: '/loaders/style-loader/' }],
        source: 'https://raw.githubusercontent.com/webpack/css-loader/main/README.md',
        edit: 'https://github.com/webpack/css-loader/edit/main/README.md',
        repo: 'https://github.com/webpack/css-loader',
      },
      body: 'The README.',
    });
  });
});

describe('links to packages', () => {
  const pages = getPackagePages(
    [
      { package: 'style-loader', page: 'loaders/style-loader.mdx' },
      { package: 'terser-webpack-plugin', page: 'plugins/terser-webpack-plugin.mdx' },
    ],
    new Map([
      ['style-loader', ['webpack-contrib/style-loader']],
      ['terser-webpack-plugin', ['webpack/minimizer-webpack-plugin']],
    ]),
  );

  it('lead to our page from the old and the new organisation, npm and webpack.js.org', () => {
    expect(findPackagePage('https://github.com/webpack/style-loader', pages)).toBe('/loaders/style-loader/');
    expect(findPackagePage('https://github.com/webpack-contrib/style-loader#options', pages)).toBe('/loaders/style-loader/#options');
    expect(findPackagePage('https://github.com/webpack-contrib/style-loader/blob/main/README.md', pages)).toBe('/loaders/style-loader/');
    expect(findPackagePage('https://www.npmjs.com/package/terser-webpack-plugin', pages)).toBe('/plugins/terser-webpack-plugin/');
    expect(findPackagePage('https://github.com/webpack/minimizer-webpack-plugin', pages)).toBe('/plugins/terser-webpack-plugin/');
    expect(findPackagePage('https://github.com/webpack-contrib/terser-webpack-plugin', pages)).toBe('/plugins/terser-webpack-plugin/');
    expect(findPackagePage('https://webpack.js.org/loaders/style-loader/', pages)).toBe('/loaders/style-loader/');
  });

  it('leave other files of a repository and other sites alone', () => {
    expect(findPackagePage('https://github.com/webpack/style-loader/blob/main/src/index.js', pages)).toBeNull();
    expect(findPackagePage('https://github.com/webpack/style-loader/issues', pages)).toBeNull();
    expect(findPackagePage('https://github.com/webpack/webpack', pages)).toBeNull();
    expect(rewriteLink('mailto:a@b.c', { blobBase: 'https://github.com/o/r/blob/main/', rawBase: '', packagePages: pages })).toBe('mailto:a@b.c');
  });
});

describe('blameFetchedPages', () => {
  const fetched = [
    { path: 'loaders/css-loader.mdx', url: '/loaders/css-loader/' },
    { path: 'loaders/style-loader.mdx', url: '/loaders/style-loader/' },
  ];

  it('blames the fetched page a broken link is in, and the fetched page a link lost its anchor on', () => {
    const blamed = blameFetchedPages(
      [
        { file: 'loaders/css-loader.mdx', message: 'loaders/css-loader.mdx: link "#gone" points to an anchor that is not on this page' },
        { file: 'guides/asset-management.mdx', message: 'guides/asset-management.mdx: link "/loaders/style-loader/#x": /loaders/style-loader/ has no heading with id "x"' },
        { file: 'guides/index.mdx', message: 'guides/index.mdx: link "/nowhere/" is not a page of this site' },
      ],
      fetched,
    );
    expect([...blamed.keys()]).toEqual(['loaders/css-loader.mdx', 'loaders/style-loader.mdx']);
  });
});
