import { POOL_THRESHOLD, closeRenderPool, getRenderThreads, openRenderPool, renderInPool } from '../../src/node/renderPool';
import { isContentError } from '../../src/node/contentFiles';

describe('getRenderThreads', () => {
  it('uses one thread per core unless WEBPACK_DOCS_RENDER_THREADS says otherwise', () => {
    expect(getRenderThreads({}, 2)).toBe(2);
    expect(getRenderThreads({ WEBPACK_DOCS_RENDER_THREADS: '0' }, 2)).toBe(0);
    expect(getRenderThreads({ WEBPACK_DOCS_RENDER_THREADS: '3' }, 2)).toBe(3);
  });

  it('refuses a setting that is not a whole number', () => {
    expect(() => getRenderThreads({ WEBPACK_DOCS_RENDER_THREADS: 'many' }, 2)).toThrow('WEBPACK_DOCS_RENDER_THREADS must be a whole number >= 0, not "many"');
  });
});

// Real worker threads, as in a build: the TypeScript build code compiled by tsx in each thread.
describe('renderInPool', () => {
  const previous = process.env.WEBPACK_DOCS_RENDER_THREADS;
  beforeAll(() => {
    process.env.WEBPACK_DOCS_RENDER_THREADS = '2';
  });
  afterAll(async () => {
    await closeRenderPool();
    process.env.WEBPACK_DOCS_RENDER_THREADS = previous;
  });

  it('is opened for many files only, and never with threads turned off', async () => {
    expect(openRenderPool(POOL_THRESHOLD - 1)).toBe(false);
    process.env.WEBPACK_DOCS_RENDER_THREADS = '0';
    expect(openRenderPool(1000)).toBe(false);
    process.env.WEBPACK_DOCS_RENDER_THREADS = '2';
    expect(openRenderPool(POOL_THRESHOLD)).toBe(true);
  });

  it('renders files in worker threads, each answer going to its own file', async () => {
    expect(openRenderPool(POOL_THRESHOLD)).toBe(true);
    const pages = ['Entry Points', 'Output', 'Loaders', 'Plugins'].map((title, index) => ({
      path: `concepts/page-${index}.mdx`,
      size: 100,
      frontMatter: { title, sort: index },
      body: `## About ${title}\n\nText of ${title}.\n\n\`\`\`js\nmodule.exports = { mode: 'production' };\n\`\`\`\n`,
      bodyLine: 4,
    }));
    const rendered = await Promise.all(pages.map((page) => renderInPool(page)));
    rendered.forEach((result, index) => {
      const { title } = pages[index].frontMatter;
      expect(result.page.title).toBe(title);
      expect(result.page.url).toBe(`/concepts/page-${index}/`);
      expect(result.html).toContain(`Text of ${title}.`);
      expect(result.html).toContain('token');
      expect(result.markdown).toContain(`# ${title}`);
      expect(result.headingIds).toEqual([`about-${title.toLowerCase().replace(' ', '-')}`]);
    });
    // Each thread first loads the build code, compiled by tsx: about 7 s here when idle. In `npm
    // test` Jest runs at nice 19 beside the builds and browser tests (scripts/test/run.mjs) and gets
    // only the CPU they leave: a clean-clone run took over 60 s for it. The limit is for a hang.
  }, 240_000);

  it('fails with the file and the field named when a file is wrong', async () => {
    await expect(renderInPool({ path: 'concepts/bad.mdx', size: 10, frontMatter: { sort: 1 }, body: 'Text.\n', bodyLine: 3 })).rejects.toThrow(
      /^content\/concepts\/bad\.mdx: front matter field "title"/,
    );
  }, 60_000);

  it('keeps a content problem a content problem, and a fault of the build code an error with its stack', async () => {
    expect(openRenderPool(POOL_THRESHOLD)).toBe(true);
    const contentProblem = await renderInPool({ path: 'concepts/bad.mdx', size: 10, frontMatter: { sort: 1 }, body: 'Text.\n', bodyLine: 3 }).catch((error: unknown) => error);
    expect(isContentError(contentProblem)).toBe(true);
    // A source the build code cannot handle (no path): a TypeError in the build code, not the file's fault.
    const codeFault = await renderInPool({ path: undefined as never, size: 10, frontMatter: { title: 'X', sort: 1 }, body: 'Text.\n', bodyLine: 3 }).catch((error: unknown) => error);
    expect(isContentError(codeFault)).toBe(false);
    expect((codeFault as Error).stack).toMatch(/^TypeError: .*\n\s+at getUrlFromPath/);
  }, 60_000);

  it('finishes the renders asked for before it closes, so a page still awaited when sourcing ends is rendered', async () => {
    expect(openRenderPool(POOL_THRESHOLD)).toBe(true);
    const pending = renderInPool({ path: 'concepts/late.mdx', size: 10, frontMatter: { title: 'Late', sort: 1 }, body: 'Text.\n', bodyLine: 3 });
    await closeRenderPool();
    await expect(pending).resolves.toMatchObject({ page: { title: 'Late' } });
  }, 60_000);
});
