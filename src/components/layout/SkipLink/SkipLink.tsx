import React from 'react';
import * as styles from './SkipLink.module.css';

export default function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main-content">
      Skip to main content
    </a>
  );
}
