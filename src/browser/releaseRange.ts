// The upgrade planner on a body the app rendered (src/head/releaseRange.ts does the work).
import type { RefObject } from 'react';
import { RELEASE_RANGE_FORM_ATTRIBUTE } from '../model/releaseRange';
import { usePageScript, type PageScript } from './pageScript';

/** The newest release, the first of the form's "to" select. */
const latestOf = (body: HTMLElement) => body.querySelector<HTMLSelectElement>(`form[${RELEASE_RANGE_FORM_ATTRIBUTE}] select[name="to"]`)?.options[0]?.value;

const RELEASE_RANGE: PageScript = {
  present: (body) => Boolean(latestOf(body)),
  installed: () => window.__releaseRange,
  install: (body) =>
    import('../head/releaseRange').then(({ installReleaseRange }) => {
      if (!window.__releaseRange) installReleaseRange(latestOf(body)!);
    }),
};

/** The planner's selects and status show the range in the url, before the paint of a body the app rendered. */
export function useReleaseRange(ref: RefObject<HTMLElement>, html: string): void {
  usePageScript(ref, html, RELEASE_RANGE);
}
