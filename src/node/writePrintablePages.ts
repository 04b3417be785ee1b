import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRINTABLE_SECTIONS, PRINTABLE_TITLE, SITE_NAME, SITE_URL } from '../config/site';
import { renderPrintablePage } from '../model/printable';
import { removeReaderVersionPicker } from '../model/readerVersion';
import { removeReleaseRange } from '../model/releaseRange';
import { getSectionPages } from '../model/sidebar';
import { getPrintableUrl } from '../model/url';
import type { ContentPage } from '../model/types';
import { writeEveryTime, type WritePage } from './stepState';

export type PrintableSection = (typeof PRINTABLE_SECTIONS)[number];
export type RenderedPage = ContentPage & { html: string };

export function isPrintableSection(name: string): name is PrintableSection {
  return (PRINTABLE_SECTIONS as readonly string[]).includes(name);
}

/** The site's inlined stylesheet, read from one built page so printable pages request nothing. */
function readInlineCss(publicDir: string): string {
  const html = readFileSync(join(publicDir, '404.html'), 'utf8');
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/**
 * The printable page of one section: each page's HTML rendered at build time, in sidebar
 * order. The build writes it to public/; the development server answers with it.
 */
export function getPrintablePageHtml(section: PrintableSection, pages: readonly RenderedPage[], css: string): string {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const entries = getSectionPages(pages, `/${section}/`).map(({ url, title }) => ({ title, url, html: removeReleaseRange(removeReaderVersionPicker(byUrl.get(url)!.html)) }));
  return renderPrintablePage({
    sectionName: section,
    canonicalUrl: `${SITE_URL}${getPrintableUrl(section)}`,
    entries,
    css,
    title: `${PRINTABLE_TITLE} | ${SITE_NAME}`,
  });
}

/**
 * Printable pages reuse each page's HTML rendered at build time, so the content is
 * rendered once and the printable page ships no app script.
 */
export function writePrintablePages(publicDir: string, pages: readonly RenderedPage[], write: WritePage = writeEveryTime): void {
  const css = readInlineCss(publicDir);
  for (const section of PRINTABLE_SECTIONS) {
    const dir = join(publicDir, section, 'printable');
    mkdirSync(dir, { recursive: true });
    write(join(dir, 'index.html'), getPrintablePageHtml(section, pages, css));
  }
}
