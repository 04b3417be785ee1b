// Controls that work from the first paint, before (or without) the app. The page is painted about
// a second before React has hydrated it on a phone; a press in that second must not be lost.
//
// - The theme toggle and the notification's dismiss button never need the app: this head script
//   is their only handler, and their labels and icons follow <html data-theme> in CSS. The same
//   goes for the swipes that open and close the mobile sidebar (the rules of getSwipeResult in
//   src/model/swipe.ts); the app only makes the panel follow the finger. Copy page needs only
//   fetch and the clipboard, so it is this script's too (src/head/copyPage.ts), carried out
//   while the press's activation lasts. So is opening and closing a sidebar entry, with its
//   chevron or the arrow keys on its link (src/head/sidebarEntries.ts).
// - The mobile sidebar is a popover its menu button opens; its close button, Escape and a press
//   outside close it: the browser's own behaviour. Following one of its links closes it here.
// - Tabs are the tabs head script's (src/head/tabs.ts), the reader's version select is the
//   version head script's (src/head/readerVersion.ts); the outline disclosure is a <details>;
//   links are links.
// - A link to another page of the site, pressed before the app runs, is kept too: the app is on
//   its way (the press started it, src/head/appStart.ts), and the page opens as a client
//   navigation, as it would a moment later. If the app has not started within LINK_WAIT_MS, or
//   one of its scripts fails to load, the link is followed as a plain link. Links that open no
//   page here (a new tab, a download, another site, a printable page, a file, a heading of this
//   page, this page itself) are the browser's at once: the rule of findPageLink (plainLinks.ts),
//   which the head script imports.
// - Every other control (search, the language menu, code copy, Save
//   for offline, the webpack 4 version select) needs the app. A press on one before the app
//   is interactive is kept, the browser's default and the event stopped, and carried out once by
//   `replayEarlyPresses` right after hydration: on the same element (React hydrates the nodes the
//   server rendered), so focus stays where the reader put it.
// The listeners are the head script's (src/head/earlyControls.ts); this module holds what it shares
// with the app.

/** Set on <html> once the app has hydrated the page (gatsby-browser.tsx); presses are React's from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * How long a link pressed before the app has started waits for it (ms): then it is followed as a
 * plain link, a page load. It is followed at once when a script of the app fails to load.
 */
export const LINK_WAIT_MS = 3000;

/** A press kept before the app could take it. */
export interface EarlyPress {
  element: Element;
  type: 'click' | 'keydown' | 'change';
  key?: string;
}

declare global {
  interface Window {
    __earlyPresses?: { take: () => EarlyPress[] };
  }
}

/**
 * Attribute of an element whose keys the app handles: its value lists them, e.g. "ArrowDown
 * ArrowUp" on the language menu. Those keys, pressed on it or inside it, are kept; others are not.
 */
export const EARLY_KEYS_ATTRIBUTE = 'data-early-keys';

/**
 * Carries out, once, the presses kept before the app was interactive, in the order they were
 * made. Called right after <html data-hydrated> is set, so the head script keeps no more.
 */
export function replayEarlyPresses(): void {
  const presses = window.__earlyPresses?.take() ?? [];
  for (const { element, type, key } of presses) {
    if (!element.isConnected) continue;
    if (type === 'click') (element as HTMLElement).click();
    else if (type === 'change') element.dispatchEvent(new Event('change', { bubbles: true }));
    else element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}
