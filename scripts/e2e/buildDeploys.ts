// Builds three releases of a small generated site for the deploy-update browser test
// (__tests__/e2e/deploy.spec.ts) into .tmp/deploy/a, b and c:
//   a: the first release;
//   b: one page's text changed (same code: same script names, the same service worker);
//   c: that page changed again and every script renamed, as a release that changed code does.
// Each is a whole `gatsby build` of this project with its content taken from .tmp/deploy/content
// (WEBPACK_DOCS_CONTENT). They build here, not in a copy of the project, so they share webpack's
// persistent cache (.cache/webpack) with each other and with the site build that follows: the
// JavaScript is compiled once, not four times. Nothing else carries over: each build starts
// without public/, so Gatsby empties the rest of .cache and builds every page (a host serves
// exactly the new release, no file of an earlier one). This leaves no public/ behind: build the
// site next.
// Run: npx tsx scripts/e2e/buildDeploys.ts
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

const PAGES = 12;
/** A release builds in under a minute here; far longer means the build is stuck. */
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;

interface Outcome {
  status: number | null;
  timedOut: boolean;
  output: string;
}

/** `gatsby build` of this project in its own process group, ended with all its workers if it gets stuck. */
function gatsbyBuild(env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((done) => {
    const child = spawn('npx', ['gatsby', 'build'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, BUILD_TIMEOUT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, timedOut, output });
    });
  });
}

async function build(content: string, release: Release, salt: string): Promise<void> {
  const changed = join(content, CHANGED_PAGE.file);
  const original = readFileSync(changed, 'utf8').replace(/\n\nThis page was deployed in release .*\n$/, '\n');
  writeFileSync(changed, `${original}\n\n${releaseMarker(release)}\n`);
  const started = Date.now();
  const env = { WEBPACK_DOCS_CONTENT: content, WEBPACK_DOCS_HASH_SALT: salt };
  rmSync('public', { recursive: true, force: true });
  let result = await gatsbyBuild(env);
  if (result.timedOut) {
    // Seen once in CI: a warm `gatsby build` of release c stopped for good after bundling, idle,
    // with no error. The releases only set the stage for the deploy test, so a stuck build is
    // ended (with its workers) and built once more from a clean cache, and the log says so.
    console.error(`deploy release ${release}: the build made no progress for ${BUILD_TIMEOUT_MS / 1000} s; building it again from a clean cache.`);
    rmSync('.cache', { recursive: true, force: true });
    rmSync('public', { recursive: true, force: true });
    result = await gatsbyBuild(env);
  }
  if (result.status !== 0) {
    console.error(result.output.split('\n').slice(-60).join('\n'));
    throw new Error(`The build of deploy release ${release} failed (exit ${result.status}); run it with WEBPACK_DOCS_CONTENT=${content} npx gatsby build to see why.`);
  }
  const out = join(DEPLOY_DIR, release);
  rmSync(out, { recursive: true, force: true });
  renameSync('public', out);
  console.log(`deploy release ${release}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildDeploys(): Promise<void> {
  const content = join(DEPLOY_DIR, 'content');
  generateSite(content, PAGES);
  await build(content, 'a', '');
  await build(content, 'b', '');
  await build(content, 'c', 'release-c');
}

if (require.main === module) {
  buildDeploys().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
