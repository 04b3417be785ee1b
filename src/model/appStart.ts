// The app (Gatsby's runtime, React and the page's code) starts on the reader's first input, not on
// load. A page's controls work without it (src/head/earlyControls.ts), so a reader who only
// reads downloads and runs none of it; the first pointer move, touch, key, focus, scroll, click or
// change to a form control starts it (src/head/appStart.ts), and the presses made until it runs are kept for it.

/** Marks the data block that lists the app's scripts, in the order Gatsby wrote them. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/** `<meta name="app-start" content="load">` in a page's head: the page needs the app at once (its content is rendered in the browser). */
export const APP_START_META_NAME = 'app-start';

/** Gatsby's script tags, as it writes them at the end of every page (docs/gatsby-internals.md). */
const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
// Pure: the head script imports this module for APP_SCRIPTS_ATTRIBUTE only, and its bundler leaves this out.
const STARTS_AT_LOAD = /* @__PURE__ */ new RegExp(`<meta name="${APP_START_META_NAME}" content="load"[^>]*>`);
/** A server-rendered page: Gatsby's focus wrapper with something in it. The offline app shell's is empty. */
const RENDERED_PAGE = /id="gatsby-focus-wrapper">(?!<\/div>)/;

/**
 * A page whose Gatsby script tags became one data block the head script reads on the reader's
 * first input: no script is fetched or run before. Left as they are: pages without Gatsby's
 * scripts (printable pages, redirects), pages whose content the app renders (an empty page
 * wrapper: the offline app shell) and pages that ask for the app at load (APP_START_META_NAME).
 * `<script src="/a-1.js" async></script><script src="/b-2.js" async></script>`
 * -> `<script type="application/json" data-app-scripts>["/a-1.js","/b-2.js"]</script>`
 */
export function deferAppScripts(html: string): string {
  if (STARTS_AT_LOAD.test(html) || !RENDERED_PAGE.test(html)) return html;
  const scripts = [...html.matchAll(GATSBY_SCRIPT)];
  if (!scripts.length) return html;
  const list = `<script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>${JSON.stringify(scripts.map((script) => script[1]))}</script>`;
  let first = true;
  return html.replace(GATSBY_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return list;
  });
}
