// Old links to a section that moved to its own page ("/configuration/other-options/#cache-type")
// go on to that page ("/configuration/cache/#cache-type"), with the same hash.
import { LEGACY_HASH_REDIRECTS } from '../model/redirects';

/**
 * Runs inline in <head> (a fixed string), so a page opened at such a url goes on before it is
 * painted, app or not. The app does the same after a client navigation (gatsby-browser.tsx,
 * getHashRedirect), which this mirrors: a trailing slash is added to the path, the hash must
 * start with the rule's prefix.
 */
export const HASH_REDIRECT_SCRIPT = `(function(){var l=location,p=l.pathname.replace(/\\/?$/,'/'),R=${JSON.stringify(LEGACY_HASH_REDIRECTS.map(({ path, hashPrefix, to }) => [path, hashPrefix, to]))};R.forEach(function(r){if(p===r[0]&&l.hash.indexOf(r[1])===0)l.replace(r[2]+l.hash)})})();`;
