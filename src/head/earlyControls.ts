// Controls that work from the first paint, before (or without) the app (src/browser/earlyControls.ts
// says which, and why). Listeners on the document, in the capture phase:
// - `[data-theme-toggle]` switches the theme; `[data-notification-dismiss]` hides the notification
//   for good and moves focus to the home link; Copy page copies the page's Markdown twin; a sidebar
//   entry's chevron, ArrowRight and ArrowLeft open and close it; a swipe opens or closes the
//   mobile sidebar, and a link followed in it closes it.
// - Before <html data-hydrated>, these are kept for the app: a click on any other button (tabs and
//   popover buttons and the upgrade planner's aside), a click on a link to another page of the site (the last one only;
//   followed as a plain link after LINK_WAIT_MS, or at once when a script of the app fails to load),
//   a change of a select (the reader's version and the upgrade planner's aside) and a key listed by the closest
//   EARLY_KEYS_ATTRIBUTE. The app takes them with `window.__earlyPresses.take()`.
import { NOTIFICATION_VERSION } from '../config/notification';
import { NOTIFICATION_ATTRIBUTE, NOTIFICATION_KEY } from '../browser/notification';
import { THEME_KEY } from '../browser/theme';
import { COPY_PAGE_ATTRIBUTE } from '../browser/copyPage';
import { SIDEBAR_ENTRY_ATTRIBUTE, SIDEBAR_TOGGLE_ATTRIBUTE } from '../browser/sidebarEntries';
import { EARLY_KEYS_ATTRIBUTE, HYDRATED_ATTRIBUTE, LINK_WAIT_MS, type EarlyPress } from '../browser/earlyControls';
import { findPageLink } from '../browser/plainLinks';
import { READER_VERSION_SELECT_ATTRIBUTE } from '../model/readerVersion';
import { OWN_SCRIPT_ATTRIBUTE } from '../model/appStart';
import { EDGE_WIDTH, MAX_SLOPE, MOBILE_SIDEBAR_ID, SWIPE_THRESHOLD } from '../model/swipe';
import { copyPage } from './copyPage';
import { onSidebarKey, openSidebarEntry } from './sidebarEntries';

/** Forms that work without the app (the upgrade planner's, the configuration checker's): their own script handles them. */
const OWN_SCRIPT = `form[${OWN_SCRIPT_ATTRIBUTE}]`;

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts until the next page.
  }
}

/** The mobile sidebar, a popover (where the browser has them). */
function mobileSidebar(): HTMLElement | null {
  const sidebar = document.getElementById(MOBILE_SIDEBAR_ID);
  return sidebar && typeof sidebar.showPopover === 'function' ? sidebar : null;
}

export function installEarlyControls(): void {
  const doc = document;
  const root = doc.documentElement;
  let kept: EarlyPress[] = [];
  /** The link pressed last before the app started, followed as a plain link if the app does not come. */
  let pending: HTMLAnchorElement | null = null;

  const early = () => !root.hasAttribute(HYDRATED_ATTRIBUTE);
  const keep = (event: Event, element: Element, type: EarlyPress['type']) => {
    kept.push({ element, type, key: (event as KeyboardEvent).key });
    if (event.cancelable) event.preventDefault();
    event.stopImmediatePropagation();
  };
  const forgetLinks = () => {
    kept = kept.filter((press) => press.element.tagName !== 'A');
  };
  const follow = () => {
    if (!pending || !early()) return;
    const href = pending.href;
    pending = null;
    forgetLinks();
    location.assign(href);
  };
  window.__appFailed = follow;

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || !target.closest) return;
      const copyButton = target.closest(`button[${COPY_PAGE_ATTRIBUTE}]`);
      if (copyButton) return copyPage(copyButton);
      const toggle = target.closest(`[${SIDEBAR_TOGGLE_ATTRIBUTE}]`);
      const entry = toggle && toggle.closest(`[${SIDEBAR_ENTRY_ATTRIBUTE}]`);
      if (toggle && entry) return openSidebarEntry(entry, toggle.getAttribute('aria-expanded') !== 'true');
      if (target.closest('[data-theme-toggle]')) {
        const theme = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
        root.setAttribute('data-theme', theme);
        return store(THEME_KEY, theme);
      }
      const dismiss = target.closest('[data-notification-dismiss]');
      if (dismiss) {
        store(NOTIFICATION_KEY, NOTIFICATION_VERSION);
        root.setAttribute(NOTIFICATION_ATTRIBUTE, '');
        const home = doc.querySelector<HTMLElement>('header a[href="/"]');
        if (home && (doc.activeElement === dismiss || doc.activeElement === doc.body)) home.focus();
        return;
      }
      const sidebar = mobileSidebar();
      if (sidebar && target.closest('a') && sidebar.contains(target) && sidebar.matches(':popover-open')) sidebar.hidePopover();
      const unmodified = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      const found = early() && !event.defaultPrevented && unmodified ? findPageLink(target, doc) : null;
      if (found) {
        const link = found.link as HTMLAnchorElement;
        forgetLinks();
        keep(event, link, 'click');
        pending = link;
        setTimeout(() => {
          if (pending === link) follow();
        }, LINK_WAIT_MS);
        return;
      }
      const button = target.closest('button');
      if (button && early() && !button.closest('[role=tablist]') && !button.hasAttribute('popovertarget') && !button.closest(OWN_SCRIPT)) keep(event, button, 'click');
    },
    true,
  );

  let swipeStart: { x: number; y: number } | null = null;
  doc.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      swipeStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  doc.addEventListener('touchend', (event) => {
    const sidebar = mobileSidebar();
    const touch = event.changedTouches[0];
    const start = swipeStart;
    swipeStart = null;
    if (!start || !touch || !sidebar) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (dx === 0 || Math.abs(dy / dx) >= MAX_SLOPE) return;
    const open = sidebar.matches(':popover-open');
    if (open && dx < -SWIPE_THRESHOLD) sidebar.hidePopover();
    else if (!open && start.x <= EDGE_WIDTH && dx > SWIPE_THRESHOLD) sidebar.showPopover();
  });

  doc.addEventListener(
    'keydown',
    (event) => {
      onSidebarKey(event);
      const target = event.target as Element | null;
      if (!early() || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !target || !target.closest) return;
      const holder = target.closest(`[${EARLY_KEYS_ATTRIBUTE}]`);
      if (holder && ` ${holder.getAttribute(EARLY_KEYS_ATTRIBUTE)} `.includes(` ${event.key} `)) keep(event, target, 'keydown');
    },
    true,
  );

  doc.addEventListener(
    'change',
    (event) => {
      const target = event.target as Element | null;
      if (early() && target && target.tagName === 'SELECT' && !target.hasAttribute(READER_VERSION_SELECT_ATTRIBUTE) && !target.closest(OWN_SCRIPT)) keep(event, target, 'change');
    },
    true,
  );

  window.__earlyPresses = {
    take: () => {
      const presses = kept;
      kept = [];
      return presses;
    },
  };
}

declare global {
  interface Window {
    /** Called by the app's start (src/head/appStart.ts) when a script of the app fails to load. */
    __appFailed?: () => void;
  }
}
