import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import Layout from '../components/layout/Layout/Layout';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import Hero from '../components/home/Hero/Hero';
import CodeSteps from '../components/home/CodeSteps/CodeSteps';
import SupportSection from '../components/home/SupportSection/SupportSection';
import type { HighlightedSnippets } from '../model/types';

export default function HomePage({ location, pageContext }: PageProps<object, { snippets: HighlightedSnippets; hasSupporters: boolean }>) {
  return (
    <Layout location={location}>
      <main id="main-content" tabIndex={-1}>
        <Hero />
        <CodeSteps snippets={pageContext.snippets} />
        <SupportSection hasSupporters={pageContext.hasSupporters} />
      </main>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SiteHead title={null} path={location.pathname} />;
}
