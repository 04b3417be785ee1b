// parseMdx for the content tests, with each tree kept on disk between test files and runs: half a
// dozen test files read every content file, and parsing the whole content folder takes about 5.6 s
// here where reading the trees back takes 0.2 s. A tree is kept under the hash of its body and of
// everything that shapes it (the parsing code in src/model/ and the installed packages), so a
// change to either parses again. Tests that check the parser itself call parseMdx.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseMdx } from '../../src/model/markdown';
import type { MdastNode } from '../../src/model/mdast';
import { keep, readKept } from '../../scripts/testCache';

const ROOT = join(__dirname, '..', '..');

/** Every file under a folder, sorted, so the hash does not depend on the order the disk lists them in. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

let parserKey: string | null = null;
/** What a tree depends on besides its body: the model's code (the parser and its plugins) and the lock file. */
function getParserKey(): string {
  if (parserKey) return parserKey;
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(ROOT, 'src', 'model')), join(ROOT, 'package-lock.json')]) hash.update(file).update(readFileSync(file));
  parserKey = hash.digest('hex');
  return parserKey;
}

export function parseCached(body: string): MdastNode {
  const key = createHash('sha256').update(getParserKey()).update(body).digest('hex');
  const kept = readKept<MdastNode>('mdast', key);
  if (kept) return kept;
  const tree = parseMdx(body);
  keep('mdast', key, tree);
  return tree;
}
