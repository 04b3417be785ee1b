// Starts the app (src/model/appStart.ts has why and when) once the page is parsed: it adds the
// scripts the build listed in the page's APP_SCRIPTS_ATTRIBUTE block, in their order (the block is
// at the page's end, each script preloaded there). A page that kept its scripts has no such block,
// and nothing happens. A script that fails to load calls `__appFailed`: a link pressed meanwhile
// is followed as a plain link (earlyControls.ts).
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';

export function installAppStart(): void {
  const doc = document;
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
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', load);
  else load();
}
