// npm run bench:compare -- --baseline <commit> [--runs 5] [--pages /,/concepts/] [--skip-builds]
//   [--measure lighthouse,first-input] [--input-pages /concepts/,/configuration/output/]
//   [--networks none,mobile] [--interactions search,link,theme,scroll] [--pause 1000]
//
// What a page costs a reader on a phone, for the working tree as a ratio against a baseline commit
// measured in the same run: absolute timings differ 2× between machines and days, the ratio of
// interleaved runs far less. Two measures:
// - lighthouse: the first load's cost to the main thread (Lighthouse mobile: TBT, LCP, main-thread time);
// - first-input: the reader's first search press, link tap, theme press and scroll on a phone
//   profile, with and without a mobile network (scripts/bench/firstInput.ts).
// Builds the baseline in a git worktree (.tmp/bench-compare/baseline; once per baseline commit) and
// then the working tree, serves both sites at once, measures each page baseline then current, then
// current then baseline, ... with a fresh browser or context each time, prints a table per page
// and writes bench-results/compare-<date>.json and .md.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, sep } from 'node:path';
import { describeCommit, formatCompareReport, LABELS, parseCompareArgs, type Commit, type CompareReport, type FirstInputMeasurement, type Label, type Measurement } from './bench/compare';
import { runLighthouse } from './bench/lighthouse';
import { launchFullChromium, measureFirstInput, NETWORKS } from './bench/firstInput';
import { startStaticServer } from './bench/staticServer';

const ROOT = process.cwd();
const WORK = join(ROOT, '.tmp', 'bench-compare');
const WORKTREE = join(WORK, 'baseline');
/** Where each site is served from; the baseline's is the worktree's own public/, so only the current one is copied. */
const sitePublic = (label: Label) => join(WORK, label, 'public');
/** The commits the served copies were built from, for --skip-builds. */
const BUILT = join(WORK, 'built.json');
/** The commit the worktree's public/ was last built from: a baseline is built once. */
const BASELINE_BUILT = join(WORK, 'baseline-built');
const PORTS: Record<Label, number> = { baseline: 9110, current: 9111 };
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const since = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Without what `npm run` added for this project (npm_* variables, its node_modules/.bin), so npm and npx in the worktree use the worktree's. */
function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const path = (process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`));
  return { ...env, PATH: path.join(delimiter), GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' };
}

/** Runs a command with its output in `log`; prints one line with its time, or fails naming the log. */
async function step(name: string, command: string, args: string[], cwd: string, log: string): Promise<void> {
  const started = Date.now();
  const fd = openSync(log, 'w');
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn(command, args, { cwd, env: childEnv(), stdio: ['ignore', fd, fd] }).on('error', reject).on('close', resolve);
  }).finally(() => closeSync(fd));
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): see ${relative(ROOT, log)}`);
  console.log(`${name}: ${since(started)}`);
}

/** The worktree at `hash` with its dependencies installed, reused when it is already there. */
async function prepareWorktree(hash: string): Promise<void> {
  const head = existsSync(join(WORKTREE, '.git')) ? git(['rev-parse', 'HEAD'], WORKTREE) : null;
  if (head === hash) {
    console.log(`baseline: reusing the worktree at ${hash.slice(0, 7)}`);
  } else {
    const started = Date.now();
    if (existsSync(WORKTREE)) {
      try {
        git(['worktree', 'remove', '--force', WORKTREE]);
      } catch {
        rmSync(WORKTREE, { recursive: true, force: true });
        git(['worktree', 'prune']);
      }
    }
    git(['worktree', 'add', '--detach', WORKTREE, hash]);
    console.log(`baseline: git worktree add: ${since(started)}`);
  }
  // npm ci writes node_modules/.package-lock.json last: without it, the install did not finish.
  if (!existsSync(join(WORKTREE, 'node_modules', '.package-lock.json'))) {
    await step('baseline: npm ci', 'npm', ['ci'], WORKTREE, join(WORK, 'baseline-npm-ci.log'));
  }
  // Pages fetched by `npm run fetch:external` are git-ignored: give the baseline the same ones.
  const external = join(ROOT, 'content', '.external');
  if (existsSync(external)) cpSync(external, join(WORKTREE, 'content', '.external'), { recursive: true });
}

async function build(baselineHash: string, commits: Record<Label, Commit>): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  rmSync(BUILT, { force: true });
  await prepareWorktree(baselineHash);
  if (existsSync(BASELINE_BUILT) && readFileSync(BASELINE_BUILT, 'utf8').trim() === baselineHash) {
    console.log(`baseline: reusing its build of ${baselineHash.slice(0, 7)}`);
  } else {
    rmSync(BASELINE_BUILT, { force: true });
    await step('baseline: gatsby build', 'npx', ['gatsby', 'build'], WORKTREE, join(WORK, 'baseline-build.log'));
    writeFileSync(BASELINE_BUILT, `${baselineHash}\n`);
  }
  await step('current: gatsby build', 'npx', ['gatsby', 'build'], ROOT, join(WORK, 'current-build.log'));
  const started = Date.now();
  rmSync(sitePublic('current'), { recursive: true, force: true });
  cpSync(join(ROOT, 'public'), sitePublic('current'), { recursive: true });
  console.log(`current: copy public/: ${since(started)}`);
  writeFileSync(BUILT, `${JSON.stringify({ baselineHash, commits }, null, 2)}\n`);
}

/** The commits of the copies built earlier, when they are of this baseline. */
function readBuilt(baselineHash: string): Record<Label, Commit> {
  const built = existsSync(BUILT) ? (JSON.parse(readFileSync(BUILT, 'utf8')) as { baselineHash: string; commits: Record<Label, Commit> }) : null;
  if (built?.baselineHash !== baselineHash) throw new Error(`No finished builds of ${baselineHash.slice(0, 7)} in ${relative(ROOT, WORK)}: run without --skip-builds.`);
  return built.commits;
}

async function main() {
  const options = parseCompareArgs(process.argv.slice(2));
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install one (apt-get install -y chromium) or set CHROME_PATH.`);
  let baselineHash: string;
  try {
    baselineHash = git(['rev-parse', '--verify', `${options.baseline}^{commit}`]);
  } catch {
    throw new Error(`Unknown commit: ${options.baseline}`);
  }
  const current: Commit = { hash: git(['rev-parse', '--short', 'HEAD']), workingTree: { dirty: git(['status', '--porcelain']) !== '' } };
  let commits: Record<Label, Commit> = { baseline: { hash: git(['rev-parse', '--short', baselineHash]) }, current };
  if (options.skipBuilds) {
    commits = readBuilt(baselineHash);
    console.log(`reusing the builds in ${relative(ROOT, WORK)} (current: ${describeCommit(commits.current)})`);
  } else {
    await build(baselineHash, commits);
  }

  const lighthouse = options.measures.includes('lighthouse');
  const firstInput = options.measures.includes('first-input');
  for (const label of LABELS) {
    const missing = [...(lighthouse ? options.pages : []), ...(firstInput ? options.inputPages : [])].find((page) => !existsSync(join(sitePublic(label), page, 'index.html')));
    if (missing) throw new Error(`${missing} is not in the ${label} build (${relative(ROOT, sitePublic(label))}).`);
  }
  const servers = { baseline: await startStaticServer(sitePublic('baseline'), PORTS.baseline), current: await startStaticServer(sitePublic('current'), PORTS.current) };
  const measurements: Measurement[] = [];
  const inputs: FirstInputMeasurement[] = [];
  // A B, then B A: neither commit always goes first (a warmer disk cache, a cooler CPU).
  const order = (run: number) => (run % 2 === 1 ? LABELS : [...LABELS].reverse());
  try {
    for (let run = 1; lighthouse && run <= options.runs; run += 1) {
      for (const page of options.pages) {
        for (const label of order(run)) {
          const started = Date.now();
          const [scores] = await runLighthouse([`${servers[label].origin}${page}`], chromePath, ['performance']);
          measurements.push({ label, run, ...scores });
          console.log(`run ${run}/${options.runs} ${page} ${label}: performance ${scores.performance}, TBT ${scores.tbtMs} ms, LCP ${scores.lcpMs} ms, main thread ${scores.mainThreadMs} ms (${since(started)})`);
        }
      }
    }
    if (firstInput) {
      const browser = await launchFullChromium(chromePath);
      try {
        for (let run = 1; run <= options.runs; run += 1) {
          for (const network of options.networks) {
            for (const page of options.inputPages) {
              for (const interaction of options.interactions) {
                for (const label of order(run)) {
                  const result = await measureFirstInput(browser, `${servers[label].origin}${page}`, interaction, { network: NETWORKS[network], pauseMs: options.pauseMs, pressMs: options.pressMs });
                  inputs.push({ label, run, path: page, network, ...result });
                  const value = result.ms === undefined ? `${result.longFrames} long frames, ${result.longFrameMs} ms` : `${result.ms} ms`;
                  console.log(`run ${run}/${options.runs} first input ${network} ${page} ${interaction} ${label}: ${value}`);
                }
              }
            }
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await Promise.all(LABELS.map((label) => servers[label].stop()));
  }

  const now = new Date().toISOString();
  const report: CompareReport = {
    date: `${now.slice(0, 16).replace('T', ' ')} UTC`,
    runs: options.runs,
    pages: lighthouse ? options.pages : [],
    commits,
    measurements,
    ...(firstInput && { firstInput: { pages: options.inputPages, networks: options.networks, interactions: options.interactions, pauseMs: options.pauseMs, pressMs: options.pressMs, measurements: inputs } }),
  };
  const table = formatCompareReport(report);
  const file = join(ROOT, 'bench-results', `compare-${now.slice(0, 16).replace(':', '-')}`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(`${file}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${file}.md`, table);
  console.log(`\n${table}\nWritten to ${relative(ROOT, file)}.json and .md`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
