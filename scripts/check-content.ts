// Checks content files in seconds, without a Gatsby build: front matter, MDX syntax,
// duplicate urls and internal links. Usage: npm run check:content [-- files or folders]
import { join, resolve } from 'node:path';
import type { AnalysedContent } from '../src/model/contentFile';
import { checkSite } from '../src/model/siteCheck';
import { ContentError } from '../src/model/contentError';
import { CONTENT_DIR, listContentFiles, readContentFile } from '../src/node/contentFiles';

const only = process.argv.slice(2).map((arg) => resolve(arg));
const selected = (file: string) => only.length === 0 || only.some((path) => file === path || file.startsWith(`${path}/`));

const contents: AnalysedContent[] = [];
const errors: string[] = [];
for (const entry of listContentFiles()) {
  const { absolutePath, path } = entry;
  try {
    contents.push(readContentFile(entry));
  } catch (error) {
    if (selected(absolutePath)) errors.push(error instanceof ContentError ? error.message : `${path}: ${(error as Error).message}`);
  }
}
for (const error of checkSite(contents)) {
  if (selected(join(CONTENT_DIR, error.file))) errors.push(error.message);
}
const checked = contents.filter((content) => selected(join(CONTENT_DIR, content.page.path))).length;
for (const error of errors) console.error(`✖ ${error}`);
console.log(`${checked} file(s) checked, ${errors.length} problem(s).`);
process.exitCode = errors.length ? 1 : 0;
