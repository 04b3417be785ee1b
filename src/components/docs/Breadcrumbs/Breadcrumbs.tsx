import React from 'react';
import { Link } from 'gatsby';
import type { Breadcrumb } from '../../../model/breadcrumbs';
import * as styles from './Breadcrumbs.module.css';

/** Section › Page above the title; the last item is the current page. */
export default function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.url}>
            <Link to={item.url} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
