import React, { useState } from 'react';
import { CONTRIBUTOR_AVATAR_SIZE, EXCLUDED_CONTRIBUTORS } from '../../../config/site';
import { getShownContributors } from '../../../model/contributors';
import * as styles from './Contributors.module.css';


function Avatar({ handle }: { handle: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <a className={styles.contributor} href={`https://github.com/${handle}`} title={handle} target="_blank" rel="noopener noreferrer">
      {failed ? (
        <span className={styles.placeholder} aria-hidden="true" />
      ) : (
        <img
          className={styles.avatar}
          src={`https://github.com/${handle}.png?size=90`}
          alt=""
          width={CONTRIBUTOR_AVATAR_SIZE}
          height={CONTRIBUTOR_AVATAR_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      <span className="sr-only">{handle} (opens in a new tab)</span>
    </a>
  );
}

/** "N Contributors" with round avatars that load only near the viewport. */
export default function Contributors({ handles }: { handles: readonly string[] }) {
  const shown = getShownContributors(handles, EXCLUDED_CONTRIBUTORS);
  if (shown.length === 0) return null;
  return (
    <section className={styles.contributors} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">
        {shown.length} Contributor{shown.length === 1 ? '' : 's'}
      </h2>
      <ul className={styles.list}>
        {shown.map((handle) => (
          <li key={handle}>
            <Avatar handle={handle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
