import React from 'react';
import type { Anchor } from '../../../model/types';
import OutlineList from '../OutlineList/OutlineList';
import * as styles from './OutlineDisclosure.module.css';

/** "On this page" at the top of the article below 1200 px: a <details>, so it opens without JavaScript. */
export default function OutlineDisclosure({ anchors }: { anchors: readonly Anchor[] }) {
  if (anchors.length === 0) return null;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>On this page</summary>
      <nav aria-label="On this page" className={styles.body}>
        <OutlineList anchors={anchors} />
      </nav>
    </details>
  );
}
