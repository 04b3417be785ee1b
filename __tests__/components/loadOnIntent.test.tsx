import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { loadPagesOnIntent } from '../../src/browser/loadOnIntent';

describe('loadPagesOnIntent', () => {
  const loadPage = jest.fn((path: string) => Promise.resolve(path));
  beforeAll(() => {
    loadPagesOnIntent(loadPage);
    // A link followed to the end would be a page load, which jsdom cannot do (it logs an error).
    window.addEventListener('click', (event) => event.preventDefault());
  });
  beforeEach(() => {
    loadPage.mockClear();
    document.body.innerHTML = `
      <nav><a href="/concepts/">Concepts</a><a href="#top">Top</a><a href="https://github.com/webpack/webpack" target="_blank">GitHub</a>
        <a href="/guides/printable/">Print</a><a href="/concepts.md" type="text/markdown">Markdown</a></nav>
      <div data-page-body=""><p>See <a href="/configuration/output/">output</a>.</p></div>`;
  });

  it('starts loading the page a reader presses, before the click', async () => {
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByRole('link', { name: 'Concepts' }) });
    expect(loadPage).toHaveBeenCalledWith('/concepts/');
  });

  it('starts loading the page whose link gets the keyboard focus', async () => {
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Concepts' }));
    expect(loadPage).toHaveBeenCalledWith('/concepts/');
  });

  it('starts loading the page of a link in the page body too (followed as a client navigation)', async () => {
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByRole('link', { name: 'output' }) });
    expect(loadPage).toHaveBeenCalledWith('/configuration/output/');
  });

  it('leaves alone links within the page, to other sites, printable pages and files', async () => {
    const user = userEvent.setup();
    for (const name of ['Top', 'GitHub', 'Print', 'Markdown']) {
      await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('link', { name }) });
      await user.pointer({ keys: '[/MouseLeft]' });
    }
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("leaves a failed load unreported: the click that follows is Gatsby's to handle", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    loadPage.mockImplementation(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByRole('link', { name: 'Concepts' }) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', onUnhandled);
    loadPage.mockImplementation((path: string) => Promise.resolve(path));
    expect(loadPage).toHaveBeenCalledWith('/concepts/');
    expect(unhandled).toEqual([]);
  });
});
