// Runs the browser tests: finds (or installs) Chromium, builds the three small releases of the
// deploy-update test (in .tmp/deploy/) and the site, then runs Playwright, which starts and
// stops its own server. Set E2E_SKIP_BUILD=1 to reuse public/ and .tmp/deploy/.
import { execFileSync, spawnSync } from 'node:child_process';
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
if (process.env.E2E_SKIP_BUILD !== '1') {
  for (const command of [['tsx', 'scripts/e2e/buildDeploys.ts'], ['gatsby', 'build']]) {
    const build = spawnSync('npx', command, { stdio: 'inherit', env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
