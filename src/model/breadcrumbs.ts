// Breadcrumbs of a page (Section › Page) and their schema.org BreadcrumbList.
import type { SidebarPage } from './types';

export interface Breadcrumb {
  title: string;
  url: string;
}

/**
 * "/concepts/entry-points/" -> [Concepts, Entry Points]: the section's index page, then the page.
 * Empty for a section's index page and for top-level pages, whose trail would be the page alone.
 */
export function getBreadcrumbs(sectionPages: readonly SidebarPage[], page: { title: string; url: string; section: string }): Breadcrumb[] {
  if (page.url === page.section) return [];
  const index = sectionPages.find((entry) => entry.url === page.section);
  return index ? [{ title: index.title, url: index.url }, { title: page.title, url: page.url }] : [];
}

/**
 * The trail as JSON-LD text for a <script type="application/ld+json">, with absolute urls.
 * "<" is escaped so no title can close the script element.
 */
export function getBreadcrumbJsonLd(breadcrumbs: readonly Breadcrumb[], siteUrl: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${siteUrl}${crumb.url}`,
    })),
  }).replace(/</g, '\\u003c');
}
