// After a client-side navigation, focus goes to the new page's title (or to the heading its url
// names): screen readers announce it and the next Tab lands in the content, not back at the top of
// the header.

/**
 * Focuses, without scrolling, the heading of the main content the url's hash names, else its h1
 * (so the next Tab goes on from where the reader was taken); false when there is neither.
 */
export function focusPageHeading(doc: Document = document): boolean {
  const id = decodeURIComponent(doc.location.hash.slice(1));
  const named = id ? doc.getElementById(id) : null;
  const heading = named?.closest('main') ? named : doc.querySelector<HTMLElement>('main h1');
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
