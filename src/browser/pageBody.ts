// The body of a page for its template (src/model/pageBody.ts tells how the body travels).
import { useContext, useState } from 'react';
import { StaticQueryContext } from 'gatsby';
import { MISSING_BODY_TEXT, getBodyUrl, type BodyFields } from '../model/pageBody';

/**
 * The first page's body: the element the server rendered it into, its HTML once read, and whether
 * a render took it as it is. Reading the HTML means serialising the whole body: 16-75 ms for
 * /configuration/output/ with the CPU slowed four times (Lighthouse's phone), so it is read only
 * when a render needs it.
 */
let firstLoad: { ref: string; element: Element; html?: string; kept?: boolean } | null = null;

/**
 * What the template hands React for the first page's body in the render React hydrates. React
 * does not read the content of an element with dangerouslySetInnerHTML when it hydrates it (the
 * body's element has suppressHydrationWarning for the development build, which compares), and
 * it writes that content only when this value changes; so the body the server rendered stays as
 * it is, unread.
 */
const KEPT_SERVER_BODY = '<!-- the body the server rendered -->';

interface FirstLoadWindow {
  pageData?: { result?: { data?: { docPage?: BodyFields } } };
}

const firstLoadRef = (): string | null => (window as FirstLoadWindow).pageData?.result?.data?.docPage?.bodyRef ?? null;

/** Notes where the server rendered the first page's body (called before React hydrates it); nothing is read. */
export function rememberServerBody(): void {
  const ref = firstLoadRef();
  const element = document.querySelector('[data-page-body]');
  firstLoad = ref && element ? { ref, element } : null;
}

/**
 * Whether a template rendering the body `ref` for the first time is the first page's first render,
 * the one React hydrates. Only one render is: when React renders again from scratch (it gave up
 * hydrating after an error, or started over), the next gets the server's HTML, read, instead.
 */
function keepsServerBody(ref: string | null | undefined): boolean {
  if (!firstLoad || firstLoad.ref !== ref || firstLoad.kept) return false;
  firstLoad.kept = true;
  return true;
}

type StaticQueryResults = Record<string, { data?: { html?: string } } | undefined>;

/** Shown in place of a body that is missing, which only a bug can cause: the reader gets a way on, not an empty page. */
export const MISSING_BODY_HTML = `<p role="alert">${MISSING_BODY_TEXT} <a href="">Reload the page</a> to read it.</p>`;

/**
 * The body HTML of a page: from its page data (`gatsby develop`), from its body file (which
 * Gatsby's loader fetched before rendering the page), or the body the server rendered (first
 * load): KEPT_SERVER_BODY in the render React hydrates, the HTML read from the server's element
 * in any later mount (the reader came back to the page after leaving it). That HTML is the body as
 * the reader left it (the tabs they chose, the parts laid out), which the page's effects take as
 * they take a fresh body.
 */
export function usePageBody(page: BodyFields): string {
  const results = useContext(StaticQueryContext) as StaticQueryResults;
  // Decided once per mount: the page keeps the value it hydrated with while it stays on screen.
  const [kept] = useState(() => typeof page.html !== 'string' && keepsServerBody(page.bodyRef));
  if (typeof page.html === 'string') return page.html;
  if (kept) return KEPT_SERVER_BODY;
  const ref = page.bodyRef;
  if (firstLoad && firstLoad.ref === ref) return (firstLoad.html ??= firstLoad.element.innerHTML);
  const html = ref ? results[ref]?.data?.html : undefined;
  if (html !== undefined) return html;
  console.error(`The body of this page (${ref ? getBodyUrl(ref) : 'no body file named'}) was not loaded`);
  return MISSING_BODY_HTML;
}
