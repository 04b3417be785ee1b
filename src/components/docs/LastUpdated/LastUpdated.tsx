import React from 'react';
import { formatCommitDate } from '../../../model/lastUpdated';
import * as styles from './LastUpdated.module.css';

/** "Last updated on May 2, 2024", from the page's last commit; nothing without git history. */
export default function LastUpdated({ date }: { date: string | null }) {
  if (!date) return null;
  return (
    <p className={styles.lastUpdated}>
      Last updated on <time dateTime={date}>{formatCommitDate(date)}</time>
    </p>
  );
}
