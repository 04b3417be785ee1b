import React, { useEffect, useState } from 'react';
import { applyTheme, getCurrentTheme, type Theme } from '../../../browser/theme';
import * as styles from './ThemeToggle.module.css';

/** Switches between the light and dark theme; the choice is stored under "theme". */
export default function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => setTheme(getCurrentTheme()), []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      data-theme-toggle=""
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        {theme === 'dark' ? (
          <path fill="currentColor" d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1.5 3h-3L12 2zm0 20l-1.5-3h3L12 22zM2 12l3-1.5v3L2 12zm20 0l-3 1.5v-3L22 12z" />
        ) : (
          <path fill="currentColor" d="M12.3 2a10 10 0 109.7 12.6A8 8 0 0112.3 2z" />
        )}
      </svg>
    </button>
  );
}
