import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { BEFORE_INPUT } from './__tests__/e2e/browsers';
import { CHROMIUM_FLAGS, THIRD_PARTIES_UNREACHABLE } from './scripts/chromiumFlags';

// Browser tests against the production build, served on localhost (service workers
// register only there) with the headers of the build's own public/_headers, as a host that
// reads that file would send them. npm test (scripts/test/run.mjs) and npm run test:e2e find the browsers and build first.
const PORT = Number(process.env.E2E_PORT ?? 9000);

/**
 * Headless, no request of the browser's own (this machine has no network but the registries), and
 * every third-party host unreachable, as the site must work without them.
 * The browser is the one npm test found (scripts/test/steps.mjs), else Debian's, else Playwright's.
 */
function launchOptions(executablePath: string | undefined, debianPath: string) {
  return {
    executablePath: [executablePath, debianPath].find((path) => path && existsSync(path)),
    args: [...CHROMIUM_FLAGS, THIRD_PARTIES_UNREACHABLE],
  };
}

export default defineConfig({
  testDir: '__tests__/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker a core: a test spends much of its time waiting on the browser, and each gets a fresh
  // context (no shared state). Files are the unit: the tests of a file run in order in one worker.
  fullyParallel: false,
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  reporter: [['list']],
  // npm test runs two Playwright runs at once (scripts/test/run.mjs): each empties its own folder.
  outputDir: `test-results/${process.env.E2E_RUN ?? 'all'}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    serviceWorkers: 'allow',
  },
  // One rule decides the browser: a test tagged BEFORE_INPUT (the page before the reader's first
  // input) runs in the full Chromium, every other test in Chromium's headless shell, the same Blink
  // at about half the CPU a test. The shell moves the pointer while a page loads, which would start
  // the app with no input from the reader (__tests__/e2e/browsers.ts).
  projects: [
    { name: 'chromium', grep: new RegExp(BEFORE_INPUT), use: { launchOptions: launchOptions(process.env.CHROME_PATH, '/usr/bin/chromium') } },
    { name: 'headless shell', grepInvert: new RegExp(BEFORE_INPUT), use: { launchOptions: launchOptions(process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell') } },
  ],
  // The built site on localhost; E2E_WITHOUT_SITE=1 (npm test's run of the tests that need no
  // build, while the site is still building) starts none.
  webServer: process.env.E2E_WITHOUT_SITE === '1' ? undefined : {
    command: `npx tsx __tests__/e2e/deployServer.ts public ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
