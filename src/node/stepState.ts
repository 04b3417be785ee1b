import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The md5 of a text or file's bytes, in hex: how the states below recognise content they saw. */
export const md5 = (data: string | Buffer): string => createHash('md5').update(data).digest('hex');

/**
 * What a build step remembers between builds, in a JSON file in Gatsby's .cache/ (so `gatsby
 * clean` forgets it), valid only for the code that wrote it: `codeKey` is the digest of the build
 * code and packages (hashRendererInputs), since Gatsby clears its cache only when gatsby-node.ts
 * itself or a plugin changes.
 */
export interface StepState<T> {
  read(): T | null;
  write(data: T): void;
}

export function openStepState<T>(file: string | undefined, codeKey: string): StepState<T> {
  return {
    read() {
      if (!file || !existsSync(file)) return null;
      try {
        const state = JSON.parse(readFileSync(file, 'utf8')) as { code?: string; data?: T };
        return state.code === codeKey && state.data !== undefined ? state.data : null;
      } catch {
        // A file cut short (an interrupted build) only costs the step doing all its work once.
        return null;
      }
    },
    write(data) {
      if (file) writeFileSync(file, JSON.stringify({ code: codeKey, data }));
    },
  };
}

/** Writes a file of public/; the default writes it every time. */
export type WritePage = (file: string, text: string) => void;

export const writeEveryTime: WritePage = (file, text) => writeFileSync(file, text);

/**
 * Writes the pages a step makes anew each build (printable and redirect pages) only when their
 * text changed since the last build: the security policy step finished the file that build wrote,
 * and the same text written again would only make it read and finish the page once more.
 * A file that is gone is written whatever its text.
 */
export function openPageWriter(file: string | undefined, codeKey: string): { write: WritePage; save: () => void } {
  const state = openStepState<Record<string, string>>(file, codeKey);
  const last = state.read() ?? {};
  const written: Record<string, string> = {};
  return {
    write(page, text) {
      const digest = md5(text);
      written[page] = digest;
      if (last[page] !== digest || !existsSync(page)) writeFileSync(page, text);
    },
    save: () => state.write(written),
  };
}
