// Which sections the reader saved for offline reading, kept apart from the saved files themselves
// (those belong to one release and are replaced by the next). Small on purpose: it is read on
// every page; the saving code (savedDocs.ts, which imports this) loads through loadSavedDocs.ts
// only when a reader asks for it or a saved section needs it.
import { readStorage, readStringList, writeStorage, writeStringList } from './storage';

const KEY = 'webpack-docs:saved-sections';
/** The release the saved sections were last saved from. */
const BUILD_KEY = 'webpack-docs:saved-build';
/** Fired on window whenever saved sections change or a save makes progress. */
export const SAVED_CHANGE_EVENT = 'webpack-docs:saved-change';

export function readSavedSections(): string[] {
  return readStringList(KEY);
}

export function writeSavedSections(sections: readonly string[]): void {
  writeStringList(KEY, [...new Set(sections)]);
}

export function writeSavedBuild(build: string): void {
  writeStorage(BUILD_KEY, build);
}

export function readSavedBuild(): string | null {
  return readStorage(BUILD_KEY);
}

/** The release of the code running in this page (Gatsby sets it from the build). */
export const runningBuild = (): string | undefined => (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash;
