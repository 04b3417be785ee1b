// The configuration checker's worker: reads a pasted webpack.config.js (src/model/configSource.ts),
// lists the options it sets with their docs, defaults and history (src/model/configChecker.ts),
// and runs webpack's own validation. It runs off the page's main thread, so a paste that takes
// long never blocks the page, and the page can stop it (src/head/configChecker.ts).
import { ConfigSourceError, getPluginInstanceName, readConfigSource } from '../../model/configSource';
import { describeRow, getConfigMode, getSkippedValidation, listConfigRows, splitValidationMessage, type CheckerData } from '../../model/configChecker';
import type { CheckRequest, CheckResponse, CheckedConfig } from '../../model/configCheckerMessages';
import { getValidationMessage } from './webpackValidation';

declare const self: {
  onmessage: ((event: { data: CheckRequest }) => void) | null;
  postMessage(message: CheckResponse): void;
};

let data: { url: string; options: CheckerData } | null = null;

/** The option data the page sent, parsed once per file. */
function readData({ url, text }: CheckRequest['options']): CheckerData {
  if (data?.url !== url) data = { url, options: JSON.parse(text) as CheckerData };
  return data.options;
}

async function checkSource({ source, version, options: optionData }: CheckRequest): Promise<Omit<Extract<CheckResponse, { ok: true }>, 'id'>> {
  const started = performance.now();
  const read = readConfigSource(source);
  const options = readData(optionData);
  const readAt = performance.now();
  const configs = Array.isArray(read.value) ? (read.value as unknown[]) : [read.value];
  const checked: CheckedConfig[] = configs.map((config, index) => {
    const mode = getConfigMode(config);
    // In an array of configurations, each is named by its index in the paste: "[1].output.path".
    const at = Array.isArray(read.value) ? `[${read.sourceIndexes.get(read.value)?.[index] ?? index}]` : '';
    const rows = listConfigRows(config, options, { sourceIndexes: read.sourceIndexes, lines: read.lines, pluginName: getPluginInstanceName, at }).map((row) => ({
      ...row,
      ...describeRow(row, options, version, mode),
    }));
    return { mode, rows, skipsValidation: getSkippedValidation(config) };
  });
  const listedAt = performance.now();
  // As webpack() does: a configuration it does not validate is validated as an empty one.
  const validated = Array.isArray(read.value)
    ? read.value.map((config: unknown, index) => (checked[index].skipsValidation ? {} : config))
    : checked[0].skipsValidation
      ? {}
      : read.value;
  if (Array.isArray(read.value)) {
    const indexes = read.sourceIndexes.get(read.value);
    if (indexes) read.sourceIndexes.set(validated as unknown[], indexes);
  }
  const message = getValidationMessage(validated, read.sourceIndexes);
  const done = performance.now();
  return {
    ok: true as const,
    webpack: options.webpack,
    foundAs: read.foundAs,
    configs: checked,
    opaque: read.opaque,
    errors: message,
    problems: message ? splitValidationMessage(message, read.lines).problems : [],
    timings: { read: Math.round(readAt - started), list: Math.round(listedAt - readAt), validate: Math.round(done - listedAt) },
  };
}

self.onmessage = ({ data: request }) => {
  checkSource(request)
    .then((result) => self.postMessage({ id: request.id, ...result }))
    .catch((error: unknown) => {
      const known = error instanceof ConfigSourceError;
      self.postMessage({
        id: request.id,
        ok: false as const,
        message: known ? error.message : `The checker failed: ${error instanceof Error ? error.message : String(error)}`,
        ...(known && error.line ? { line: error.line } : {}),
      });
    });
};
