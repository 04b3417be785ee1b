import { defineConfig } from '@playwright/test';

// Browser tests against the production build, served on localhost (service workers
// register only there) with the headers of the build's own public/_headers, as a host that
// reads that file would send them. scripts/run-e2e.mjs finds the browser and builds first.
const PORT = Number(process.env.E2E_PORT ?? 9000);

export default defineConfig({
  testDir: '__tests__/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
