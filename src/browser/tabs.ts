// Tabs of content components (<Tabs>, <PackageManagers>): the reader's choice, remembered across
// pages, applied before the first paint. The HTML has every panel visible (readable without
// JavaScript); this head script hides the others, so nothing moves once the page shows.
import { PAGE_TAB_GROUPS_ATTRIBUTE, TAB_GROUP_ATTRIBUTE } from '../model/tabGroups';

/** localStorage key: the tab labels the reader chose, latest first, e.g. ["pnpm", "ESM"]. */
export const TABS_KEY = 'tabs';

/** What the head script leaves on window for the app. */
export interface TabsApi {
  /** Selects in every tab group under root the tab of the latest chosen label it has, else the first. */
  apply: (root: ParentNode) => void;
  /** Remembers a label as the latest choice and applies it to the page. */
  choose: (label: string) => void;
}

declare global {
  interface Window {
    __tabs?: TabsApi;
  }
}

/**
 * Runs inline in <head> on every page (a fixed string, so a Content-Security-Policy hash of it stays
 * the same). It marks <html data-tabs-js> (the tab lists show). On a page whose <html> has
 * PAGE_TAB_GROUPS_ATTRIBUTE (src/model/tabGroups.ts) it then applies the choice to each tab group
 * as the parser adds it: a MutationObserver's callback runs before the browser paints what was
 * parsed. Other pages are parsed without the observer. At DOMContentLoaded it stops and applies
 * the choice once more; the app applies it again after a client-side navigation. When storage is
 * blocked the first tab is shown and a choice lasts until the next page.
 *
 * It also makes every tab group work, from the first paint and without the app: one delegated
 * listener per event, the WAI-ARIA tabs pattern with automatic activation (a click selects; arrow
 * keys move and select, Home and End go to the first and last tab). A selected tab stays under the
 * pointer while the panels above it change height.
 */
export const PRE_PAINT_TABS_SCRIPT = `(function(){var d=document,r=d.documentElement,K='${TABS_KEY}',mem=null;r.setAttribute('data-tabs-js','');function read(){if(mem)return mem;try{var v=JSON.parse(localStorage.getItem(K)||'[]');return Array.isArray(v)?v:[]}catch(e){return[]}}function own(g,role){var out=[],all=g.querySelectorAll('[role='+role+']');for(var i=0;i<all.length;i++)if(all[i].closest('[${TAB_GROUP_ATTRIBUTE}]')===g)out.push(all[i]);return out}function apply(root){var prefs=read(),groups=(root||d).querySelectorAll('[${TAB_GROUP_ATTRIBUTE}]');for(var i=0;i<groups.length;i++){var g=groups[i],tabs=own(g,'tab'),panels=own(g,'tabpanel'),pick=0,best=1/0,j;for(j=0;j<tabs.length;j++){var p=prefs.indexOf(tabs[j].getAttribute('data-tab-label'));if(p>=0&&p<best){best=p;pick=j}}for(j=0;j<tabs.length;j++){tabs[j].setAttribute('aria-selected',j===pick?'true':'false');tabs[j].tabIndex=j===pick?0:-1}for(j=0;j<panels.length;j++)panels[j].hidden=j!==pick}}function choose(label){var list=[label].concat(read().filter(function(l){return l!==label})).slice(0,10);mem=list;try{localStorage.setItem(K,JSON.stringify(list));mem=null}catch(e){}apply(d)}var again=!!window.__tabs;window.__tabs={apply:apply,choose:choose};var T='[${TAB_GROUP_ATTRIBUTE}] [role="tab"]';function tabOf(e){return e.target&&e.target.closest?e.target.closest(T):null}function select(t){var l=t.getAttribute('data-tab-label');if(!l)return;var b=t.getBoundingClientRect().top;choose(l);var s=t.getBoundingClientRect().top-b;if(s)window.scrollBy(0,s)}if(!again){d.addEventListener('click',function(e){var t=tabOf(e);if(t)select(t)});d.addEventListener('keydown',function(e){var t=tabOf(e);if(!t||e.altKey||e.ctrlKey||e.metaKey)return;var all=[].slice.call(t.parentElement.querySelectorAll('[role="tab"]')),i=all.indexOf(t),n=all.length,k=e.key,j=k==='ArrowRight'?(i+1)%n:k==='ArrowLeft'?(i-1+n)%n:k==='Home'?0:k==='End'?n-1:-1;if(j<0)return;e.preventDefault();select(all[j]);all[j].focus()})}var o=null;if(window.MutationObserver&&r.hasAttribute('${PAGE_TAB_GROUPS_ATTRIBUTE}')){o=new MutationObserver(function(){apply(d)});o.observe(r,{childList:true,subtree:true})}d.addEventListener('DOMContentLoaded',function(){if(o)o.disconnect();apply(d)})})();`;
