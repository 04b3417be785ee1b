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
