// Starts the app (src/model/appStart.ts has why and when): once the page has loaded and the browser
// is idle, or on the first of APP_START_EVENTS if the reader is quicker. It adds the scripts the
// build listed in the page's APP_SCRIPTS_ATTRIBUTE block, in their order, once the page is parsed
// (the block is at its end, each script preloaded there: fetched while the page loads). A page
// that kept its scripts has no such block, and nothing happens. A script that fails to load calls
// `__appFailed`: a link pressed meanwhile is followed as a plain link (earlyControls.ts).
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';
import { APP_START_EVENTS } from '../browser/appStart';

/** The longest the app waits for the browser to be idle after the load event, ms. */
export const IDLE_START_TIMEOUT_MS = 2000;

export function installAppStart(): void {
  const doc = document;
  let started = false;
  const load = () => {
    const list = doc.querySelector(`script[${APP_SCRIPTS_ATTRIBUTE}]`);
    if (!list) return;
    for (const url of JSON.parse(list.textContent || '[]') as string[]) {
      const script = doc.createElement('script');
      script.src = url;
      // Fetched at once, all of them, and run in the list's order: the template's chunks are in
      // place before Gatsby's entry script asks for them.
      script.async = false;
      script.onerror = () => {
        if (window.__appFailed) window.__appFailed();
      };
      doc.body.appendChild(script);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of APP_START_EVENTS) window.removeEventListener(type, start, true);
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', load);
    else load();
  };
  for (const type of APP_START_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener(
    'load',
    () => {
      if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: IDLE_START_TIMEOUT_MS });
      else setTimeout(start, 0);
    },
  );
}
