import { existsSync, readFileSync, writeFileSync } from 'node:fs';

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
