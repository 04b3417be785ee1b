import React, { useState } from 'react';
import { Link } from 'gatsby';
import { NOTIFICATION_VERSION } from '../../../config/site';
import { dismissNotification } from '../../../browser/notification';
import * as styles from './NotificationBar.module.css';

/**
 * A dismissible announcement. The pre-paint script hides it (via an attribute on
 * <html>) for readers who dismissed this version, so nothing shifts on load.
 */
export default function NotificationBar() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
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
        onClick={() => {
          dismissNotification();
          setDismissed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
