import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate, type GatsbyBrowser } from 'gatsby';
import { getHashRedirect } from './src/model/redirects';
import { startAnalytics } from './src/browser/analytics';
import { rememberPage } from './src/browser/lastPage';
import { resyncSavedDocs } from './src/browser/loadSavedDocs';
import { focusHeadingInsteadOfRouterWrapper, focusPageHeading } from './src/browser/focusPageHeading';
import { rememberServerBody } from './src/browser/pageBody';
import { loadPagesOnIntent, type LoadPage } from './src/browser/loadOnIntent';
import { followPlainLinks } from './src/browser/plainLinks';
import { layOutSections } from './src/browser/pageSections';
import { HYDRATED_ATTRIBUTE, replayEarlyPresses } from './src/browser/earlyControls';
import { reloadWhenWorkerReplaced } from './src/browser/workerUpdate';
// Same order as in Layout.tsx (see there).
import './src/styles/tokens.css';
import './src/styles/global.css';
import './src/styles/print.css';
import './src/components/content/contentStylesheets';

function redirectLegacyHash(location: Location): void {
  const target = getHashRedirect(location.pathname, location.hash);
  if (target) window.location.replace(target);
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // The page's own url went through the head script's redirect (src/head/hashRedirect.ts); client navigations go through onRouteUpdate.
  // Before hydration: the body the server rendered is the one the first page hydrates with.
  rememberServerBody();
  startAnalytics();
  focusHeadingInsteadOfRouterWrapper();
  reloadWhenWorkerReplaced(navigator.serviceWorker, () => window.location.reload());
};

/**
 * Hydrates the server HTML as a transition: React then works in slices of a few milliseconds
 * and lets the browser paint and answer input in between, instead of one long task (Total
 * Blocking Time). A container without a server-rendered page in it is rendered: the offline app
 * shell (an empty page wrapper), and the elements `gatsby develop` renders its loading indicator
 * into, next to a page already on screen.
 */
function renderInTransition(element: ReactElement, container: Element): void {
  const hasServerHtml = Boolean(container.querySelector('#gatsby-focus-wrapper')?.children.length);
  startTransition(() => {
    if (hasServerHtml) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}

// Gatsby's type still describes ReactDOM.render's legacy signature; it calls the function as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  redirectLegacyHash(location as unknown as Location);
  rememberPage(location.pathname);
  // A client navigation to another page (not the first load, not a jump within the page): focus on
  // its title, or on the heading its url names.
  if (prevLocation && prevLocation.pathname !== location.pathname) focusPageHeading();
};

/**
 * Links start loading their page when pressed or focused (src/browser/loadOnIntent.ts), and links
 * written as HTML (page bodies, sidebar headings) navigate as Gatsby's do (src/browser/plainLinks.ts); marks the
 * page as interactive (React's handlers take presses from here on; tests wait for it too) and
 * carries out the presses the head script kept until now (src/browser/earlyControls.ts), then
 * brings sections saved for offline reading to this release when they were saved from another.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = ({ loadPage }) => {
  // Gatsby passes its loader's loadPage to the browser APIs it runs synchronously (not to
  // onClientEntry); its types leave it unknown.
  if (typeof loadPage === 'function') loadPagesOnIntent(loadPage as LoadPage);
  followPlainLinks((to) => void navigate(to));
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  replayEarlyPresses();
  resyncSavedDocs();
};

/** A new page starts at the top; a hash scrolls its heading into view. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const { hash } = routerProps.location;
  if (hash) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      // Parts of the page not yet laid out count with an estimated height: lay them out first.
      layOutSections();
      target.scrollIntoView();
      return false;
    }
  }
  window.scrollTo(0, 0);
  return false;
};
