// A page's own inline script (the upgrade planner's, the configuration checker's) on a body the app
// rendered. It ran if its page was the first page loaded; after a client-side navigation (inline
// scripts in a body set by the app do not run) the app loads the same module and installs it.
import type { RefObject } from 'react';
import { useBeforePaint } from './useBeforePaint';

export interface PageScript {
  /** Whether the body has what the script works on. */
  present(body: HTMLElement): boolean;
  /** The installed script, if any. */
  installed(): { sync(scope: ParentNode): void } | undefined;
  /** Loads the script's module and installs it. */
  install(body: HTMLElement): Promise<void>;
}

function syncPageScript(body: HTMLElement, script: PageScript): void {
  if (!script.present(body)) return;
  const installed = script.installed();
  if (installed) {
    installed.sync(body);
    return;
  }
  script
    .install(body)
    .then(() => script.installed()?.sync(body))
    // Offline, in a saved section, the chunk may not be kept: the page's controls then work as
    // without JavaScript. A rejection left unhandled would have Gatsby reload the page, again and again.
    .catch(() => undefined);
}

/** The script's controls show their state on a body the app rendered, before its paint where the code is loaded. */
export function usePageScript(ref: RefObject<HTMLElement>, html: string, script: PageScript): void {
  useBeforePaint(() => {
    if (ref.current) syncPageScript(ref.current, script);
  }, [ref, html, script]);
}
