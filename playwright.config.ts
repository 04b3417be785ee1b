import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser tests against the production build, served on localhost (service workers
// register only there) with the headers of the build's own public/_headers, as a host that
// reads that file would send them. npm test (scripts/test/run.mjs) and npm run test:e2e find the browser and build first.
const PORT = Number(process.env.E2E_PORT ?? 9000);

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
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    headless: true,
    serviceWorkers: 'allow',
  },
  webServer: {
    command: `npx tsx __tests__/e2e/deployServer.ts public ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
