// Builds three releases of a small generated site for the deploy-update browser test
// (__tests__/e2e/deploy.spec.ts), in a copy of the project under .tmp/deploy/ so the main
// build's cache and public/ stay as they are:
//   a: the first release;
//   b: one page's text changed (same code: same script names, the same service worker);
//   c: that page changed again and every script renamed, as a release that changed code does.
// Run: npx tsx scripts/e2e/buildDeploys.ts
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateSite } from '../bench/generateSite';

export const DEPLOY_DIR = resolve(process.cwd(), '.tmp/deploy');
/** The page whose text changes from release to release. */
export const CHANGED_PAGE = { url: '/concepts/', file: 'concepts/index.mdx' };
export const RELEASES = ['a', 'b', 'c'] as const;
export type Release = (typeof RELEASES)[number];

/** The sentence the changed page shows in a release. */
export function releaseMarker(release: Release): string {
  return `This page was deployed in release ${release.toUpperCase()}.`;
}

const PROJECT_FILES = ['src', 'static', 'types', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'tsconfig.json', 'package.json'];
const PAGES = 12;
/** A release builds in under a minute here; far longer means the build is stuck. */
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;

/** Ends every process whose working folder is inside `dir` (a stuck build and its workers). */
function killProcessesIn(dir: string): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

function prepareSite(root: string): string {
  const site = join(root, 'site');
  mkdirSync(site, { recursive: true });
  for (const file of PROJECT_FILES) {
    rmSync(join(site, file), { recursive: true, force: true });
    cpSync(join(process.cwd(), file), join(site, file), { recursive: true });
  }
  // The vote page reads its proposals from content/data/ whatever content folder the pages come from.
  cpSync(join(process.cwd(), 'content', 'data'), join(site, 'content', 'data'), { recursive: true });
  if (!existsSync(join(site, 'node_modules'))) symlinkSync(join(process.cwd(), 'node_modules'), join(site, 'node_modules'), 'dir');
  return site;
}

function build(site: string, content: string, release: Release, salt: string): void {
  const changed = join(content, CHANGED_PAGE.file);
  const original = readFileSync(changed, 'utf8').replace(/\n\nThis page was deployed in release .*\n$/, '\n');
  writeFileSync(changed, `${original}\n\n${releaseMarker(release)}\n`);
  const started = Date.now();
  // A host serves exactly the new release: no file of an earlier build may linger in it.
  rmSync(join(site, 'public'), { recursive: true, force: true });
  const run = () =>
    spawnSync('npx', ['gatsby', 'build'], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
      timeout: BUILD_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      env: { ...process.env, WEBPACK_DOCS_CONTENT: content, WEBPACK_DOCS_HASH_SALT: salt, GATSBY_TELEMETRY_DISABLED: '1' },
    });
  let result = run();
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    // Seen once in CI: a warm `gatsby build` of release c stopped for good after bundling, idle,
    // with no error. The releases only set the stage for the deploy test, so a stuck build is
    // ended (with its workers) and built once more from a clean cache, and the log says so.
    console.error(`deploy release ${release}: the build made no progress for ${BUILD_TIMEOUT_MS / 1000} s; building it again from a clean cache.`);
    killProcessesIn(site);
    rmSync(join(site, '.cache'), { recursive: true, force: true });
    rmSync(join(site, 'public'), { recursive: true, force: true });
    result = run();
  }
  if (result.status !== 0) console.error(String(result.stdout).split('\n').slice(-60).join('\n'));
  if (result.status !== 0) throw new Error(`The build of deploy release ${release} failed (exit ${result.status}); run it in ${site} to see why.`);
  const out = join(DEPLOY_DIR, release);
  rmSync(out, { recursive: true, force: true });
  cpSync(join(site, 'public'), out, { recursive: true });
  console.log(`deploy release ${release}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildDeploys(): void {
  const site = prepareSite(DEPLOY_DIR);
  const content = join(DEPLOY_DIR, 'content');
  generateSite(content, PAGES);
  build(site, content, 'a', '');
  build(site, content, 'b', '');
  build(site, content, 'c', 'release-c');
}

if (require.main === module) buildDeploys();
