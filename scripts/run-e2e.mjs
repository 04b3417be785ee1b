// Runs the browser tests: finds (or installs) Chromium, builds the three small releases of the
// deploy-update test (in .tmp/deploy/) and the site, then runs Playwright, which starts and
// stops its own server. Set E2E_SKIP_BUILD=1 to reuse public/ and .tmp/deploy/.
import { browserTestEnv, buildForBrowserTests, runBrowserTests } from './test/steps.mjs';

const env = browserTestEnv();
if (process.env.E2E_SKIP_BUILD !== '1') {
  try {
    await buildForBrowserTests({ env });
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
const result = await runBrowserTests(process.argv.slice(2), { env });
process.exit(result.status ?? 1);
