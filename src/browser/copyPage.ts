// "Copy page": the page's Markdown twin, fetched on press and put on the clipboard. It needs no
// app, so the inline head script (src/browser/earlyControls.ts) is its only handler: the press is
// carried out while the reader's activation lasts, from the first paint on. Replaying it later, once
// the app had started, could find the activation gone and the clipboard no longer willing.

export type CopyPageResult = 'copied' | 'unavailable' | 'refused';

export const COPY_PAGE_MESSAGES: Record<CopyPageResult, string> = {
  copied: 'Page copied as Markdown',
  unavailable: 'Could not load the Markdown of this page. Are you offline?',
  refused: 'Could not copy to the clipboard',
};

/** The button (its value is the twin's path) and the visible status that says how it went. */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page';
export const COPY_PAGE_STATUS_ATTRIBUTE = 'data-copy-page-status';

/**
 * A function of the head script, `copyPage(button)`: fetches the twin and copies it, then says
 * which step failed, if one did, so the reader knows what to try. Where the browser has
 * ClipboardItem (Safari allows the clipboard only during the press), the item takes the text
 * still on its way; elsewhere the text is written once it has arrived.
 */
export const COPY_PAGE_FUNCTION = `function copyPage(b){var st=document.querySelector('[${COPY_PAGE_STATUS_ATTRIBUTE}]'),M=${JSON.stringify(COPY_PAGE_MESSAGES)},c=navigator.clipboard,w;if(st)st.textContent='';var text=fetch(b.getAttribute('${COPY_PAGE_ATTRIBUTE}')).then(function(x){if(!x.ok)throw Error(x.status);return x.text()}),loaded=text.then(function(){return 1},function(){return 0});try{w=typeof ClipboardItem=='function'&&c.write?c.write([new ClipboardItem({'text/plain':text.then(function(v){return new Blob([v],{type:'text/plain'})})})]):text.then(function(v){return c.writeText(v)})}catch(e){w=Promise.reject(e)}w.then(function(){return'copied'},function(){return loaded.then(function(ok){return ok?'refused':'unavailable'})}).then(function(k){if(st)st.textContent=M[k]})}`;
