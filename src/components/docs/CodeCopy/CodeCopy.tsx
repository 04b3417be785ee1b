import React, { useEffect, useState } from 'react';
import { getCopyText } from '../../../model/copyText';
import { COPY_PAGE_MESSAGES, copyPage } from '../../../browser/copyPage';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/**
 * The copy buttons of code blocks are rendered with the page's HTML at build time;
 * one listener makes them work and a live region announces the result. The same listener
 * serves "Copy page" (PageActions), whose result shows in its own visible status.
 */
export default function CodeCopy() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let timer: number | undefined;
    const onClick = async (event: MouseEvent) => {
      const pageButton = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy-page]');
      if (pageButton) {
        const status = document.querySelector('[data-copy-page-status]');
        if (status) status.textContent = '';
        const result = await copyPage(pageButton.dataset.copyPage!);
        if (status) status.textContent = COPY_PAGE_MESSAGES[result];
        return;
      }
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button.copy-button');
      const pre = button?.parentElement?.querySelector('pre');
      if (!button || !pre) return;
      const text = getCopyText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '', pre.getAttribute('data-language'));
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = 'Copied';
        setStatus({ kind: 'copied' });
      } catch {
        setStatus({ kind: 'failed' });
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        button.textContent = 'Copy';
        setStatus({ kind: 'idle' });
      }, 2000);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <span className="sr-only" role="status" aria-live="polite">
      {status.kind === 'copied' ? 'Code copied to the clipboard' : status.kind === 'failed' ? 'Could not copy the code' : ''}
    </span>
  );
}
