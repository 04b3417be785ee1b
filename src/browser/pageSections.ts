// The parts of a page body out of view are skipped (content-visibility: auto in global.css):
// the page's first layout costs its first screen only, and reading down the page lays each part
// out as it comes near. A part never laid out counts with an estimated height, so a jump past
// such parts would land in the wrong place once the parts above it are laid out. So:
// - a jump the browser makes to an element (#hash on load, a link within the page) lays out
//   every part first (CSS: `:root:has(:target)`);
// - a jump of the site's own (a search hit, a link to a heading on another page) calls
//   layOutSections before it scrolls;
// - a scroll that brings parts never laid out into the window or past it (a dragged scroll bar,
//   the End key, find in page, a script's scrollIntoView) lays them out in that same frame and
//   puts back what was at the top of the window, so nothing in view moves after it is painted
//   (watchSkippedSections). The browser would lay out a part it finds in the window a few frames
//   later: what is below it (the page's last links) would move under the reader's pointer.
// A part laid out once keeps its real height when skipped again (contain-intrinsic-size: auto).
import { useEffect, type RefObject } from 'react';
import { PAGE_SECTION_CLASS, RENDERED_SECTION_CLASS } from '../model/mdxPlugins/rehypeSections';

const partsIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(`.${PAGE_SECTION_CLASS}`));

/** Whether the browser lays the part out now (it skips a part out of view). */
const isLaidOut = (part: HTMLElement) => part.classList.contains(RENDERED_SECTION_CLASS) || (part.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true);

/**
 * Lays out `parts` for good (all parts of the page when none are given), keeping what the reader
 * sees where it is. That is the top of the first part in the window that was laid out already
 * (a script's scrollIntoView lays out the part of its target, but not the skipped part above it
 * that the heading's scroll margin brings into the window); when none was, the first part
 * reaching below the window's top; but when that part was skipped (only its estimated height
 * was there, nothing of it painted) and the parts laid out now end inside the window, it is what
 * follows them: the real content in view.
 */
export function layOutSections(root: ParentNode = document, parts?: HTMLElement[]): void {
  const all = partsIn(root);
  parts ??= all;
  if (parts.length === 0) return;
  const inWindow = (part: HTMLElement) => part.getBoundingClientRect().bottom > 0 && part.getBoundingClientRect().top < window.innerHeight;
  const first = all.find((part) => inWindow(part) && isLaidOut(part)) ?? all.find((part) => part.getBoundingClientRect().bottom > 0);
  const last = parts[parts.length - 1];
  const keepEnd = first !== undefined && parts.includes(first) && !isLaidOut(first) && last.getBoundingClientRect().bottom < window.innerHeight;
  const edge = () => (keepEnd ? last.getBoundingClientRect().bottom : first?.getBoundingClientRect().top);
  const before = edge();
  for (const part of parts) part.classList.add(RENDERED_SECTION_CLASS);
  const after = edge();
  if (before !== undefined && after !== undefined && after !== before) window.scrollBy(0, after - before);
}

/**
 * Watches the page's parts: those never laid out that a scroll brings into the window or leaves
 * above it are laid out at once, with what is in view kept in place. Returns a function that
 * stops it.
 */
export function watchSkippedSections(root: ParentNode = document): () => void {
  // Parts never laid out, in page order: those the browser lays out now are out of the list.
  let unseen = partsIn(root).filter((part) => !isLaidOut(part));
  const onStateChange = (event: Event) => {
    if (!(event as Event & { skipped?: boolean }).skipped) unseen = unseen.filter((part) => part !== event.target);
  };
  const onScroll = () => {
    // In page order: when the first part never laid out starts below the window, so do the rest.
    if (unseen.length === 0 || unseen[0].getBoundingClientRect().top >= window.innerHeight) return;
    const reached = unseen.filter((part) => part.getBoundingClientRect().top < window.innerHeight);
    unseen = unseen.filter((part) => !reached.includes(part));
    layOutSections(root, reached);
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
