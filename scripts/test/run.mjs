// `npm test`: every test. The type check and Jest need no build, and the builds the browser tests
// read (the deploy-test releases, then the site) need no test: the two run side by side, each
// mostly on one core of its own, their output lines marked "unit │" and "build │". The browser
// tests run once both have passed. Prints the time of each part at the end.
import { browserTestEnv, buildForBrowserTests, run, runBrowserTests } from './steps.mjs';

const started = Date.now();
const env = browserTestEnv();
const seconds = (value) => `${Math.round(value)} s`;
const unitParts = [];
const buildParts = [];
let browserPart = '';
const failures = [];

async function unitTests() {
  const label = 'unit  │ ';
  const typecheck = await run(['tsc', '--noEmit'], { env, label });
  unitParts.push(`type check ${seconds(typecheck.seconds)}`);
  if (typecheck.status !== 0) return failures.push('the type check');
  const jest = await run(['jest'], { env, label });
  unitParts.push(`Jest ${seconds(jest.seconds)}`);
  if (jest.status !== 0) failures.push('Jest');
}

async function builds() {
  try {
    const built = await buildForBrowserTests({ env, label: 'build │ ' });
    buildParts.push(`deploy-test releases ${seconds(built.deploys)}`, `site build ${seconds(built.site)}`);
  } catch (error) {
    failures.push(error.message);
  }
}

await Promise.all([unitTests(), builds()]);
const sideBySide = (Date.now() - started) / 1000;
if (failures.length === 0) {
  const e2e = await runBrowserTests([], { env });
  browserPart = `; then browser tests ${seconds(e2e.seconds)}`;
  if (e2e.status !== 0) failures.push('the browser tests');
}
const total = seconds((Date.now() - started) / 1000);
console.log(
  `\nnpm test ${failures.length ? 'FAILED' : 'passed'} in ${total}: ${unitParts.join(', ')}, alongside ${buildParts.join(', ') || 'the builds'} (${seconds(sideBySide)} together)${browserPart}.`,
);
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
