import userEvent from '@testing-library/user-event';
import { fireEvent, screen } from '@testing-library/react';
import { followPlainLinks } from '../../src/browser/plainLinks';

describe('followPlainLinks', () => {
  const navigate = jest.fn();
  // Whatever the handler leaves alone reaches the browser's default: counted here instead of followed.
  const defaults = jest.fn();
  beforeAll(() => {
    followPlainLinks(navigate);
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) defaults((event.target as Element).textContent);
      event.preventDefault();
    });
  });
  beforeEach(() => {
    navigate.mockClear();
    defaults.mockClear();
    window.history.replaceState(null, '', '/concepts/');
    document.body.innerHTML = `
      <header><a href="/guides/">Guides</a></header>
      <nav><ul><li data-sidebar-entry="/concepts/output/"><div data-sidebar-headings=""><ul><li><a href="/concepts/output/#publicpath">publicPath</a></li></ul></div></li></ul></nav>
      <div data-page-body="">
        <a href="/configuration/output/">output</a> <a href="../guides/caching/?from=concepts#hashes">caching</a>
        <a href="#modes">modes</a> <a href="https://github.com/webpack/webpack">GitHub</a> <a href="/guides/printable/">print</a>
        <a href="/concepts.md" type="text/markdown">Markdown</a> <a href="/loaders/" target="_blank">loaders</a> <a href="/plugins/" download>plugins</a>
      </div>`;
  });

  it('follows a link in the page body to another page as a client navigation, keeping its query and hash', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'output' }));
    await user.click(screen.getByRole('link', { name: 'caching' }));
    expect(navigate.mock.calls).toEqual([['/configuration/output/'], ['/guides/caching/?from=concepts#hashes']]);
    expect(defaults).not.toHaveBeenCalled();
  });

  it("follows a heading link under another page's sidebar entry the same way", async () => {
    await userEvent.setup().click(screen.getByRole('link', { name: 'publicPath' }));
    expect(navigate).toHaveBeenCalledWith('/concepts/output/#publicpath');
  });

  it("leaves to the browser links within the page, to other sites, printable pages, files, a target or a download, and Gatsby's own links", async () => {
    const user = userEvent.setup();
    for (const name of ['modes', 'GitHub', 'print', 'Markdown', 'loaders', 'plugins', 'Guides']) await user.click(screen.getByRole('link', { name }));
    expect(navigate).not.toHaveBeenCalled();
    expect(defaults).toHaveBeenCalledTimes(7);
  });

  it('leaves a press with a modifier key or another button to the browser (a new tab or window)', () => {
    const link = screen.getByRole('link', { name: 'output' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(link, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(defaults).toHaveBeenCalledTimes(5);
  });
});
