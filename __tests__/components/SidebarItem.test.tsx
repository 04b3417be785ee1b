import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SidebarItem from '../../src/components/docs/SidebarItem/SidebarItem';
import { addDisplayTitles } from '../../src/model/anchors';

const page = { title: 'Output', url: '/configuration/output/', group: null, expandable: true };
const anchors = addDisplayTitles(
  [
    { title: 'output.library', id: 'outputlibrary', level: 2 },
    { title: 'output.library.name', id: 'outputlibraryname', level: 3 },
  ],
  'Output',
);

/** The server's answer for a page's data, as Gatsby writes it. */
let pageData: () => Promise<Response>;
const fetchMock = jest.fn((url: string) => (url.startsWith('/page-data/configuration/') ? pageData() : Promise.reject(new Error(url))));
beforeEach(() => {
  pageData = async () => ({ ok: true, status: 200, json: async () => ({ result: { data: { docPage: { anchors } } } }) }) as Response;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SidebarItem', () => {
  it('is open on the current page, showing its anchors by their display titles without fetching them', () => {
    render(<SidebarItem page={page} current anchors={anchors} />);
    expect(screen.getByRole('button', { name: 'Toggle Output section' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/configuration/output/#outputlibrary');
    expect(screen.getByRole('link', { name: 'name' })).toHaveAttribute('href', '/configuration/output/#outputlibraryname');
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
  });

  it('is closed on other pages and opens with its chevron, loading the anchors from the page data', async () => {
    render(<SidebarItem page={page} current={false} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Output section' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'library' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'library' })).toHaveAttribute('href', '/configuration/output/#outputlibrary');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the anchors cannot be loaded (offline, not saved), and tries again on the next opening', async () => {
    pageData = () => Promise.reject(new TypeError('Failed to fetch'));
    // Another page than the other tests: a page's anchors are kept once loaded.
    render(<SidebarItem page={{ ...page, title: 'Mode', url: '/configuration/mode/' }} current={false} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Mode section' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('The headings of this page could not be loaded.');
    await userEvent.click(toggle);
    pageData = async () => ({ ok: true, status: 200, json: async () => ({ result: { data: { docPage: { anchors } } } }) }) as Response;
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'library' })).toHaveAttribute('href', '/configuration/mode/#outputlibrary');
    expect(fetchMock).toHaveBeenCalledWith('/page-data/configuration/mode/page-data.json');
  });

  it('has no toggle without anchors', () => {
    render(<SidebarItem page={{ ...page, expandable: false }} current={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls to the top when the current title is clicked, unless Ctrl is held', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<SidebarItem page={page} current anchors={anchors} />);
    await userEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is one Tab stop: the chevron is out of the tab order and the link opens and closes with the arrow keys', async () => {
    render(<SidebarItem page={page} current={false} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Output section' });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Output' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'library' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveFocus();
  });
});
