import React, { Suspense, lazy, useEffect, useState } from 'react';
import { OPEN_COLLECTIVE_URL } from '../../../config/site';
import * as styles from './SupportSection.module.css';

const Supporters = lazy(() => import('../Supporters/Supporters'));

interface SupportSectionProps {
  /** Known at build time: with no supporters the reserved space is only the invitation's. */
  hasSupporters: boolean;
}

/** "Support the Team": the supporters load after the page, in the browser, into a reserved space. */
export default function SupportSection({ hasSupporters }: SupportSectionProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section className={styles.section} aria-labelledby="support-heading">
      <h2 id="support-heading">Support the Team</h2>
      <p>
        Through contributions, donations and sponsorship you keep webpack thriving: your donations pay for maintenance,
        new features and, not least, documentation like this.
      </p>
      <p className={styles.actions}>
        <a className="button" href={`${OPEN_COLLECTIVE_URL}#sponsor`} target="_blank" rel="noopener noreferrer">
          Become a sponsor<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className="button" href={`${OPEN_COLLECTIVE_URL}#backer`} target="_blank" rel="noopener noreferrer">
          Become a backer<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <div className={hasSupporters ? styles.supporters : styles.noSupporters} data-testid="supporters-slot">
        {mounted && (
          <Suspense fallback={<p className={styles.loading}>Loading supporters…</p>}>
            <Supporters />
          </Suspense>
        )}
      </div>
    </section>
  );
}
