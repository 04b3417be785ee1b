import { readFileSync } from 'node:fs';
import { RELEASES_PAGE_FILE, renderReleasesPage } from '../../scripts/write-webpack-releases';

describe('the webpack 5 releases page', () => {
  it('is what the history and the current pages give (run `npm run write:webpack-releases` when it is not)', () => {
    expect(readFileSync(RELEASES_PAGE_FILE, 'utf8')).toBe(renderReleasesPage());
  });

  it('documents every option and hook that the latest release still has', () => {
    const missing = renderReleasesPage().split('\n').filter((line) => line.endsWith('(not documented here yet)'));
    expect(missing).toEqual([]);
  });
});
