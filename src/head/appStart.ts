// Starts the app on the reader's first input (src/model/appStart.ts has why): on the first of
// APP_START_EVENTS it adds the scripts the build listed in the page's APP_SCRIPTS_ATTRIBUTE block,
// in their order, once the page is parsed (the block is at its end). A page that kept its scripts
// has no such block, and nothing happens. A script that fails to load calls `__appFailed`: a link
// pressed meanwhile is followed as a plain link (earlyControls.ts).
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';
import { APP_START_EVENTS } from '../browser/appStart';

export function installAppStart(): void {
  const doc = document;
  let started = false;
  const load = () => {
    const list = doc.querySelector(`script[${APP_SCRIPTS_ATTRIBUTE}]`);
    if (!list) return;
    for (const url of JSON.parse(list.textContent || '[]') as string[]) {
      const script = doc.createElement('script');
      script.src = url;
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
}
