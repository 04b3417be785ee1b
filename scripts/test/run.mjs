// `npm test`: every test, in lanes that start together, each output line marked with its lane:
//   "unit │"      the type check, then Jest: they need no build;
//   "build │"     the deploy-test releases, then the site; once the site is built, the browser
//                 tests that read it ("browser │");
//   "no build │"  the browser tests that need no build (`npm start` in a copy of the project,
//                 tagged in __tests__/e2e/browsers.ts), at once.
// The lanes are ordered by CPU priority. The builds and the browser tests over the site, which
// time what a reader sees, come first; the browser tests that need no build yield to them
// (nice 5); the type check and Jest take only what is left idle (nice 19): a browser test
// waiting on a page, a build's single-threaded steps. Prints the time of each part at the end.
import { browserTestEnv, buildDeployReleases, buildSite, run, runBrowserTests } from './steps.mjs';

/** The tag of __tests__/e2e/browsers.ts (a tag that matched no test would fail its run: "No tests found"). */
const NEEDS_NO_BUILD = '@needs-no-build';

const started = Date.now();
const env = browserTestEnv();
const seconds = (value) => `${Math.round(value)} s`;
const times = [];
const failures = [];

/** Runs one step of a lane: records its time, or its failure (then resolves false). */
async function step(name, action) {
  try {
    const result = await action();
    const ok = typeof result === 'number' || result.status === 0;
    times.push(`${name} ${seconds(typeof result === 'number' ? result : result.seconds)}`);
    if (!ok) failures.push(name);
    return ok;
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    return false;
  }
}

const unitLane = async () => {
  const label = 'unit  │ ';
  if (await step('type check', () => run(['tsc', '--noEmit'], { env, label, niceness: 19 }))) {
    await step('Jest', () => run(['jest'], { env, label, niceness: 19 }));
  }
};

const noBuildLane = () =>
  step('browser tests that need no build', () =>
    runBrowserTests(['--grep', NEEDS_NO_BUILD], { env: { ...env, E2E_WITHOUT_SITE: '1', E2E_RUN: 'no-build' }, label: 'no build │ ', niceness: 5 }),
  );

const buildLane = async () => {
  const label = 'build │ ';
  if (!(await step('deploy-test releases', () => buildDeployReleases({ env, label })))) return;
  if (!(await step('site build', () => buildSite({ env, label })))) return;
  await step('browser tests over the site', () => runBrowserTests(['--grep-invert', NEEDS_NO_BUILD], { env: { ...env, E2E_RUN: 'site' }, label: 'browser │ ' }));
};

await Promise.all([unitLane(), noBuildLane(), buildLane()]);
console.log(`\nnpm test ${failures.length ? 'FAILED' : 'passed'} in ${seconds((Date.now() - started) / 1000)}: ${times.join(', ')}.`);
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
