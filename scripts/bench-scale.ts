// npm run bench:scale -- --pages N: generate N synthetic pages into .bench/content-N and
// report cold, warm and one-edit builds with peak memory (bench-results/scale-N.json).
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSite } from './bench/generateSite';
import { runGatsby } from './bench/build';

const ROOT = process.cwd();
const pagesArg = process.argv.indexOf('--pages');
const count = Number(pagesArg === -1 ? 150 : process.argv[pagesArg + 1]);

async function main() {
  if (!Number.isInteger(count) || count < 50) throw new Error('Usage: npm run bench:scale -- --pages N (N >= 50)');
  const dir = join(ROOT, '.bench', `content-${count}`);
  const written = generateSite(dir, count);
  const env = { WEBPACK_DOCS_CONTENT: dir };
  await runGatsby(['clean']);
  const cold = await runGatsby(['build'], env);
  const warm = await runGatsby(['build'], env);
  const edited = join(dir, 'concepts', 'index.mdx');
  const original = readFileSync(edited, 'utf8');
  appendFileSync(edited, '\nAn edit made by the benchmark.\n');
  const oneEdit = await runGatsby(['build'], env);
  writeFileSync(edited, original);
  const result = { pages: written, cold, warm, oneEdit };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', `scale-${count}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log('| pages | cold build | warm build | one-edit rebuild | peak memory (cold) |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| ${written} | ${cold.seconds} s | ${warm.seconds} s | ${oneEdit.seconds} s | ${cold.peakMB} MB |`);
  console.log('\npublic/ now holds the synthetic site: run npm run build before serving the real one.');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
