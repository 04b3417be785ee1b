import React from 'react';
import { Link } from 'gatsby';
import type { HighlightedSnippet, HighlightedSnippets } from '../../../model/types';
import * as styles from './CodeSteps.module.css';

function Snippet({ snippet }: { snippet: HighlightedSnippet }) {
  return (
    <>
      <p className={styles.file}>{snippet.file}</p>
      <pre className={`language-${snippet.language}`}>
        <code className={`language-${snippet.language}`} dangerouslySetInnerHTML={{ __html: snippet.html }} />
      </pre>
    </>
  );
}

/** "Write Your Code" / "Bundle It": the whole idea in two steps, highlighted at build time. */
export default function CodeSteps({ snippets }: { snippets: HighlightedSnippets }) {
  return (
    <section className={styles.steps} aria-label="How webpack works">
      <div>
        <h2>Write Your Code</h2>
        {snippets.writeYourCode.map((snippet) => (
          <Snippet key={snippet.file} snippet={snippet} />
        ))}
      </div>
      <div>
        <h2>Bundle It</h2>
        {snippets.bundleIt.map((snippet) => (
          <Snippet key={snippet.file} snippet={snippet} />
        ))}
        <p>
          webpack follows the imports from <code>src/index.js</code> and writes one optimised file,{' '}
          <code>dist/main.js</code>, ready for a <code>&lt;script&gt;</code> tag.
        </p>
        <p>
          <Link className="button" to="/guides/getting-started/">
            Get started with the guide
          </Link>
        </p>
      </div>
    </section>
  );
}
