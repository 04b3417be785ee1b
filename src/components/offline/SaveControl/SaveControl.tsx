import React from 'react';
import { formatBytes } from '../../../model/offline';
import { useSaveControl } from '../../../browser/useSaveControl';
import * as styles from './SaveControl.module.css';

interface SaveControlProps {
  /** Section urls saved together, e.g. ["/concepts/"]. */
  sections: string[];
  /** What is saved, for screen readers and the progress bar: "Concepts", "the whole documentation". */
  name: string;
}

/** Save sections for offline reading: the size first, a progress bar while saving, then "Available offline". */
export default function SaveControl({ sections, name }: SaveControlProps) {
  const { state, measure, save, remove, cancel } = useSaveControl(sections);
  switch (state.kind) {
    case 'idle':
      return (
        <div className={styles.control}>
          <button type="button" className={styles.button} onClick={() => void measure()}>
            Save for offline<span className="sr-only"> reading: {name}</span>
          </button>
        </div>
      );
    case 'measuring':
      return (
        <div className={styles.control} role="status">
          Finding the download size…
        </div>
      );
    case 'confirm':
      return (
        <div className={styles.control}>
          <p className={styles.text} role="status">
            {name}: {formatBytes(state.size.gzip)} to download ({state.size.files} files, {formatBytes(state.size.bytes)} stored).
          </p>
          <button type="button" className={styles.button} onClick={() => void save()}>
            Download {formatBytes(state.size.gzip)}
          </button>{' '}
          <button type="button" className={styles.secondary} onClick={cancel}>
            Cancel
          </button>
        </div>
      );
    case 'saving': {
      const percent = state.total ? Math.round((state.done / state.total) * 100) : 0;
      return (
        <div className={styles.control}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`Saving ${name} for offline reading`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.text}>
            Saving… {formatBytes(state.done)} of {formatBytes(state.total)}
          </p>
        </div>
      );
    }
    case 'saved':
      return (
        <div className={styles.control}>
          <p className={styles.saved} role="status">
            Available offline
          </p>
          <button type="button" className={styles.secondary} onClick={() => void remove()}>
            Remove<span className="sr-only"> {name} from offline reading</span>
          </button>
        </div>
      );
    case 'error':
      return (
        <div className={styles.control}>
          <p className={styles.error} role="alert">
            {state.message}
          </p>
          <button type="button" className={styles.secondary} onClick={() => void measure()}>
            Try again
          </button>
        </div>
      );
  }
}
