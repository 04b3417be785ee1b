// A client navigation fetches a page's body beside its page data, not after it. Gatsby's loader
// learns the body file's name from the page data and only then asks for the body: two round trips
// one after the other, on a phone network 150 ms each before the new page shows. Every page names
// the list of body files (src/node/writePageBodies.ts: the path of each page and the name of its
// body file), fetched once the app has started and the browser is idle. When the reader presses a
// link, the body is fetched at once, beside the page data Gatsby's loader asks for, and put among the static
// query results the loader checks before it fetches one (the live object the app's
// StaticQueryContext holds). A body that has not arrived when the page data does is asked for by
// the loader too: body files are cached for good (src/config/httpHeaders.ts), so the browser
// answers that request with the one already in flight, and nothing is downloaded twice.
import { BODY_LIST_ATTRIBUTE, getBodyUrl, type BodyList } from '../model/pageBody';

/** Gatsby's static query results: a body file's content under its name. */
export type StaticQueryResults = Record<string, unknown>;

let results: StaticQueryResults | null = null;
let list: Promise<BodyList | null> | null = null;
const asked = new Set<string>();

/**
 * The object Gatsby's loader keeps static query results in (the app's StaticQueryContext value).
 * The list of body files is fetched once the browser is idle, so a press fetches its body at once:
 * read at the press (from the cache), it took 40 ms on a phone (CPU 4× slower) before the body's
 * request could start.
 */
export function keepBodiesIn(store: StaticQueryResults, doc: Document = document): void {
  results = store;
  const whenIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback: () => void) => setTimeout(callback, 0);
  whenIdle(() => {
    if (results === store) void readBodyList(doc);
  });
}

/** Reads the list of body files the page names, once. */
export function readBodyList(doc: Document = document): Promise<BodyList | null> {
  if (!list) {
    const url = doc.documentElement.getAttribute(BODY_LIST_ATTRIBUTE);
    list = url
      ? fetch(url)
          .then((response) => (response.ok ? (response.json() as Promise<BodyList>) : null))
          .catch(() => null)
      : Promise.resolve(null);
  }
  return list;
}

/**
 * Starts fetching the body of the page at `path` (a page of this site), unless it is loaded or
 * being fetched already, or the page has none. Failures are left to Gatsby's loader, which asks
 * for the body again when it needs it.
 */
export function fetchBodyAhead(path: string, doc: Document = document): void {
  if (!results) return;
  const store = results;
  void readBodyList(doc).then((bodies) => {
    const ref = bodies?.[path];
    if (!ref || ref in store || asked.has(ref)) return;
    asked.add(ref);
    fetch(getBodyUrl(ref))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((body) => {
        if (!(ref in store)) store[ref] = body;
      })
      .catch(() => undefined)
      .finally(() => asked.delete(ref));
  });
}

/** For tests: forgets the list, the results object and the fetches under way. */
export function resetBodyAhead(): void {
  results = null;
  list = null;
  asked.clear();
}
