import React from 'react';
import type { PageProps } from 'gatsby';
import Layout from '../../layout/Layout/Layout';
import ContentProblems from './ContentProblems';
import type { PageProblem } from '../../../model/types';

/** What createPages gives the page of a content file that cannot be rendered (`npm start` only). */
export interface UnrenderableContext {
  /** The content file, from the repository root. */
  unrenderable?: string;
  /** The problems of that file; on a page that renders, its own (ContentProblems). */
  problems?: PageProblem[];
}

/**
 * `npm start` only: what a page template shows at the url of a content file that cannot be rendered
 * (its MDX does not parse, its front matter is wrong), where the page's data is missing. The same
 * template renders the page once the fix is saved, so the development server swaps nothing: the
 * page comes back by itself, and turns into this when a saved mistake breaks it again.
 */
export default function UnrenderablePage({ location, pageContext }: Pick<PageProps<unknown, UnrenderableContext>, 'location' | 'pageContext'>) {
  const { unrenderable, problems } = pageContext;
  return (
    <Layout location={location}>
      <main id="main-content" className="page-narrow" tabIndex={-1}>
        <h1>{problems ? 'This page cannot be shown yet' : 'Loading the page…'}</h1>
        {unrenderable && problems && (
          <>
            <p>
              <code>{unrenderable}</code> has a mistake the site cannot render past.
            </p>
            <ContentProblems problems={problems} />
          </>
        )}
      </main>
    </Layout>
  );
}
