// The upgrade planner (src/model/releaseRange.ts), before the first paint and before the app: on the
// releases page, `?from=5.80&to=5.113` hides the releases outside the range with one constructed
// stylesheet (CSSOM: the Content-Security-Policy needs no hash for it); a change of either select
// puts the range in the url and applies it at once. Without constructed stylesheets the whole page
// shows, as it does without JavaScript. Run by the page's own inline script (releaseRangePage.ts),
// or by the app after a client-side navigation to the page (src/browser/readerVersion.ts).
import {
  describeReleaseRange,
  getReleaseRangeRule,
  isInReleaseRange,
  parseReleaseRange,
  RELEASE_MINOR_ATTRIBUTE,
  RELEASE_RANGE_FORM_ATTRIBUTE,
  RELEASE_RANGE_STATUS_ATTRIBUTE,
  type ReleaseRange,
} from '../model/releaseRange';

import { createAdoptedRules } from './adoptedRules';

const FORM = `form[${RELEASE_RANGE_FORM_ATTRIBUTE}]`;

/** `latest`: the newest release the site documents, "5.113". */
export function installReleaseRange(latest: string): void {
  const doc = document;
  const setRules = createAdoptedRules(doc);
  let range: ReleaseRange | null = null;
  const apply = () => {
    range = parseReleaseRange(location.search, latest);
    setRules(range ? getReleaseRangeRule(range, latest) : '');
  };
  /** The selects show the range, and the status line says what shows. */
  const sync = (scope: ParentNode) => {
    const form = scope.querySelector<HTMLFormElement>(FORM);
    if (!form) return;
    const [from, to] = [form.elements.namedItem('from'), form.elements.namedItem('to')] as HTMLSelectElement[];
    if (from) from.value = range ? range.from : '';
    if (to) to.value = range ? range.to : latest;
    const minors = Array.from(doc.querySelectorAll(`[${RELEASE_MINOR_ATTRIBUTE}]`)).map((section) => section.getAttribute(RELEASE_MINOR_ATTRIBUTE) || '');
    const shown = minors.filter((minor) => isInReleaseRange(minor, range)).length;
    const status = form.querySelector(`[${RELEASE_RANGE_STATUS_ATTRIBUTE}]`);
    if (status) status.textContent = describeReleaseRange(range, shown);
  };
  apply();
  window.__releaseRange = { sync: (scope: ParentNode) => (apply(), sync(scope)) };
  doc.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement | null;
    const form = select && select.form;
    if (!form || !form.matches(FORM)) return;
    const params = new URLSearchParams();
    for (const name of ['from', 'to']) {
      const value = (form.elements.namedItem(name) as HTMLSelectElement | null)?.value;
      if (value) params.set(name, value);
    }
    const query = params.get('from') ? `?${params}` : '';
    history.replaceState(history.state, '', location.pathname + query + location.hash);
    apply();
    sync(doc);
  });
  doc.addEventListener('DOMContentLoaded', () => sync(doc));
}

declare global {
  interface Window {
    __releaseRange?: { sync: (scope: ParentNode) => void };
  }
}
