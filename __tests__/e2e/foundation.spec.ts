import { expect, test } from '@playwright/test';

const DEFAULT_DESCRIPTION = /^webpack is a module bundler\. Its main purpose is to bundle JavaScript files/;

test.describe('head', () => {
  test('the home page is titled "webpack" with the default description', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('webpack');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEFAULT_DESCRIPTION);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://webpack.js.org/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a documentation page has its title, description, canonical and social tags', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    await expect(page).toHaveTitle('Entry Points | webpack');
    await expect(page.locator('h1')).toHaveText('Entry Points');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://webpack.js.org/concepts/entry-points/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Entry Points | webpack');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2B3A42');
    for (const size of ['150x150', '180x180', '192x192', '512x512']) {
      await expect(page.locator(`link[rel="apple-touch-icon"][sizes="${size}"]`)).toHaveCount(1);
    }
  });

  test('a printable page is not indexed and has an empty description', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/concepts/printable/');
    await expect(page).toHaveTitle('Combined printable page | webpack');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://webpack.js.org/concepts/printable/');
  });
});

test.describe('printable pages', () => {
  test('combine the section in sidebar order and call print() once', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/concepts/printable/');
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    const titles = await page.locator('h1').allTextContents();
    expect(titles[0]).toBe('Concepts');
    expect(titles).toContain('Entry Points');
    expect(titles.length).toBeGreaterThan(3);
    expect(scripts).toEqual([]);
  });

  test('open with a table of contents that links to each page in the document', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/concepts/printable/');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    expect(await links.allTextContents()).toEqual(await page.locator('section.printable-section > h1').allTextContents());
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    for (const target of targets) await expect(page.locator(target)).toHaveCount(1);
    await contents.getByRole('link', { name: 'Entry Points' }).click();
    // The page's title opens at the top of the window, and stays there.
    const title = page.locator('#printable-concepts-entry-points > h1');
    await expect(title).toBeInViewport();
    await page.waitForTimeout(500);
    const top = await title.evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 3);
    // On paper the contents are printed and site links show their full url.
    await page.emulateMedia({ media: 'print' });
    await expect(contents).toBeVisible();
    const printed = await page
      .locator('.markdown a[href^="/"]')
      .first()
      .evaluate((link) => [getComputedStyle(link, '::after').content, link.getAttribute('href')]);
    expect(printed[0]).toBe(`" (https://webpack.js.org${printed[1]})"`);
  });

  test('have a favicon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

test.describe('routes', () => {
  test('a path without a trailing slash is redirected to the one with it', async ({ page }) => {
    const response = await page.goto('/concepts/entry-points');
    expect(new URL(page.url()).pathname).toBe('/concepts/entry-points/');
    expect(response?.ok()).toBe(true);
    await expect(page.locator('h1')).toHaveText('Entry Points');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('webpack');
  });

  test('/app-shell/ renders an empty page', async ({ page }) => {
    await page.goto('/app-shell/');
    await expect(page.locator('#___gatsby')).toHaveText('');
  });

  test('the legacy #cache anchors of other-options go to the cache page', async ({ page }) => {
    await page.goto('/configuration/other-options/#cache');
    await expect(page).toHaveURL(/\/configuration\/cache\/#cache$/);
    await expect(page.locator('h1')).toHaveText('Cache');
  });

  test('an unrelated hash stays where it is', async ({ page }) => {
    await page.goto('/configuration/other-options/#amd');
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/configuration/other-options/');
    expect(new URL(page.url()).hash).toBe('#amd');
  });

  test('an old path redirects to its new page', async ({ page }) => {
    await page.goto('/get-started/');
    await expect(page).toHaveURL(/\/guides\/getting-started\/$/);
    await expect(page.locator('h1')).toHaveText('Getting Started');
  });

  test('the blog index lists the posts newest first with teasers', async ({ page }) => {
    await page.goto('/blog/');
    const posts = page.locator('article section h2');
    await expect(posts).toHaveCount(2);
    await expect(posts.nth(0)).toContainText('Roadmap 2021');
    await expect(posts.nth(1)).toContainText('Webpack 5 release');
    await expect(page.locator('article section p').filter({ hasText: /\.\.\.$/ })).toHaveCount(2);
  });
});
