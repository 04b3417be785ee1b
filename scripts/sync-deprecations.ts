// Runs the before/after projects of every entry of the deprecations page with the installed
// webpack, reports each pair, and writes the message each code is printed with into
// content/data/webpack-deprecation-messages.json (committed: the page shows it, the content test
// checks it against a fresh run).
// Usage: npm run sync:deprecations [-- --check] [--file=<page.mdx>] [DEP_WEBPACK_…]
//   --check  run and report only, write nothing (a writer trying one entry);
//   --file   read the entries of another file (a draft) instead of the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseMdx } from '../src/model/markdown';
import matter from 'gray-matter';
import { DEPRECATIONS_PAGE, findDeprecationEntries } from '../src/model/deprecationEntries';
import { DEPRECATION_MESSAGES_FILE, formatDeprecationMessages, type DeprecationMessages } from '../src/model/deprecations';
import { judgeEntry, runEntries } from './deprecations/runExamples';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = new Set(args.filter((arg) => !arg.startsWith('--')));
  const file = resolve(args.find((arg) => arg.startsWith('--file='))?.slice('--file='.length) ?? join('content', DEPRECATIONS_PAGE));
  const entries = findDeprecationEntries(parseMdx(matter(readFileSync(file, 'utf8')).content)).filter(
    (entry) => !only.size || only.has(entry.code),
  );
  const runnable = entries.filter((entry) => entry.before.length && entry.after.length && !entry.problems.length);
  for (const entry of entries) for (const problem of entry.problems) console.log(`✖ ${file}:${problem.line}: ${problem.message}`);
  const results = await runEntries(runnable);
  const messagesFile = resolve(DEPRECATION_MESSAGES_FILE);
  const messages = JSON.parse(readFileSync(messagesFile, 'utf8')) as DeprecationMessages;
  let failed = entries.some((entry) => entry.problems.length);
  for (const result of results) {
    const problems = judgeEntry(result);
    const emitted = result.before.warnings.find((warning) => warning.code === result.code);
    if (problems.length) {
      failed = true;
      for (const problem of problems) console.log(`✖ ${problem}`);
    } else {
      console.log(`✓ ${result.code}: "${emitted!.message}"`);
    }
    if (emitted) messages[result.code] = emitted.message;
  }
  console.log(`${results.length} of ${entries.length} entries run; ${entries.length - runnable.length} without a runnable pair.`);
  if (!check) {
    writeFileSync(messagesFile, formatDeprecationMessages(messages));
    console.log(`Wrote ${DEPRECATION_MESSAGES_FILE}.`);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exitCode = 1;
});
