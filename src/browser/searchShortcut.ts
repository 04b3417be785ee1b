/** What the head script remembers until the app can open search. */
interface EarlySearchShortcut {
  /** Ctrl/Cmd+K or "/" was pressed before the app was interactive. */
  pressed: boolean;
  /** Characters typed after the shortcut, for the search box. */
  typed: string;
  /** Removes the head script's listener: the app handles keys from here on. */
  stop: () => void;
}

declare global {
  interface Window {
    __searchShortcut?: EarlySearchShortcut;
  }
}

/**
 * Runs inline in <head>, before the app scripts: a search shortcut pressed before hydration
 * is not lost. It stops the browser's own Ctrl+K, remembers the press and what is typed
 * next (Backspace edits, Escape cancels), and only on a page with the search button.
 * A fixed string, so its hash for a Content-Security-Policy stays the same between builds.
 */
export const PRE_HYDRATION_SEARCH_SCRIPT = `(function(){var s={pressed:false,typed:''};function typing(t){return t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}function onKey(e){if(!document.querySelector('[data-search-shortcut]'))return;var k=e.key||'';var shortcut=(k.toLowerCase()==='k'&&(e.ctrlKey||e.metaKey))||(k==='/'&&!typing(e.target));if(!s.pressed){if(shortcut){e.preventDefault();s.pressed=true}return}if(shortcut){e.preventDefault()}else if(k==='Escape'){s.pressed=false;s.typed=''}else if(k==='Backspace'){e.preventDefault();s.typed=s.typed.slice(0,-1)}else if(k.length===1&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();s.typed+=k}}window.addEventListener('keydown',onKey,true);s.stop=function(){window.removeEventListener('keydown',onKey,true)};window.__searchShortcut=s})();`;

/** True when the visitor pressed the search shortcut before the app was interactive. */
export function hasEarlySearchShortcut(): boolean {
  return Boolean(window.__searchShortcut?.pressed);
}

/**
 * Hands the keyboard over to the app: stops the head script and returns the early shortcut,
 * with what was typed after it, or null when none is pending (or Escape cancelled it).
 */
export function takeEarlySearchShortcut(): { query: string | undefined } | null {
  const early = window.__searchShortcut;
  if (!early) return null;
  early.stop();
  const taken = early.pressed ? { query: early.typed || undefined } : null;
  early.pressed = false;
  early.typed = '';
  return taken;
}
