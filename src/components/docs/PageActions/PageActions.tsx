import React from 'react';
import { EDIT_BASE_URL } from '../../../config/site';
import * as styles from './PageActions.module.css';

interface PageActionsProps {
  /** Path under content/. */
  path: string;
  edit: string | null;
  repo: string | null;
}

/** "Edit this page", "Print this page" and, for synced pages, "Jump to repository". */
export default function PageActions({ path, edit, repo }: PageActionsProps) {
  return (
    <div className={styles.actions}>
      <a href={edit ?? `${EDIT_BASE_URL}/${path}`} target="_blank" rel="noopener noreferrer">
        Edit this page<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        Print this page
      </button>
      {repo && (
        <a href={repo} target="_blank" rel="noopener noreferrer">
          Jump to repository<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
