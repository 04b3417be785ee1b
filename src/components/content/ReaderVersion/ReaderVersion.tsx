import React from 'react';
import { getContentStyles } from '../contentStyles';
import { READER_VERSION_PICKER_ATTRIBUTE, READER_VERSION_SELECT_ATTRIBUTE } from '../../../model/readerVersion';

const styles = getContentStyles('ReaderVersion', ['picker'] as const);

interface ReaderVersionProps {
  /** The 5.x minor releases, newest first: ["5.113", …, "5.0"]. */
  versions: string[];
}

/**
 * "Your webpack version": a native <select> at the top of a page with version marks. Rendered into
 * the page body at build time; the head script (src/head/readerVersion.ts) remembers the choice
 * and marks what is newer, so it works before (and without) the app.
 */
export default function ReaderVersion({ versions }: ReaderVersionProps) {
  const [latest, ...older] = versions;
  return (
    <p className={styles.picker} {...{ [READER_VERSION_PICKER_ATTRIBUTE]: '' }}>
      <label>
        Your webpack version{' '}
        <select {...{ [READER_VERSION_SELECT_ATTRIBUTE]: '' }} defaultValue="">
          <option value="">{latest} (latest)</option>
          {older.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </label>{' '}
      — options and hooks added after it are marked “not in”.
    </p>
  );
}
