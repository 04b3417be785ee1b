// Dates every webpack 5 option, hook, deprecation code and reference class member from the published releases and writes
// content/data/webpack-history.json (committed; the build and the tests read it, never npm).
// Usage: npm run sync:webpack-history   (needs the npm registry; releases already cached are not fetched again)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { WEBPACK_HISTORY_FILE } from '../src/config/webpackHistory';
import { compareWithSchemaAdded, computeHistory, formatHistory, type ScannedRelease } from '../src/model/webpackHistory';
import { getHookDeprecationCodes, isReplacedByDescription, type OptionFacts } from '../src/model/webpackRelease';
import { cacheRelease, CACHE_DIR, FetchError, isCached, listStableReleases, mapLimited, readRelease } from './webpack/releaseCache';

/** npm pack takes 1-3 s a release here; a few at a time keeps the registry polite. */
const CONCURRENCY = 6;

async function main(): Promise<void> {
  const releases = await listStableReleases();
  const missing = releases.filter(({ version }) => !isCached(version));
  if (missing.length) console.log(`Fetching ${missing.length} release(s) into ${CACHE_DIR} ...`);
  let done = 0;
  await mapLimited(missing, CONCURRENCY, async ({ version }) => {
    await cacheRelease(version);
    done++;
    if (done % 25 === 0 || done === missing.length) console.log(`  ${done}/${missing.length}`);
  });

  const scanned: ScannedRelease[] = [];
  const withoutTypes: string[] = [];
  const withoutDefaults: string[] = [];
  let latestOptions: Map<string, OptionFacts> = new Map();
  let latestCodes: Set<string> = new Set();
  for (const release of releases) {
    const { options, hooks, hasTypes, deprecationCodes, members, defaults } = readRelease(release.version);
    if (!hasTypes) withoutTypes.push(release.version);
    if (defaults instanceof Error) withoutDefaults.push(`${release.version} (${defaults.message})`);
    scanned.push({ ...release, options, hooks, deprecationCodes, members, defaults: defaults instanceof Error ? null : defaults });
    latestOptions = options;
    latestCodes = deprecationCodes;
  }
  const history = computeHistory(scanned);
  writeFileSync(resolve(process.cwd(), WEBPACK_HISTORY_FILE), formatHistory(history));

  const count = (entries: object) => {
    const values = Object.values(entries) as Array<{ deprecated?: string; removed?: string }>;
    return `${values.length} (${values.filter((entry) => entry.deprecated && !entry.removed).length} deprecated, ${values.filter((entry) => entry.removed).length} removed)`;
  };
  const latest = scanned[scanned.length - 1];
  console.log(`Releases scanned: ${releases.length}, ${releases[0].version} (${releases[0].date}) to ${latest.version} (${latest.date}).`);
  console.log(`Options dated: ${count(history.options)}.`);
  console.log(`Hooks dated: ${count(history.hooks)}.`);
  console.log(`Deprecation codes dated: ${count(history.deprecations)}.`);
  console.log(`Class members dated: ${count(history.members ?? {})}.`);
  const changed = Object.values(history.defaults ?? {});
  console.log(`Defaults changed: ${changed.reduce((sum, list) => sum + list.length, 0)} in ${changed.length} release(s).`);
  if (withoutDefaults.length) console.log(`Releases whose defaults code could not run here (compared across): ${withoutDefaults.join(', ')}.`);
  const returned = Object.entries({ ...history.options, ...history.hooks, ...history.deprecations }).filter(([, entry]) => entry.earlier);
  console.log(`Left and came back: ${returned.map(([key, entry]) => `${key} (${entry.earlier!.map((run) => `${run.added}–${run.removed}`).join(', ')}, again from ${entry.added})`).join('; ') || 'none'}.`);
  // The registry's `time` is what the dates come from; say so when it goes back in time.
  const backwards = scanned.filter((release, index) => index > 0 && release.date < scanned[index - 1].date);
  if (backwards.length) {
    console.log(`Registry dates go back in time at ${backwards.length} release(s) (e.g. ${backwards[0].version} ${backwards[0].date}); they are written as npm gives them.`);
  }
  if (withoutTypes.length) console.log(`Releases without types.d.ts (no hooks read): ${withoutTypes.join(', ')}.`);
  // The two signs besides `@deprecated` and `deprecated: true`, so a maintainer sees what they catch.
  const warned = [...latest.hooks.keys()].filter((hook) => getHookDeprecationCodes(hook).some((code) => latestCodes.has(code)));
  console.log(`Hooks ${latest.version} warns about with a deprecation code: ${warned.join(', ') || 'none'}.`);
  const replaced = [...latestOptions].filter(([, facts]) => isReplacedByDescription(facts.description)).map(([path]) => path);
  console.log(`Options ${latest.version} deprecates in their description: ${replaced.join(', ') || 'none'}.`);
  const disagreements = compareWithSchemaAdded(history.options, latestOptions);
  console.log(`The schema's own "added" field of ${latest.version} disagrees with the history on ${disagreements.length} path(s)${disagreements.length ? ':' : '.'}`);
  for (const { path, schema, history: computed } of disagreements) {
    console.log(`  ${path}: schema says ${schema}, history says ${computed ?? 'absent'}`);
  }
  console.log(`Wrote ${WEBPACK_HISTORY_FILE}.`);
}

main().catch((error: Error) => {
  console.error(error instanceof FetchError ? `✖ ${error.message}` : error.stack ?? error.message);
  process.exitCode = 1;
});
