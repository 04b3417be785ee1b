import { getBranchFromSource, getRepositoryLinks, parseRepository } from '../../src/model/repository';

describe('parseRepository', () => {
  it('reads every form the registry gives', () => {
    expect(parseRepository('webpack/css-loader')).toEqual({ owner: 'webpack', name: 'css-loader', directory: '' });
    expect(parseRepository('github:webpack/css-loader')).toEqual({ owner: 'webpack', name: 'css-loader', directory: '' });
    expect(parseRepository('https://github.com/jantimon/html-webpack-plugin.git')).toEqual({ owner: 'jantimon', name: 'html-webpack-plugin', directory: '' });
    expect(parseRepository({ type: 'git', url: 'git+https://github.com/babel/babel-loader.git' })).toEqual({ owner: 'babel', name: 'babel-loader', directory: '' });
    expect(parseRepository('git@github.com:webpack/sass-loader.git')).toEqual({ owner: 'webpack', name: 'sass-loader', directory: '' });
    expect(parseRepository({ type: 'git', url: 'https://github.com/o/mono', directory: 'packages/a-loader/' })).toEqual({ owner: 'o', name: 'mono', directory: 'packages/a-loader' });
  });

  it('gives null for a repository that is not on GitHub or a missing field', () => {
    expect(parseRepository('https://gitlab.com/o/r.git')).toBeNull();
    expect(parseRepository(undefined)).toBeNull();
    expect(parseRepository({ type: 'git' })).toBeNull();
  });
});

describe('getRepositoryLinks', () => {
  it('points source, edit and repo at the repository the registry names, on the branch our page names', () => {
    const branch = getBranchFromSource('https://raw.githubusercontent.com/webpack-contrib/css-loader/main/README.md');
    expect(branch).toBe('main');
    expect(getRepositoryLinks({ owner: 'webpack', name: 'css-loader', directory: '' }, branch)).toEqual({
      source: 'https://raw.githubusercontent.com/webpack/css-loader/main/README.md',
      edit: 'https://github.com/webpack/css-loader/edit/main/README.md',
      repo: 'https://github.com/webpack/css-loader',
      blobBase: 'https://github.com/webpack/css-loader/blob/main/',
      rawBase: 'https://raw.githubusercontent.com/webpack/css-loader/main/',
    });
  });

  it('uses the default branch (HEAD) when our page names none, and the package folder in a monorepo', () => {
    const links = getRepositoryLinks({ owner: 'o', name: 'mono', directory: 'packages/a' }, getBranchFromSource(null));
    expect(links.source).toBe('https://raw.githubusercontent.com/o/mono/HEAD/packages/a/README.md');
    expect(links.blobBase).toBe('https://github.com/o/mono/blob/HEAD/packages/a/');
  });
});
