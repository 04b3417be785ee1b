import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRINTABLE_SECTIONS, PRINTABLE_TITLE, SITE_NAME, SITE_URL } from '../config/site';
import { renderPrintablePage } from '../model/printable';
import { getSectionPages } from '../model/sidebar';
import type { ContentPage } from '../model/types';

/** The site's inlined stylesheet, read from one built page so printable pages request nothing. */
function readInlineCss(publicDir: string): string {
  const html = readFileSync(join(publicDir, '404.html'), 'utf8');
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/**
 * Printable pages reuse each page's HTML rendered at build time, so the content is
 * rendered once and the printable page ships no app script.
 */
export function writePrintablePages(publicDir: string, pages: Array<ContentPage & { html: string }>): void {
  const css = readInlineCss(publicDir);
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const section of PRINTABLE_SECTIONS) {
    const entries = getSectionPages(pages, `/${section}/`).map(({ url, title }) => ({ title, url, html: byUrl.get(url)!.html }));
    const dir = join(publicDir, section, 'printable');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      renderPrintablePage({
        sectionName: section,
        canonicalUrl: `${SITE_URL}/${section}/printable/`,
        entries,
        css,
        title: `${PRINTABLE_TITLE} | ${SITE_NAME}`,
      }),
    );
  }
}
