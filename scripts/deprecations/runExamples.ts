// Runs the "before" and "after" projects of the deprecations page with the installed webpack and
// says what each emitted: all of them in one Node process, which records every deprecation webpack
// emits, each under the project that emitted it (runProject.cjs). Used by the content test and by
// `npm run sync:deprecations`.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { DeprecationEntry, ExampleFile } from '../../src/model/deprecationEntries';

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

/**
 * Runs the projects in as many processes as the machine has cores (each takes a run of them in
 * order), so a page of a hundred projects is not one long task on one core; returns their results
 * in the projects' order. Runs stay even-sized: an entry's "after" and "before" projects run in one process, in that order.
 */
export async function runProjects(projects: ReadonlyArray<readonly Pick<ExampleFile, 'name' | 'code'>[]>): Promise<ProjectResult[]> {
  const processes = Math.max(1, Math.min(availableParallelism(), Math.floor(projects.length / PROJECTS_PER_PROCESS)));
  const size = 2 * Math.ceil(projects.length / processes / 2);
  const runs: Array<ReadonlyArray<readonly Pick<ExampleFile, 'name' | 'code'>[]>> = [];
  for (let start = 0; start < projects.length; start += size) runs.push(projects.slice(start, start + size));
  return (await Promise.all(runs.map(runInOneProcess))).flat();
}

/** Writes each project's files into a folder of its own and runs them in order in one process. */
function runInOneProcess(projects: ReadonlyArray<readonly Pick<ExampleFile, 'name' | 'code'>[]>): Promise<ProjectResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'webpack-deprecation-'));
  const resultFile = join(work, 'result.json');
  const dirs = projects.map((files, index) => {
    const dir = join(work, `project-${index}`);
    const all = files.some((file) => file.name === DEFAULT_ENTRY.name) ? files : [...files, DEFAULT_ENTRY];
    for (const file of all) {
      mkdirSync(join(dir, dirname(file.name)), { recursive: true });
      writeFileSync(join(dir, file.name), file.code);
    }
    return dir;
  });
  return new Promise<ProjectResult[]>((done) => {
    execFile(
      process.execPath,
      [CHILD, resultFile, ...dirs],
      // NODE_PATH lets the example's require('webpack') find the project's packages from the temporary folder.
      { env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules'), NODE_OPTIONS: '' }, timeout: PROCESS_TIMEOUT_MS + projects.length * PROJECT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          const results = JSON.parse(readFileSync(resultFile, 'utf8')) as ProjectResult[];
          if (error) results[results.length - 1].errors.push(`${error.message}\n${stderr}`.trim());
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
