import React from 'react';
import { Link } from 'gatsby';
import type { AdjacentLink } from '../../../model/types';
import * as styles from './AdjacentPages.module.css';

interface AdjacentPagesProps {
  previous: AdjacentLink | null;
  next: AdjacentLink | null;
}

/** Previous and next pages of the section. */
export default function AdjacentPages({ previous, next }: AdjacentPagesProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.adjacent} aria-label="Previous and next pages">
      {previous && (
        <Link to={previous.url} className={styles.previous} rel="prev">
          <span className={styles.label}>« Previous</span>
          {previous.title}
        </Link>
      )}
      {next && (
        <Link to={next.url} className={styles.next} rel="next">
          <span className={styles.label}>Next »</span>
          {next.title}
        </Link>
      )}
    </nav>
  );
}
