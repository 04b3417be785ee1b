// Runs the "before" and "after" projects of the deprecations page with the installed webpack and
// says what each emitted: all of them in one Node process, which records every deprecation webpack
// emits, each under the project that emitted it (runProject.cjs). Used by the content test and by
// `npm run sync:deprecations`.
//
// A project's result is kept between runs (node_modules/.cache/webpack-docs-tests/projects/) under
// the hash of everything that decides it: its files, the runner (runProject.cjs), the lock file
// (webpack and every loader and plugin a project can require), Node's version and the project's
// root. Another run with none of those changed reads the result back instead of building again;
// what the pages claim is still judged against it every run. A clean clone (npm ci empties
// node_modules) builds every project.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { DeprecationEntry, ExampleFile } from '../../src/model/deprecationEntries';
import { keep, readKept } from '../testCache';

const ROOT = resolve(__dirname, '..', '..');
const CHILD = join(__dirname, 'runProject.cjs');
/** Node's start and webpack's loading; each project has its own time limit in runProject.cjs. */
const PROCESS_TIMEOUT_MS = 60_000;
/** The limit of one project there, and a little more. */
const PROJECT_TIMEOUT_MS = 31_000;

/** What every project's entry point is when the example shows none. */
export const DEFAULT_ENTRY = { name: 'src/index.js', code: "export const greeting = 'hello';\nconsole.log(greeting);\n" };

export interface EmittedWarning {
  code: string;
  message: string;
}

/** An error or warning of the build, by its class (`ModuleNotFoundError`). */
export interface ReportedProblem {
  kind: 'error' | 'warning';
  name: string;
  /** Every class it is (its constructor, its name) or wraps, outermost first: a ModuleBuildError wraps a loader's error. */
  classes: string[];
}

export interface ProjectResult {
  /** The DEP_WEBPACK_* deprecations webpack emitted. */
  warnings: EmittedWarning[];
  /** Build errors, a throw of the configuration or script, or the process's own failure. */
  errors: string[];
  /** What webpack printed of the build's errors and warnings (or the thrown error's message), the project's folder as /my-app. */
  printed: string;
  /** The build's errors and warnings. */
  reported: ReportedProblem[];
}

/** Projects one process runs at least: a process costs Node's start and webpack's loading, about a second. */
const PROJECTS_PER_PROCESS = 20;

type Project = readonly Pick<ExampleFile, 'name' | 'code'>[];

/** A project's files as it runs: with the default entry point when the example shows none. */
const withDefaultEntry = (files: Project): Project => (files.some((file) => file.name === DEFAULT_ENTRY.name) ? files : [...files, DEFAULT_ENTRY]);

let runnerKey: string | null = null;
/** What decides a result besides the project's own files. */
function getRunnerKey(): string {
  runnerKey ??= createHash('sha256')
    .update(`${ROOT}\0${process.version}\0`)
    .update(readFileSync(CHILD))
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .digest('hex');
  return runnerKey;
}

const projectKey = (files: Project) =>
  createHash('sha256').update(getRunnerKey()).update(JSON.stringify(withDefaultEntry(files).map((file) => [file.name, file.code]))).digest('hex');

/**
 * Each project's result, from the results kept by an earlier run where there is one (see the top
 * of this file), else by running it; in the projects' order. Projects go in pairs (an entry's
 * "after", then its "before"): a pair with either result missing runs again whole, in that order.
 */
export async function runProjects(projects: readonly Project[]): Promise<ProjectResult[]> {
  const keys = projects.map(projectKey);
  const results = keys.map((key) => readKept<ProjectResult>('projects', key));
  const toRun: number[] = [];
  for (let start = 0; start < projects.length; start += 2) {
    const pair = [start, start + 1].filter((index) => index < projects.length);
    if (pair.some((index) => !results[index])) toRun.push(...pair);
  }
  const fresh = await runUnkept(toRun.map((index) => projects[index]), toRun.map((index) => keys[index]));
  toRun.forEach((index, position) => (results[index] = fresh[position]));
  return results as ProjectResult[];
}

/**
 * Runs the projects in as many processes as the machine has cores (each takes a run of them in
 * order), so a page of a hundred projects is not one long task on one core; returns their results
 * in the projects' order. Runs stay even-sized: an entry's "after" and "before" projects run in
 * one process, in that order.
 */
async function runUnkept(projects: readonly Project[], keys: readonly string[]): Promise<ProjectResult[]> {
  if (!projects.length) return [];
  const processes = Math.max(1, Math.min(availableParallelism(), Math.floor(projects.length / PROJECTS_PER_PROCESS)));
  const size = 2 * Math.ceil(projects.length / processes / 2);
  const runs: Array<Promise<ProjectResult[]>> = [];
  for (let start = 0; start < projects.length; start += size) runs.push(runInOneProcess(projects.slice(start, start + size), keys.slice(start, start + size)));
  return (await Promise.all(runs)).flat();
}

/**
 * Writes each project's files into a folder of its own and runs them in order in one process.
 * When the process ended as it should, keeps each result under its key, but for a project cut off
 * by its time limit (a busy machine can hit one).
 */
function runInOneProcess(projects: readonly Project[], keys: readonly string[]): Promise<ProjectResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'webpack-deprecation-'));
  const resultFile = join(work, 'result.json');
  const dirs = projects.map((files, index) => {
    const dir = join(work, `project-${index}`);
    for (const file of withDefaultEntry(files)) {
      mkdirSync(join(dir, dirname(file.name)), { recursive: true });
      writeFileSync(join(dir, file.name), file.code);
    }
    return dir;
  });
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CHILD, resultFile, ...dirs],
      // NODE_PATH lets the example's require('webpack') find the project's packages from the temporary folder.
      { env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules'), NODE_OPTIONS: '' }, timeout: PROCESS_TIMEOUT_MS + projects.length * PROJECT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          const results = JSON.parse(readFileSync(resultFile, 'utf8')) as ProjectResult[];
          if (error) results[results.length - 1].errors.push(`${error.message}\n${stderr}`.trim());
          else {
            results.forEach((result, index) => {
              if (!result.errors.some((problem) => /did not finish/.test(problem))) keep('projects', keys[index], result);
            });
          }
          done(results);
        } catch {
          const failure = `the projects did not finish: ${error?.message ?? 'no result'}\n${stderr}`.trim();
          done(projects.map(() => ({ warnings: [], errors: [failure], printed: '', reported: [] })));
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    );
  });
}

export interface EntryResult {
  code: string;
  before: ProjectResult;
  after: ProjectResult;
}

/** Runs the "after" and "before" projects of each item, in that order, all in one process. */
export async function runPairs(items: ReadonlyArray<{ before: readonly ExampleFile[]; after: readonly ExampleFile[] }>): Promise<Array<{ before: ProjectResult; after: ProjectResult }>> {
  const results = await runProjects(items.flatMap((item) => [item.after, item.before]));
  return items.map((_, index) => ({ after: results[2 * index], before: results[2 * index + 1] }));
}

/** Runs the two projects of each deprecation entry. */
export async function runEntries(entries: readonly DeprecationEntry[]): Promise<EntryResult[]> {
  const results = await runPairs(entries);
  return entries.map((entry, index) => ({ code: entry.code, ...results[index] }));
}

/** What is wrong with an entry's result, one line each; none when the pair behaves as the page says. */
export function judgeEntry(result: EntryResult): string[] {
  const problems: string[] = [];
  const { code, before, after } = result;
  for (const side of ['before', 'after'] as const) {
    for (const error of result[side].errors) problems.push(`${code}: the "${side}" project failed: ${error.split('\n').slice(0, 6).join('\n')}`);
  }
  if (!before.warnings.some((warning) => warning.code === code)) {
    problems.push(`${code}: the "before" project does not emit ${code} (it emits ${before.warnings.map((warning) => warning.code).join(', ') || 'nothing'})`);
  }
  if (after.warnings.length) problems.push(`${code}: the "after" project still emits ${after.warnings.map((warning) => warning.code).join(', ')}`);
  return problems;
}
