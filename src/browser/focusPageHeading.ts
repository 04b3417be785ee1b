// After a client-side navigation, focus goes to the new page's title: screen readers announce it
// and the next Tab lands in the content, not back at the top of the header.

/** Focuses the h1 of the main content without scrolling; false when the page has none. */
export function focusPageHeading(doc: Document = document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * The router focuses its wrapper (#gatsby-focus-wrapper) after a navigation, once the new page's
 * effects have run: focus goes on from there to the page's h1.
 */
export function focusHeadingInsteadOfRouterWrapper(doc: Document = document): void {
  doc.addEventListener('focusin', (event) => {
    if ((event.target as Element | null)?.id === 'gatsby-focus-wrapper') focusPageHeading(doc);
  });
}
