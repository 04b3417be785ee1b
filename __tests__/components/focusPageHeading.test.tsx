import { focusHeadingInsteadOfRouterWrapper, focusPageHeading } from '../../src/browser/focusPageHeading';

describe('focusPageHeading', () => {
  it("focuses the main content's h1 without making it a Tab stop", () => {
    document.body.innerHTML = '<header><h1>Site</h1></header><main><article><h1>Entry Points</h1><p>text</p></article></main>';
    expect(focusPageHeading()).toBe(true);
    const heading = document.querySelector('main h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the heading the url names instead, when it is in the main content', () => {
    document.body.innerHTML = '<header><h2 id="menu">Menu</h2></header><main><h1>Output</h1><h2 id="outputfilename">output.filename</h2></main>';
    window.history.replaceState(null, '', '#outputfilename');
    expect(focusPageHeading()).toBe(true);
    expect(document.activeElement).toHaveTextContent('output.filename');
    window.history.replaceState(null, '', '#menu');
    focusPageHeading();
    expect(document.activeElement).toHaveTextContent('Output');
    window.history.replaceState(null, '', '#');
  });

  it('does nothing on a page without a title', () => {
    document.body.innerHTML = '<main><p>text</p></main>';
    expect(focusPageHeading()).toBe(false);
  });

  it("passes the router's focus on its wrapper to the page's h1", () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper" tabindex="-1"><main><h1>Output</h1></main></div>';
    focusHeadingInsteadOfRouterWrapper();
    (document.getElementById('gatsby-focus-wrapper') as HTMLElement).focus();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });
});
