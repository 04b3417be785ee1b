import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PAGE_SECTION_CLASS, RENDERED_SECTION_CLASS } from '../../src/model/mdxPlugins/rehypeSections';

/**
 * axe-core's experimental rules are off by default. These apply to this site; among them
 * label-content-name-mismatch (WCAG 2.5.3: a control's name contains its visible text).
 * focus-order-semantics and hidden-content are left off: best-practice review items of minor
 * impact, which the filter below would drop anyway.
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/** Serious and critical axe-core violations on the page, one line each with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The parts of a page body the browser skips while they are out of view (content-visibility:
  // auto) have no real geometry, and axe reads positions: it took a code block's title bar for
  // the background of the h3 that starts the next part. Laid out, as a reader scrolling there
  // sees them (layOutSections does the same before a jump).
  await page.evaluate((classes) => document.querySelectorAll(`.${classes.part}`).forEach((part) => part.classList.add(classes.rendered)), {
    part: PAGE_SECTION_CLASS,
    rendered: RENDERED_SECTION_CLASS,
  });
  // Legacy mode (below) reads frames of other origins not at all: a page with a frame needs the default mode back.
  expect(page.frames().map((frame) => frame.url()).slice(1), 'frames axe would read in its default mode only').toEqual([]);
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  // resultTypes: axe gathers every node only for violations (a fifth less time on a long page);
  // the other lists still name each rule that ran. Legacy mode runs axe.run in the page itself:
  // the default (runPartial in each frame, then finishRun in a blank page it opens) serialises the
  // result of every node across and took 20 s where axe.run takes 11 on /configuration/output/
  // (5,000 elements). What legacy mode gives up is cross-origin frames, and the site has no frames.
  const { violations, passes, incomplete, inapplicable } = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules, resultTypes: ['violations'] }).analyze();
  // A rule that was not run appears in no list; fail loudly rather than pass quietly.
  const ran = new Set([...violations, ...passes, ...incomplete, ...inapplicable].map((result) => result.id));
  const skipped = EXPERIMENTAL_RULES.filter((id) => !ran.has(id));
  if (skipped.length) throw new Error(`axe did not run: ${skipped.join(', ')}`);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * Serious and critical violations in the light theme, then in the dark one, on one load of the page:
 * the reader switches with the theme toggle (the page is the same but for its colours, which no
 * transition animates). Expects the page to be in the light theme.
 */
export async function seriousViolationsInBothThemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await seriousViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  return { light, dark: await seriousViolations(page) };
}
