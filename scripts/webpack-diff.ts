// What a webpack release adds, removes and changes against another (options, hooks, CLI flags,
// deprecation codes, the webpack.js.org urls it prints), and which page documents each addition or
// change, or where each new url lands. Exits with 1 when something is not documented.
// Usage: npm run webpack:diff [-- <from> <to>]   (defaults: the locked webpack, the registry's latest)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  describeCliFlags,
  diffReleases,
  findDeprecationDocs,
  findErrorClassDocs,
  documentDiff,
  type CliArgument,
  type DocsLink,
  type KeyedDiff,
  type ReleaseFacts,
} from '../src/model/webpackDiff';
import { isStableRelease } from '../src/model/webpackHistory';
import { CONTENT_DIR } from '../src/node/contentFiles';
import { readWebpackDocs } from './webpack/readDocs';
import { findUrlsThatDoNotLand, readLinkTargets, readPackageUrls } from './webpack/printedUrls';
import { REDIRECTS } from '../src/config/redirects';
import { getLandingLink } from '../src/model/printedUrls';
import { cacheRelease, FetchError, npm, readRelease } from './webpack/releaseCache';
import { readWebpackErrorClasses } from '../src/node/webpackErrors';

/** `getArguments` moved from lib/cli.js to lib/config/cli.js in later releases. */
function loadCliArguments(dir: string): Record<string, CliArgument> {
  const schema = JSON.parse(readFileSync(join(dir, 'schemas/WebpackOptions.json'), 'utf8')) as unknown;
  for (const file of ['lib/config/cli.js', 'lib/cli.js']) {
    let cli: { getArguments: (schema: unknown) => Record<string, CliArgument> };
    try {
      cli = require(join(dir, file)) as typeof cli;
    } catch (error) {
      if ((error as { code?: string }).code === 'MODULE_NOT_FOUND' && (error as Error).message.includes(file)) continue;
      throw error;
    }
    return cli.getArguments(schema);
  }
  throw new Error(`${dir} has neither lib/config/cli.js nor lib/cli.js`);
}

interface ReleaseExtras {
  deprecationCodes: Set<string>;
  /** Its error and warning classes. */
  errorClasses: string[];
  /** The webpack.js.org urls its lib/ prints. */
  urls: string[];
}

async function readFacts(version: string): Promise<ReleaseFacts & ReleaseExtras> {
  const dir = await cacheRelease(version, true);
  const { options, hooks, deprecationCodes, members } = readRelease(version);
  return { version, options, hooks, members, cliFlags: describeCliFlags(loadCliArguments(dir)), deprecationCodes, errorClasses: readWebpackErrorClasses(dir), urls: readPackageUrls(dir) };
}

/** Codes the newer release starts or stops warning with, its new and removed error classes, and the urls it starts printing, each with where it lands or is documented. */
function printCodesAndUrls(older: ReleaseExtras, newer: ReleaseExtras, docs: ReturnType<typeof readWebpackDocs>): number {
  const added = [...newer.deprecationCodes].filter((code) => !older.deprecationCodes.has(code)).sort();
  const removed = [...older.deprecationCodes].filter((code) => !newer.deprecationCodes.has(code)).sort();
  const undocumentedCodes = added.filter((code) => !findDeprecationDocs(code, docs.deprecationsPage));
  console.log(`\nDeprecation codes added (${added.length})`);
  for (const code of added) console.log(`  + ${code}\n      ${describeDocs(findDeprecationDocs(code, docs.deprecationsPage))}`);
  console.log(`\nDeprecation codes removed (${removed.length})`);
  for (const code of removed) console.log(`  - ${code}`);
  const addedClasses = newer.errorClasses.filter((name) => !older.errorClasses.includes(name));
  const removedClasses = older.errorClasses.filter((name) => !newer.errorClasses.includes(name));
  const undocumentedClasses = addedClasses.filter((name) => !findErrorClassDocs(name, docs.errorsPage));
  console.log(`\nError and warning classes added (${addedClasses.length})`);
  for (const name of addedClasses) console.log(`  + ${name}\n      ${describeDocs(findErrorClassDocs(name, docs.errorsPage))}`);
  console.log(`\nError and warning classes removed (${removedClasses.length})`);
  for (const name of removedClasses) console.log(`  - ${name}${findErrorClassDocs(name, docs.errorsPage) ? '  (its entry on the errors page can go)' : ''}`);
  const newUrls = newer.urls.filter((url) => !older.urls.includes(url));
  const missed = findUrlsThatDoNotLand(newUrls, readLinkTargets());
  console.log(`\nwebpack.js.org urls printed for the first time (${newUrls.length}), ${missed.length} not landing here`);
  for (const url of newUrls) {
    const problem = missed.find((item) => item.url === url)?.problem;
    console.log(`  + ${url}\n      ${problem ? `does not land: ${problem}` : `lands on ${getLandingLink(url, REDIRECTS)}`}`);
  }
  return undocumentedCodes.length + undocumentedClasses.length + missed.length;
}

function describeDocs(link: DocsLink | null | undefined): string {
  if (!link) return 'not documented';
  return link.under ? `documented under ${link.href}` : link.href;
}

function printGroup(title: string, keyed: KeyedDiff, docs: Map<string, DocsLink | null>, summarise: (key: string) => string): void {
  const sections: Array<[string, string[]]> = [
    ['added', keyed.added.map((key) => `  + ${key}  ${summarise(key)}\n      ${describeDocs(docs.get(key))}`)],
    ['removed', keyed.removed.map((key) => `  - ${key}`)],
    [
      'changed',
      keyed.changed.map(
        ({ key, changes }) =>
          `  ~ ${key}  ${describeDocs(docs.get(key))}\n${changes.map(({ field, from, to }) => `      ${field}: ${from}\n      ${' '.repeat(field.length)}  -> ${to}`).join('\n')}`,
      ),
    ],
  ];
  for (const [label, lines] of sections) {
    console.log(`\n${title} ${label} (${lines.length})`);
    if (lines.length) console.log(lines.join('\n'));
  }
}

async function main(): Promise<void> {
  const [fromArg, toArg] = process.argv.slice(2);
  const from = fromArg ?? (JSON.parse(readFileSync(resolve('node_modules/webpack/package.json'), 'utf8')) as { version: string }).version;
  const to = toArg ?? (await npm(['view', 'webpack', 'version'])).trim();
  for (const version of [from, to]) {
    if (!isStableRelease(version)) throw new FetchError(`"${version}" is not a release number like 5.113.0`);
  }
  const [older, newer] = await Promise.all([readFacts(from), readFacts(to)]);
  const docs = readWebpackDocs();
  const documented = documentDiff(diffReleases(older, newer), newer, docs);
  const { diff } = documented;

  console.log(`webpack ${from} -> ${to} (documentation in ${CONTENT_DIR})`);
  printGroup('Options', diff.options, documented.options, (key) => newer.options.get(key)?.type ?? '');
  printGroup('Hooks', diff.hooks, documented.hooks, (key) => newer.hooks.get(key)?.type ?? '');
  printGroup('CLI flags', diff.cliFlags, documented.cliFlags, (key) => `--${key} (${newer.cliFlags.get(key)?.type ?? ''})`);
  printGroup('Class members', diff.members, documented.members, (key) => newer.members?.get(key)?.signature ?? '');

  const unanswered = printCodesAndUrls(older, newer, docs);

  const counts = (keyed: KeyedDiff) => `+${keyed.added.length} -${keyed.removed.length} ~${keyed.changed.length}`;
  const total = [documented.options, documented.hooks, documented.cliFlags, documented.members].reduce((sum, map) => sum + map.size, 0);
  console.log(
    `\nSummary: options ${counts(diff.options)}, hooks ${counts(diff.hooks)}, CLI flags ${counts(diff.cliFlags)}, class members ${counts(diff.members)}; ` +
      `${total - documented.undocumented} of ${total} added or changed item(s) documented, ${documented.undocumented} not; ` +
      `${unanswered} new deprecation code(s) or error class(es) without an entry, or new url(s) not landing.`,
  );
  process.exitCode = documented.undocumented || unanswered ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(error instanceof FetchError ? `✖ ${error.message}` : error.stack ?? error.message);
  process.exitCode = 2;
});
