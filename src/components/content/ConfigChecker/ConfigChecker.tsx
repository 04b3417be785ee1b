import React from 'react';
import ReleaseSelect from '../ReleaseSelect/ReleaseSelect';
import { getContentStyles } from '../contentStyles';
import { CONFIG_CHECKER_ATTRIBUTE, CONFIG_CHECKER_RESULTS_ATTRIBUTE, CONFIG_CHECKER_STATUS_ATTRIBUTE } from '../../../model/configCheckerMessages';
import { OWN_SCRIPT_ATTRIBUTE } from '../../../model/appStart';

const styles = getContentStyles('ConfigChecker', ['checker', 'source', 'controls', 'status', 'results'] as const);

interface ConfigCheckerProps {
  /** The 5.x minor releases, newest first: ["5.113", …, "5.0"]. */
  versions: string[];
  /** Its inline script, run as the page is parsed (src/head/configCheckerPage.ts). */
  script: string;
}

/**
 * The configuration checker, rendered into the page at build time: a field for a
 * webpack.config.js, the reader's version and a button. Its inline script (src/head/configChecker.ts)
 * enables the button and, when the reader starts to use it, loads the worker that reads the
 * configuration and runs webpack's validation; the results go below the form.
 */
export default function ConfigChecker({ versions, script }: ConfigCheckerProps) {
  return (
    <div className={styles.checker} {...{ [CONFIG_CHECKER_ATTRIBUTE]: '' }}>
      <form aria-describedby="config-checker-status" {...{ [OWN_SCRIPT_ATTRIBUTE]: '' }}>
        <label htmlFor="config-checker-source">Your webpack.config.js, or its configuration object</label>
        <textarea
          id="config-checker-source"
          className={styles.source}
          name="source"
          rows={14}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          placeholder={"module.exports = {\n  mode: 'production',\n  entry: './src/index.js',\n};"}
        />
        <div className={styles.controls}>
          <label>
            Your webpack version{' '}
            <ReleaseSelect name="version" versions={versions} />
          </label>{' '}
          {/* Enabled by the inline script: without JavaScript there is nothing to check with. */}
          <button type="submit" disabled>
            Check the configuration
          </button>
        </div>
        {/* What it says without JavaScript; the inline script says how the checker works instead. */}
        <p id="config-checker-status" className={styles.status} role="status" {...{ [CONFIG_CHECKER_STATUS_ATTRIBUTE]: '' }}>
          The checker needs JavaScript; without it, each option is described on the configuration pages.
        </p>
      </form>
      <div id="config-checker-results" className={styles.results} {...{ [CONFIG_CHECKER_RESULTS_ATTRIBUTE]: '' }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
