// The steps of the test run, shared by `npm test` (scripts/test/run.mjs) and `npm run test:e2e`
// (scripts/run-e2e.mjs): finding a browser, building what the browser tests read, running them.
import { execFileSync, spawn } from 'node:child_process';
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

/**
 * CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own; with none, Debian's
 * chromium installed with apt-get when this is root on such a machine. Null when there is none.
 */
function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', findPlaywrightChromium()].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get.");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

/** The environment of the test run, with CHROME_PATH set to the browser found; without one, says how to install one and exits. */
export function browserTestEnv() {
  const browser = findBrowser();
  if (!browser) {
    console.error('No Chromium found: install one (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.');
    process.exit(1);
  }
  return { ...process.env, CHROME_PATH: browser, GATSBY_TELEMETRY_DISABLED: '1' };
}

/**
 * Runs `npx <args>`, passing its output on (each line after `label`, when given, so two steps
 * running side by side can be told apart). Resolves with the exit code, the output and the seconds.
 */
export function run(args, { env = process.env, label = '' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let partial = '';
      // Decoded as a stream: a character split between two chunks ("│", "✓") stays whole.
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        output += text;
        if (!label) return target.write(text);
        const lines = (partial + text).split('\n');
        partial = lines.pop();
        for (const line of lines) target.write(`${label}${line}\n`);
      });
      stream.on('end', () => {
        if (label && partial) target.write(`${label}${partial}\n`);
      });
    }
    child.on('close', (status) => resolve({ status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Warnings of ours that a build must not print. "Conflicting order" (mini-css-extract-plugin)
 * means two pages import the same stylesheets in different orders, so the CSS cascade of
 * the shared chunk depends on which page was seen first (see Layout.tsx).
 */
const FORBIDDEN_BUILD_WARNINGS = ['Conflicting order'];

/**
 * Builds the three deploy-test releases, then the site, in this project (they share webpack's
 * cache). Returns the seconds of each, or throws with what failed.
 */
export async function buildForBrowserTests({ env = process.env, label = '' } = {}) {
  const deploys = await run(['tsx', 'scripts/e2e/buildDeploys.ts'], { env, label });
  if (deploys.status !== 0) throw new Error('The deploy-test releases did not build (see above).');
  const site = await run(['gatsby', 'build'], { env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' }, label });
  if (site.status !== 0) throw new Error('The site did not build (see above).');
  const found = FORBIDDEN_BUILD_WARNINGS.filter((warning) => site.output.includes(warning));
  if (found.length) throw new Error(`The build printed warnings it must not: ${found.map((warning) => `"${warning}"`).join(', ')} (see above).`);
  return { deploys: deploys.seconds, site: site.seconds };
}

/** Playwright over the built site; resolves with its exit code and seconds. */
export function runBrowserTests(args, { env = process.env } = {}) {
  return run(['playwright', 'test', ...args], { env });
}
