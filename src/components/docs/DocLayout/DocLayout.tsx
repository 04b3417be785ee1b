import React from 'react';
import Layout from '../../layout/Layout/Layout';
import Sidebar from '../Sidebar/Sidebar';
import type { SidebarGroup } from '../../../model/types';
import * as styles from './DocLayout.module.css';

interface DocLayoutProps {
  location: { pathname: string; hash?: string };
  sidebar: SidebarGroup[];
  sectionUrl: string;
  children: React.ReactNode;
}

/** Site layout with the section sidebar beside the main content. */
export default function DocLayout({ location, sidebar, sectionUrl, children }: DocLayoutProps) {
  return (
    <Layout location={location} sidebar={sidebar}>
      <div className={styles.page}>
        <div className={styles.sidebar}>
          <Sidebar groups={sidebar} currentUrl={location.pathname} sectionUrl={sectionUrl} />
        </div>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </Layout>
  );
}
