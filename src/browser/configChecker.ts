// The configuration checker on a body the app rendered (src/head/configChecker.ts does the work).
import type { RefObject } from 'react';
import { CONFIG_CHECKER_ATTRIBUTE } from '../model/configCheckerMessages';
import { usePageScript, type PageScript } from './pageScript';

const CONFIG_CHECKER: PageScript = {
  present: (body) => Boolean(body.querySelector(`[${CONFIG_CHECKER_ATTRIBUTE}]`)),
  installed: () => window.__configChecker,
  install: () =>
    import('../head/configChecker').then(({ installConfigChecker }) => {
      if (!window.__configChecker) installConfigChecker();
    }),
};

/** The checker's button works on a body the app rendered, before its paint where the code is loaded. */
export function useConfigChecker(ref: RefObject<HTMLElement>, html: string): void {
  usePageScript(ref, html, CONFIG_CHECKER);
}
