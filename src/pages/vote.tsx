import React, { Suspense, lazy, useEffect, useState } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import Layout from '../components/layout/Layout/Layout';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import { APP_START_META_NAME } from '../model/appStart';

const Vote = lazy(() => import('../components/vote/Vote/Vote'));

export default function VotePage({ location }: PageProps) {
  // The voting list loads in the browser only; the server renders the introduction and a placeholder.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <p className="vote-placeholder">Loading the roadmap proposals…</p>;
  return (
    <Layout location={location}>
      <main id="main-content" className="page-narrow" tabIndex={-1}>
        <h1>Vote</h1>
        <p>
          These are proposals for webpack&apos;s roadmap. Voting happens on each proposal&apos;s public discussion: there are
          no accounts on this site, so follow the link, read the thread and add your reaction or comment there.
        </p>
        {mounted ? <Suspense fallback={placeholder}>{<Vote />}</Suspense> : placeholder}
      </main>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <SiteHead
      title="Vote"
      description="Proposals for the webpack roadmap, and where to vote on each of them."
      path={location.pathname}
    >
      {/* The proposals are rendered in the browser: the page keeps Gatsby's own script tags, so the app starts as soon as they arrive. */}
      <meta name={APP_START_META_NAME} content="load" />
    </SiteHead>
  );
}
