import React from 'react';
import * as styles from './MobileMenuButton.module.css';

interface MobileMenuButtonProps {
  open: boolean;
  onClick: () => void;
}

/** The header button that opens the mobile sidebar (hidden on wide screens). */
export default function MobileMenuButton({ open, onClick }: MobileMenuButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Toggle navigation menu"
      aria-expanded={open}
      aria-controls="mobile-sidebar"
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
    </button>
  );
}
