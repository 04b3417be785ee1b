// The deprecations page against the installed webpack: each entry's "before" project makes
// webpack print its code, with the message the page shows, and its "after" project prints no code
// at all. All the projects run in one Node process, which records each deprecation under the
// project that emitted it (scripts/deprecations/runProject.cjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseCached } from './parseCached';
import { DEPRECATIONS_PAGE, findDeprecationEntries } from '../../src/model/deprecationEntries';
import { DEPRECATION_MESSAGES_FILE, type DeprecationMessages } from '../../src/model/deprecations';
import { judgeEntry, runEntries, type EntryResult } from '../../scripts/deprecations/runExamples';

const root = join(__dirname, '..', '..');
const entries = findDeprecationEntries(parseCached(matter(readFileSync(join(root, 'content', DEPRECATIONS_PAGE), 'utf8')).content)).filter(
  (entry) => entry.before.length && entry.after.length,
);
const messages = JSON.parse(readFileSync(join(root, DEPRECATION_MESSAGES_FILE), 'utf8')) as DeprecationMessages;
const results = new Map<string, EntryResult>();

beforeAll(async () => {
  for (const result of await runEntries(entries)) results.set(result.code, result);
}, 600_000);

it('has entries to run', () => {
  expect(entries.length).toBeGreaterThan(0);
});

describe.each(entries.map((entry) => entry.code))('%s', (code) => {
  it('is printed by the "before" project with the message the page shows, and by nothing in the "after" project', () => {
    const result = results.get(code)!;
    expect(judgeEntry(result)).toEqual([]);
    expect(result.before.warnings.find((warning) => warning.code === code)?.message).toBe(messages[code]);
  });
});
