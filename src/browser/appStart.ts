// Starts the app on the reader's first input (src/model/appStart.ts has why). Part of the inline
// head script, so it listens from the first byte of the page on.
import { APP_SCRIPTS_ATTRIBUTE } from '../model/appStart';

/**
 * What counts as the reader's first input: a pointer moving or pressing, a touch, a key, focus
 * moving, a scroll or wheel, a click, and a form control's value changing (assistive technology
 * may click, or set a select's value, with no pointer, key or focus event before).
 */
export const APP_START_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change'] as const;

declare global {
  interface Window {
    /** Called when a script of the app fails to load (the early controls'). */
    __appFailed?: () => void;
  }
}

/**
 * Runs inline in <head> (a fixed string). On the first of APP_START_EVENTS it adds the scripts the
 * build listed in the page's APP_SCRIPTS_ATTRIBUTE block, in their order, once the page is parsed
 * (the block is at its end). A page that kept its scripts
 * has no such block, and nothing happens. A script that fails to load calls `__appFailed`: a link
 * pressed meanwhile is followed as a plain link (src/browser/earlyControls.ts).
 */
export const APP_START_SCRIPT = `(function(){var d=document,w=window,on=0,E=${JSON.stringify(APP_START_EVENTS)};function load(){var l=d.querySelector('script[${APP_SCRIPTS_ATTRIBUTE}]');if(l)JSON.parse(l.textContent).forEach(function(u){var s=d.createElement('script');s.src=u;s.onerror=function(){if(w.__appFailed)w.__appFailed()};d.body.appendChild(s)})}function start(){if(on)return;on=1;E.forEach(function(t){w.removeEventListener(t,start,true)});if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',load);else load()}E.forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true})})})();`;
