// "Copy page": the page's Markdown twin, fetched on press and put on the clipboard. It needs no
// app, so the inline head script (src/head/copyPage.ts) is its only handler: the press is
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
