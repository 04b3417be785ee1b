import React from 'react';
import type { PageProblem } from '../../../model/types';
import * as styles from './ContentProblems.module.css';

/** `a[href="…"]` inside the page body, the value quoted for CSS. */
const bodyLinkSelector = (href: string) => `[data-page-body] a[href="${href.replace(/["\\]/g, '\\$&')}"]`;

/**
 * In `npm start` only (createPages gives a page its problems there; a build fails on them): the
 * content problems of this page, as the terminal prints them, and its broken links marked in the
 * text. The page around it renders as well as it can. Saving the fixed file updates the page.
 */
export default function ContentProblems({ problems }: { problems: readonly PageProblem[] }) {
  const links = [...new Set(problems.flatMap(({ link }) => (link ? [link] : [])))];
  return (
    <>
      <section className={styles.notice} role="alert" aria-labelledby="content-problems-title">
        <h2 id="content-problems-title" className={styles.title}>
          This page has {problems.length === 1 ? 'a content problem' : `${problems.length} content problems`}
        </h2>
        <ul className={styles.list}>
          {problems.map(({ message }) => (
            <li key={message}>
              <code>{message}</code>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          Fix the file and save it: this page updates by itself. Until then <code>npm run build</code> fails. Only{' '}
          <code>npm start</code> shows this notice{links.length > 0 ? ', and marks the broken links below' : ''}.
        </p>
      </section>
      {links.length > 0 && (
        <style>{`${links.map(bodyLinkSelector).join(',\n')} { outline: 2px dashed var(--color-deprecated-border); outline-offset: 2px; text-decoration-style: wavy; }
${links.map((href) => `${bodyLinkSelector(href)}::after`).join(',\n')} { content: " (broken link)"; }`}</style>
      )}
    </>
  );
}
