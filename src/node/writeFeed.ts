import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import { FEED_PATH, SITE_DESCRIPTION, SITE_URL } from '../config/site';
import type { ContentPage } from '../model/types';
import { getSectionPages } from '../model/sidebar';

/** The blog's RSS feed, newest post first. */
export function writeFeed(publicDir: string, pages: ContentPage[]): void {
  const feed = new Feed({
    title: 'webpack blog',
    description: SITE_DESCRIPTION,
    id: `${SITE_URL}/blog/`,
    link: `${SITE_URL}/blog/`,
    language: 'en',
    copyright: 'webpack contributors',
    feedLinks: { rss: `${SITE_URL}${FEED_PATH}` },
  });
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const { url } of getSectionPages(pages, '/blog/').filter((post) => post.url !== '/blog/')) {
    const post = byUrl.get(url)!;
    feed.addItem({
      title: post.title,
      id: `${SITE_URL}${url}`,
      link: `${SITE_URL}${url}`,
      description: post.teaser ?? undefined,
      date: new Date(`${post.date}T00:00:00Z`),
    });
  }
  const file = join(publicDir, FEED_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, feed.rss2());
}
