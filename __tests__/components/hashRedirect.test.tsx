import { redirectLegacyHash } from '../../src/head/hashRedirect';

/** Runs the head script's redirect at a url; returns where it sent the page, if anywhere. */
function openAt(pathname: string, hash: string): string | null {
  let target: string | null = null;
  redirectLegacyHash({ pathname, hash, replace: (url: string) => (target = url) });
  return target;
}

describe('the head script\'s redirect of old links to a moved section', () => {
  it.each([
    ['/configuration/other-options/', '#cache', '/configuration/cache/#cache'],
    ['/configuration/other-options/', '#cache-type', '/configuration/cache/#cache-type'],
    ['/configuration/other-options', '#cachemaxage', '/configuration/cache/#cachemaxage'],
  ])('%s%s goes on to %s, with its hash', (pathname, hash, target) => {
    expect(openAt(pathname, hash)).toBe(target);
  });

  it.each([
    ['/configuration/other-options/', '#amd'],
    ['/configuration/other-options/', ''],
    ['/configuration/cache/', '#cache'],
  ])('%s%s stays where it is', (pathname, hash) => {
    expect(openAt(pathname, hash)).toBeNull();
  });
});
