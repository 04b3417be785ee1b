import { expect, test } from '@playwright/test';
import { EXTERNAL_PAGES } from '../../src/config/externalPages';
import { getUrlFromPath } from '../../src/model/url';
import { seriousViolations } from './axe';
import { visit } from './visit';

// Pages npm run fetch:external can replace with a package README: whichever body the build used
// (ours, or the README when content/.external/ is there), a reader gets an accessible page. Three
// stand for the 29 (an axe run takes seconds): the longest loader README, the one with the most
// raw HTML, and the longest README of all. The first, /loaders/css-loader/, is checked in both
// themes by tabs.spec.ts (it is the page with tabs there), with its "Edit this page" link: one axe
// run of a long page fewer.
const CHECKED = ['html-webpack-plugin', 'image-minimizer-webpack-plugin'];

test.describe('loader and plugin pages synced from a README', () => {
  for (const { page: path } of EXTERNAL_PAGES.filter((entry) => CHECKED.includes(entry.package))) {
    const url = getUrlFromPath(path);
    test(`${url} has no serious or critical axe violations`, async ({ page }) => {
      await visit(page, url);
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/edit\/.+\/README\.md$/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
