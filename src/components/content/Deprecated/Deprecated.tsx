import React, { type ReactNode } from 'react';
import { getDeprecatedLabel } from '../../../model/contentComponents';
import { getContentStyles } from '../contentStyles';

const styles = getContentStyles('Deprecated', ['deprecated', 'title'] as const);

interface DeprecatedProps {
  /** The webpack version that deprecated the option or hook: "5.0.0" or "5.x". */
  since: string;
  /** What to use instead, rendered from Markdown. */
  children?: ReactNode;
}

/** A note, named "Deprecated since webpack 5.x", whose content names the replacement. */
export default function Deprecated({ since, children }: DeprecatedProps) {
  const label = getDeprecatedLabel({ since });
  return (
    <aside className={styles.deprecated} role="note" aria-label={label}>
      <p className={styles.title}>
        <strong>{label}.</strong>
      </p>
      {children}
    </aside>
  );
}
