// The errors page tells a reader who wants the size warnings gone to set `performance.hints` to
// false, and says that this silences the entry point warning too. Its AssetsOverSizeLimitWarning
// project, run as the page shows it, then with an entry point budget it also crosses, then with
// `hints: false` added, shows both claims against the installed webpack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseCached } from './parseCached';
import { ERRORS_PAGE, findErrorEntries } from '../../src/model/errorEntries';
import { runProjects, type ProjectResult } from '../../scripts/deprecations/runExamples';

const root = join(__dirname, '..', '..');
const entry = findErrorEntries(parseCached(matter(readFileSync(join(root, 'content', ERRORS_PAGE), 'utf8')).content)).find(
  (item) => item.title === 'AssetsOverSizeLimitWarning',
)!;
const configOf = (files: typeof entry.before) => files.find((file) => file.name === 'webpack.config.js')!;

/** The entry's "before" project with lines added to its `performance` object. */
function withPerformance(lines: string[]) {
  const config = configOf(entry.before);
  if (!config.code.includes('performance: {\n')) throw new Error(`${ERRORS_PAGE}:${config.line}: the AssetsOverSizeLimitWarning project has no performance object to add to`);
  const code = config.code.replace('performance: {\n', `performance: {\n${lines.map((line) => `    ${line}\n`).join('')}`);
  return entry.before.map((file) => (file === config ? { ...file, code } : file));
}

const warnings = (result: ProjectResult) => result.reported.filter((problem) => problem.kind === 'warning').map((problem) => problem.name);
let asShown: ProjectResult;
let withEntryBudget: ProjectResult;
let hintsOff: ProjectResult;

beforeAll(async () => {
  [asShown, withEntryBudget, hintsOff] = await runProjects([
    entry.before,
    withPerformance(['maxEntrypointSize: 500,']),
    withPerformance(['hints: false,', 'maxEntrypointSize: 500,']),
  ]);
}, 120_000);

it('the project warns of the asset size, and of the entry point size once it has a budget it crosses', () => {
  expect(asShown.errors).toEqual([]);
  expect(warnings(asShown)).toContain('AssetsOverSizeLimitWarning');
  expect(warnings(withEntryBudget)).toEqual(expect.arrayContaining(['AssetsOverSizeLimitWarning', 'EntrypointsOverSizeLimitWarning']));
});

it('with performance.hints false, the same project builds with no size warning at all', () => {
  expect(hintsOff.errors).toEqual([]);
  expect(warnings(hintsOff)).toEqual([]);
  expect(hintsOff.printed).not.toMatch(/size limit|performance recommendations/);
});
