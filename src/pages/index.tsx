import React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout/Layout';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import Hero from '../components/home/Hero/Hero';
import CodeSteps from '../components/home/CodeSteps/CodeSteps';

export default function HomePage({ location }: PageProps) {
  return (
    <Layout location={location}>
      <main id="main-content" tabIndex={-1}>
        <Hero />
        <CodeSteps />
        <section className="home-section" aria-labelledby="support-heading">
          <h2 id="support-heading">Support the Team</h2>
          <p>
            Through contributions, donations, and sponsorship, you allow webpack to thrive. Your donations directly
            support office hours, continued enhancements, and most importantly, great documentation and learning
            material.
          </p>
          <p>
            <a className="button" href="https://opencollective.com/webpack#sponsor" target="_blank" rel="noopener noreferrer">
              Become a sponsor<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            <a className="button" href="https://opencollective.com/webpack#backer" target="_blank" rel="noopener noreferrer">
              Become a backer<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <p>
            New here? <Link to="/guides/getting-started/">Start with the getting started guide</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SiteHead title={null} path={location.pathname} />;
}
