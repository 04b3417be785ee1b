import React from 'react';
import { act } from '@testing-library/react';
import { replaceHydrateFunction } from '../../gatsby-browser';

type Render = (element: React.ReactElement, container: Element) => void;
const renderer = (replaceHydrateFunction as unknown as () => Render)();

function Page() {
  return (
    <div id="gatsby-focus-wrapper" tabIndex={-1}>
      <h1>Output</h1>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the site renderer (replaceHydrateFunction)', () => {
  it('hydrates a page the server rendered, keeping its elements', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper" tabindex="-1"><h1>Output</h1></div></div>';
    const title = document.querySelector('h1');
    await act(async () => renderer(<Page />, document.getElementById('___gatsby')!));
    expect(document.querySelector('h1')).toBe(title);
  });

  it('renders into the offline app shell, whose page wrapper is empty', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper" tabindex="-1"></div></div>';
    const error = jest.spyOn(console, 'error');
    await act(async () => renderer(<Page />, document.getElementById('___gatsby')!));
    expect(document.querySelector('h1')).toHaveTextContent('Output');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders into an empty element next to a page on screen (gatsby develop mounts its loading indicator so), without a hydration error', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper" tabindex="-1"><h1>Output</h1></div></div><div id="query-on-demand-indicator-element"></div>';
    const error = jest.spyOn(console, 'error');
    const indicator = document.getElementById('query-on-demand-indicator-element')!;
    await act(async () => renderer(<span role="status">Loading</span>, indicator));
    expect(indicator).toContainHTML('<span role="status">Loading</span>');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
