// Writes the real content with every page of a section copied `copies` more times into the same
// section (distinct file names and titles, the same body and links), for scale benchmarks that
// grow like the real site: real pages are much larger and richer than synthetic ones. A fraction
// spreads evenly: 7.5 gives every other page an eighth copy.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';

/** Folders whose pages are copied: the documentation sections (not the blog, not data). */
const NOT_COPIED = new Set(['blog', 'data']);

/** Copies `source` to `dir` (replacing it) and adds the copies; returns how many content files it holds. */
export function copyCorpus(source: string, dir: string, copies: number): number {
  if (!Number.isFinite(copies) || copies < 0) throw new Error(`copies must be a number >= 0, not ${copies}`);
  let copied = 0;
  /** Copies of the next page: the whole part, plus one whenever the fraction adds up to one. */
  const copiesOfNext = () => {
    copied += 1;
    return Math.floor(copied * copies) - Math.floor((copied - 1) * copies);
  };
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true, filter: (path) => !path.includes(`${join(source, '.external')}`) });
  let files = 0;
  const visit = (folder: string, section: string | null) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !NOT_COPIED.has(entry.name)) visit(path, section ?? entry.name);
        continue;
      }
      if (!/\.mdx?$/.test(entry.name)) continue;
      files += 1;
      // Section pages only; a section's index page and the top-level pages stay single.
      if (section === null || entry.name.startsWith('index.')) continue;
      const { data, content } = matter(readFileSync(path, 'utf8'));
      const count = copiesOfNext();
      for (let copy = 2; copy <= count + 1; copy += 1) {
        const name = entry.name.replace(/(\.mdx?)$/, `-copy-${copy}$1`);
        writeFileSync(join(folder, name), matter.stringify(content, { ...data, title: `${String(data.title)} (copy ${copy})` }));
        files += 1;
      }
    }
  };
  visit(dir, null);
  return files;
}
