// Controls that work from the first paint, before (or without) the app. The page is painted about
// a second before React has hydrated it on a phone; a press in that second must not be lost.
//
// - The theme toggle and the notification's dismiss button never need the app: this head script
//   is their only handler, and their labels and icons follow <html data-theme> in CSS. The same
//   goes for the swipes that open and close the mobile sidebar (the rules of getSwipeResult in
//   src/model/swipe.ts); the app only makes the panel follow the finger. Copy page needs only
//   fetch and the clipboard, so it is this script's too (src/browser/copyPage.ts), carried out
//   while the press's activation lasts. So is opening and closing a sidebar entry, with its
//   chevron or the arrow keys on its link (src/browser/sidebarEntries.ts).
// - The mobile sidebar is a popover its menu button opens; its close button, Escape and a press
//   outside close it: the browser's own behaviour. Following one of its links closes it here.
// - Tabs are the tabs head script's (src/browser/tabs.ts), the reader's version select is the
//   version head script's (src/browser/readerVersion.ts); the outline disclosure is a <details>;
//   links are links.
// - A link to another page of the site, pressed before the app runs, is kept too: the app is on
//   its way (the press started it, src/browser/appStart.ts), and the page opens as a client
//   navigation, as it would a moment later. If the app has not started within LINK_WAIT_MS, or
//   one of its scripts fails to load, the link is followed as a plain link. Links that open no
//   page here (a new tab, a download, another site, a printable page, a file, a heading of this
//   page, this page itself) are the browser's at once: the rule of findPageLink (plainLinks.ts), which
//   earlyControls.test.tsx holds this copy to.
// - Every other control (search, the language menu, code copy, Save
//   for offline, the webpack 4 version select) needs the app. A press on one before the app
//   is interactive is kept, the browser's default and the event stopped, and carried out once by
//   `replayEarlyPresses` right after hydration: on the same element (React hydrates the nodes the
//   server rendered), so focus stays where the reader put it.
import { NOTIFICATION_ATTRIBUTE, NOTIFICATION_KEY } from './notification';
import { NOTIFICATION_VERSION } from '../config/site';
import { THEME_KEY } from './theme';
import { READER_VERSION_SELECT_ATTRIBUTE } from '../model/readerVersion';
import { COPY_PAGE_ATTRIBUTE, COPY_PAGE_FUNCTION } from './copyPage';
import { SIDEBAR_ENTRY_ATTRIBUTE, SIDEBAR_FUNCTIONS, SIDEBAR_TOGGLE_ATTRIBUTE } from './sidebarEntries';
import { EDGE_WIDTH, MAX_SLOPE, MOBILE_SIDEBAR_ID, SWIPE_THRESHOLD } from '../model/swipe';

/** Set on <html> once the app has hydrated the page (gatsby-browser.tsx); presses are React's from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * How long a link pressed before the app has started waits for it (ms): then it is followed as a
 * plain link, a page load. It is followed at once when a script of the app fails to load.
 */
export const LINK_WAIT_MS = 3000;

/** A press kept before the app could take it. */
interface EarlyPress {
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
 * Runs inline in <head> (a fixed string: its Content-Security-Policy hash stays the same).
 * `[data-theme-toggle]` switches the theme; `[data-notification-dismiss]` hides the notification
 * for good and moves focus to the home link; Copy page copies the page's Markdown twin; a sidebar
 * entry's chevron, ArrowRight and ArrowLeft open and close it; a swipe opens or closes the mobile sidebar, and a link
 * followed in it closes it. Before <html data-hydrated>, these are kept for the app: a click on any
 * other button (tabs and popover buttons aside), a click on a link to another page of the site (the
 * last one only; followed as a plain link after LINK_WAIT_MS or on `__appFailed`), a change of a
 * select (the reader's version aside) and a key listed by the closest EARLY_KEYS_ATTRIBUTE.
 */
export const EARLY_CONTROLS_SCRIPT = `(function(){var d=document,r=d.documentElement,kept=[];function store(k,v){try{localStorage.setItem(k,v)}catch(e){}}function early(){return!r.hasAttribute('${HYDRATED_ATTRIBUTE}')}function keep(e,el,type){kept.push({element:el,type:type,key:e.key});if(e.cancelable)e.preventDefault();e.stopImmediatePropagation()}function own(a){var u=new URL(a.href,location.href);return!a.target&&!a.hasAttribute('download')&&u.origin===location.origin&&u.pathname.slice(-1)==='/'&&u.pathname.indexOf('/printable/')<0&&u.pathname!==location.pathname}var go=null;function unkeep(){kept=kept.filter(function(p){return p.element.tagName!=='A'})}function follow(){if(go&&early()){var h=go.href;go=null;unkeep();location.assign(h)}}window.__appFailed=follow;${COPY_PAGE_FUNCTION}${SIDEBAR_FUNCTIONS}d.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target:null;if(!t)return;var cp=t.closest('button[${COPY_PAGE_ATTRIBUTE}]');if(cp){copyPage(cp);return}var sb=t.closest('[${SIDEBAR_TOGGLE_ATTRIBUTE}]'),se=sb&&sb.closest('[${SIDEBAR_ENTRY_ATTRIBUTE}]');if(se){sbOpen(se,sb.getAttribute('aria-expanded')!=='true');return}if(t.closest('[data-theme-toggle]')){var th=r.getAttribute('data-theme')==='dark'?'light':'dark';r.setAttribute('data-theme',th);store('${THEME_KEY}',th);return}var x=t.closest('[data-notification-dismiss]');if(x){store('${NOTIFICATION_KEY}','${NOTIFICATION_VERSION}');r.setAttribute('${NOTIFICATION_ATTRIBUTE}','');var home=d.querySelector('header a[href="/"]');if(home&&(d.activeElement===x||d.activeElement===d.body))home.focus();return}var m=d.getElementById('${MOBILE_SIDEBAR_ID}');if(m&&m.hidePopover&&t.closest('a')&&m.contains(t)&&m.matches(':popover-open'))m.hidePopover();var a=t.closest('a[href]');if(a&&early()&&!e.defaultPrevented&&e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&own(a)){unkeep();keep(e,a,'click');go=a;setTimeout(function(){if(go===a)follow()},${LINK_WAIT_MS});return}var b=t.closest('button');if(b&&early()&&!b.closest('[role=tablist]')&&!b.hasAttribute('popovertarget'))keep(e,b,'click')},true);var sw=null;d.addEventListener('touchstart',function(e){var p=e.touches[0];sw=p?{x:p.clientX,y:p.clientY}:null},{passive:true});d.addEventListener('touchend',function(e){var m=d.getElementById('${MOBILE_SIDEBAR_ID}'),p=e.changedTouches[0],s=sw;sw=null;if(!s||!p||!m||!m.showPopover)return;var dx=p.clientX-s.x,dy=p.clientY-s.y;if(dx===0||Math.abs(dy/dx)>=${MAX_SLOPE})return;var open=m.matches(':popover-open');if(open&&dx<-${SWIPE_THRESHOLD})m.hidePopover();else if(!open&&s.x<=${EDGE_WIDTH}&&dx>${SWIPE_THRESHOLD})m.showPopover()});d.addEventListener('keydown',function(e){sbKey(e);var t=e.target,h=early()&&!e.altKey&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&t&&t.closest&&t.closest('[${EARLY_KEYS_ATTRIBUTE}]');if(h&&(' '+h.getAttribute('${EARLY_KEYS_ATTRIBUTE}')+' ').indexOf(' '+e.key+' ')>=0)keep(e,t,'keydown')},true);d.addEventListener('change',function(e){var t=e.target;if(early()&&t&&t.tagName==='SELECT'&&!t.hasAttribute('${READER_VERSION_SELECT_ATTRIBUTE}'))keep(e,t,'change')},true);window.__earlyPresses={take:function(){var out=kept;kept=[];return out}}})();`;

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
