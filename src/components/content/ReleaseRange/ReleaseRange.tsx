import React from 'react';
import ReleaseSelect from '../ReleaseSelect/ReleaseSelect';
import { getContentStyles } from '../contentStyles';
import { RELEASE_RANGE_FORM_ATTRIBUTE, RELEASE_RANGE_STATUS_ATTRIBUTE } from '../../../model/releaseRange';
import { OWN_SCRIPT_ATTRIBUTE } from '../../../model/appStart';

const styles = getContentStyles('ReleaseRange', ['form', 'field', 'status'] as const);

interface ReleaseRangeProps {
  /** The 5.x minor releases, newest first: ["5.113", …, "5.0"]. */
  versions: string[];
  /** The page's own url, where the form goes. */
  action: string;
  /** Its inline script, run as the page is parsed (src/head/releaseRangePage.ts). */
  script: string;
}

/**
 * The upgrade planner's two selects, rendered into the page at build time. A plain GET form: it sets
 * `?from=…&to=…` with or without JavaScript. Its inline script (src/head/releaseRange.ts) narrows the
 * page to the range before the first paint and on each change, before the app starts.
 */
export default function ReleaseRange({ versions, action, script }: ReleaseRangeProps) {
  const oldestFirst = [...versions].reverse();
  return (
    <>
    <form className={styles.form} action={action} method="get" {...{ [RELEASE_RANGE_FORM_ATTRIBUTE]: '', [OWN_SCRIPT_ATTRIBUTE]: '' }}>
      <label className={styles.field}>
        Upgrading from{' '}
        <select name="from" defaultValue="">
          <option value="">any release (show all)</option>
          {oldestFirst.slice(0, -1).map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </label>{' '}
      <label className={styles.field}>
        to{' '}
        <ReleaseSelect name="to" versions={versions} />
      </label>{' '}
      <button type="submit">Show the changes</button>
      <output className={styles.status} {...{ [RELEASE_RANGE_STATUS_ATTRIBUTE]: '' }} aria-live="polite">
        Showing every webpack 5 release.
      </output>
    </form>
    {/* Right after the form: the releases below are not parsed yet when it applies the range. */}
    <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
