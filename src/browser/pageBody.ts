// The body of a page for its template (src/model/pageBody.ts tells how the body travels).
import { useContext } from 'react';
import { StaticQueryContext } from 'gatsby';
import { MISSING_BODY_TEXT, getBodyUrl, type BodyFields } from '../model/pageBody';

/** Bodies the server rendered, by body file name: only the first page, read before hydration. */
const serverBodies = new Map<string, string>();

interface FirstLoadWindow {
  pageData?: { result?: { data?: { docPage?: BodyFields } } };
}

const firstLoadRef = (): string | null => (window as FirstLoadWindow).pageData?.result?.data?.docPage?.bodyRef ?? null;

/**
 * Keeps the body the server rendered into the first page (called before React hydrates it), so the
 * template hands React the same HTML without fetching it, and has it again after the reader
 * navigated away and back.
 */
export function rememberServerBody(): void {
  const ref = firstLoadRef();
  const element = document.querySelector('[data-page-body]');
  if (ref && element) serverBodies.set(ref, element.innerHTML);
}

/** Url of the first page's body file, which the first load did not fetch: for the worker to keep. */
export function getFirstLoadBodyUrl(): string | null {
  const ref = firstLoadRef();
  return ref ? getBodyUrl(ref) : null;
}

type StaticQueryResults = Record<string, { data?: { html?: string } } | undefined>;

/** Shown in place of a body that is missing, which only a bug can cause: the reader gets a way on, not an empty page. */
export const MISSING_BODY_HTML = `<p role="alert">${MISSING_BODY_TEXT} <a href="">Reload the page</a> to read it.</p>`;

/**
 * The body HTML of a page: from its page data (`gatsby develop`), from its body file (which
 * Gatsby's loader fetched before rendering the page), or as the server rendered it (first load).
 */
export function usePageBody(page: BodyFields): string {
  const results = useContext(StaticQueryContext) as StaticQueryResults;
  if (typeof page.html === 'string') return page.html;
  const ref = page.bodyRef;
  const html = ref ? (results[ref]?.data?.html ?? serverBodies.get(ref)) : undefined;
  if (html !== undefined) return html;
  console.error(`The body of this page (${ref ? getBodyUrl(ref) : 'no body file named'}) was not loaded`);
  return MISSING_BODY_HTML;
}
