// Reads the real content folder for the completeness tests.
import type { AnalysedContent } from '../../src/model/contentFile';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { parseCached } from './parseCached';

export function readSection(section: string): AnalysedContent[] {
  return listContentFiles()
    .filter(({ path }) => path.startsWith(`${section}/`))
    .map((entry) => readContentFile(entry, { parse: parseCached }));
}

/** Prints a coverage line and what is missing, so a failing run says what to write. */
export function reportCoverage(label: string, required: readonly string[], missing: readonly string[]): void {
  const covered = required.length - missing.length;
  const percent = ((covered / Math.max(required.length, 1)) * 100).toFixed(1);
  // eslint-disable-next-line no-console
  console.log(`${label}: ${covered}/${required.length} documented (${percent}%)${missing.length ? `\nmissing: ${missing.join(', ')}` : ''}`);
}
