// Writes N realistic synthetic documentation pages for scale benchmarks: headings to h3,
// paragraphs, tables, js/diff/bash code and links between pages, in the site's content format.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REDIRECTS } from '../../src/config/redirects';
import { PRINTABLE_SECTIONS } from '../../src/config/site';

const WORDS = (
  'webpack bundle module chunk entry output loader plugin configuration resolve alias cache build compiler ' +
  'compilation asset hash runtime dependency graph import export tree shaking split lazy dynamic source map ' +
  'development production mode server hot replacement target browser node worker public path filename ' +
  'option value default example project file folder package version performance optimization minimize'
).split(' ');

/** A small deterministic random generator, so every run writes the same site. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PagePlan {
  path: string;
  url: string;
  title: string;
  headings: string[];
}

function sentence(next: () => number, words = 14): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  return `${picked.join(' ').replace(/^./, (letter) => letter.toUpperCase())}.`;
}

function body(page: PagePlan, others: PagePlan[], next: () => number): string {
  const link = () => {
    const other = others[Math.floor(next() * others.length)];
    return `[${other.title}](${other.url}#${other.headings[0].toLowerCase().replace(/\s+/g, '-')})`;
  };
  const parts = [`${sentence(next, 24)} ${sentence(next)} See ${link()}.`];
  page.headings.forEach((heading, index) => {
    parts.push(`## ${heading}`, `${sentence(next, 30)} ${sentence(next, 20)} Read ${link()} for more.`);
    parts.push(`### Example ${index + 1}`, '```js title="webpack.config.js"', `module.exports = {\n  mode: 'production',\n  entry: './src/index${index}.js',\n  output: { filename: '[name].[contenthash].js' },\n};`, '```');
    if (index % 2 === 0) {
      parts.push('| option | type | default |', '| --- | --- | --- |', ...[1, 2, 3].map((row) => `| \`${WORDS[(index + row) % WORDS.length]}\` | \`string\` | \`'${WORDS[row]}'\` |`));
      parts.push('```diff', "- mode: 'development',", "+ mode: 'production',", '```');
    } else {
      parts.push('```bash', 'npm install --save-dev webpack webpack-cli', 'npx webpack --mode production', '```');
    }
  });
  return parts.join('\n\n');
}

/** Writes `count` pages (at least those the site requires) into `dir`, replacing what was there. */
export function generateSite(dir: string, count: number, seed = 1): number {
  const next = random(seed);
  const required = new Set<string>([
    ...REDIRECTS.map(({ to }) => to),
    ...PRINTABLE_SECTIONS.map((section) => `/${section}/`),
    '/blog/',
  ]);
  const urls = [...required];
  for (let index = 0; urls.length < count; index += 1) {
    const section = PRINTABLE_SECTIONS[index % PRINTABLE_SECTIONS.length];
    urls.push(`/${section}/generated-page-${index + 1}/`);
  }
  urls.push('/blog/2024-01-15-generated-post/');
  const plans: PagePlan[] = urls.map((url, index) => {
    const segments = url.split('/').filter(Boolean);
    const isIndex = segments.length === 1;
    const title = segments[segments.length - 1].replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
    return {
      url,
      path: isIndex ? `${segments[0]}/index.mdx` : `${segments.join('/')}.mdx`,
      title: isIndex ? title : `${title} ${index}`,
      headings: Array.from({ length: 4 }, (_, heading) => `Section ${heading + 1} of page ${index}`),
    };
  });
  rmSync(dir, { recursive: true, force: true });
  plans.forEach((page, index) => {
    const file = join(dir, page.path);
    mkdirSync(dirname(file), { recursive: true });
    const sort = page.url.startsWith('/blog/2') ? 20240115 : page.path.endsWith('index.mdx') ? -1 : index;
    writeFileSync(file, `---\ntitle: ${JSON.stringify(page.title)}\nsort: ${sort}\ncontributors:\n  - sokra\n---\n\n${body(page, plans, next)}\n`);
  });
  return plans.length;
}
