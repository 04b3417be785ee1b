// What the configuration checker's page (src/components/content/ConfigChecker/), its page script
// (src/head/configChecker.ts), its worker (src/worker/configChecker/) and the build share: names,
// urls and messages. Nothing here imports code, so the page's inline script stays small.
import type { ConfigRow, RowFacts, ValidationProblem } from './configChecker';
import type { Mode } from './modeDefaults';
import type { OpaqueValue } from './configSource';

/** Where the build writes the checker's files: its worker and option data, named by their hash, and the manifest naming them. */
export const CONFIG_CHECKER_FOLDER = '/config-checker/';
export const CONFIG_CHECKER_MANIFEST_URL = `${CONFIG_CHECKER_FOLDER}manifest.json`;

/** The manifest: the urls of this build's checker files. */
export interface ConfigCheckerManifest {
  worker: string;
  options: string;
}

/** On the checker's wrapper, its status line and its results, for the page script (src/head/configChecker.ts). */
export const CONFIG_CHECKER_ATTRIBUTE = 'data-config-checker';
export const CONFIG_CHECKER_STATUS_ATTRIBUTE = 'data-config-checker-status';
export const CONFIG_CHECKER_RESULTS_ATTRIBUTE = 'data-config-checker-results';

/** What the status line says once the page script runs (without JavaScript it says the checker needs it). */
export const CONFIG_CHECKER_READY_TEXT = 'The configuration is read in your browser, never run and never sent anywhere.';

/** How long a check may take before the page stops the worker and says so. */
export const CONFIG_CHECK_TIMEOUT_MS = 15_000;


export interface CheckRequest {
  id: number;
  source: string;
  /** The reader's minor release, "5.80". */
  version: string;
  /**
   * The option data (the manifest's `options` file), fetched by the page: a fetch of the page's is
   * among the files the service worker keeps for offline use on a first visit, a worker's is not.
   */
  options: { url: string; text: string };
}

export interface CheckedConfig {
  mode: Mode;
  rows: Array<ConfigRow & RowFacts>;
  /** Why webpack does not validate this configuration (src/model/configChecker.ts, getSkippedValidation); null when it does. */
  skipsValidation: string | null;
}

export type CheckResponse =
  | {
      id: number;
      ok: true;
      /** The release whose validator ran, "5.113.0". */
      webpack: string;
      foundAs: string;
      configs: CheckedConfig[];
      opaque: OpaqueValue[];
      /** webpack's validation message, or null when webpack accepts the configuration. */
      errors: string | null;
      /** The same message as its problems, each with the line of the paste it is about. */
      problems: ValidationProblem[];
      /** Milliseconds: reading the paste (and the option data, the first time), listing its options, webpack's validation. */
      timings: { read: number; list: number; validate: number };
    }
  | { id: number; ok: false; message: string; line?: number };
