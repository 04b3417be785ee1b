// Opening and closing a sidebar entry to show its page's headings. It needs no app, so the inline
// head script (src/browser/earlyControls.ts) is its only handler, from the first paint and with
// scripts blocked: the chevron, and ArrowRight / ArrowLeft on the entry's link.
//
// The open state lives in the DOM (the chevron's aria-expanded, the list's `hidden`). React renders
// only what follows from the current page (its own entry open, its headings in the HTML) and writes
// those attributes only when that changes, on a client navigation; what the reader opened or closed
// elsewhere stays as the reader left it. The headings sit in an element whose inner HTML React sets
// as a string (dangerouslySetInnerHTML), so React never compares or replaces what this script put
// there; another page's headings come from that page's own page data, fetched when its entry is
// first opened: Gatsby's links have usually prefetched it, the service worker keeps it with saved
// sections, and it belongs to the release the page runs.
import { getOutlineItemsHtml } from '../model/anchors';
import type { Anchor } from '../model/types';

/** On an entry with headings (its `<li>`): the page's url. */
export const SIDEBAR_ENTRY_ATTRIBUTE = 'data-sidebar-entry';
/** On the entry's chevron. */
export const SIDEBAR_TOGGLE_ATTRIBUTE = 'data-sidebar-toggle';
/** On the element holding the entry's headings. */
export const SIDEBAR_HEADINGS_ATTRIBUTE = 'data-sidebar-headings';

export const SIDEBAR_MESSAGES = {
  loading: 'Loading headings…',
  failed: 'The headings of this page could not be loaded.',
};

/**
 * An entry's headings as HTML: the outline list (getOutlineItemsHtml) of that page, by their
 * display titles. The head script's `sbHtml` writes the same
 * HTML for another page's headings (SidebarItem.test.tsx compares the two).
 */
export function getSidebarHeadingsHtml(pageUrl: string, anchors: readonly Anchor[]): string {
  return `<ul>${getOutlineItemsHtml(anchors, {}, pageUrl)}</ul>`;
}

/**
 * Functions of the head script (short names: it is in every page's HTML). `sbOpen(li, open)`
 * opens or closes an entry; opened for the first time (or after a failed load), its list fills
 * from the page's data (at the url getPageDataUrl in src/model/offline.ts gives) through
 * `sbHtml`, the same HTML as getSidebarHeadingsHtml, saying meanwhile that it is loading, and if
 * the load fails that it could not. `sbKey(e)` handles ArrowRight / ArrowLeft (no modifier) on an
 * entry's link.
 */
export const SIDEBAR_FUNCTIONS = `var sbLoads={};function sbEsc(s){return String(s).replace(/[&<>"]/g,function(c){return'&#'+c.charCodeAt(0)+';'})}function sbHtml(u,a){var top=99,h='',n=0;a.forEach(function(x){top=Math.min(top,x.level)});a.forEach(function(x,i){var l='<li><a href="'+sbEsc(u+'#'+x.id)+'">'+sbEsc(x.title2)+'</a>';if(i&&x.level>top){h+=(n?'':'<ul>')+l+'</li>';n=1}else{h+=(n?'</ul>':'')+(i?'</li>':'')+l;n=0}});return'<ul>'+h+(n?'</ul>':'')+(a.length?'</li>':'')+'</ul>'}function sbOpen(li,o){var b=li.querySelector('[${SIDEBAR_TOGGLE_ATTRIBUTE}]'),h=li.querySelector('[${SIDEBAR_HEADINGS_ATTRIBUTE}]'),u=li.getAttribute('${SIDEBAR_ENTRY_ATTRIBUTE}');if(!b||!h)return;b.setAttribute('aria-expanded',o);h.hidden=!o;if(!o||h.querySelector('ul')||sbLoads[u])return;var say=function(m){h.innerHTML='<p role=status>'+m+'</p>'};say(${JSON.stringify(SIDEBAR_MESSAGES.loading)});sbLoads[u]=fetch('/page-data/'+(u.slice(1,-1)||'index')+'/page-data.json').then(function(x){if(!x.ok)throw x.status;return x.json()}).then(function(d){h.innerHTML=sbHtml(u,d.result.data.docPage.anchors)}).catch(function(){say(${JSON.stringify(SIDEBAR_MESSAGES.failed)})}).then(function(){delete sbLoads[u]})}function sbKey(e){var t=e.target,k=e.key,li=t.closest&&t.closest('[${SIDEBAR_ENTRY_ATTRIBUTE}]');if(li&&t.tagName==='A'&&t.parentNode===li.firstChild&&!(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)&&(k==='ArrowRight'||k==='ArrowLeft')){e.preventDefault();sbOpen(li,k==='ArrowRight')}}`;
