import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageActions from '../../src/components/docs/PageActions/PageActions';
import { HYDRATED_ATTRIBUTE } from '../../src/browser/earlyControls';
import { installEarlyControls } from '../../src/head/earlyControls';

const TWIN = '# Entry Points\n\nBody.\n';

beforeAll(() => {
  installEarlyControls();
});

function renderPage() {
  render(<PageActions path="concepts/entry-points.mdx" edit={null} repo={null} markdownPath="/concepts/entry-points.md" />);
  return screen.getByRole('button', { name: 'Copy page' });
}

const pageStatus = () => screen.getAllByRole('status').find((element) => element.hasAttribute('data-copy-page-status'))!;

describe('Copy page', () => {
  const writeText = jest.fn();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });

  it('links to the Markdown twin', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/concepts/entry-points.md');
  });

  it.each([
    ['before the app has started', false],
    ['after', true],
  ])('fetches the twin on a press %s, copies it once and says so', async (_when, hydrated) => {
    document.documentElement.toggleAttribute(HYDRATED_ATTRIBUTE, hydrated);
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve(TWIN) });
    global.fetch = fetchMock;
    const button = renderPage();
    expect(fetchMock).not.toHaveBeenCalled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Page copied as Markdown'));
    expect(fetchMock).toHaveBeenCalledWith('/concepts/entry-points.md');
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(TWIN);
    // Carried out at once: nothing was kept for the app to replay.
    expect(window.__earlyPresses!.take()).toEqual([]);
  });

  it('says the Markdown could not be loaded when the fetch fails (offline)', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(renderPage());
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Could not load the Markdown of this page. Are you offline?'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says the Markdown could not be loaded when the server answers with an error', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404, text: () => Promise.resolve('Not found') });
    await userEvent.click(renderPage());
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Could not load the Markdown of this page'));
  });

  it('says the clipboard refused when writing fails', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve(TWIN) });
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await userEvent.click(renderPage());
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Could not copy to the clipboard'));
  });
});
