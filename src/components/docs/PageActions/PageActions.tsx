import React from 'react';
import { DOCS_REPOSITORY_URL, EDIT_BASE_URL } from '../../../config/site';
import { getProblemReportUrl } from '../../../model/problemReport';
import { COPY_PAGE_ATTRIBUTE, COPY_PAGE_STATUS_ATTRIBUTE } from '../../../browser/copyPage';
import * as styles from './PageActions.module.css';

interface PageActionsProps {
  /** Path under content/. */
  path: string;
  edit: string | null;
  repo: string | null;
  /** The page's Markdown twin, for "Copy page" and "View as Markdown". */
  markdownPath: string | null;
  /** For "Report a problem with this page" (documentation pages only): canonical url and title. */
  report?: { pageUrl: string; title: string };
}

/**
 * "Copy page" and "View as Markdown", "Edit this page", "Print this page", "Jump to repository" (synced
 * pages) and "Report a problem with this page" (documentation pages). "Copy page" works through the inline head
 * script (src/head/copyPage.ts), from the first paint; the selection quoted in a report through the code copy
 * buttons' listener (CodeCopy). Neither costs the first load a script of its own.
 */
export default function PageActions({ path, edit, repo, markdownPath, report }: PageActionsProps) {
  return (
    <>
      <div className={styles.actions}>
        {markdownPath && (
          <>
            <button type="button" className={styles.button} {...{ [COPY_PAGE_ATTRIBUTE]: markdownPath }}>
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
        {report && (
          <a
            href={getProblemReportUrl({ repository: DOCS_REPOSITORY_URL, ...report })}
            target="_blank"
            rel="noopener noreferrer"
            data-problem-report-url={report.pageUrl}
            data-problem-report-title={report.title}
          >
            Report a problem with this page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {/* Filled in by the head script, possibly before hydration; always rendered so screen readers announce the
          change. Inner HTML, so React neither hydrates the text (a mismatch would make it render the whole page
          again, dropping the presses kept for it) nor keeps one page's result on the next (the key). */}
      {markdownPath && (
        <div key={markdownPath} dangerouslySetInnerHTML={{ __html: `<p class="${styles.status}" role="status" ${COPY_PAGE_STATUS_ATTRIBUTE}></p>` }} />
      )}
    </>
  );
}
