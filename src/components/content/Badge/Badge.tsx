import React from 'react';
import { getBadgeLabel, getBadgeText } from '../../../model/contentComponents';
import { getContentStyles } from '../contentStyles';

const styles = getContentStyles('Badge', ['badge'] as const);

interface BadgeProps {
  /** The webpack version an option was added in: "5.20.0". */
  since?: string;
  /** A short label instead of a version. */
  text?: string;
}

/**
 * <Badge since="5.20.0" /> shows "5.20.0+" and reads "Added in webpack 5.20.0";
 * <Badge text="experimental" /> shows and reads its text.
 */
export default function Badge({ since, text }: BadgeProps) {
  if (since === undefined) return <span className={styles.badge}>{text}</span>;
  const label = getBadgeLabel({ since });
  return (
    <span className={styles.badge} title={label} data-slug-ignore="">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{getBadgeText({ since })}</span>
    </span>
  );
}
