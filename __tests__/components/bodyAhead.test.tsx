import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fetchBodyAhead, keepBodiesIn, resetBodyAhead, type StaticQueryResults } from '../../src/browser/bodyAhead';
import { loadPagesOnIntent } from '../../src/browser/loadOnIntent';

const LIST_URL = '/page-data/bodies.00112233445566778899.json';
const LIST = { '/concepts/': 'body-aaaaaaaaaaaaaaaaaaaa', '/configuration/output/': 'body-bbbbbbbbbbbbbbbbbbbb' };
const BODY = { data: { html: '<p>Concepts</p>' } };

/** The network: what each url answers, and the urls asked for, in order. */
let answers: Record<string, { status: number; body: unknown }>;
const requested: string[] = [];
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), location.href).pathname;
  requested.push(url);
  const answer = answers[url] ?? { status: 404, body: null };
  return { ok: answer.status === 200, status: answer.status, json: async () => answer.body } as Response;
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let results: StaticQueryResults;
/** Gatsby's loadPage: page data first, then the body, unless the body is among the results already. */
const loadPage = jest.fn(async () => undefined);

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  loadPagesOnIntent(loadPage);
  window.addEventListener('click', (event) => event.preventDefault());
});
beforeEach(() => {
  resetBodyAhead();
  requested.length = 0;
  loadPage.mockClear();
  answers = { [LIST_URL]: { status: 200, body: LIST }, '/page-data/sq/d/body-aaaaaaaaaaaaaaaaaaaa.json': { status: 200, body: BODY } };
  results = {};
  keepBodiesIn(results);
  document.documentElement.setAttribute('data-page-bodies', LIST_URL);
  document.body.innerHTML = '<nav><a href="/concepts/">Concepts</a><a href="/guides/">Guides</a></nav>';
});

describe('a body fetched ahead of its page data', () => {
  it('is fetched when the reader presses the link, and put where Gatsby looks before it fetches one', async () => {
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByRole('link', { name: 'Concepts' }) });
    expect(loadPage).toHaveBeenCalledWith('/concepts/');
    await settle();
    expect(requested).toEqual([LIST_URL, '/page-data/sq/d/body-aaaaaaaaaaaaaaaaaaaa.json']);
    expect(results).toEqual({ 'body-aaaaaaaaaaaaaaaaaaaa': BODY });
  });

  it('is fetched once, however often the link is pressed, and not at all when Gatsby has it', async () => {
    fetchBodyAhead('/concepts/');
    fetchBodyAhead('/concepts/');
    await settle();
    fetchBodyAhead('/concepts/');
    await settle();
    expect(requested.filter((url) => url.includes('/sq/d/'))).toHaveLength(1);
    expect(requested.filter((url) => url === LIST_URL)).toHaveLength(1);

    const loaded = { data: { html: '<p>Output, from Gatsby</p>' } };
    results['body-bbbbbbbbbbbbbbbbbbbb'] = loaded;
    fetchBodyAhead('/configuration/output/');
    await settle();
    expect(requested.filter((url) => url.includes('body-bbbb'))).toEqual([]);
    expect(results['body-bbbbbbbbbbbbbbbbbbbb']).toBe(loaded);
  });

  it('leaves the loader to it when the page is not listed, the body fails, or the page names no list', async () => {
    fetchBodyAhead('/guides/');
    delete answers['/page-data/sq/d/body-aaaaaaaaaaaaaaaaaaaa.json'];
    fetchBodyAhead('/concepts/');
    await settle();
    expect(results).toEqual({});

    resetBodyAhead();
    keepBodiesIn(results);
    document.documentElement.removeAttribute('data-page-bodies');
    requested.length = 0;
    fetchBodyAhead('/concepts/');
    await settle();
    expect(requested).toEqual([]);
  });

  it('reads the list once the browser is idle after the app starts, so that a press asks for its body at once', async () => {
    await settle();
    expect(requested).toEqual([LIST_URL]);
    fetchBodyAhead('/concepts/');
    // No round trip first: the body's request is made in the same task as the press.
    await Promise.resolve();
    await Promise.resolve();
    expect(requested).toEqual([LIST_URL, '/page-data/sq/d/body-aaaaaaaaaaaaaaaaaaaa.json']);
  });

  it('waits for the app: with no results object yet, nothing is fetched', async () => {
    resetBodyAhead();
    fetchBodyAhead('/concepts/');
    await settle();
    expect(requested).toEqual([]);
  });
});
