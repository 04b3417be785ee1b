// The webpack history the build reads (written by `npm run sync:webpack-history`; never fetched
// here), and the messages of its deprecation codes (written by `npm run sync:deprecations`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { WebpackHistory } from '../model/webpackHistory';
import { WEBPACK_HISTORY_FILE } from '../config/webpackHistory';
import { DEPRECATION_MESSAGES_FILE, type DeprecationMessages } from '../model/deprecations';

let loaded: WebpackHistory | null = null;

/** The committed history, read once per process (the render workers each read it once). */
export function loadWebpackHistory(root: string = process.cwd()): WebpackHistory {
  loaded ??= JSON.parse(readFileSync(resolve(root, WEBPACK_HISTORY_FILE), 'utf8')) as WebpackHistory;
  return loaded;
}

let messages: DeprecationMessages | null = null;

/** Code -> the message webpack prints with it, read once per process. */
export function loadDeprecationMessages(root: string = process.cwd()): DeprecationMessages {
  messages ??= JSON.parse(readFileSync(resolve(root, DEPRECATION_MESSAGES_FILE), 'utf8')) as DeprecationMessages;
  return messages;
}
