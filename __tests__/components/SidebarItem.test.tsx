import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SidebarItem from '../../src/components/docs/SidebarItem/SidebarItem';
import { addDisplayTitles } from '../../src/model/anchors';
import { HYDRATED_ATTRIBUTE } from '../../src/browser/earlyControls';
import { installEarlyControls } from '../../src/head/earlyControls';
import type { Anchor } from '../../src/model/types';

// Opening and closing an entry is the inline head script's (no app needed): run it as the browser does.
beforeAll(() => {
  installEarlyControls();
  // A link followed to the end would be a page load, which jsdom cannot do (it logs an error).
  window.addEventListener('click', (event) => event.preventDefault());
});

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
const answer = (list: readonly Anchor[]) => async () => ({ ok: true, status: 200, json: async () => ({ result: { data: { docPage: { anchors: list } } } }) }) as Response;
const fetchMock = jest.fn((url: string) => (url.startsWith('/page-data/configuration/') ? pageData() : Promise.reject(new Error(url))));
beforeEach(() => {
  pageData = answer(anchors);
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
    pageData = answer(anchors);
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'library' })).toHaveAttribute('href', '/configuration/mode/#outputlibrary');
    expect(fetchMock).toHaveBeenCalledWith('/page-data/configuration/mode/page-data.json');
  });

  it('has no toggle without anchors', () => {
    render(<SidebarItem page={{ ...page, expandable: false }} current={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls to the top when the current title is clicked, unless Ctrl is held', async () => {
    // The app is running: before it, the head script keeps a link's press for it (earlyControls.test.tsx).
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<SidebarItem page={page} current anchors={anchors} />);
    await userEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
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

  it('closes with its chevron, hiding the headings it showed', async () => {
    render(<SidebarItem page={page} current anchors={anchors} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Output section' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'library' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'library' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The head script writes another page's headings; the server writes the current page's: one list, whichever wrote it.
  it.each([
    ['h2 with h3 under them', [['A', 2], ['A.b', 3], ['A.c', 3], ['D', 2]]],
    ['a first heading deeper than the rest', [['Deep', 3], ['Top', 2], ['Under', 3]]],
    ['an h1 above them all', [['One', 1], ['Two', 2], ['Three', 3]]],
    ['titles that need escaping', [['<Tabs> & "quotes"', 2], ['a < b', 3]]],
  ] as const)('opened, shows the same list the server renders for %s', async (_, headings) => {
    const list = addDisplayTitles(
      headings.map(([title, level]) => ({ title, id: title.toLowerCase().replace(/[^a-z]+/g, '-'), level })),
      'Page',
    );
    pageData = answer(list);
    const url = `/configuration/case-${headings.length}-${headings[0][0].length}/`;
    const { container } = render(<SidebarItem page={{ ...page, title: 'Page', url }} current={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Page section' }));
    await screen.findAllByRole('link', { name: list[0].title2 });
    const shown = container.querySelector('[data-sidebar-headings]')!.innerHTML;
    const server = render(<SidebarItem page={{ ...page, title: 'Page', url }} current anchors={list} />).container;
    // Both read back from the DOM, which writes a quote in text as '"' whichever way it came.
    expect(shown).toBe(server.querySelector('[data-sidebar-headings]')!.innerHTML);
  });
});
