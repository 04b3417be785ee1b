import React from 'react';
import { Link } from 'gatsby';
import { NOTIFICATION_VERSION } from '../../../config/notification';
import * as styles from './NotificationBar.module.css';

/**
 * A dismissible announcement. The pre-paint script hides it (via an attribute on <html>) for
 * readers who dismissed this version, so nothing shifts on load; the dismiss button sets that
 * attribute and stores the choice, from the inline head script (src/head/earlyControls.ts), so
 * it works from the first paint, without the app.
 */
export default function NotificationBar() {
  return (
    <div className={styles.notification} data-notification={NOTIFICATION_VERSION} role="region" aria-label="Announcement">
      <p className={styles.text}>
        webpack 5 is here: persistent caching, asset modules and Module Federation.{' '}
        <Link to="/blog/2020-10-10-webpack-5-release/">Read the release announcement</Link> or{' '}
        <Link to="/migrate/5/">upgrade from webpack 4</Link>.
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notification"
        data-notification-dismiss=""
      >
        ×
      </button>
    </div>
  );
}
