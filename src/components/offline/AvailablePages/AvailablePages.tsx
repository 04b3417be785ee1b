import React from 'react';
import { Link } from 'gatsby';
import * as styles from './AvailablePages.module.css';

interface AvailablePagesProps {
  pages: Array<{ url: string; title: string }>;
  /** Shown when nothing is saved yet. */
  emptyText: string;
}

/** The pages that open without a network on this device. */
export default function AvailablePages({ pages, emptyText }: AvailablePagesProps) {
  return (
    <section aria-labelledby="available-offline">
      <h2 id="available-offline">
        Available offline: {pages.length} {pages.length === 1 ? 'page' : 'pages'}
      </h2>
      {pages.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {pages.map((page) => (
            <li key={page.url}>
              <Link to={page.url}>{page.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
