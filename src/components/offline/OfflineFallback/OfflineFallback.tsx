import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { findPage } from '../../../model/offline';
import type { OfflineOverview } from '../../../browser/useOfflineCatalog';
import { readRecentPages } from '../../../browser/lastPage';
import AvailablePages from '../AvailablePages/AvailablePages';

const RETRY_MS = 10_000;

/** Reloads the page the reader asked for as soon as the network answers again. */
function useRetryWhenOnline(path: string): void {
  useEffect(() => {
    const retry = () => window.location.reload();
    // A plain request the worker does not answer: it succeeds only when the site is reachable.
    const probe = () =>
      fetch(path, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.ok && retry(),
        () => undefined,
      );
    window.addEventListener('online', retry);
    const timer = window.setInterval(probe, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [path]);
}

interface OfflineFallbackProps {
  path: string;
  overview: OfflineOverview;
}

/** In place of a page that is not saved, when the network is gone: what the reader can do instead. */
export default function OfflineFallback({ path, overview }: OfflineFallbackProps) {
  useRetryWhenOnline(path);
  const { catalog, available } = overview;
  const title = catalog ? findPage(catalog, path)?.title : undefined;
  const [back, setBack] = useState<{ url: string; title: string } | null>(null);
  useEffect(() => {
    const recent = readRecentPages().filter((url) => url !== path).reverse();
    const url = recent.find((candidate) => available.some((page) => page.url === candidate)) ?? recent[0];
    if (url) setBack({ url, title: (catalog && findPage(catalog, url)?.title) || url });
  }, [path, catalog, available]);
  return (
    <>
      <h1>This page is not available offline</h1>
      <p>
        You are offline, and {title ? <strong>{title}</strong> : <code>{path}</code>} has not been saved on this device. It
        opens by itself as soon as the network is back.
      </p>
      {back && (
        <p>
          <Link to={back.url}>Back to {back.title}</Link>
        </p>
      )}
      <AvailablePages pages={available} emptyText="No page is saved on this device yet." />
      <p>
        <Link to="/offline/">Save the documentation for offline reading</Link>
      </p>
    </>
  );
}
