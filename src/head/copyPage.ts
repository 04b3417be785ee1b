// "Copy page": the page's Markdown twin, fetched on press and put on the clipboard, carried out
// while the reader's activation lasts (earlyControls.ts calls it from the press itself). Says which
// step failed, if one did. Where the browser has ClipboardItem (Safari allows the clipboard only
// during the press), the item takes the text still on its way; elsewhere the text is written once
// it has arrived.
import { COPY_PAGE_ATTRIBUTE, COPY_PAGE_MESSAGES, COPY_PAGE_STATUS_ATTRIBUTE, type CopyPageResult } from '../browser/copyPage';

export function copyPage(button: Element): void {
  const status = document.querySelector(`[${COPY_PAGE_STATUS_ATTRIBUTE}]`);
  const clipboard = navigator.clipboard;
  if (status) status.textContent = '';
  const text = fetch(button.getAttribute(COPY_PAGE_ATTRIBUTE) ?? '').then((response) => {
    if (!response.ok) throw new Error(String(response.status));
    return response.text();
  });
  const loaded = text.then(
    () => true,
    () => false,
  );
  let written: Promise<unknown>;
  try {
    written =
      typeof ClipboardItem === 'function' && clipboard.write
        ? clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })])
        : text.then((value) => clipboard.writeText(value));
  } catch (error) {
    written = Promise.reject(error);
  }
  written
    .then(
      (): CopyPageResult => 'copied',
      () => loaded.then((ok): CopyPageResult => (ok ? 'refused' : 'unavailable')),
    )
    .then((result) => {
      if (status) status.textContent = COPY_PAGE_MESSAGES[result];
    });
}
