import { buildLlmsFullTxt, buildLlmsTxt, getLlmsSections } from '../../src/model/llmsTxt';
import { makePage } from './helpers';

const SITE = { siteUrl: 'https://webpack.js.org', name: 'webpack', summary: 'A module bundler.' };
const pages = [
  makePage('concepts/output.mdx', { title: 'Output', sort: 2, description: 'Where bundles\n go.' }),
  makePage('concepts/index.mdx', { title: 'Concepts', sort: -1 }),
  makePage('concepts/entry-points.mdx', { title: 'Entry Points', sort: 1 }),
  makePage('concepts/printable.mdx', { title: 'Printable' }),
  makePage('guides/caching.mdx', { title: 'Caching' }),
  makePage('glossary.mdx', { title: 'Glossary' }),
  makePage('contribute/index.mdx', { title: 'Contribute', sort: -1 }),
  makePage('blog/index.mdx', { title: 'Blog' }),
  makePage('blog/2020-10-10-webpack-5-release.mdx', { title: 'webpack 5 release', sort: 20201010, date: '2020-10-10' }),
];

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(getLlmsSections(pages), SITE);

  it('starts with the name as h1 and the summary as a blockquote', () => {
    expect(text.startsWith('# webpack\n\n> A module bundler.\n\n')).toBe(true);
  });

  it('lists documentation sections in header order, pages in sidebar order, printable pages left out', () => {
    expect(text.match(/^## .*/gm)).toEqual(['## Concepts', '## Guides', '## More', '## Optional']);
    const concepts = text.split('## Concepts\n\n')[1].split('\n\n')[0];
    expect(concepts).toBe(
      [
        '- [Concepts](https://webpack.js.org/concepts.md)',
        '- [Entry Points](https://webpack.js.org/concepts/entry-points.md)',
        '- [Output](https://webpack.js.org/concepts/output.md): Where bundles go.',
      ].join('\n'),
    );
  });

  it('puts contribute and the blog under "Optional"', () => {
    expect(text.split('## Optional\n\n')[1].trim().split('\n')).toEqual([
      '- [Contribute](https://webpack.js.org/contribute.md)',
      '- [Blog](https://webpack.js.org/blog.md)',
      '- [webpack 5 release](https://webpack.js.org/blog/2020-10-10-webpack-5-release.md)',
    ]);
  });
});

describe('buildLlmsFullTxt', () => {
  it('joins the twins of the documentation pages in sidebar order with "---" lines, without the blog', () => {
    const twins = new Map(pages.map((page) => [page.url, `# ${page.title}\n\nBody.\n`]));
    const text = buildLlmsFullTxt(getLlmsSections(pages), twins, SITE);
    expect(text.match(/^# .*/gm)).toEqual(['# webpack', '# Concepts', '# Entry Points', '# Output', '# Caching', '# Glossary', '# Contribute']);
    expect(text).toContain('Body.\n\n---\n\n# Entry Points');
  });
});
