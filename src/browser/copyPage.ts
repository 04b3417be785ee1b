// "Copy page": the page's Markdown twin, fetched on click and put on the clipboard.

export type CopyPageResult = 'copied' | 'unavailable' | 'refused';

export const COPY_PAGE_MESSAGES: Record<CopyPageResult, string> = {
  copied: 'Page copied as Markdown',
  unavailable: 'Could not load the Markdown of this page. Are you offline?',
  refused: 'Could not copy to the clipboard',
};

/** Fetches `twinPath` and copies it; says which step failed, so the reader knows what to try. */
export async function copyPage(twinPath: string): Promise<CopyPageResult> {
  const text = fetch(twinPath).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  const loaded = text.then(
    () => true,
    () => false,
  );
  try {
    // Safari allows the clipboard only during the click: a ClipboardItem takes the text still on its way.
    if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return 'copied';
  } catch {
    return (await loaded) ? 'refused' : 'unavailable';
  }
}
