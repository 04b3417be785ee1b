import { HASH_REDIRECT_SCRIPT } from '../../src/browser/hashRedirect';
import { getHashRedirect } from '../../src/model/redirects';

/** Runs the inline head script at a url; returns where it sent the page, if anywhere. */
function openAt(pathname: string, hash: string): string | null {
  let target: string | null = null;
  const location = { pathname, hash, replace: (url: string) => (target = url) };
  // eslint-disable-next-line no-new-func -- the inline head script, with `location` standing for the page's
  new Function('location', HASH_REDIRECT_SCRIPT)(location);
  return target;
}

describe('the head script\'s redirect of old links to a moved section', () => {
  it.each([
    ['/configuration/other-options/', '#cache'],
    ['/configuration/other-options/', '#cache-type'],
    ['/configuration/other-options', '#cachemaxage'],
    ['/configuration/other-options/', '#amd'],
    ['/configuration/other-options/', ''],
    ['/configuration/cache/', '#cache'],
  ])('%s%s goes where the app sends it on a client navigation', (pathname, hash) => {
    expect(openAt(pathname, hash)).toBe(getHashRedirect(pathname, hash));
  });

  it('sends an old #cache link on, with its hash', () => {
    expect(openAt('/configuration/other-options/', '#cache-type')).toBe('/configuration/cache/#cache-type');
  });
});
