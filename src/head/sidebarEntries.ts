// Opening and closing a sidebar entry to show its page's headings, from the first paint and with
// scripts blocked: the chevron, and ArrowRight / ArrowLeft on the entry's link (earlyControls.ts
// listens). The open state lives in the DOM (src/browser/sidebarEntries.ts says why). Opened for the
// first time (or after a failed load), an entry's list fills from its page's data, saying meanwhile
// that it is loading, and if the load fails that it could not; the list is the same HTML the server
// writes (getSidebarHeadingsHtml).
import { getPageDataUrl } from '../model/offline';
import type { Anchor } from '../model/types';
import { getSidebarHeadingsHtml, SIDEBAR_ENTRY_ATTRIBUTE, SIDEBAR_HEADINGS_ATTRIBUTE, SIDEBAR_MESSAGES, SIDEBAR_TOGGLE_ATTRIBUTE } from '../browser/sidebarEntries';

/** Loads under way, by page url: an entry opened twice fetches once. */
const loading = new Set<string>();

export function openSidebarEntry(entry: Element, open: boolean): void {
  const toggle = entry.querySelector(`[${SIDEBAR_TOGGLE_ATTRIBUTE}]`);
  const headings = entry.querySelector<HTMLElement>(`[${SIDEBAR_HEADINGS_ATTRIBUTE}]`);
  const url = entry.getAttribute(SIDEBAR_ENTRY_ATTRIBUTE) ?? '';
  if (!toggle || !headings) return;
  toggle.setAttribute('aria-expanded', String(open));
  headings.hidden = !open;
  if (!open || headings.querySelector('ul') || loading.has(url)) return;
  const say = (message: string) => {
    headings.innerHTML = `<p role=status>${message}</p>`;
  };
  say(SIDEBAR_MESSAGES.loading);
  loading.add(url);
  fetch(getPageDataUrl(url))
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<{ result: { data: { docPage: { anchors: Anchor[] } } } }>;
    })
    .then((data) => {
      headings.innerHTML = getSidebarHeadingsHtml(url, data.result.data.docPage.anchors);
    })
    .catch(() => say(SIDEBAR_MESSAGES.failed))
    .then(() => loading.delete(url));
}

/** ArrowRight opens and ArrowLeft closes the entry whose link has focus (no modifier key). */
export function onSidebarKey(event: KeyboardEvent): void {
  const target = event.target as HTMLElement | null;
  const key = event.key;
  const entry = target && target.closest ? target.closest(`[${SIDEBAR_ENTRY_ATTRIBUTE}]`) : null;
  if (!entry || target!.tagName !== 'A' || target!.parentNode !== entry.firstChild) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
  event.preventDefault();
  openSidebarEntry(entry, key === 'ArrowRight');
}
