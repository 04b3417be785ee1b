import React from 'react';
import { nestAnchors } from '../../../model/anchors';
import type { Anchor } from '../../../model/types';
import * as styles from './OutlineList.module.css';

interface OutlineListProps {
  /** The page's h2 and h3 headings, in order. */
  anchors: readonly Anchor[];
  /** The heading in view, marked with aria-current="location". */
  current?: string | null;
}

/** The page's headings as nested links: h2, with its h3 below it. */
export default function OutlineList({ anchors, current = null }: OutlineListProps) {
  const link = (anchor: Anchor) => (
    <a href={`#${anchor.id}`} className={styles.link} aria-current={anchor.id === current ? 'location' : undefined}>
      {anchor.title2}
    </a>
  );
  return (
    <ul className={styles.list}>
      {nestAnchors(anchors).map(({ anchor, children }) => (
        <li key={anchor.id}>
          {link(anchor)}
          {children.length > 0 && (
            <ul className={styles.nested}>
              {children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
