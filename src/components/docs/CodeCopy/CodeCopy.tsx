import React, { useEffect, useState } from 'react';
import { getCopyText } from '../../../model/copyText';
import { PROBLEM_REPORT_SELECTOR, updateProblemReport } from '../../../browser/problemReport';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/**
 * The copy buttons of code blocks are rendered with the page's HTML at build time;
 * one listener makes them work and a live region announces the result. The same listener adds the
 * reader's selection to "Report a problem with this page" when it is pressed. ("Copy page" is the
 * inline head script's: src/head/copyPage.ts.)
 */
export default function CodeCopy() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let timer: number | undefined;
    const reportLink = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PROBLEM_REPORT_SELECTOR) : null);
    // Read the selection as the press starts: by the click, a pointer press may have cleared it.
    const onPress = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
      const link = reportLink(event);
      if (link) updateProblemReport(link);
    };
    const onClick = async (event: MouseEvent) => {
      const link = reportLink(event);
      if (link) {
        // A click with no press before it (assistive technology); the link follows the new href.
        updateProblemReport(link, { keepQuote: true });
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
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('keydown', onPress, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onPress, true);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <span className="sr-only" role="status" aria-live="polite">
      {status.kind === 'copied' ? 'Code copied to the clipboard' : status.kind === 'failed' ? 'Could not copy the code' : ''}
    </span>
  );
}
