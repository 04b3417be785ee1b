// Runs the browser tests: finds (or installs) Chromium, builds the three small releases of the
// deploy-update test (in .tmp/deploy/) and the site, then runs Playwright, which starts and
// stops its own server. Set E2E_SKIP_BUILD=1 to reuse public/ and .tmp/deploy/.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Playwright's own Chromium, if one was ever downloaded on this machine. */
function findPlaywrightChromium() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', findPlaywrightChromium()].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (canInstallWithApt()) {
    console.log('No Chromium found: installing Debian\'s chromium package with apt-get.');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

const browser = findBrowser();
if (!browser) {
  console.error('No Chromium found: install one (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.');
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: browser, GATSBY_TELEMETRY_DISABLED: '1' };
/** Runs a command, showing its output as it comes, and resolves with its exit code and output. */
function runShowingOutput(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    }
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * Warnings of ours that a build must not print. "Conflicting order" (mini-css-extract-plugin)
 * means two pages import the same stylesheets in different orders, so the CSS cascade of
 * the shared chunk depends on which page was seen first (see Layout.tsx).
 */
const FORBIDDEN_BUILD_WARNINGS = ['Conflicting order'];

if (process.env.E2E_SKIP_BUILD !== '1') {
  const deploys = spawnSync('npx', ['tsx', 'scripts/e2e/buildDeploys.ts'], { stdio: 'inherit', env });
  if (deploys.status !== 0) process.exit(deploys.status ?? 1);
  const build = await runShowingOutput(['gatsby', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
  const found = FORBIDDEN_BUILD_WARNINGS.filter((warning) => build.output.includes(warning));
  if (found.length) {
    console.error(`\nThe build printed warnings it must not: ${found.map((warning) => `"${warning}"`).join(', ')} (see above).`);
    process.exit(1);
  }
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
