import React from 'react';
import type { Anchor } from '../../../model/types';
import OutlineList from '../OutlineList/OutlineList';
import * as styles from './PageOutline.module.css';

interface PageOutlineProps {
  anchors: readonly Anchor[];
  current: string | null;
}

/** "On this page" beside the content on wide screens, following the heading in view. */
export default function PageOutline({ anchors, current }: PageOutlineProps) {
  return (
    <nav className={styles.outline} aria-labelledby="page-outline-title">
      <p id="page-outline-title" className={styles.title}>
        On this page
      </p>
      <OutlineList anchors={anchors} current={current} />
    </nav>
  );
}
