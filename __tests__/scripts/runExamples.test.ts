// The example projects' results kept between runs (scripts/deprecations/runExamples.ts): a project
// that did not change is not built again, one that changed is, and so is a project whose process
// did not end as it should. Each project here is a build.js that adds a line to a file of this
// test's own each time it runs, so the file counts the runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProjects } from '../../scripts/deprecations/runExamples';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'run-examples-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project that records each of its runs in `<dir>/<name>`, and then does `then`. */
const project = (name: string, then = '') => [
  { name: 'build.js', code: `require('node:fs').appendFileSync(${JSON.stringify(join(dir, name))}, 'ran\\n');\n${then}` },
];
const runsOf = (name: string) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean).length;

it('reads back the result of a project that did not change, and runs one that changed', async () => {
  const first = await runProjects([project('a'), project('b', "console.log('b');")]);
  expect(first.map((result) => result.errors)).toEqual([[], []]);
  expect(await runProjects([project('a'), project('b', "console.log('b');")])).toEqual(first);
  expect([runsOf('a'), runsOf('b')]).toEqual([1, 1]);

  const changed = await runProjects([project('a'), project('b', "console.log('b, changed');")]);
  expect(changed.map((result) => result.errors)).toEqual([[], []]);
  // A pair (an entry's "after" and "before" projects) runs whole: "a" ran again beside "b".
  expect([runsOf('a'), runsOf('b')]).toEqual([2, 2]);
});

it('keeps no result of a process that did not end as it should', async () => {
  // One that stops before the runner wrote any result, and one whose process fails once it has.
  for (const [name, then] of [
    ['c', 'process.exit(3);'],
    ['d', "process.on('exit', () => { process.exitCode = 3; });"],
  ]) {
    const failing = project(name, then);
    const [first] = await runProjects([failing]);
    expect(first.errors).not.toEqual([]);
    const [second] = await runProjects([failing]);
    expect(second.errors).not.toEqual([]);
    expect(runsOf(name)).toBe(2);
  }
});
