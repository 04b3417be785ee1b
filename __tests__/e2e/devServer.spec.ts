// A writer with `npm start` running makes a mistake in one page of a small site: the other pages
// keep serving, the page names the file, line, column and problem, and saving the fix brings the
// page back. The development server runs in a copy of the project (.tmp/dev-fixture/, node_modules
// linked) so it never touches the build the other browser tests read.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { NEEDS_NO_BUILD } from './browsers';
import { generateSite } from '../../scripts/bench/generateSite';

const ROOT = process.cwd();
const FIXTURE = resolve(ROOT, '.tmp/dev-fixture');
const PORT = 8125;
const SITE = `http://localhost:${PORT}`;
/** What `npm start` needs of the project, besides its installed packages. */
const PROJECT_FILES = ['src', 'static', 'types', 'gatsby-browser.tsx', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json'];
const PAGE_FILE = join(FIXTURE, 'content/guides/installation.mdx');
const BROKEN = 'Read [the missing guide](/no/such/page/) next.';
const FIXED = 'Read [the concepts](/concepts/) next.';
/** A page whose MDX does not parse: it cannot be rendered at all. */
const UNRENDERABLE_FILE = join(FIXTURE, 'content/guides/production.mdx');
const UNCLOSED = '<div>';
/** A page a link is broken in while the server runs, as when a heading is renamed. */
const LATER_FILE = join(FIXTURE, 'content/concepts/why-webpack.mdx');
const LATER_BROKEN = 'See [the missing part](/concepts/#no-such-heading).';
/** What Gatsby printed, some 40 lines twice, after a content problem when no pages were made. */
const GATSBY_NOISE = /will not be run|There was an unhandled error|UNKNOWN/;

let server: ChildProcess | null = null;
let output = '';

/**
 * Gives the session of `gatsby develop` (detached, so that it can be ended whole) the CPU priority of
 * this test's own: npm test runs this test at a lower one, beside the builds (scripts/test/steps.mjs).
 */
function shareCpuPriority(pid: number): void {
  try {
    const niceness = /nice (-?\d+)/.exec(readFileSync('/proc/self/autogroup', 'utf8'))?.[1];
    if (niceness && niceness !== '0') writeFileSync(`/proc/${pid}/autogroup`, niceness);
  } catch {
    // No autogroups here (not Linux, or turned off): the nice value of each process applies.
  }
}

/** Starts `gatsby develop` in the fixture and resolves once it serves; fails with its output if it stops first. */
function startDevelop(): Promise<void> {
  return new Promise((ready, fail) => {
    server = spawn('npx', ['gatsby', 'develop', '--host', 'localhost', '--port', String(PORT)], {
      cwd: FIXTURE,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', WEBPACK_DOCS_CONTENT: join(FIXTURE, 'content') },
    });
    shareCpuPriority(server.pid!);
    for (const stream of [server.stdout!, server.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('You can now view')) ready();
      });
    }
    server.on('exit', (code) => fail(new Error(`gatsby develop stopped (exit ${code}):\n${output.slice(-3000)}`)));
  });
}

test.describe('npm start with content mistakes', { tag: NEEDS_NO_BUILD }, () => {
  // A cold development server of a small site starts in about a minute on two busy cores.
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(FIXTURE, { recursive: true, force: true });
    mkdirSync(FIXTURE, { recursive: true });
    for (const file of PROJECT_FILES) cpSync(join(ROOT, file), join(FIXTURE, file), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(FIXTURE, 'node_modules'), 'dir');
    generateSite(join(FIXTURE, 'content'), 12);
    cpSync(join(ROOT, 'content/data'), join(FIXTURE, 'content/data'), { recursive: true });
    writeFileSync(PAGE_FILE, `${readFileSync(PAGE_FILE, 'utf8').trimEnd()}\n\n${BROKEN}\n`);
    writeFileSync(UNRENDERABLE_FILE, `${readFileSync(UNRENDERABLE_FILE, 'utf8').trimEnd()}\n\n${UNCLOSED}\n\nMore text.\n`);
    await startDevelop();
  });

  // A failure shows what the development server printed: whether it rebuilt, stopped or never saw the save.
  test.afterEach(() => {
    if (test.info().status !== test.info().expectedStatus) {
      console.log(`gatsby develop printed (last 4000 characters):\n${output.slice(-4000)}`);
    }
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('the other pages serve, the page names file, line, column and problem, and saving the fix brings it back', async ({ page }) => {
    const line = readFileSync(PAGE_FILE, 'utf8').split('\n').indexOf(BROKEN) + 1;
    const message = `content/guides/installation.mdx:${line}:6: link "/no/such/page/" is not a page of this site`;
    // The terminal says it in the same words, as an error of ours: never Gatsby's "UNKNOWN" (the
    // header "ERROR #default-site-plugin_content" shows on a terminal; with CI set, the line says "error").
    // (A terminal logger wraps long lines at 80 columns.)
    expect(output.replace(/\s+/g, ' ')).toContain(message);
    expect(output).not.toMatch(GATSBY_NOISE);

    await page.goto(`${SITE}/concepts/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'content problem' })).toHaveCount(0);

    await page.goto(`${SITE}/guides/installation/`);
    const notice = page.getByRole('alert').filter({ hasText: 'This page has a content problem' });
    await expect(notice).toContainText(message);
    await expect(notice).toContainText('Fix the file and save it');
    const broken = page.locator('[data-page-body] a[href="/no/such/page/"]');
    expect(await broken.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('" (broken link)"');

    writeFileSync(PAGE_FILE, readFileSync(PAGE_FILE, 'utf8').replace(BROKEN, FIXED));
    // The dev server rebuilds the page: its fixed body replaces the notice (one rebuild, however long it takes on a busy machine).
    await expect(page.locator('[data-page-body] a[href="/concepts/"]').filter({ hasText: 'the concepts' })).toBeVisible({ timeout: 60_000 });
    await expect(notice).toHaveCount(0);

    // A link broken while the server runs is reported in the same words, and nothing of Gatsby's
    // follows any of these messages.
    writeFileSync(LATER_FILE, `${readFileSync(LATER_FILE, 'utf8').trimEnd()}\n\n${LATER_BROKEN}\n`);
    const laterLine = readFileSync(LATER_FILE, 'utf8').split('\n').indexOf(LATER_BROKEN) + 1;
    const laterMessage = `content/concepts/why-webpack.mdx:${laterLine}:5: link "/concepts/#no-such-heading": /concepts/ has no heading with id "no-such-heading"`;
    await expect.poll(() => output.replace(/\s+/g, ' '), { timeout: 60_000 }).toContain(laterMessage);
    expect(output).not.toMatch(GATSBY_NOISE);
  });

  test('a page that cannot be rendered shows the site\'s own error page at its url, naming file, line, column and problem, until the fix is saved, and again when it breaks', async ({ page }) => {
    test.setTimeout(120_000);
    const line = readFileSync(UNRENDERABLE_FILE, 'utf8').split('\n').indexOf(UNCLOSED) + 1;
    await page.goto(`${SITE}/guides/production/`);
    // The dev server's first render of this page: as long as a busy machine takes, like the rebuilds below.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown yet', { timeout: 60_000 });
    await expect(page.getByRole('alert')).toContainText(`content/guides/production.mdx:${line}:1: body is not valid MDX: Expected a closing tag for \`<div>\``);
    await expect(page.getByRole('banner')).toBeVisible();

    writeFileSync(UNRENDERABLE_FILE, readFileSync(UNRENDERABLE_FILE, 'utf8').replace(`${UNCLOSED}\n`, ''));
    const title = /^title: "?(.+?)"?$/m.exec(readFileSync(UNRENDERABLE_FILE, 'utf8'))![1];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 });
    await expect(page.locator('[data-page-body]')).toContainText('More text.');
    await expect(page.getByRole('alert').filter({ hasText: 'content problem' })).toHaveCount(0);

    // Broken again while it is open: the error page takes its place.
    writeFileSync(UNRENDERABLE_FILE, readFileSync(UNRENDERABLE_FILE, 'utf8').replace('More text.', `${UNCLOSED}\n\nMore text.`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown yet', { timeout: 60_000 });
    await expect(page.getByRole('alert')).toContainText('body is not valid MDX: Expected a closing tag for `<div>`');
    expect(output).not.toMatch(GATSBY_NOISE);
  });
});
