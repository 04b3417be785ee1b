import { focusHeadingInsteadOfRouterWrapper, focusPageHeading } from '../../src/browser/focusPageHeading';

describe('focusPageHeading', () => {
  it("focuses the main content's h1 without making it a Tab stop", () => {
    document.body.innerHTML = '<header><h1>Site</h1></header><main><article><h1>Entry Points</h1><p>text</p></article></main>';
    expect(focusPageHeading()).toBe(true);
    const heading = document.querySelector('main h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
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
