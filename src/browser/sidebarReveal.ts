// The current page's entry in the sidebar is in view from the first paint on: the sidebar scrolls
// (never the page) so the entry sits a third of the way down. The same function runs as an inline
// script placed last in the sidebar, which the parser runs as it reaches it, before the first paint
// (the head blocks rendering until then) and without the app; and from the app after a client
// navigation within the section.

/** Scrolls `nav` so its `aria-current="page"` entry is in view, when it is not. Self-contained: it is also the inline script's text. */
export function revealCurrentEntry(nav: Element): void {
  const entry = nav.querySelector('[aria-current="page"]');
  if (!entry) return;
  const box = nav.getBoundingClientRect();
  const entryBox = entry.getBoundingClientRect();
  if (entryBox.top < box.top || entryBox.bottom > box.bottom) nav.scrollTop += entryBox.top - box.top - box.height / 3;
}

/**
 * The id of that inline script. The page's head holds `<link rel="expect" href="#…" blocking="render" media="…">`
 * for it, so the browser paints nothing before the script has run: without it, a parser that
 * yields on a busy phone can paint the sidebar with its entry out of view first.
 */
export const REVEAL_SCRIPT_ID = 'sidebar-reveal';

/**
 * Where the sidebar is shown: DocLayout.module.css hides it at `max-width: 768px`. The head's
 * render block applies only here (its `media`): on a phone, where there is no sidebar to reveal,
 * it held the first paint back until the parser had read the whole hidden sidebar. Lighthouse's
 * LCP on /configuration/output/ and /configuration/module/ was 1.8x that of 2215a21 with the block
 * on phones too.
 */
export const SIDEBAR_SHOWN_MEDIA = '(min-width: 769px)';

/** The inline script, last child of the sidebar's <nav>. */
export const REVEAL_CURRENT_ENTRY_SCRIPT = `(${revealCurrentEntry.toString()})(document.currentScript.parentNode)`;
