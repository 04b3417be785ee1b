// Checks content files in seconds, without a Gatsby build: front matter, MDX syntax,
// duplicate urls and internal links. Usage: npm run check:content [-- files or folders]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { analyseContent, type AnalysedContent } from '../src/model/contentFile';
import { checkSite } from '../src/model/siteCheck';
import { ContentError } from '../src/model/contentError';

const CONTENT_DIR = resolve(process.env.WEBPACK_DOCS_CONTENT ?? resolve(process.cwd(), 'content'));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'data' ? [] : listFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const only = process.argv.slice(2).map((arg) => resolve(arg));
const selected = (file: string) => only.length === 0 || only.some((path) => file === path || file.startsWith(`${path}/`));

const contents: AnalysedContent[] = [];
const errors: string[] = [];
for (const file of listFiles(CONTENT_DIR)) {
  const path = relative(CONTENT_DIR, file);
  const source = readFileSync(file, 'utf8');
  try {
    const { data, content } = matter(source);
    contents.push(analyseContent({ path, size: statSync(file).size, frontMatter: data, body: content }));
  } catch (error) {
    if (selected(file)) errors.push(error instanceof ContentError ? error.message : `${path}: ${(error as Error).message}`);
  }
}
for (const error of checkSite(contents)) {
  if (selected(join(CONTENT_DIR, error.file))) errors.push(error.message);
}
const checked = contents.filter((content) => selected(join(CONTENT_DIR, content.page.path))).length;
for (const error of errors) console.error(`✖ ${error}`);
console.log(`${checked} file(s) checked, ${errors.length} problem(s).`);
process.exitCode = errors.length ? 1 : 0;
