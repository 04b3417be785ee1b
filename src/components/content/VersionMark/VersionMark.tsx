import React from 'react';
import { getContentStyles } from '../contentStyles';
import { VERSION_ADDED_ATTRIBUTE } from '../../../model/readerVersion';
import type { VersionMark as Mark } from '../../../model/versionMarks';

const styles = getContentStyles('VersionMark', ['mark', 'added', 'deprecated', 'removed'] as const);
// The pill itself is a Badge's.
const { badge } = getContentStyles('Badge', ['badge'] as const);

/**
 * The marks of an option or hook heading, from the webpack history (src/model/versionMarks.ts):
 * "5.97+" reads "Added in webpack 5.97"; "deprecated in 5.90", "removed in 5.100". The reader's
 * version (src/head/readerVersion.ts) prefixes an added mark newer than it with "not in 5.80 · ".
 */
export default function VersionMark({ added, deprecated, removed }: Mark) {
  return (
    <>
      {added && (
        <span className={`${badge} ${styles.mark} ${styles.added}`} {...{ [VERSION_ADDED_ATTRIBUTE]: added }} data-slug-ignore="" title={`Added in webpack ${added}`}>
          <span className="sr-only">Added in webpack {added}</span>
          <span aria-hidden="true">{added}+</span>
        </span>
      )}
      {deprecated && !removed && (
        <span className={`${badge} ${styles.mark} ${styles.deprecated}`} data-slug-ignore="">
          deprecated in {deprecated}
        </span>
      )}
      {removed && (
        <span className={`${badge} ${styles.mark} ${styles.removed}`} data-slug-ignore="">
          removed in {removed}
        </span>
      )}
    </>
  );
}
