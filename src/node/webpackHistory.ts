// The webpack history the build reads (written by `npm run sync:webpack-history`; never fetched here).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { WebpackHistory } from '../model/webpackHistory';
import { WEBPACK_HISTORY_FILE } from '../config/webpackHistory';

let loaded: WebpackHistory | null = null;

/** The committed history, read once per process (the render workers each read it once). */
export function loadWebpackHistory(root: string = process.cwd()): WebpackHistory {
  loaded ??= JSON.parse(readFileSync(resolve(root, WEBPACK_HISTORY_FILE), 'utf8')) as WebpackHistory;
  return loaded;
}
