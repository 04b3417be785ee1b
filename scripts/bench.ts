// npm run bench: cold, warm and one-edit builds, page weights, search cost and Lighthouse
// mobile scores, printed as one table and written to bench-results/bench.json.
// Flags: --skip-builds (measure the current public/), --no-lighthouse.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { runGatsby, type BuildResult } from './bench/build';
import { measurePage, type Bytes, type PageBytes } from './bench/pages';
import { measureFirstQuery, measureIndexSize, measureQueryTime } from './bench/search';
import { createMiniSearchRanker, createOwnRanker, measureQuality, readQuerySet, readSearchRecords, type Quality } from './bench/searchQuality';
import { runLighthouse, type LighthouseScores } from './bench/lighthouse';
import { measureOffline } from './bench/offline';
import { startServer } from './bench/serve';
import { CHROMIUM_FLAGS } from './chromiumFlags';

const ROOT = process.cwd();
const PUBLIC = join(ROOT, 'public');
const EDITED_PAGE = join(ROOT, 'content', 'concepts', 'entry-points.mdx');
const args = new Set(process.argv.slice(2));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function largestPage(): string {
  const pages: Array<[string, number]> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['page-data', 'search', 'static', 'icons'].includes(name)) walk(path);
      } else if (name === 'index.html' && !path.includes('printable')) pages.push([path, statSync(path).size]);
    }
  };
  walk(PUBLIC);
  const [file] = pages.sort((a, b) => b[1] - a[1])[0];
  return `/${file.slice(PUBLIC.length + 1).replace(/index\.html$/, '')}`;
}

async function builds(): Promise<Record<string, BuildResult>> {
  await runGatsby(['clean']);
  const cold = await runGatsby(['build']);
  const warm = await runGatsby(['build']);
  const original = readFileSync(EDITED_PAGE, 'utf8');
  try {
    writeFileSync(EDITED_PAGE, `${original}\nThis paragraph was added by the benchmark to measure a one-page rebuild.\n`);
    const oneEdit = await runGatsby(['build']);
    return { cold, warm, oneEdit };
  } finally {
    writeFileSync(EDITED_PAGE, original);
  }
}

const kb = ({ raw, gzip }: Bytes) => `${(raw / 1024).toFixed(1)} / ${(gzip / 1024).toFixed(1)} KB`;

/** Both query sets, for our index and for MiniSearch (plain BM25, prefix, fuzzy, title boost) over the same records. */
async function measureSearchQuality(): Promise<Record<string, { ours: Quality; minisearch: Quality }>> {
  const records = readSearchRecords();
  const engines = { ours: createOwnRanker(records), minisearch: createMiniSearchRanker(records) };
  const result: Record<string, { ours: Quality; minisearch: Quality }> = {};
  for (const set of ['keywords', 'questions'] as const) {
    const cases = readQuerySet(set);
    result[set] = { ours: await measureQuality(cases, engines.ours), minisearch: await measureQuality(cases, engines.minisearch) };
  }
  return result;
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install one (apt-get install -y chromium) or set CHROME_PATH.`);
  const buildTimes = args.has('--skip-builds') ? {} : await builds();
  if (args.has('--skip-builds') && !existsSync(PUBLIC)) throw new Error('No public/ folder: run npm run build first.');
  const server = await startServer(9100);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const paths = ['/', '/concepts/', largestPage()];
    const pages: PageBytes[] = [];
    for (const path of paths) pages.push(await measurePage(browser, server.origin, PUBLIC, path));
    const search = {
      index: measureIndexSize(PUBLIC),
      firstQuery: await measureFirstQuery(browser, server.origin, PUBLIC),
      medianQueryMs: await measureQueryTime(PUBLIC),
    };
    const quality = await measureSearchQuality();
    const offline = await measureOffline(browser, server.origin);
    await browser.close();
    const lighthouse: LighthouseScores[] = args.has('--no-lighthouse') ? [] : await runLighthouse(paths.map((path) => `${server.origin}${path}`), chromePath);
    const results = { date: new Date().toISOString(), builds: buildTimes, pages, search: { ...search, quality }, offline, lighthouse };
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);

    const lines = ['| measure | value |', '| --- | --- |'];
    for (const [name, build] of Object.entries(buildTimes)) lines.push(`| build, ${name} | ${build.seconds} s, peak ${build.peakMB} MB |`);
    for (const page of pages) {
      lines.push(`| ${page.path} HTML (raw / gzip) | ${kb(page.html)} |`, `| ${page.path} CSS | ${kb(page.css)} |`, `| ${page.path} first-load JS | ${kb(page.js)} |`);
    }
    lines.push(`| search index, ${search.index.files} files | ${kb(search.index)} |`, `| search, first query "entry" transfers | ${kb(search.firstQuery)} |`, `| search, median query time | ${search.medianQueryMs} ms |`);
    for (const [set, byEngine] of Object.entries(quality)) {
      const cell = ({ recallAt5, mrr }: Quality) => `recall@5 ${recallAt5}, MRR ${mrr}`;
      lines.push(`| search quality, ${set} (${byEngine.ours.queries}): ours / MiniSearch | ${cell(byEngine.ours)} / ${cell(byEngine.minisearch)} |`);
    }
    lines.push(`| offline, first visit to ${offline.firstVisit.page}: worker requests | ${offline.firstVisit.requests} (${offline.firstVisit.kept} files kept) |`);
    for (const save of offline.saves) {
      lines.push(`| offline, save ${save.name} | ${kb({ raw: save.bytes, gzip: save.gzip })} in ${save.files} files, ${save.seconds} s |`);
    }
    for (const score of lighthouse) {
      lines.push(`| Lighthouse ${score.path} (perf / a11y / best / SEO) | ${score.performance} / ${score.accessibility} / ${score.bestPractices} / ${score.seo}; LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls} |`);
    }
    console.log(lines.join('\n'));
    console.log('\nWritten to bench-results/bench.json');
  } finally {
    await browser.close().catch(() => undefined);
    server.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
