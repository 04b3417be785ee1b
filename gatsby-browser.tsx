import type { GatsbyBrowser } from 'gatsby';
import { getHashRedirect } from './src/model/redirects';
import { startAnalytics } from './src/browser/analytics';
import './src/styles/tokens.css';
import './src/styles/global.css';
import './src/styles/print.css';

function redirectLegacyHash(location: Location): void {
  const target = getHashRedirect(location.pathname, location.hash);
  if (target) window.location.replace(target);
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  redirectLegacyHash(window.location);
  startAnalytics();
  // A new service worker taking control (a deploy) reloads the page once, so no old chunks are
  // mixed in. Only a replaced worker counts: the first one taking control changes nothing.
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    let reloaded = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloaded) return;
      reloaded = true;
      window.location.reload();
    });
  }
};

/** Marks the page as interactive: controls work from here on (tests wait for it too). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute('data-hydrated', '');
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  redirectLegacyHash(location as unknown as Location);
};

/** A new page starts at the top; a hash scrolls its heading into view. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const { hash } = routerProps.location;
  if (hash) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      return false;
    }
  }
  window.scrollTo(0, 0);
  return false;
};
