// The errors and warnings page against the installed webpack: each entry's "before" project
// prints the block the page shows (and reports the entry's class), and its "after" project, the
// same one fixed, builds without any error and without that message. All the projects run in one
// Node process (scripts/deprecations/runProject.cjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseCached } from './parseCached';
import { ERRORS_PAGE, findErrorEntries, judgeErrorEntry } from '../../src/model/errorEntries';
import { loadWebpackErrorClasses } from '../../src/node/webpackErrors';
import { runPairs, type ProjectResult } from '../../scripts/deprecations/runExamples';

const root = join(__dirname, '..', '..');
const entries = findErrorEntries(parseCached(matter(readFileSync(join(root, 'content', ERRORS_PAGE), 'utf8')).content)).filter(
  (entry) => entry.before.length && entry.after.length,
);
const classes = loadWebpackErrorClasses();
const results = new Map<string, { before: ProjectResult; after: ProjectResult }>();

beforeAll(async () => {
  const runs = await runPairs(entries);
  entries.forEach((entry, index) => results.set(entry.id, runs[index]));
}, 600_000);

it('has projects to run', () => {
  expect(entries.length).toBeGreaterThan(0);
});

describe.each(entries.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  it('is printed by the "before" project as the page shows it, and not by the "after" project, which builds', () => {
    const { before, after } = results.get(entry.id)!;
    expect(judgeErrorEntry(entry, before, after, classes)).toEqual([]);
  });
});
