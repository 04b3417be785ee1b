// The configuration checker on a body the app rendered (src/head/configChecker.ts does the work).
// Its inline script ran if the checker's page was the first page loaded; after a client-side
// navigation (inline scripts in a body set by the app do not run) the app loads the same code.
import type { RefObject } from 'react';
import { CONFIG_CHECKER_ATTRIBUTE } from '../model/configCheckerMessages';
import { useBeforePaint } from './useBeforePaint';

function syncConfigChecker(body: HTMLElement): void {
  if (!body.querySelector(`[${CONFIG_CHECKER_ATTRIBUTE}]`)) return;
  if (window.__configChecker) {
    window.__configChecker.sync(body);
    return;
  }
  import('../head/configChecker')
    .then(({ installConfigChecker }) => {
      if (!window.__configChecker) installConfigChecker();
      window.__configChecker?.sync(body);
    })
    // Offline, the chunk may not be kept: the button stays disabled, as without JavaScript. A
    // rejection left unhandled would have Gatsby reload the page, again and again.
    .catch(() => undefined);
}

/** The checker's button works on a body the app rendered, before its paint where the code is loaded. */
export function useConfigChecker(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    if (ref.current) syncConfigChecker(ref.current);
  }, [ref, html]);
}
