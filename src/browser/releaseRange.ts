// The upgrade planner on a body the app rendered (src/head/releaseRange.ts does the work). Its inline
// script ran if the releases page was the first page loaded; after a client-side navigation (inline
// scripts in a body set by the app do not run) the app loads the same code and installs it.
import type { RefObject } from 'react';
import { RELEASE_RANGE_FORM_ATTRIBUTE } from '../model/releaseRange';
import { useBeforePaint } from './useBeforePaint';

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

/** The planner's selects and status show the range in the url, before the paint of a body the app rendered. */
export function useReleaseRange(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    if (ref.current) syncReleaseRange(ref.current);
  }, [ref, html]);
}
