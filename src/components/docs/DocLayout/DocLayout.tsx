import React, { useMemo } from 'react';
import Layout from '../../layout/Layout/Layout';
import Sidebar from '../Sidebar/Sidebar';
import PageOutline from '../PageOutline/PageOutline';
import { useCurrentHeading } from '../../../browser/useCurrentHeading';
import { getOutlineAnchors } from '../../../model/anchors';
import type { Anchor, SidebarGroup } from '../../../model/types';
import * as styles from './DocLayout.module.css';

interface DocLayoutProps {
  location: { pathname: string; hash?: string };
  sidebar: SidebarGroup[];
  sectionUrl: string;
  /** The page's anchors: under its sidebar entry, and its h2 and h3 as the outline beside the content. */
  anchors?: readonly Anchor[];
  children: React.ReactNode;
}

const NO_ANCHORS: readonly Anchor[] = [];

/** Site layout: the section sidebar, the main content and, on wide screens, the page outline. */
export default function DocLayout({ location, sidebar, sectionUrl, anchors = NO_ANCHORS, children }: DocLayoutProps) {
  const outline = useMemo(() => getOutlineAnchors(anchors), [anchors]);
  const current = useCurrentHeading(outline.map((anchor) => anchor.id));
  return (
    <Layout location={location} sidebar={sidebar} outline={outline}>
      <div className={outline.length > 0 ? styles.pageWithOutline : styles.page}>
        <div className={styles.sidebar}>
          <Sidebar groups={sidebar} currentUrl={location.pathname} sectionUrl={sectionUrl} anchors={anchors} />
        </div>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {outline.length > 0 && (
          <div className={styles.outline}>
            <PageOutline anchors={outline} current={current} />
          </div>
        )}
      </div>
    </Layout>
  );
}
