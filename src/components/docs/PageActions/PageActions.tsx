import React from 'react';
import { EDIT_BASE_URL } from '../../../config/site';
import * as styles from './PageActions.module.css';

interface PageActionsProps {
  /** Path under content/. */
  path: string;
  edit: string | null;
  repo: string | null;
  /** The page's Markdown twin, for "Copy page" and "View as Markdown". */
  markdownPath: string | null;
}

/**
 * "Copy page" and "View as Markdown", "Edit this page", "Print this page" and, for synced pages,
 * "Jump to repository". "Copy page" works through the code copy buttons' listener (CodeCopy), so
 * its code costs the first load almost nothing.
 */
export default function PageActions({ path, edit, repo, markdownPath }: PageActionsProps) {
  return (
    <>
      <div className={styles.actions}>
        {markdownPath && (
          <>
            <button type="button" className={styles.button} data-copy-page={markdownPath}>
              Copy page
            </button>
            <a href={markdownPath} type="text/markdown">
              View as Markdown
            </a>
          </>
        )}
        <a href={edit ?? `${EDIT_BASE_URL}/${path}`} target="_blank" rel="noopener noreferrer">
          Edit this page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print this page
        </button>
        {repo && (
          <a href={repo} target="_blank" rel="noopener noreferrer">
            Jump to repository<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {/* Filled in by the copy listener; always rendered so screen readers announce the change. */}
      {markdownPath && <p className={styles.status} role="status" data-copy-page-status="" />}
    </>
  );
}
