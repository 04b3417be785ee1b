// Runs the "before" and "after" projects of the deprecations page with the installed webpack and
// says what each emitted. Node emits a deprecation code once per process, so each entry gets a
// process of its own, running "after" first. Used by the content test and by `npm run sync:deprecations`.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { DeprecationEntry, ExampleFile } from '../../src/model/deprecationEntries';

export { mapLimited } from '../webpack/releaseCache';

const ROOT = resolve(__dirname, '..', '..');
const CHILD = join(__dirname, 'runProject.cjs');
/** An entry that has not finished in this time is stuck (a watcher left open, a promise never settled). */
const TIMEOUT_MS = 60_000;

/** What every project's entry point is when the example shows none. */
export const DEFAULT_ENTRY = { name: 'src/index.js', code: "export const greeting = 'hello';\nconsole.log(greeting);\n" };

export interface EmittedWarning {
  code: string;
  message: string;
}

export interface ProjectResult {
  warnings: EmittedWarning[];
  /** Build errors, a throw of the configuration or script, or the process's own failure. */
  errors: string[];
}

/** Writes each project's files into a folder of its own and runs them in order in one process. */
export function runProjects(projects: ReadonlyArray<readonly Pick<ExampleFile, 'name' | 'code'>[]>): Promise<ProjectResult[]> {
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
      ['--no-warnings', CHILD, resultFile, ...dirs],
      // NODE_PATH lets the example's require('webpack') find the project's packages from the temporary folder.
      { env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules'), NODE_OPTIONS: '' }, timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          const results = JSON.parse(readFileSync(resultFile, 'utf8')) as ProjectResult[];
          if (error) results[results.length - 1].errors.push(`${error.message}\n${stderr}`.trim());
          done(results);
        } catch {
          const failure = `the projects did not finish: ${error?.message ?? 'no result'}\n${stderr}`.trim();
          done(projects.map(() => ({ warnings: [], errors: [failure] })));
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

export async function runEntry(entry: DeprecationEntry): Promise<EntryResult> {
  const [after, before] = await runProjects([entry.after, entry.before]);
  return { code: entry.code, before, after };
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
