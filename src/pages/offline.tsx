import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import DocLayout from '../components/docs/DocLayout/DocLayout';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import { APP_START_META_NAME } from '../model/appStart';
import OfflineLibrary from '../components/offline/OfflineLibrary/OfflineLibrary';
import OfflineFallback from '../components/offline/OfflineFallback/OfflineFallback';
import { OFFLINE_PAGE_URL, findSection } from '../model/offline';
import { groupSidebarPages } from '../model/sidebar';
import { useOfflineCatalog } from '../browser/useOfflineCatalog';

/**
 * /offline/: save sections of the documentation for offline reading. The service worker also
 * renders this page in place of any page that is not saved when the network is gone (its page
 * data stands in for the missing one), so the reader keeps the site's header and sidebar.
 */
export default function OfflinePage({ location }: PageProps) {
  const overview = useOfflineCatalog();
  const fallback = location.pathname !== OFFLINE_PAGE_URL && `${location.pathname}/` !== OFFLINE_PAGE_URL;
  const section = fallback && overview.catalog ? findSection(overview.catalog, location.pathname) : null;
  // Not saved: the sidebar of the page's section. The offline page itself: the sections.
  const entries = section ? section.pages : (overview.catalog?.sections ?? []).map(({ url, title }) => ({ url, title, group: null }));
  const sidebar = groupSidebarPages(entries.map((page) => ({ ...page, expandable: false })));
  return (
    <DocLayout location={location} sidebar={sidebar} sectionUrl={section?.url ?? OFFLINE_PAGE_URL}>
      <div className="markdown">
        {fallback ? (
          <OfflineFallback path={location.pathname} overview={overview} />
        ) : (
          <>
            <h1>Offline reading</h1>
            <p>
              Save the documentation on this device to read it without a network: the pages, their examples and the
              search index. Pages you open are kept as you read, and saved sections are brought up to date the next time
              you are online after a new version of the site is published.
            </p>
            <OfflineLibrary />
          </>
        )}
      </div>
    </DocLayout>
  );
}

export function Head({ location }: HeadProps) {
  const fallback = location.pathname !== OFFLINE_PAGE_URL;
  // The sections and what is saved are the browser's to list: the page keeps Gatsby's own script tags, so the app starts as soon as they arrive.
  return (
    <SiteHead title={fallback ? 'Not available offline' : 'Offline reading'} path={location.pathname} noIndex={fallback}>
      <meta name={APP_START_META_NAME} content="load" />
    </SiteHead>
  );
}
