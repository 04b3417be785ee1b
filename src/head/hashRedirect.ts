// Old links to a section that moved to its own page ("/configuration/other-options/#cache-type") go
// on to that page ("/configuration/cache/#cache-type") before the page is painted, app or not. The
// rule is getHashRedirect's, which the app applies after a client navigation (gatsby-browser.tsx).
import { getHashRedirect } from '../model/redirects';

export function redirectLegacyHash(place: Pick<Location, 'pathname' | 'hash' | 'replace'> = location): void {
  const target = getHashRedirect(place.pathname, place.hash);
  if (target) place.replace(target);
}
