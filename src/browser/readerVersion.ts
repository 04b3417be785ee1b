// The reader's webpack version, applied before the first paint. The head script keeps one
// constructed stylesheet whose only rule selects the version marks newer than the reader's
// version and gives them "not in 5.80 · " (VersionMark.module.css reads --not-in-version). A
// constructed sheet is CSSOM, not inline CSS, so the page's Content-Security-Policy needs no hash
// for it. The <select> of a page (rendered into its body at build time, so React never touches
// it) works before the app: the head script listens for its change on the document.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { READER_VERSION_KEY, READER_VERSION_SELECT_ATTRIBUTE, VERSION_ADDED_ATTRIBUTE } from '../model/readerVersion';

/** What the head script leaves on window for the app. */
export interface ReaderVersionApi {
  /** Shows the reader's version in every version <select> under root. */
  sync: (root: ParentNode) => void;
}

declare global {
  interface Window {
    __readerVersion?: ReaderVersionApi;
  }
}

/**
 * The head script for a site whose latest release is `latest` ("5.113"): a fixed string per
 * release, so its policy hash is the same on every page. A stored version that is not a 5.x minor
 * older than the latest counts as the latest. Where constructed stylesheets are missing (Safari
 * before 16.4), the marks stay as they are.
 */
export function getPrePaintReaderVersionScript(latest: string): string {
  const [major, minor] = latest.split('.').map(Number);
  return `(function(){var d=document,K='${READER_VERSION_KEY}',S='select[${READER_VERSION_SELECT_ATTRIBUTE}]',v=null,sheet=null;try{v=localStorage.getItem(K)}catch(e){}function valid(x){var m=/^${major}\\.(\\d+)$/.exec(x||'');return m&&+m[1]<${minor}?x:null}function apply(){var rules='';v=valid(v);if(v){var sel=[],m=+v.split('.')[1];for(var i=m+1;i<=${minor};i++)sel.push('[${VERSION_ADDED_ATTRIBUTE}="${major}.'+i+'"]');rules=sel.join(',')+'{--not-in-version:"not in '+v+' \\\\00b7  ";border-color:var(--color-warning-border);background:var(--color-warning-bg);color:var(--color-text)}'}if(!sheet&&rules&&d.adoptedStyleSheets&&window.CSSStyleSheet){try{sheet=new CSSStyleSheet();d.adoptedStyleSheets=d.adoptedStyleSheets.concat([sheet])}catch(e){sheet=null}}if(sheet)sheet.replaceSync(rules)}function sync(root){var s=(root||d).querySelectorAll(S);for(var i=0;i<s.length;i++)s[i].value=v||''}apply();window.__readerVersion={sync:sync};d.addEventListener('change',function(e){var t=e.target;if(!t||!t.matches||!t.matches(S))return;v=t.value||null;try{if(v)localStorage.setItem(K,v);else localStorage.removeItem(K)}catch(e){}apply();sync(d)});d.addEventListener('DOMContentLoaded',function(){sync(d)})})();`;
}

// Layout effects do not run on the server; React warns when they are used there.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** After a client-side navigation the new body's <select> shows the reader's version, before the paint. */
export function useReaderVersion(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    if (ref.current) window.__readerVersion?.sync(ref.current);
  }, [ref, html]);
}
