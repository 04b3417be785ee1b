// Tabs of content components (<Tabs>, <PackageManagers>): the reader's choice, remembered across
// pages, applied before the first paint, and every tab group working from the first paint without
// the app. The HTML has every panel visible (readable without JavaScript); this hides the others.
//
// It marks <html data-tabs-js> (the tab lists show). On a page whose <html> has
// PAGE_TAB_GROUPS_ATTRIBUTE it applies the choice to each tab group as the parser adds it: a
// MutationObserver's callback runs before the browser paints what was parsed. Other pages are
// parsed without the observer. At DOMContentLoaded it stops and applies the choice once more; the
// app applies it again after a client navigation (window.__tabs). When storage is blocked the first
// tab is shown and a choice lasts until the next page. One delegated listener per event gives the
// WAI-ARIA tabs pattern with automatic activation (a click selects; arrow keys move and select,
// Home and End go to the first and last tab). A selected tab stays under the pointer while the
// panels above it change height.
import { PAGE_TAB_GROUPS_ATTRIBUTE, TAB_GROUP_ATTRIBUTE } from '../model/tabGroups';
import { TABS_KEY } from '../browser/tabs';

/** The choices kept: the latest ten labels. */
const REMEMBERED = 10;
const TAB = `[${TAB_GROUP_ATTRIBUTE}] [role="tab"]`;

export function installTabs(): void {
  const doc = document;
  const root = doc.documentElement;
  /** The choices when storage refused them: they last until the next page. */
  let unsaved: string[] | null = null;
  root.setAttribute('data-tabs-js', '');

  const read = (): string[] => {
    if (unsaved) return unsaved;
    try {
      const value: unknown = JSON.parse(localStorage.getItem(TABS_KEY) || '[]');
      return Array.isArray(value) ? (value as string[]) : [];
    } catch {
      return [];
    }
  };

  /** The elements of a role that belong to this group, not to a group nested in it. */
  const own = (group: Element, role: string): HTMLElement[] =>
    Array.from(group.querySelectorAll<HTMLElement>(`[role=${role}]`)).filter((element) => element.closest(`[${TAB_GROUP_ATTRIBUTE}]`) === group);

  const apply = (scope?: ParentNode) => {
    const preferences = read();
    for (const group of Array.from((scope || doc).querySelectorAll(`[${TAB_GROUP_ATTRIBUTE}]`))) {
      const tabs = own(group, 'tab');
      const panels = own(group, 'tabpanel');
      let pick = 0;
      let best = Infinity;
      tabs.forEach((tab, index) => {
        const rank = preferences.indexOf(tab.getAttribute('data-tab-label') ?? '');
        if (rank >= 0 && rank < best) {
          best = rank;
          pick = index;
        }
      });
      tabs.forEach((tab, index) => {
        tab.setAttribute('aria-selected', index === pick ? 'true' : 'false');
        tab.tabIndex = index === pick ? 0 : -1;
      });
      panels.forEach((panel, index) => {
        panel.hidden = index !== pick;
      });
    }
  };

  const choose = (label: string) => {
    const list = [label, ...read().filter((chosen) => chosen !== label)].slice(0, REMEMBERED);
    unsaved = list;
    try {
      localStorage.setItem(TABS_KEY, JSON.stringify(list));
      unsaved = null;
    } catch {
      // Kept in `unsaved` until the next page.
    }
    apply(doc);
  };

  const installedBefore = Boolean(window.__tabs);
  window.__tabs = { apply, choose };

  const tabOf = (event: Event): HTMLElement | null => {
    const target = event.target as Element | null;
    return target && target.closest ? target.closest<HTMLElement>(TAB) : null;
  };
  const select = (tab: HTMLElement) => {
    const label = tab.getAttribute('data-tab-label');
    if (!label) return;
    const before = tab.getBoundingClientRect().top;
    choose(label);
    const shift = tab.getBoundingClientRect().top - before;
    if (shift) window.scrollBy(0, shift);
  };

  if (!installedBefore) {
    doc.addEventListener('click', (event) => {
      const tab = tabOf(event);
      if (tab) select(tab);
    });
    doc.addEventListener('keydown', (event) => {
      const tab = tabOf(event);
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const all = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]'));
      const index = all.indexOf(tab);
      const count = all.length;
      const key = event.key;
      const next = key === 'ArrowRight' ? (index + 1) % count : key === 'ArrowLeft' ? (index - 1 + count) % count : key === 'Home' ? 0 : key === 'End' ? count - 1 : -1;
      if (next < 0) return;
      event.preventDefault();
      select(all[next]);
      all[next].focus();
    });
  }

  let observer: MutationObserver | null = null;
  if (window.MutationObserver && root.hasAttribute(PAGE_TAB_GROUPS_ATTRIBUTE)) {
    observer = new MutationObserver(() => apply(doc));
    observer.observe(root, { childList: true, subtree: true });
  }
  doc.addEventListener('DOMContentLoaded', () => {
    if (observer) observer.disconnect();
    apply(doc);
  });
}
