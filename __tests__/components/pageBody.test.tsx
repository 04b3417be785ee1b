import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { StaticQueryContext } from 'gatsby';
import { rememberServerBody, usePageBody } from '../../src/browser/pageBody';
import PageBody from '../../src/components/docs/PageBody/PageBody';
import type { BodyFields } from '../../src/model/pageBody';

function Body({ page, title = 'Output' }: { page: BodyFields; title?: string }) {
  return (
    <article>
      <h1>{title}</h1>
      <PageBody html={usePageBody(page)} />
    </article>
  );
}

const SERVER_BODY = '<h2>Rendered by the server</h2><p>Its body.</p>';
const bodyOf = () => document.querySelector('[data-page-body]');

/** The first load: the server's HTML of a page whose page data names its body file (and carries no body). */
function serveFirstPage(ref: string): HTMLElement {
  (window as Window & { pageData?: unknown }).pageData = { result: { data: { docPage: { bodyRef: ref } } } };
  document.body.innerHTML = `<div id="root"><article><h1>Output</h1><div class="markdown" data-printable-content="" data-page-body="">${SERVER_BODY}</div></article></div>`;
  rememberServerBody();
  return document.getElementById('root')!;
}

afterEach(() => {
  delete (window as Window & { pageData?: unknown }).pageData;
  document.body.innerHTML = '';
  rememberServerBody(); // forgets the last test's first page
});

describe('usePageBody', () => {
  it('takes the body from the page data while it is there (gatsby develop)', () => {
    render(<Body page={{ html: '<p>From page data</p>' }} />);
    expect(bodyOf()).toHaveTextContent('From page data');
  });

  it('takes the body from its file, which Gatsby loaded with the page on a client navigation', () => {
    render(
      <StaticQueryContext.Provider value={{ 'body-1': { data: { html: '<p>From the body file</p>' } } }}>
        <Body page={{ bodyRef: 'body-1' }} />
      </StaticQueryContext.Provider>,
    );
    expect(bodyOf()).toHaveTextContent('From the body file');
  });

  it('hydrates the first page with the body the server rendered, without reading it', async () => {
    const container = serveFirstPage('body-2');
    const server = bodyOf();
    const read = jest.spyOn(Element.prototype, 'innerHTML', 'get');
    const error = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Body page={{ bodyRef: 'body-2' }} />);
    });
    expect(bodyOf()).toBe(server);
    expect(read).not.toHaveBeenCalled();
    expect(bodyOf()).toContainHTML(SERVER_BODY);
    expect(error).not.toHaveBeenCalled();
    read.mockRestore();
    error.mockRestore();
  });

  it('shows that body again when the reader comes back to the first page after leaving it', async () => {
    const container = serveFirstPage('body-4');
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Body page={{ bodyRef: 'body-4' }} />);
    });
    // A client navigation to another page (its body from its file), then back.
    const other = { 'body-5': { data: { html: '<p>The next page</p>' } } };
    act(() => root.render(<StaticQueryContext.Provider value={other}><Body key="next" page={{ bodyRef: 'body-5' }} title="Module" /></StaticQueryContext.Provider>));
    expect(bodyOf()).toHaveTextContent('The next page');
    act(() => root.render(<StaticQueryContext.Provider value={other}><Body key="back" page={{ bodyRef: 'body-4' }} /></StaticQueryContext.Provider>));
    expect(bodyOf()).toContainHTML(SERVER_BODY);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the body when React gives up hydrating and renders the page anew (an extension changed the page first)', async () => {
    const container = serveFirstPage('body-6');
    // What an extension might do before the scripts run: the title no longer matches what React renders.
    container.querySelector('h1')!.textContent = 'Ausgabe';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Body page={{ bodyRef: 'body-6' }} />, { onRecoverableError: recovered });
    });
    expect(recovered).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Output');
    expect(bodyOf()).toContainHTML(SERVER_BODY);
    error.mockRestore();
  });

  it('tells the reader to reload when a body is missing, instead of showing an empty page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Body page={{ bodyRef: 'body-3' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The text of this page could not be loaded. Reload the page to read it.');
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '');
    expect(error).toHaveBeenCalledWith('The body of this page (/page-data/sq/d/body-3.json) was not loaded');
    error.mockRestore();
  });
});
