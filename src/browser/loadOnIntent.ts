// Loads the page a link opens as soon as the reader shows they are about to open it.
import { findPageLink } from './plainLinks';
import { fetchBodyAhead } from './bodyAhead';

/** Gatsby's loadPage (passed to every browser API): the page data, the body file and the template's code. */
export type LoadPage = (path: string) => Promise<unknown>;

/**
 * Gatsby's links load the whole page, body included, when a mouse enters them; links in view
 * prefetch only the small page data. A finger or a keyboard gives no hover, so pressing a link
 * (pointerdown: finger, pen or mouse) or moving focus onto it (Tab) starts the same load, and
 * the navigation finds the body loaded or on its way. Links in a page body are followed the same
 * way (src/browser/plainLinks.ts). Links opening elsewhere and downloads are full page loads:
 * loading them would fetch twice. The page's body is fetched beside its page data, not after it
 * (src/browser/bodyAhead.ts).
 */
export function loadPagesOnIntent(loadPage: LoadPage, doc: Document = document): void {
  const onIntent = (event: Event): void => {
    const found = findPageLink(event.target, doc);
    if (!found) return;
    fetchBodyAhead(found.path, doc);
    // A failed load is Gatsby's to handle when the reader clicks; here it only costs the head start.
    loadPage(found.path).catch(() => undefined);
  };
  doc.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent);
}
