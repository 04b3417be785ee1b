import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import CodeCopy from '../../src/components/docs/CodeCopy/CodeCopy';
import PageActions from '../../src/components/docs/PageActions/PageActions';

const PAGE_URL = 'https://webpack.js.org/concepts/entry-points/';
const NAME = 'Report a problem with this page (opens in a new tab)';

function renderDocPage() {
  render(
    <>
      <p>Text outside the article.</p>
      <article>
        <h1>Entry Points</h1>
        <p>An entry point is a module webpack starts from.</p>
        <p>Every entry point produces at least one output file.</p>
        <PageActions path="concepts/entry-points.mdx" edit={null} repo={null} markdownPath="/concepts/entry-points.md" report={{ pageUrl: PAGE_URL, title: 'Entry Points' }} />
        <CodeCopy />
      </article>
    </>,
  );
  return screen.getByRole('link', { name: NAME });
}

/** The issue body a link opens. */
const bodyOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('body')!;

function select(from: Node, to: Node = from) {
  const range = document.createRange();
  range.setStart(from, 0);
  range.setEnd(to, to.childNodes.length);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
}

describe('Report a problem with this page', () => {
  afterEach(() => window.getSelection()!.removeAllRanges());

  it("links to a new issue with the page's url and title, in a new tab, before any script runs", () => {
    const link = renderDocPage();
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/webpack/webpack.js.org/issues/new');
    expect(href.searchParams.get('title')).toContain('Entry Points');
    expect(href.searchParams.get('body')).toContain(PAGE_URL);
    expect(href.searchParams.get('body')).not.toContain('>');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is left out where no report is asked for (the blog)', () => {
    render(<PageActions path="blog/2020-10-10-webpack-5-release.mdx" edit={null} repo={null} markdownPath={null} />);
    expect(screen.queryByRole('link', { name: NAME })).toBeNull();
  });

  it('quotes the text selected in the article when the pointer presses the link', () => {
    const link = renderDocPage();
    select(screen.getByText(/An entry point is a module/));
    fireEvent.pointerDown(link);
    expect(bodyOf(link)).toContain('> An entry point is a module webpack starts from.');
    expect(bodyOf(link)).toContain(PAGE_URL);
  });

  it('quotes the selection when Enter presses the link, and keeps it for the click after the selection is gone', () => {
    const link = renderDocPage();
    select(screen.getByText(/Every entry point produces/));
    link.focus();
    fireEvent.keyDown(link, { key: 'Enter' });
    window.getSelection()!.removeAllRanges();
    // jsdom cannot open the issue; the href the click would follow is what counts.
    const stopNavigation = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopNavigation);
    fireEvent.click(link);
    window.removeEventListener('click', stopNavigation);
    expect(bodyOf(link)).toContain('> Every entry point produces at least one output file.');
  });

  it('leaves out text selected outside the article, and cuts a selection reaching out of it at its edge', () => {
    const link = renderDocPage();
    select(screen.getByText('Text outside the article.'));
    fireEvent.pointerDown(link);
    expect(bodyOf(link)).not.toContain('>');
    select(screen.getByText('Text outside the article.'), screen.getByText(/An entry point is a module/));
    fireEvent.pointerDown(link);
    expect(bodyOf(link)).toContain('An entry point is a module webpack starts from.');
    expect(bodyOf(link)).not.toContain('Text outside the article');
  });

  it('drops an earlier quote when the link is pressed again with nothing selected', () => {
    const link = renderDocPage();
    select(screen.getByText(/An entry point is a module/));
    fireEvent.pointerDown(link);
    window.getSelection()!.removeAllRanges();
    fireEvent.pointerDown(link);
    expect(bodyOf(link)).not.toContain('>');
  });
});
