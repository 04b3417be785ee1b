// The parts of a page body below the first screen start out skipped (content-visibility: auto
// in global.css): the page's first layout costs its first screen only. A skipped part counts
// with an estimated height, and a jump past estimates would land in the wrong place once the
// parts above it are laid out. So, after the first paint, this lays the parts out one per frame
// from the top, and a part once laid out stays laid out: within a second or two the page is as
// it would be without skipping. Until then:
// - a jump the browser makes to a heading (#hash on load, a link within the page) lays out
//   every part first (CSS: `.markdown:has(:target)`);
// - a jump of the site's own (a search hit, a link to a heading on another page) calls
//   renderAllSections before it scrolls;
// - once a part not yet laid out is above the window (a dragged scroll bar, the End key or find
//   in page, before or after the scripts ran), the rest is laid out at once and what was at the
//   top of the window is put back where it was, so nothing in view moves.
import { useEffect, type RefObject } from 'react';
import { PAGE_SECTION_CLASS, RENDERED_SECTION_CLASS } from '../model/mdxPlugins/rehypeSections';

const pendingIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(`.${PAGE_SECTION_CLASS}:not(.${RENDERED_SECTION_CLASS})`));

/**
 * Lays out every part of the page at once, keeping what is at the top of the window where it
 * is: the first part whose bottom is below the window's top keeps its distance from that top.
 */
export function renderAllSections(root: ParentNode = document): void {
  const pending = pendingIn(root);
  if (pending.length === 0) return;
  const parts = Array.from(root.querySelectorAll<HTMLElement>(`.${PAGE_SECTION_CLASS}`));
  const anchor = parts.find((part) => part.getBoundingClientRect().bottom > 0);
  const before = anchor?.getBoundingClientRect().top;
  for (const part of pending) part.classList.add(RENDERED_SECTION_CLASS);
  if (anchor && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  }
}

/**
 * Starts laying out the page's parts one per frame, from the top. Returns a function that
 * stops it (for a page that goes away first). A part not yet laid out above the window makes
 * the rest be laid out at once (renderAllSections).
 */
export function renderSectionsInTurn(root: ParentNode = document): () => void {
  let pending = pendingIn(root);
  if (pending.length === 0) return () => undefined;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
  // Laying out a part moves what is in view only when the whole part is above the window's top:
  // a part reaching into the window is laid out by the browser already.
  const isAboveView = (part: HTMLElement) => part.getBoundingClientRect().bottom <= 0;
  const renderRest = () => {
    stop();
    renderAllSections(root);
  };
  const onScroll = () => {
    pending = pending.filter((part) => !part.classList.contains(RENDERED_SECTION_CLASS));
    if (pending.length > 0 && isAboveView(pending[0])) renderRest();
  };
  const next = () => {
    const part = pending.shift();
    if (!part) return stop();
    if (isAboveView(part)) return renderRest();
    part.classList.add(RENDERED_SECTION_CLASS);
    frame = requestAnimationFrame(next);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  frame = requestAnimationFrame(next);
  return stop;
}

/** A template's body (`html` in the element of `ref`): its parts are laid out in turn once it is shown. */
export function usePageSections(ref: RefObject<HTMLElement>, html: string): void {
  useEffect(() => (ref.current ? renderSectionsInTurn(ref.current) : undefined), [ref, html]);
}
