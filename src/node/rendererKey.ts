// The key of the code that renders content pages: a page rendered by other code is rendered again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXTERNAL_DIR } from './contentFiles';
import { listFiles } from './listFiles';
import { WEBPACK_HISTORY_FILE } from '../config/webpackHistory';

/**
 * What a DocPage node is made with besides its file: the build code, the installed packages and
 * the fetched pages that replace some files (Gatsby does not watch those: they are read directly).
 */
const RENDERER_INPUTS = ['src/model', 'src/node', 'src/config', 'src/components/content', 'src/head', 'package-lock.json', WEBPACK_HISTORY_FILE, EXTERNAL_DIR];

export function hashRendererInputs(root: string = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of RENDERER_INPUTS.flatMap((input) => listFiles(resolve(root, input)))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

let rendererKey: string | null = null;

/** The key of this process's rendering code, which each DocPage node records (createDocPage). */
export function getRendererKey(): string {
  rendererKey ??= hashRendererInputs();
  return rendererKey;
}
