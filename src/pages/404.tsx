import React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout/Layout';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import * as styles from '../components/layout/NotFound/NotFound.module.css';

export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout location={location}>
      <main id="main-content" className={styles.notFound} tabIndex={-1}>
        <h1>Page Not Found</h1>
        <p>Oops! The page you are looking for has been removed or relocated.</p>
        <Link className={styles.button} to="/">
          Go to Homepage
        </Link>
      </main>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SiteHead title="Page Not Found" path={location.pathname} noIndex />;
}
