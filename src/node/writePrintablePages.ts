import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter } from 'gatsby';
import { PRINTABLE_SECTIONS, PRINTABLE_TITLE, SITE_NAME, SITE_URL } from '../config/site';
import { renderPrintablePage, type PrintableEntry } from '../model/printable';
import { getSectionPages } from '../model/sidebar';
import type { ContentPage } from '../model/types';

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastElement[];
}

/** The marker the doc template puts on the element that holds the rendered MDX. */
const CONTENT_SELECTOR = '[data-printable-content]';

/**
 * Printable pages are assembled from the built HTML of each page, so the content is
 * rendered once and the printable page ships no app script.
 */
export async function writePrintablePages(publicDir: string, pages: ContentPage[], reporter: Reporter): Promise<void> {
  const [{ unified }, { default: rehypeParse }, { select, selectAll }, { toHtml }] = await Promise.all([
    import('unified'),
    import('rehype-parse'),
    import('hast-util-select'),
    import('hast-util-to-html'),
  ]);
  const parser = unified().use(rehypeParse);
  for (const section of PRINTABLE_SECTIONS) {
    let css = '';
    const entries: PrintableEntry[] = [];
    for (const page of getSectionPages(pages, `/${section}/`)) {
      const html = readFileSync(join(publicDir, page.url, 'index.html'), 'utf8');
      const tree = parser.parse(html) as unknown as HastElement;
      const content = select(CONTENT_SELECTOR, tree as never) as HastElement | null;
      if (!content) {
        reporter.panicOnBuild(`Printable ${section}: ${page.url} has no ${CONTENT_SELECTOR} element`);
        return;
      }
      // Copy buttons and heading links mean nothing on paper.
      for (const node of selectAll('button, .heading-anchor', content as never) as HastElement[]) {
        node.children = [];
        node.properties = { ...node.properties, hidden: true };
      }
      if (!css) css = (selectAll('style', tree as never) as HastElement[]).map((style) => toHtml(style.children as never)).join('\n');
      entries.push({ title: page.title, url: page.url, html: toHtml(content.children as never) });
    }
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
