import React, { useEffect, useState } from 'react';
import * as styles from './OfflineBanner.module.css';

/** Tells the reader, politely, when the network is gone and when it is back. */
export default function OfflineBanner() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div role="status" className={offline ? styles.banner : undefined}>
      {offline ? 'You are offline. Pages you have read or saved are still available.' : ''}
    </div>
  );
}
