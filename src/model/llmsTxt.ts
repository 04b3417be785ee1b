// /llms.txt (the llmstxt.org format) and /llms-full.txt, made from the pages' Markdown twins.
import { DOCUMENTATION_SECTIONS } from '../config/site';
import { getTwinPath } from './markdownTwin';
import { getSectionTitle } from './navigation';
import { getSectionPages } from './sidebar';
import type { ContentPage } from './types';

export interface LlmsSection {
  title: string;
  pages: ContentPage[];
}

export interface LlmsSections {
  /** Documentation sections in header order, then the top-level pages. */
  main: LlmsSection[];
  /** Contribute and the blog: the part a tool may skip when its context is short. */
  optional: ContentPage[];
}

/** The sections of the site in sidebar order; printable pages are left out as in the sidebar. */
export function getLlmsSections(pages: readonly ContentPage[]): LlmsSections {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const pagesOf = (section: string) => getSectionPages(pages, section).map((entry) => byUrl.get(entry.url)!);
  return {
    main: [
      ...DOCUMENTATION_SECTIONS.map((section) => ({ title: getSectionTitle(section), pages: pagesOf(`/${section}/`) })),
      { title: 'More', pages: pagesOf('/') },
    ].filter((section) => section.pages.length > 0),
    optional: [...pagesOf('/contribute/'), ...pagesOf('/blog/')],
  };
}

/** "Entry Points" at /concepts/entry-points/ -> "- [Entry Points](https://webpack.js.org/concepts/entry-points.md): description". */
function toListItem(page: ContentPage, siteUrl: string): string {
  const description = page.description ? `: ${page.description.replace(/\s+/g, ' ').trim()}` : '';
  return `- [${page.title.replace(/[[\]]/g, '\\$&')}](${siteUrl}${getTwinPath(page.url)})${description}`;
}

/** # name, > summary, a note on the twins, then "## Section" lists of links; "## Optional" last. */
export function buildLlmsTxt(sections: LlmsSections, { siteUrl, name, summary }: { siteUrl: string; name: string; summary: string }): string {
  const list = (title: string, pages: readonly ContentPage[]) => [`## ${title}`, '', ...pages.map((page) => toListItem(page, siteUrl))].join('\n');
  return [
    `# ${name}`,
    `> ${summary}`,
    `Every page below is Markdown: the same page as HTML is at the same address without ".md" and with a trailing slash. ${siteUrl}/llms-full.txt has every documentation page in one file.`,
    ...sections.main.map((section) => list(section.title, section.pages)),
    list('Optional', sections.optional),
  ].join('\n\n') + '\n';
}

/** Every documentation page's twin in sidebar order (the blog left out), separated by "---" lines. */
export function buildLlmsFullTxt(sections: LlmsSections, twins: ReadonlyMap<string, string>, { name, summary }: { name: string; summary: string }): string {
  const pages = [...sections.main.flatMap((section) => section.pages), ...sections.optional.filter((page) => page.section !== '/blog/')];
  // Each twin starts with "# Title" and ends with its canonical url; the blank line before "---"
  // keeps it a thematic break, not a setext heading.
  const parts = pages.map((page) => `${twins.get(page.url)!.trimEnd()}\n`);
  return [`# ${name}\n\n> ${summary}\n`, ...parts].join('\n---\n\n');
}
