import React from 'react';
import { render, screen } from '@testing-library/react';
import { StaticQueryContext } from 'gatsby';
import { getFirstLoadBodyUrl, rememberServerBody, usePageBody } from '../../src/browser/pageBody';
import type { BodyFields } from '../../src/model/pageBody';

function Body({ page }: { page: BodyFields }) {
  return <div data-testid="body" dangerouslySetInnerHTML={{ __html: usePageBody(page) }} />;
}

afterEach(() => {
  delete (window as Window & { pageData?: unknown }).pageData;
  document.body.innerHTML = '';
});

describe('usePageBody', () => {
  it('takes the body from the page data while it is there (gatsby develop)', () => {
    render(<Body page={{ html: '<p>From page data</p>' }} />);
    expect(screen.getByTestId('body')).toHaveTextContent('From page data');
  });

  it('takes the body from its file, which Gatsby loaded with the page on a client navigation', () => {
    render(
      <StaticQueryContext.Provider value={{ 'body-1': { data: { html: '<p>From the body file</p>' } } }}>
        <Body page={{ bodyRef: 'body-1' }} />
      </StaticQueryContext.Provider>,
    );
    expect(screen.getByTestId('body')).toHaveTextContent('From the body file');
  });

  it('keeps the body the server rendered into the first page, without any file, also after navigating back to it', () => {
    (window as Window & { pageData?: unknown }).pageData = { result: { data: { docPage: { bodyRef: 'body-2' } } } };
    document.body.innerHTML = '<div data-page-body=""><p>Rendered by the server</p></div>';
    rememberServerBody();
    expect(getFirstLoadBodyUrl()).toBe('/page-data/sq/d/body-2.json');
    document.body.innerHTML = '';
    render(<Body page={{ bodyRef: 'body-2' }} />);
    expect(screen.getByTestId('body')).toHaveTextContent('Rendered by the server');
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
