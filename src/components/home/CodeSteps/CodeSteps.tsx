import React from 'react';
import { Link } from 'gatsby';
import * as styles from './CodeSteps.module.css';

/** "Write Your Code" / "Bundle It": the whole idea in two snippets. */
export default function CodeSteps() {
  return (
    <section className={styles.steps} aria-label="How webpack works">
      <div>
        <h2>Write Your Code</h2>
        <p className={styles.file}>src/index.js</p>
        <pre className="language-js">
          <code className="language-js">{`import bar from './bar.js';

bar();`}</code>
        </pre>
        <p className={styles.file}>src/bar.js</p>
        <pre className="language-js">
          <code className="language-js">{`export default function bar() {
  // ...
}`}</code>
        </pre>
      </div>
      <div>
        <h2>Bundle It</h2>
        <p className={styles.file}>Terminal</p>
        <pre className="language-bash">
          <code className="language-bash">npx webpack</code>
        </pre>
        <p>
          webpack follows the imports from <code>src/index.js</code> and writes one optimised file to{' '}
          <code>dist/main.js</code>, ready for a <code>&lt;script&gt;</code> tag.
        </p>
        <p>
          <Link className="button" to="/guides/getting-started/">
            Get started
          </Link>
        </p>
      </div>
    </section>
  );
}
