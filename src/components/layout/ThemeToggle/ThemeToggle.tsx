import React from 'react';
import * as styles from './ThemeToggle.module.css';

/**
 * Switches between the light and dark theme; the choice is stored under "theme". The press is the
 * inline head script's (src/head/earlyControls.ts), so it works from the first paint, without
 * the app. The label and the icon follow <html data-theme> in CSS: the other theme's are not shown,
 * which leaves them out of the button's name too.
 */
export default function ThemeToggle() {
  return (
    <button type="button" className={styles.toggle} data-theme-toggle="">
      <svg className={styles.toDark} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path fill="currentColor" d="M12.3 2a10 10 0 109.7 12.6A8 8 0 0112.3 2z" />
      </svg>
      <svg className={styles.toLight} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path fill="currentColor" d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1.5 3h-3L12 2zm0 20l-1.5-3h3L12 22zM2 12l3-1.5v3L2 12zm20 0l-3 1.5v-3L22 12z" />
      </svg>
      <span className={`sr-only ${styles.toDark}`}>Switch to dark theme</span>
      <span className={`sr-only ${styles.toLight}`}>Switch to light theme</span>
    </button>
  );
}
