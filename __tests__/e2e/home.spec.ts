import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';


const INVITATION = /platinum, gold, silver or bronze sponsor, or as a backer/;

test.describe('home page', () => {
  test('the server HTML has the hero with a rotating word, the two steps and the support section', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/bundle your <span[^>]*><span[^>]*>assets<\/span>/);
    expect(html).toContain('Write Your Code');
    expect(html).toContain('Bundle It');
    expect(html).toContain('Support the Team');
    expect(html).toContain('href="/guides/getting-started/"');
    expect(html).toContain('class="token');
    // Client-only parts are not in the server HTML.
    expect(html).not.toContain('Show sponsors by their average monthly amount');
  });

  test('the word rotates and the supporters section appears after load', async ({ page }) => {
    await visit(page, '/');
    // Every word is in the page; the hidden ones are neither seen nor read out, so the heading's name is the word shown.
    await expect(page.getByRole('heading', { level: 1, name: 'bundle your assets', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'bundle your scripts', exact: true })).toBeVisible({ timeout: 8000 });
    await expect(page.getByRole('checkbox', { name: 'Show sponsors by their average monthly amount of sponsoring in the last year' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Become a sponsor/ })).toBeVisible();
  });

  // The build has no supporters data (content/data/supporters.json is fetched, never committed).
  test('with no supporters: no empty ranks, one invitation naming the tiers, and the switch disabled with its reason', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Support the Team' });
    await expect(section.getByText(INVITATION)).toBeVisible();
    await expect(section.getByText(INVITATION)).toHaveCount(1);
    await expect(section.getByRole('region')).toHaveCount(0);
    await expect(section.getByText('None yet')).toHaveCount(0);
    const checkbox = page.getByRole('checkbox', { name: 'Show sponsors by their average monthly amount of sponsoring in the last year' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAccessibleDescription('Nothing to switch yet: no supporters are listed.');
  });

  test('keeps still for readers who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    await page.waitForTimeout(6000);
    await expect(page.getByRole('heading', { level: 1, name: 'bundle your assets', exact: true })).toBeVisible();
  });

  test('shifts its layout by less than 0.05 (CLS)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, '/');
    await expect(page.getByText(INVITATION)).toBeVisible();
    await page.waitForTimeout(6000);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    console.log(`CLS on /: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.05);
  });

  // Its axe check, in both themes and once the support section is there: reliability.spec.ts.
});

test.describe('vote page', () => {
  test('renders a placeholder on the server and the proposals in the browser', async ({ page, request }) => {
    const html = await (await request.get('/vote/')).text();
    expect(html).toContain('Loading the roadmap proposals');
    expect(html).not.toContain('Discuss and vote on');
    await visit(page, '/vote/');
    await expect(page).toHaveTitle('Vote | webpack');
    await expect(page.getByRole('link', { name: /Discuss and vote on/ }).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Planned' }).check();
    await expect(page.getByRole('status').filter({ hasText: /proposals?$/ })).toBeVisible();
  });

  // Its axe check, in both themes and once the proposals are there: reliability.spec.ts.
});
