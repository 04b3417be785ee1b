// The app (Gatsby's runtime, React and the page's code) starts once the page is parsed
// (src/head/appStart.ts). A page's controls work without it (src/head/earlyControls.ts), and the
// presses made until it runs are kept for it. Its scripts are preloaded at the end of the page and
// come in one wave: Gatsby's three and the chunks of the page's template, which Gatsby would
// otherwise fetch only once its own had run. Why at the end of parsing, not later (issue 43,
// `npm run bench:compare`, first input on a phone): started on the reader's first input (issues
// 31 to 43), the app made that input wait up to 4.9 times as long as when it started at load;
// started once the page had loaded and the browser was idle, a phone network's first search press,
// link tap, theme press and scroll took 1.2 to 2.2 times as long as when it started once the page
// was parsed, which uses the time the page still waits on its styles and images. On the first load
// the app runs while the rest of the page arrives, never before the page is parsed.

/**
 * On a form whose controls work with its page's own script, before and without the app: the head
 * script keeps no press or change made in it for the app to replay (src/head/earlyControls.ts).
 */
export const OWN_SCRIPT_ATTRIBUTE = 'data-own-script';

/** Marks the data block that lists the app's scripts, in the order they run. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/** `<meta name="app-start" content="load">` in a page's head: the page needs the app at once (its content is rendered in the browser). */
export const APP_START_META_NAME = 'app-start';

/** Gatsby's script tags, as it writes them at the end of every page (docs/gatsby-internals.md). */
const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
// Pure: the head script imports this module for APP_SCRIPTS_ATTRIBUTE only, and its bundler leaves this out.
const STARTS_AT_LOAD = /* @__PURE__ */ new RegExp(`<meta name="${APP_START_META_NAME}" content="load"[^>]*>`);
/** A server-rendered page: Gatsby's focus wrapper with something in it. The offline app shell's is empty. */
const RENDERED_PAGE = /id="gatsby-focus-wrapper">(?!<\/div>)/;

/** The page's template, as the first-load page data in the page names it. */
const COMPONENT_CHUNK = /"componentChunkName":"([^"\\]+)"/;
/** Gatsby's entry script: the page's template chunks are listed ahead of it, so they are in place when it asks for them. */
const APP_ENTRY = /^\/app-[^/]*\.js$/;

/**
 * A page whose Gatsby script tags became one data block the head script reads when it starts the
 * app, each script preloaded: fetched while the page loads, run once the page is parsed. The
 * list holds Gatsby's scripts and, ahead of its entry script, the script files of the page's
 * template (its chunk group in `chunkGroups`, webpack's stats), so the app's code comes in one wave. Left as they are: pages without Gatsby's
 * scripts (printable pages, redirects), pages whose content the app renders (an empty page
 * wrapper: the offline app shell) and pages that ask for the app at load (APP_START_META_NAME).
 * `<script src="/a-1.js" async></script><script src="/app-2.js" async></script>` (template chunks: /c-3.js)
 * -> `<script type="application/json" data-app-scripts>["/a-1.js","/c-3.js","/app-2.js"]</script>`
 *    `<link rel="preload" as="script" href="/a-1.js"/>`, and one for each of the others
 */
export function deferAppScripts(html: string, chunkGroups: Readonly<Record<string, readonly string[]>> = {}): string {
  if (STARTS_AT_LOAD.test(html) || !RENDERED_PAGE.test(html)) return html;
  const scripts = [...html.matchAll(GATSBY_SCRIPT)].map((script) => script[1]);
  if (!scripts.length) return html;
  const template = (chunkGroups[COMPONENT_CHUNK.exec(html)?.[1] ?? ''] ?? []).filter((url) => url.endsWith('.js'));
  const entry = scripts.findIndex((url) => APP_ENTRY.test(url));
  const chunks = template.filter((url) => !scripts.includes(url));
  const urls = entry === -1 ? [...scripts, ...chunks] : [...scripts.slice(0, entry), ...chunks, ...scripts.slice(entry)];
  // Each one preloaded where it is listed, at the end of the page: fetched, not run, once the page
  // is parsed, while the rest of it loads. Preloaded from the head, they were fetched sooner but
  // took a phone network's bandwidth from the page's first paint (Lighthouse's LCP up to 1.35×).
  const preloads = urls.map((url) => `<link rel="preload" as="script" href="${url}"/>`).join('');
  const list = `<script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>${JSON.stringify(urls)}</script>${preloads}`;
  let first = true;
  return html.replace(GATSBY_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return list;
  });
}
