import React from 'react';
import { MOBILE_SIDEBAR_ID } from '../../../model/swipe';
import * as styles from './MobileMenuButton.module.css';

/**
 * The header button that opens the mobile sidebar (hidden on wide screens). It is the panel's
 * popover invoker (`popovertarget`): it works from the first paint, with or without the app, and
 * the browser gives it the panel's expanded state. The app adds aria-expanded once it runs
 * (MobileSidebar), for assistive technology that does not read popover state.
 */
export default function MobileMenuButton() {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Toggle navigation menu"
      aria-controls={MOBILE_SIDEBAR_ID}
      // React 18 does not know the popover attributes: written as they appear in HTML.
      {...{ popovertarget: MOBILE_SIDEBAR_ID }}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
    </button>
  );
}
