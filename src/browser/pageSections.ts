// The parts of a page body out of view are skipped (content-visibility: auto in global.css):
// the page's first layout costs its first screen only, and reading down the page lays each part
// out as it comes near. A part never laid out counts with an estimated height, so a jump past
// such parts would land in the wrong place once the parts above it are laid out. So:
// - a jump the browser makes to an element (#hash on load, a link within the page) lays out
//   every part first (CSS: `:root:has(:target)`);
// - a jump of the site's own (a search hit, a link to a heading on another page) calls
//   layOutSections before it scrolls;
// - a scroll that leaves parts never laid out above the window (a dragged scroll bar, the End
//   key, find in page) lays them out at once and puts back what was at the top of the window,
//   so nothing in view moves (watchSkippedSections).
// A part laid out once keeps its real height when skipped again (contain-intrinsic-size: auto).
import { useEffect, type RefObject } from 'react';
import { PAGE_SECTION_CLASS, RENDERED_SECTION_CLASS } from '../model/mdxPlugins/rehypeSections';

const partsIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(`.${PAGE_SECTION_CLASS}`));

/** Whether the browser lays the part out now (it skips a part out of view). */
const isLaidOut = (part: HTMLElement) => part.classList.contains(RENDERED_SECTION_CLASS) || (part.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true);

/**
 * Lays out `parts` for good (all parts of the page when none are given), keeping what is at the
 * top of the window where it is: the first part reaching below the window's top keeps its
 * distance from that top.
 */
export function layOutSections(root: ParentNode = document, parts?: HTMLElement[]): void {
  const all = partsIn(root);
  parts ??= all;
  if (parts.length === 0) return;
  const anchor = all.find((part) => part.getBoundingClientRect().bottom > 0);
  const before = anchor?.getBoundingClientRect().top;
  for (const part of parts) part.classList.add(RENDERED_SECTION_CLASS);
  if (anchor && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  }
}

/**
 * Watches the page's parts: those never laid out that a scroll leaves wholly above the window
 * are laid out at once, with what is in view kept in place. Returns a function that stops it.
 */
export function watchSkippedSections(root: ParentNode = document): () => void {
  // Parts never laid out, in page order: those the browser lays out now are out of the list.
  let unseen = partsIn(root).filter((part) => !isLaidOut(part));
  const onStateChange = (event: Event) => {
    if (!(event as Event & { skipped?: boolean }).skipped) unseen = unseen.filter((part) => part !== event.target);
  };
  const onScroll = () => {
    if (unseen.length === 0 || unseen[0].getBoundingClientRect().bottom > 0) return;
    const above = unseen.filter((part) => part.getBoundingClientRect().bottom <= 0);
    unseen = unseen.filter((part) => !above.includes(part));
    layOutSections(root, above);
  };
  const stop = () => {
    window.removeEventListener('scroll', onScroll);
    root.removeEventListener('contentvisibilityautostatechange', onStateChange, true);
  };
  if (unseen.length === 0) return stop;
  // The event does not bubble: it reaches the body's element while it is captured.
  root.addEventListener('contentvisibilityautostatechange', onStateChange, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}

/** A template's body (`html` in the element of `ref`): its skipped parts are watched while it is shown. */
export function usePageSections(ref: RefObject<HTMLElement>, html: string): void {
  useEffect(() => (ref.current ? watchSkippedSections(ref.current) : undefined), [ref, html]);
}
