// The Content-Security-Policy of every template, in a real browser, served with the build's own
// _headers (see deployServer.ts): no page may trip its own policy, whether the third parties it
// uses answer or are blocked, and a changed inline script must be refused.
import { readdirSync, readFileSync } from 'node:fs';
import { findHashedAssets } from '../../src/node/writeHeaders';
import { join, relative } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CACHE_CONTROL, SUPPORTER_AVATAR_HOSTS } from '../../src/config/httpHeaders';
import { hashSource, parsePolicy } from '../../src/model/contentSecurityPolicy';
import { pointerArrives, visit } from './visit';

const PUBLIC = join(process.cwd(), 'public');
/** A 1×1 transparent PNG: what a stubbed image host answers. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Every `securitypolicyviolation` of every document the page opens, and Chromium's console reports of them. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportViolation: (v: unknown) => void }).__reportViolation;
        report({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
      },
      true,
    );
    window.print = () => undefined;
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push({ page: page.url(), directive: 'console', blocked: '', sample: message.text() });
  });
  return violations;
}

type ThirdParties = 'reachable' | 'blocked';

/** Every host but ours either answers with a stub of the right type or is unreachable. */
async function routeThirdParties(context: BrowserContext, mode: ThirdParties): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      const { url, resourceType } = { url: route.request().url(), resourceType: route.request().resourceType() };
      requested.push(url);
      if (mode === 'blocked') return route.abort('blockedbyclient');
      if (resourceType === 'image') return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
      if (resourceType === 'script') return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    },
  );
  return requested;
}

/** The policy of the page now open, and whether it is the first thing in <head> after the charset. */
async function policyOf(page: Page): Promise<{ policy: string; first: boolean }> {
  return page.evaluate(() => {
    const meta = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const before = [...document.head.children].slice(0, [...document.head.children].indexOf(meta as Element));
    return { policy: meta?.getAttribute('content') ?? '', first: Boolean(meta) && before.every((element) => element.matches('meta[charset]')) };
  });
}

const TEMPLATES: ReadonlyArray<{ name: string; path: string; act?: (page: Page) => Promise<void> }> = [
  {
    name: 'home with supporter avatars',
    path: '/',
    act: async (page) => {
      await expect(page.getByRole('region', { name: 'Support the Team' })).toBeVisible();
      // The build may have no supporters file (none is committed): show avatars from each host a
      // supporters file may use, in the supporters' place.
      await page.evaluate((hosts) => {
        const section = document.querySelector('[data-testid="supporters-slot"]') ?? document.body;
        for (const host of hosts) {
          const image = document.createElement('img');
          image.src = `${host}/test-supporter/avatar.png`;
          image.alt = '';
          section.append(image);
        }
      }, SUPPORTER_AVATAR_HOSTS);
      await expect(page.getByRole('heading', { level: 1, name: 'bundle your scripts', exact: true })).toBeVisible({ timeout: 8000 });
    },
  },
  {
    name: 'doc page with search',
    path: '/concepts/entry-points/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await page.locator('.DocSearch-Input').fill('output path');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      // Contributor avatars load when they come near the viewport.
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      // A client-side navigation: the Head API puts the next page's head (its JSON-LD among it) in place.
      await page.getByRole('navigation', { name: 'Section pages' }).getByRole('link', { name: 'Output', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Output');
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
      expect(await page.locator('head script[type="application/ld+json"]').textContent()).toContain('/concepts/output/');
    },
  },
  { name: 'vote', path: '/vote/', act: (page) => expect(page.getByRole('link', { name: /Discuss and vote on/ }).first()).toBeVisible() },
  { name: 'blog index', path: '/blog/' },
  { name: 'blog post', path: '/blog/2020-10-10-webpack-5-release/' },
  { name: '404', path: '/no/such/page/' },
  { name: 'printable', path: '/concepts/printable/' },
  { name: 'redirect page', path: '/get-started/', act: (page) => expect(page).toHaveURL(/\/guides\/getting-started\/$/) },
  { name: 'offline reading', path: '/offline/', act: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

test.describe('Content-Security-Policy of every template', () => {
  for (const mode of ['reachable', 'blocked'] as const) {
    for (const { name, path, act } of TEMPLATES) {
      test(`${name} (${path}) trips no policy with third parties ${mode}`, async ({ page, context }) => {
        const requested = await routeThirdParties(context, mode);
        const violations = await recordViolations(page);
        if (name === 'redirect page') {
          const html = await (await page.request.get(path)).text();
          expect(html).toMatch(/^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/i);
          await page.goto(path);
        } else {
          await page.goto(path);
          if (name !== 'printable') await pointerArrives(page);
          const { policy, first } = await policyOf(page);
          expect(first).toBe(true);
          expect(policy).toContain("default-src 'none'");
          expect(policy).not.toContain("'unsafe-inline'");
          expect(policy).not.toContain("'unsafe-eval'");
        }
        await act?.(page);
        await page.waitForLoadState('networkidle');
        console.log(`${path} (${mode}): ${requested.length} third-party requests, ${violations.length} violations`);
        expect(violations).toEqual([]);
      });
    }
  }

  test('a page rendered in the offline app shell trips no policy', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await routeThirdParties(context, 'reachable');
    const page = await context.newPage();
    const violations = await recordViolations(page);
    const shell = await (await page.request.get('/offline-plugin-app-shell-fallback/index.html')).text();
    // What the worker answers offline for a page it has not kept: the shell, which renders the page.
    await page.route(/\/guides\/$/, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
    await visit(page, '/guides/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  test('an image from a host the policy does not name is refused, so these tests can fail', async ({ page, context }) => {
    await routeThirdParties(context, 'reachable');
    const violations = await recordViolations(page);
    await visit(page, '/concepts/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => violations.map((violation) => violation.directive)).toContain('img-src');
  });

  test('an inline script whose text changed is refused', async ({ page }) => {
    const violations = await recordViolations(page);
    const original = await (await page.request.get('/concepts/')).text();
    // The fixed inline head script: the first <script> in <head> without a src or type.
    const theme = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(original);
    expect(theme).not.toBeNull();
    const changed = original.replace(theme![1], `${theme![1]}window.__changedScriptRan=true;`);
    await page.route(/\/concepts\/$/, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: changed }));
    await page.goto('/concepts/');
    await expect.poll(() => violations.filter((violation) => violation.directive === 'script-src-elem').length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __changedScriptRan?: boolean }).__changedScriptRan)).toBeUndefined();
    // The same page unchanged runs it: the policy refused the change, not the script.
    await page.unrouteAll();
    await page.goto('/concepts/');
    expect(await page.locator('html').getAttribute('data-theme')).toMatch(/^(light|dark)$/);
  });
});

/** Every page of the build, as files under public/. */
function builtPages(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === PUBLIC && /^[_~]/.test(entry.name) ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [relative(PUBLIC, path)] : [];
  });
}

test.describe('what the build wrote', () => {
  test('every HTML page carries one policy, first in <head>, without unsafe-inline or unsafe-eval', () => {
    const pages = builtPages();
    for (const file of pages) {
      const html = readFileSync(join(PUBLIC, file), 'utf8');
      const metas = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g) ?? [];
      expect([file, metas.length]).toEqual([file, 1]);
      expect([file, /<head[^>]*>\s*(<meta char[sS]et="utf-8"\/?>)?<meta http-equiv="Content-Security-Policy"/.test(html)]).toEqual([file, true]);
      const policy = parsePolicy(/content="([^"]*)"/.exec(metas[0] ?? '')?.[1] ?? '');
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    }
    console.log(`${pages.length} HTML pages carry a Content-Security-Policy`);
    expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html', 'offline-plugin-app-shell-fallback/index.html', 'concepts/printable/index.html', 'get-started/index.html']));
  });

  // Head API scripts are allowed on every page, since a client-side navigation brings them into any
  // page. When each page's JSON-LD (a data block, which no policy governs) was hashed among them,
  // every page carried a hash for every page: 10 KB of /configuration/output/ on this site, 65 KB at
  // 1,221 pages. A page's policy has to stay the same size as the documentation grows.
  test('a page policy stays within 1.5 KB and allows no data block by hash', () => {
    const sizes = builtPages().map((file) => {
      const html = readFileSync(join(PUBLIC, file), 'utf8');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const scriptSources = parsePolicy(policy).get('script-src') ?? [];
      const dataBlocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hashSource(match[1]));
      expect([file, dataBlocks.filter((hash) => scriptSources.includes(hash))]).toEqual([file, []]);
      return { file, bytes: Buffer.byteLength(policy) };
    });
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`largest policy: /${largest.file}, ${largest.bytes} bytes`);
    expect(sizes.filter(({ bytes }) => bytes > 1536)).toEqual([]);
  });

  test('the server sends the caching and security headers of _headers', async ({ request }) => {
    // This build's hashed files (public/ may also hold earlier builds' leftovers, which are not served as immutable).
    const hashed = findHashedAssets(PUBLIC);
    expect(hashed.length).toBeGreaterThan(10);
    for (const name of hashed) expect([name, (await request.head(`/${name}`)).headers()['cache-control']]).toEqual([name, CACHE_CONTROL.immutable]);
    for (const url of ['/', '/concepts/', '/404.html', '/sw.js', '/page-data/app-data.json', '/page-data/concepts/page-data.json']) {
      const headers = (await request.head(url)).headers();
      expect([url, headers['cache-control']]).toEqual([url, CACHE_CONTROL.revalidate]);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
  });
});
