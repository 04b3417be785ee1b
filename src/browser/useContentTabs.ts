import type { RefObject } from 'react';
import { useBeforePaint } from './useBeforePaint';
import { TAB_GROUP_ATTRIBUTE } from '../model/tabGroups';


/**
 * Tabs in a page's HTML: after a client-side navigation the head script's observer is gone, so the
 * reader's choice is applied here, before the paint. Presses are the head script's (src/head/tabs.ts).
 */
export function useContentTabs(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    const root = ref.current;
    if (root?.querySelector(`[${TAB_GROUP_ATTRIBUTE}]`)) window.__tabs?.apply(root);
  }, [ref, html]);
}
