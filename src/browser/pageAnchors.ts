// The anchors of a sidebar entry other than the current page, read from that page's own page data
// when the reader opens the entry. Gatsby's links have usually prefetched it already, the service
// worker keeps it with saved sections, and it belongs to the release the page runs, so no extra
// file has to be built, cached or versioned for it.
import type { Anchor } from '../model/types';

interface PageData {
  result?: { data?: { docPage?: { anchors?: Anchor[] } } };
}

const loaded = new Map<string, Promise<Anchor[]>>();

/** Where Gatsby keeps a page's data: /concepts/ -> /page-data/concepts/page-data.json. */
export function getPageDataUrl(pageUrl: string): string {
  const path = pageUrl.replace(/^\/+|\/+$/g, '');
  return `/page-data/${path || 'index'}/page-data.json`;
}

/** A page's anchors; a failed fetch (offline and not saved) rejects and is tried again next time. */
export function loadPageAnchors(pageUrl: string): Promise<Anchor[]> {
  const known = loaded.get(pageUrl);
  if (known) return known;
  const request = fetch(getPageDataUrl(pageUrl))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} for the data of ${pageUrl}`);
      return response.json() as Promise<PageData>;
    })
    .then((data) => {
      const anchors = data.result?.data?.docPage?.anchors;
      if (!Array.isArray(anchors)) throw new Error(`the data of ${pageUrl} has no anchors`);
      return anchors;
    });
  loaded.set(pageUrl, request);
  request.catch(() => loaded.delete(pageUrl));
  return request;
}
