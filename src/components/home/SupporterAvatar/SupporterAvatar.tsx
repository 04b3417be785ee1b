import React, { useState } from 'react';
import { describeSupport, type Supporter } from '../../../model/supporters';
import * as styles from './SupporterAvatar.module.css';

interface SupporterAvatarProps {
  supporter: Supporter;
  now: Date;
}

/** A supporter's avatar, loaded only when visible; a placeholder before, and for good after an error. */
export default function SupporterAvatar({ supporter, now }: SupporterAvatarProps) {
  const [failed, setFailed] = useState(!supporter.avatar);
  const description = describeSupport(supporter, now);
  return (
    <a
      className={styles.supporter}
      href={supporter.website ?? `https://opencollective.com/${supporter.slug}`}
      title={description}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      {failed ? (
        <span className={styles.placeholder} aria-hidden="true">
          {supporter.name.charAt(0)}
        </span>
      ) : (
        <img className={styles.avatar} src={supporter.avatar!} alt="" width="48" height="48" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
      <span className="sr-only">{description} (opens in a new tab)</span>
    </a>
  );
}
