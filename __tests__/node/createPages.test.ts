import { CONTENT_ERROR_ID, CONTENT_ERROR_MAP } from '../../src/node/reportContent';
import { createPages } from '../../src/node/createPages';
import { makePage } from '../model/helpers';

// What these tests are not about, and what costs seconds: highlighting the home page's code and
// reading the dates of the last commits.
jest.mock('../../src/node/highlightSnippets', () => ({ highlightHomeSnippets: async () => [] }));
jest.mock('../../src/node/lastUpdated', () => ({ readLastUpdated: () => new Map() }));

// Two pages; the second links to a page that does not exist.
const nodes = [
  { ...makePage('guides/index.mdx', { title: 'Guides', sort: -1 }), id: 'a', links: [], linkLines: [], linkColumns: [], headingIds: [] },
  { ...makePage('guides/caching.mdx', { title: 'Caching', sort: 1 }), id: 'b', links: ['/guides/gone/', '/guides/gone/'], linkLines: [8, 12], linkColumns: [3, 5], headingIds: [] },
];

async function run(command: 'build' | 'develop') {
  const previous = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = command;
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  try {
    await createPages!(
      { graphql: async () => ({ data: { allDocPage: { nodes } } }), actions: { createPage }, reporter: { panicOnBuild } } as never,
      { plugins: [] },
      () => undefined,
    );
  } finally {
    process.env.gatsby_executing_command = previous;
  }
  // A content problem is a structured error of ours: the text Gatsby prints is what our error map makes of it.
  const printed = ([error]: [{ id: string; context: { message: string } }]) => {
    expect(error.id).toBe(CONTENT_ERROR_ID);
    const entry = Object.values(CONTENT_ERROR_MAP)[0] as unknown as { text: (context: unknown) => string; level: string };
    expect(entry.level).toBe('ERROR');
    return entry.text(error.context);
  };
  return {
    paths: createPage.mock.calls.map(([page]) => page.path as string),
    contexts: Object.fromEntries(createPage.mock.calls.map(([page]) => [page.path as string, page.context as Record<string, unknown>])),
    panics: panicOnBuild.mock.calls.map(printed),
  };
}

describe('createPages with a broken link', () => {
  it('fails the build with every problem in one message, each occurrence at its line', async () => {
    const { paths, panics } = await run('build');
    // The site's redirects point at pages these two are not: they are problems here too.
    expect(panics).toHaveLength(1);
    expect(panics[0]).toMatch(/^\d+ content problems:\n/);
    expect(panics[0]).toContain(
      'content/guides/caching.mdx:8:3: link "/guides/gone/" is not a page of this site\ncontent/guides/caching.mdx:12:5: link "/guides/gone/" is not a page of this site\n',
    );
    expect(paths).toEqual([]);
  });

  it('in npm start reports it and still makes every page, so the rest of the site keeps serving', async () => {
    const { paths, panics, contexts } = await run('develop');
    expect(panics).toHaveLength(1);
    expect(paths).toEqual(['/', '/guides/', '/guides/caching/']);
    // The page with the broken link gets its problems to show, each occurrence with its link; the other none.
    expect(contexts['/guides/caching/'].problems).toEqual([
      { message: 'content/guides/caching.mdx:8:3: link "/guides/gone/" is not a page of this site', link: '/guides/gone/' },
      { message: 'content/guides/caching.mdx:12:5: link "/guides/gone/" is not a page of this site', link: '/guides/gone/' },
    ]);
    expect(contexts['/guides/']).not.toHaveProperty('problems');
  });
});
