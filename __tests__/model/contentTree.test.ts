import { buildContentTree, flattenDirectories } from '../../src/model/contentTree';

describe('buildContentTree', () => {
  const tree = buildContentTree([
    { path: 'glossary.mdx', name: 'glossary.mdx', size: 10, url: '/glossary/' },
    { path: 'api/cli.mdx', name: 'cli.mdx', size: 20, url: '/api/cli/' },
    { path: 'api/hooks/compiler.mdx', name: 'compiler.mdx', size: 30, url: '/api/hooks/compiler/' },
  ]);
  it('adds every file size up to the root', () => {
    expect(tree.size).toBe(60);
    expect(tree.directories.find((d) => d.name === 'api')?.size).toBe(50);
  });
  it('lists the files and folders of each directory', () => {
    expect(tree.files).toEqual(['glossary.mdx']);
    expect(flattenDirectories(tree).map((d) => d.url)).toEqual(['/', '/api/', '/api/hooks/']);
  });
});
