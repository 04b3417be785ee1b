// The reader's webpack version, applied before the first paint by the head script
// (src/head/readerVersion.ts), which leaves `window.__readerVersion` for the app. The <select> of a
// page is rendered into its body at build time, so React never touches it.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { RELEASE_RANGE_FORM_ATTRIBUTE } from '../model/releaseRange';

/** What the head script leaves on window for the app. */
export interface ReaderVersionApi {
  /** Shows the reader's version in every version <select> under root. */
  sync: (root: ParentNode) => void;
}

declare global {
  interface Window {
    __readerVersion?: ReaderVersionApi;
  }
}

// Layout effects do not run on the server; React warns when they are used there.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * After a client-side navigation the new body's <select> shows the reader's version, and the
 * upgrade planner's selects and status the range in the url (src/head/releaseRange.ts), before the paint.
 */
export function useReaderVersion(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    if (ref.current) window.__readerVersion?.sync(ref.current);
    if (ref.current) syncReleaseRange(ref.current);
  }, [ref, html]);
}

/**
 * The upgrade planner on a body the app rendered: its inline script ran if the releases page was the
 * first page loaded; after a client-side navigation (inline scripts in a body set by the app do not
 * run) the app installs the same code, loaded then.
 */
function syncReleaseRange(body: HTMLElement): void {
  if (window.__releaseRange) {
    window.__releaseRange.sync(body);
    return;
  }
  const latest = body.querySelector<HTMLSelectElement>(`form[${RELEASE_RANGE_FORM_ATTRIBUTE}] select[name="to"]`)?.options[0]?.value;
  if (!latest) return;
  import('../head/releaseRange')
    .then(({ installReleaseRange }) => {
      if (!window.__releaseRange) installReleaseRange(latest);
      window.__releaseRange?.sync(body);
    })
    // Offline, in a saved section, the chunk may not be kept: the page shows every release, and the
    // form's button still sets the range (a page load, which the page's own script handles). A
    // rejection left unhandled would have Gatsby reload the page, again and again.
    .catch(() => undefined);
}
