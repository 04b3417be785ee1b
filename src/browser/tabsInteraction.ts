// The shared tabs script: loaded on demand, only by pages with tabs (useContentTabs). One delegated
// listener per event serves every tab group of every page; the WAI-ARIA tabs keyboard pattern with
// automatic activation: arrow keys move and select, Home and End go to the first and last tab.

import { TAB_GROUP_ATTRIBUTE } from '../model/tabGroups';

const TAB = `[${TAB_GROUP_ATTRIBUTE}] [role="tab"]`;
let started = false;

/** Selects a tab (every group with its label follows) without moving the tab under the pointer. */
function select(tab: HTMLElement): void {
  const label = tab.getAttribute('data-tab-label');
  if (!label || !window.__tabs) return;
  const before = tab.getBoundingClientRect().top;
  window.__tabs.choose(label);
  const shift = tab.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
}

function onClick(event: MouseEvent): void {
  const tab = (event.target as Element).closest?.<HTMLElement>(TAB);
  if (tab) select(tab);
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function onKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as Element).closest?.<HTMLElement>(TAB);
  const move = MOVES[event.key];
  if (!tab || !move || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
  const next = tabs[move(tabs.indexOf(tab), tabs.length)];
  event.preventDefault();
  select(next);
  next.focus();
}

export function startTabs(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
