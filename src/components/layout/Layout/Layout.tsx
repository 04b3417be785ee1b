import React, { useContext, useEffect } from 'react';
import { StaticQueryContext } from 'gatsby';
// The global sheets come before any component's CSS module, in the order gatsby-browser.tsx
// imports them, so every page's chunk lists the CSS in one order: without this, pages reaching
// them first through Gatsby's runtime and pages reaching SkipLink first disagreed, and
// mini-css-extract-plugin warned "Conflicting order" on every `npm start`.
import '../../../styles/tokens.css';
import '../../../styles/global.css';
import '../../../styles/print.css';
import '../../content/contentStylesheets';
import SkipLink from '../SkipLink/SkipLink';
import NotificationBar from '../NotificationBar/NotificationBar';
import Header from '../Header/Header';
import MobileMenuButton from '../MobileMenuButton/MobileMenuButton';
import MobileSidebar from '../MobileSidebar/MobileSidebar';
import OfflineBanner from '../OfflineBanner/OfflineBanner';
import ContentErrorBoundary from '../ContentErrorBoundary/ContentErrorBoundary';
import Footer from '../Footer/Footer';
import SearchButton from '../../search/SearchButton/SearchButton';
import type { Anchor, SidebarGroup } from '../../../model/types';
import { keepBodiesIn, type StaticQueryResults } from '../../../browser/bodyAhead';

interface LayoutProps {
  location: { pathname: string; hash?: string };
  /** The current section's pages, for the mobile sidebar. */
  sidebar?: SidebarGroup[];
  /** The current page's h2 and h3 headings, under its entry in the mobile sidebar. */
  outline?: readonly Anchor[];
  children: React.ReactNode;
}

/** Header, the page's own content (which holds <main>), the mobile sidebar and the footer. */
export default function Layout({ location, sidebar, outline, children }: LayoutProps) {
  // Where a body fetched ahead of Gatsby's loader goes (src/browser/bodyAhead.ts).
  const staticQueryResults = useContext(StaticQueryContext) as StaticQueryResults;
  useEffect(() => keepBodiesIn(staticQueryResults), [staticQueryResults]);
  return (
    <>
      <SkipLink />
      <NotificationBar />
      <Header path={location.pathname} hash={location.hash ?? ''} start={<MobileMenuButton />} tools={<SearchButton />} />
      <ContentErrorBoundary>{children}</ContentErrorBoundary>
      {/* After the page's content: a popover, shown in the top layer wherever it is, and reached
          by keyboard from its invoker, the menu button; ahead of <main> its 10 KB of links held back
          the first paint on a phone. */}
      <MobileSidebar currentUrl={location.pathname} sidebar={sidebar} outline={outline} />
      <Footer />
      <OfflineBanner />
    </>
  );
}
