import React from 'react';
import SkipLink from '../SkipLink/SkipLink';
import Header from '../Header/Header';
import Footer from '../Footer/Footer';

interface LayoutProps {
  location: { pathname: string; hash?: string };
  children: React.ReactNode;
}

/** Header, the page's own content (which holds <main>) and the footer. */
export default function Layout({ location, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <Header path={location.pathname} hash={location.hash ?? ''} />
      {children}
      <Footer />
    </>
  );
}
