// npm run bench:scale: how the build grows with the site. By default the real content is copied
// within its sections (scripts/bench/copyCorpus.ts): `--copies 0,3,7.5` builds the real site and the
// site with every section page copied 3 and 7.5 more times (163, ~600 and ~1,185 pages). With
// `--synthetic --pages N` it builds N generated pages instead (scripts/bench/generateSite.ts).
// Each size gets cold, warm and one-edit builds with the peak memory of the process tree and the
// time of every build phase and onPostBuild step; results go to bench-results/scale-*.json.
// `--cold-only` leaves out the warm and one-edit builds.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyCorpus } from './bench/copyCorpus';
import { generateSite } from './bench/generateSite';
import { runGatsby, type BuildResult } from './bench/build';

const ROOT = process.cwd();
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

interface Size {
  label: string;
  dir: string;
  /** Writes the content and returns how many content files it has. */
  write: () => number;
}

function sizes(): Size[] {
  if (args.includes('--synthetic')) {
    const count = Number(option('--pages') ?? 150);
    if (!Number.isInteger(count) || count < 50) throw new Error('Usage: npm run bench:scale -- --synthetic --pages N (N >= 50)');
    const dir = join(ROOT, '.bench', `content-${count}`);
    return [{ label: `synthetic-${count}`, dir, write: () => generateSite(dir, count) }];
  }
  const copies = (option('--copies') ?? '0,3,7.5').split(',').map(Number);
  if (copies.some((copy) => !Number.isFinite(copy) || copy < 0)) throw new Error('Usage: npm run bench:scale -- --copies 0,3,7.5 (numbers >= 0)');
  return copies.map((copy) => {
    const dir = join(ROOT, '.bench', `corpus-${copy}`);
    return { label: `corpus-${copy}`, dir, write: () => copyCorpus(join(ROOT, 'content'), dir, copy) };
  });
}

/** Pages Gatsby built: every page has one page-data.json. */
function builtPages(dir = join(ROOT, 'public', 'page-data')): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) => count + (entry.isDirectory() ? builtPages(join(dir, entry.name)) : entry.name === 'page-data.json' ? 1 : 0),
    0,
  );
}

const PHASES = [
  'source and transform nodes',
  'Building production JavaScript and CSS bundles',
  'Building HTML renderer',
  'Building static HTML for pages',
  'onPostBuild',
];

function phaseTable(results: Array<{ label: string; cold: BuildResult }>): string {
  const names = [...PHASES, ...new Set(results.flatMap(({ cold }) => Object.keys(cold.phases).filter((name) => name.startsWith('onPostBuild step '))))];
  const rows = names.map((name) => `| ${name} | ${results.map(({ cold }) => `${cold.phases[name] ?? '–'} s`).join(' | ')} |`);
  return [`| phase (cold build) | ${results.map(({ label }) => label).join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`, ...rows].join('\n');
}

async function main() {
  const results = [];
  for (const size of sizes()) {
    const files = size.write();
    const env = { WEBPACK_DOCS_CONTENT: size.dir };
    await runGatsby(['clean']);
    const cold = await runGatsby(['build'], env);
    const pages = builtPages();
    let warm: BuildResult | null = null;
    let oneEdit: BuildResult | null = null;
    if (!args.includes('--cold-only')) {
      warm = await runGatsby(['build'], env);
      const edited = join(size.dir, 'concepts', 'entry-points.mdx');
      const original = readFileSync(edited, 'utf8');
      appendFileSync(edited, '\nAn edit made by the benchmark.\n');
      try {
        oneEdit = await runGatsby(['build'], env);
      } finally {
        writeFileSync(edited, original);
      }
    }
    const result = { label: size.label, files, pages, cold, warm, oneEdit };
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results', `scale-${size.label}.json`), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`${size.label}: ${pages} pages, cold ${cold.seconds} s (${cold.peakMB} MB), warm ${warm?.seconds ?? '–'} s, one edit ${oneEdit?.seconds ?? '–'} s`);
    results.push(result);
  }
  console.log('\n| content | pages | cold build | warm build | one-edit rebuild | peak memory (cold) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { label, pages, cold, warm, oneEdit } of results) {
    console.log(`| ${label} | ${pages} | ${cold.seconds} s | ${warm?.seconds ?? '–'} s | ${oneEdit?.seconds ?? '–'} s | ${cold.peakMB} MB |`);
  }
  console.log(`\n${phaseTable(results)}`);
  console.log('\npublic/ now holds the last site built: run npm run build before serving the real one.');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
