// Replaces the pages of loaders and plugins that live in their own repository with their README,
// taken from the npm registry through npm itself, into content/.external/ (git-ignored). The build
// uses a fetched page in place of ours when it is there, and never needs the network.
// Usage: npm run fetch:external [-- package-name ...]
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import matter from 'gray-matter';
import { EXTERNAL_PAGES, type ExternalPage } from '../src/config/externalPages';
import { analyseContent, type AnalysedContent } from '../src/model/contentFile';
import { blameFetchedPages, getPackagePages } from '../src/model/externalPage';
import { getBranchFromSource, getRepositoryLinks, parseRepository, type Repository } from '../src/model/repository';
import { processReadme } from '../src/model/readme/processReadme';
import { checkSite } from '../src/model/siteCheck';
import { getUrlFromPath } from '../src/model/url';
import { CONTENT_DIR, EXTERNAL_DIR, listContentFiles, readContentFile } from '../src/node/contentFiles';

const run = promisify(execFile);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CONCURRENCY = 4;
const README_IN_TARBALL = /^package\/readme(\.(md|markdown))?$/i;

interface Fetched {
  entry: ExternalPage;
  version: string;
  repository: Repository;
  readme: string;
  readmeFile: string;
  /** Where the README text came from. */
  origin: string;
}

interface Candidate {
  entry: ExternalPage;
  fetched: Fetched;
  text: string;
  content: AnalysedContent;
  dropped: Record<string, number>;
}

class PackageError extends Error {}

async function npm(args: string[], cwd?: string): Promise<string> {
  const { stdout } = await run(NPM, args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  return stdout;
}

/**
 * The README of the latest version: the packument's `readme` when the registry sends it,
 * otherwise the README inside the published tarball (the file the registry takes it from).
 */
async function fetchPackage(entry: ExternalPage): Promise<Fetched> {
  const view = JSON.parse(await npm(['view', entry.package, 'version', 'repository', 'readme', 'readmeFilename', '--json'])) as {
    version?: string;
    repository?: unknown;
    readme?: string;
    readmeFilename?: string;
  };
  const repository = parseRepository(view.repository);
  if (!view.version) throw new PackageError('the registry has no version of it');
  if (!repository) throw new PackageError(`its repository field (${JSON.stringify(view.repository)}) does not name a GitHub repository`);
  if (view.readme?.trim()) {
    return { entry, version: view.version, repository, readme: view.readme, readmeFile: view.readmeFilename || 'README.md', origin: 'packument readme' };
  }
  const folder = mkdtempSync(join(tmpdir(), 'fetch-external-'));
  try {
    const [packed] = JSON.parse(await npm(['pack', `${entry.package}@${view.version}`, '--json', '--pack-destination', folder], folder)) as Array<{ filename: string }>;
    const tarball = join(folder, packed.filename);
    const { stdout: list } = await run('tar', ['-tzf', tarball]);
    const file = list.split('\n').find((line) => README_IN_TARBALL.test(line.trim()))?.trim();
    if (!file) throw new PackageError(`${entry.package}@${view.version} has no README`);
    const { stdout: readme } = await run('tar', ['-xzOf', tarball, file], { maxBuffer: 64 * 1024 * 1024 });
    return { entry, version: view.version, repository, readme, readmeFile: file.replace(/^package\//, ''), origin: `README in ${entry.package}-${view.version}.tgz` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<Array<PromiseSettledResult<R>>> {
  const results: Array<PromiseSettledResult<R>> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]).then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function readOurs(entry: ExternalPage): { data: Record<string, unknown>; content: string } {
  const { data, content } = matter(readFileSync(join(CONTENT_DIR, entry.page), 'utf8'));
  return { data, content };
}

function summarise(dropped: Record<string, number>): string {
  const items = Object.entries(dropped).map(([markup, count]) => `${markup} ×${count}`);
  return items.length ? items.join(', ') : 'nothing';
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !EXTERNAL_PAGES.some((entry) => entry.package === name));
  if (unknown.length) throw new Error(`not a package with a page here: ${unknown.join(', ')}`);
  const selected = EXTERNAL_PAGES.filter((entry) => only.length === 0 || only.includes(entry.package));
  const failures = new Map<string, string>();

  console.log(`Fetching ${selected.length} README(s) through npm...`);
  const settled = await mapLimited(selected, CONCURRENCY, fetchPackage);
  const fetched: Fetched[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') fetched.push(result.value);
    else failures.set(selected[index].package, `could not be fetched: ${(result.reason as Error).message.split('\n')[0]}`);
  });

  // Links to a package's current or former repository both lead to its page here.
  const repositories = new Map<string, string[]>();
  for (const entry of EXTERNAL_PAGES) {
    const former = parseRepository(readOurs(entry).data.repo);
    repositories.set(entry.package, former ? [`${former.owner}/${former.name}`] : []);
  }
  for (const { entry, repository } of fetched) repositories.get(entry.package)!.push(`${repository.owner}/${repository.name}`);
  const packagePages = getPackagePages(EXTERNAL_PAGES, repositories);

  const candidates: Candidate[] = [];
  for (const item of fetched) {
    const { entry } = item;
    try {
      const ours = readOurs(entry);
      const links = getRepositoryLinks(item.repository, getBranchFromSource(ours.data.source as string | undefined), item.readmeFile);
      const { body, dropped } = processReadme(item.readme, { ...links, packagePages });
      const frontMatter = { ...ours.data, source: links.source, edit: links.edit, repo: links.repo };
      const text = matter.stringify(body, frontMatter);
      const content = analyseContent({ path: entry.page, size: Buffer.byteLength(text), frontMatter, body });
      candidates.push({ entry, fetched: item, text, content, dropped });
    } catch (error) {
      failures.set(entry.package, (error as Error).message);
    }
  }

  // The site's link check with the fetched pages in place; a page that breaks it is not written.
  const current = listContentFiles().map((entry) => readContentFile(entry));
  const baseline = new Set(checkSite(current).map((error) => error.message));
  let accepted = candidates;
  for (;;) {
    const byPath = new Map(accepted.map((candidate) => [candidate.entry.page, candidate.content]));
    const site = current.map((content) => byPath.get(content.page.path) ?? content);
    const errors = checkSite(site).filter((error) => !baseline.has(error.message));
    const blamed = blameFetchedPages(errors, accepted.map((candidate) => ({ path: candidate.entry.page, url: getUrlFromPath(candidate.entry.page) })));
    if (blamed.size === 0) {
      errors.forEach((error) => console.error(`✖ ${error.message}`));
      break;
    }
    for (const [path, messages] of blamed) {
      const candidate = accepted.find((item) => item.entry.page === path)!;
      failures.set(candidate.entry.package, `breaks the site's link check: ${messages.join('; ')}`);
    }
    accepted = accepted.filter((candidate) => !blamed.has(candidate.entry.page));
  }

  mkdirSync(EXTERNAL_DIR, { recursive: true });
  const reportFile = join(EXTERNAL_DIR, 'fetch-report.json');
  const previous = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { pages?: Record<string, unknown> }) : {};
  const report: Record<string, unknown> = { ...previous.pages };
  for (const candidate of accepted) {
    const target = join(EXTERNAL_DIR, candidate.entry.page);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.tmp`, candidate.text);
    renameSync(`${target}.tmp`, target);
    const { fetched: item } = candidate;
    const repository = `${item.repository.owner}/${item.repository.name}`;
    const ourRepo = readOurs(candidate.entry).data.repo;
    report[item.entry.package] = { version: item.version, page: candidate.entry.page, repository, origin: item.origin, dropped: candidate.dropped };
    console.log(`✔ ${item.entry.package}@${item.version} -> content/${candidate.entry.page} (${item.origin}); sanitizer dropped: ${summarise(candidate.dropped)}`);
    if (ourRepo !== `https://github.com/${repository}`) console.log(`  our front matter names ${String(ourRepo)}; the registry says https://github.com/${repository}`);
  }
  writeFileSync(reportFile, `${JSON.stringify({ fetchedAt: new Date().toISOString(), pages: report, failures: Object.fromEntries(failures) }, null, 2)}\n`);
  for (const [name, reason] of failures) console.error(`✖ ${name}: ${reason} (its previous page is kept)`);
  console.log(`${accepted.length} page(s) written to ${EXTERNAL_DIR}, ${failures.size} failed.`);
  process.exitCode = failures.size ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
