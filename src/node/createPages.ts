import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { checkSite } from '../model/siteCheck';
import { BrokenLinkError } from '../model/links';
import { findBadRedirects } from '../model/redirects';
import { getAdjacentPages, getSectionPages, groupSidebarPages } from '../model/sidebar';
import { getBreadcrumbs } from '../model/breadcrumbs';
import type { ContentPage, PageProblem, SidebarPage } from '../model/types';
import { REDIRECTS } from '../config/redirects';
import { highlightHomeSnippets } from './highlightSnippets';
import { CONTENT_DIR, describeContentError, findFrontMatterErrors } from './contentFiles';
import { readLastUpdated } from './lastUpdated';
import { reportContentProblems } from './reportContent';
import { settleDocPages, unrenderableFiles } from './onCreateNode';
import { getUrlFromPath } from '../model/url';
import { getSectionFromPath } from '../model/contentFile';
import { getSupportersDataPath } from './onCreateWebpackConfig';

interface DocPageNode extends ContentPage {
  id: string;
  links: string[];
  linkLines: number[];
  linkColumns: number[];
  headingIds: string[];
}

const TEMPLATES = {
  home: path.resolve(process.cwd(), 'src/templates/HomePage.tsx'),
  doc: path.resolve(process.cwd(), 'src/templates/DocPage.tsx'),
  blogIndex: path.resolve(process.cwd(), 'src/templates/BlogIndex.tsx'),
  blogPost: path.resolve(process.cwd(), 'src/templates/BlogPost.tsx'),
};

function getTemplate(page: Pick<ContentPage, 'url' | 'section'>): string {
  if (page.url === '/blog/') return TEMPLATES.blogIndex;
  return page.section === '/blog/' ? TEMPLATES.blogPost : TEMPLATES.doc;
}

/** Whether Gatsby runs the development server (`npm start`), where content problems are reported without stopping. */
const isDevelopment = () => process.env.gatsby_executing_command === 'develop';

/**
 * One page per content file, with its section's sidebar, its neighbours, its breadcrumbs and the
 * date of its last commit (null without git history) in the context.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const neverCame = await settleDocPages();
  if (neverCame.length) {
    reporter.warn(`No page made for ${neverCame.map((file) => `content/${file}`).join(', ')}: no node of ${neverCame.length === 1 ? 'it' : 'theirs'} reached this build in time; save the file again to retry.`);
  }
  const result = await graphql<{ allDocPage: { nodes: DocPageNode[] } }>(`
    {
      allDocPage {
        nodes {
          id path name extension size url section title sort group contributors
          related { title url }
          description source edit repo thirdParty
          anchors { title id level title2 }
          date teaser links linkLines linkColumns headingIds
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content pages', result.errors);
    return;
  }
  const pages = result.data.allDocPage.nodes;
  const siteErrors = checkSite(pages.map((page) => ({ page, links: page.links, linkLines: page.linkLines, linkColumns: page.linkColumns, headingIds: page.headingIds })));
  const problems = [...siteErrors.map(describeContentError), ...findBadRedirects(REDIRECTS, new Set(pages.map((page) => page.url)))];
  // `npm start` shows each page its own problems, and marks its broken links (ContentProblems).
  const pageProblems = new Map<string, PageProblem[]>();
  for (const error of siteErrors) {
    const list = pageProblems.get(error.file) ?? [];
    list.push({ message: describeContentError(error), link: error instanceof BrokenLinkError ? error.link : null });
    pageProblems.set(error.file, list);
  }
  if (problems.length) {
    // One message with every problem: a build stops at its first panic.
    reportContentProblems(reporter, `${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`);
    // `npm start` goes on: a broken link or a duplicate url must not take every other page down.
    if (!isDevelopment()) return;
  }

  // `npm start`: a file that cannot be rendered gets, at its url, a page that says why.
  if (isDevelopment()) {
    const made = new Set(pages.map((page) => page.path));
    // Front matter that is not YAML never reaches onCreateNode (gatsby-plugin-mdx fails on it first).
    const unrenderable = new Map(unrenderableFiles);
    for (const error of findFrontMatterErrors()) unrenderable.set(error.file, describeContentError(error));
    for (const [file, message] of unrenderable) {
      if (made.has(file) || !existsSync(path.join(CONTENT_DIR, file))) continue;
      const listed: PageProblem[] = message.split('\n').map((line) => ({ message: line, link: null }));
      // The template the page will have, with no data: it shows the problems (UnrenderablePage), and the page once fixed.
      const url = getUrlFromPath(file);
      const context = { id: '', sidebar: [], previous: null, next: null, posts: [], breadcrumbs: [], lastUpdated: null, unrenderable: path.relative(process.cwd(), path.join(CONTENT_DIR, file)), problems: listed };
      actions.createPage({ path: url, component: getTemplate({ url, section: getSectionFromPath(file) }), context });
    }
  }

  const hasSupporters = (JSON.parse(readFileSync(getSupportersDataPath(), 'utf8')) as unknown[]).length > 0;
  actions.createPage({ path: '/', component: TEMPLATES.home, context: { snippets: await highlightHomeSnippets(), hasSupporters } });

  const sectionPages = new Map<string, SidebarPage[]>();
  const getPagesOf = (section: string): SidebarPage[] => {
    if (!sectionPages.has(section)) sectionPages.set(section, getSectionPages(pages, section));
    return sectionPages.get(section)!;
  };

  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const lastUpdated = readLastUpdated(CONTENT_DIR);
  for (const page of pages) {
    const sidebar = getPagesOf(page.section);
    const { previous, next } = page.section === '/blog/' ? { previous: null, next: null } : getAdjacentPages(sidebar, page.url);
    // The blog index lists its posts in the blog order: newest first.
    const posts =
      page.url === '/blog/'
        ? sidebar
            .filter((post) => post.url !== '/blog/')
            .map((post) => byUrl.get(post.url)!)
            .map(({ title, url, date, teaser }) => ({ title, url, date, teaser }))
        : [];
    actions.createPage({
      path: page.url,
      component: getTemplate(page),
      context: {
        id: page.id,
        sidebar: groupSidebarPages(sidebar),
        previous,
        next,
        posts,
        breadcrumbs: getBreadcrumbs(sidebar, page),
        lastUpdated: lastUpdated.get(page.path) ?? null,
        ...(isDevelopment() && pageProblems.has(page.path) ? { problems: pageProblems.get(page.path) } : {}),
      },
    });
  }
};
