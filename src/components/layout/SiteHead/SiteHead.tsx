import React from 'react';
import { FEED_PATH, SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '../../../config/site';
import { withTrailingSlash } from '../../../model/url';
import { PAGE_TAB_GROUPS_ATTRIBUTE } from '../../../model/tabGroups';

interface SiteHeadProps {
  /** Page title without the site name; null for the site's own title. */
  title: string | null;
  description?: string | null;
  path: string;
  noIndex?: boolean;
  /** The page's Markdown twin ("/concepts.md"), for tools that read Markdown. */
  markdownPath?: string | null;
  /** The page's body has tab groups: <html> says so to the head script (src/model/tabGroups.ts). */
  tabGroups?: boolean | null;
  /** Further head elements of the page (structured data). */
  children?: React.ReactNode;
}

/** Everything in <head> for a page: title, description, canonical, social cards. */
export default function SiteHead({ title, description, path, noIndex = false, markdownPath = null, tabGroups = false, children }: SiteHeadProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const text = description ?? SITE_DESCRIPTION;
  const canonical = `${SITE_URL}${withTrailingSlash(path)}`;
  const image = `${SITE_URL}/icons/icon-512x512.png`;
  return (
    <>
      {tabGroups && <html {...{ [PAGE_TAB_GROUPS_ATTRIBUTE]: '' }} />}
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta name="color-scheme" content="light dark" />
      {noIndex && <meta name="robots" content="noindex,nofollow" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:site" content="@webpack" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <link rel="alternate" type="application/rss+xml" title="webpack blog" href={FEED_PATH} />
      {markdownPath && <link rel="alternate" type="text/markdown" href={markdownPath} />}
      {children}
    </>
  );
}
