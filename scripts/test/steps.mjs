// The steps of the test run, shared by `npm test` (scripts/test/run.mjs) and `npm run test:e2e`
// (scripts/run-e2e.mjs): finding the browsers, building what the browser tests read, running them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The two browsers of the browser tests (playwright.config.ts says which test runs in which):
 * Chromium's headless shell for most, the full Chromium for the tests of the page before the
 * reader's first input. Each is looked for in its environment variable, then Debian's package,
 * then a copy Playwright downloaded earlier.
 */
const BROWSERS = [
  { name: 'Chromium', variable: 'CHROME_PATH', debian: '/usr/bin/chromium', debianPackage: 'chromium', playwright: () => findPlaywrightBrowser('chromium') },
  {
    name: "Chromium's headless shell",
    variable: 'CHROME_HEADLESS_SHELL_PATH',
    debian: '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
    playwright: () => findPlaywrightBrowser('chromium_headless_shell'),
  },
];

/**
 * A browser Playwright downloaded earlier (`npx playwright install`): its folders sit side by side
 * in one cache folder, `chromium-<revision>` and `chromium_headless_shell-<revision>`, and the full
 * Chromium's path is the one playwright-core reports.
 */
function findPlaywrightBrowser(folderPrefix) {
  try {
    const chromium = require('playwright-core').chromium.executablePath();
    const cache = chromium.slice(0, chromium.indexOf('/chromium-'));
    if (folderPrefix === 'chromium') return existsSync(chromium) ? chromium : null;
    const folders = readdirSync(cache).filter((folder) => folder.startsWith(`${folderPrefix}-`));
    for (const folder of folders.sort().reverse()) {
      for (const binary of ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell']) {
        if (existsSync(join(cache, folder, binary))) return join(cache, folder, binary);
      }
    }
  } catch {
    // No Playwright browser cache on this machine.
  }
  return null;
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

const findBrowser = (browser) => [process.env[browser.variable], browser.debian, browser.playwright()].find((path) => path && existsSync(path)) ?? null;

/**
 * The environment of the test run, with CHROME_PATH and CHROME_HEADLESS_SHELL_PATH set to the
 * browsers found. A browser that is missing is installed from Debian's packages when this is root on
 * such a machine; otherwise this says in one line how to install it, and exits.
 */
export function browserTestEnv() {
  let missing = BROWSERS.filter((browser) => !findBrowser(browser));
  if (missing.length && canInstallWithApt()) {
    console.log(`Not found: ${missing.map((browser) => browser.name).join(', ')}. Installing Debian's ${missing.map((browser) => browser.debianPackage).join(' and ')} with apt-get.`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', ...missing.map((browser) => browser.debianPackage)], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    missing = BROWSERS.filter((browser) => !findBrowser(browser));
  }
  if (missing.length) {
    const names = missing.map((browser) => browser.name).join(' and ');
    const packages = missing.map((browser) => browser.debianPackage).join(' ');
    const variables = missing.map((browser) => browser.variable).join(' and ');
    console.error(`No ${names} found: install it (sudo apt-get install -y ${packages}) or set ${variables} to its binary.`);
    process.exit(1);
  }
  const found = Object.fromEntries(BROWSERS.map((browser) => [browser.variable, findBrowser(browser)]));
  return { ...process.env, ...found, GATSBY_TELEMETRY_DISABLED: '1' };
}

/** The process groups of the steps started in a session of their own, ended with this process. */
const sessions = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of sessions) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Ended already.
      }
    }
    process.exit(130);
  });
}

/**
 * Lowers the CPU priority of a step and of every process it starts. Linux shares the CPU between
 * sessions first (autogroups), and only then by each process's nice value within a session: a
 * step niced within this session would still take a session's share against a build that runs
 * in a session of its own (`gatsby build` and `gatsby develop` are started detached). So such a
 * step gets a session of its own, with the nice value set on the session's group too.
 */
function lowerPriority(pid, niceness) {
  sessions.add(pid);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // No autogroups here (not Linux, or turned off): the nice value of each process applies.
  }
}

/**
 * Runs `npx <args>`, passing its output on (each line after `label`, when given, so two steps
 * running side by side can be told apart). A `niceness` above 0 lowers its CPU priority
 * (lowerPriority; 19, the lowest, gets a core only when nothing else wants it). Resolves with
 * the exit code, the output and the seconds.
 */
export function run(args, { env = process.env, label = '', niceness = 0 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...commandArgs] = niceness > 0 ? ['nice', '-n', String(niceness), 'npx', ...args] : ['npx', ...args];
    const child = spawn(command, commandArgs, { stdio: ['inherit', 'pipe', 'pipe'], env, detached: niceness > 0 });
    if (niceness > 0) lowerPriority(child.pid, niceness);
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
    child.on('close', (status) => {
      sessions.delete(child.pid);
      resolve({ status, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/**
 * Warnings of ours that a build must not print. "Conflicting order" (mini-css-extract-plugin)
 * means two pages import the same stylesheets in different orders, so the CSS cascade of
 * the shared chunk depends on which page was seen first (see Layout.tsx).
 */
const FORBIDDEN_BUILD_WARNINGS = ['Conflicting order'];

/** Builds the three deploy-test releases into .tmp/deploy/; resolves with the seconds, or throws. */
export async function buildDeployReleases({ env = process.env, label = '' } = {}) {
  const deploys = await run(['tsx', 'scripts/e2e/buildDeploys.ts'], { env, label });
  if (deploys.status !== 0) throw new Error('The deploy-test releases did not build (see above).');
  return deploys.seconds;
}

/** Builds the site into public/; resolves with the seconds, or throws with what failed. */
export async function buildSite({ env = process.env, label = '' } = {}) {
  const site = await run(['gatsby', 'build'], { env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' }, label });
  if (site.status !== 0) throw new Error('The site did not build (see above).');
  const found = FORBIDDEN_BUILD_WARNINGS.filter((warning) => site.output.includes(warning));
  if (found.length) throw new Error(`The build printed warnings it must not: ${found.map((warning) => `"${warning}"`).join(', ')} (see above).`);
  return site.seconds;
}

/**
 * Builds the three deploy-test releases, then the site, in this project (they share webpack's
 * cache, and each build writes public/). Returns the seconds of each, or throws with what failed.
 */
export async function buildForBrowserTests({ env = process.env, label = '' } = {}) {
  const deploys = await buildDeployReleases({ env, label });
  return { deploys, site: await buildSite({ env, label }) };
}

/** Playwright over the built site; resolves with its exit code and seconds. */
export function runBrowserTests(args, { env = process.env, label = '', niceness = 0 } = {}) {
  return run(['playwright', 'test', ...args], { env, label, niceness });
}
