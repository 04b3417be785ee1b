import type { GatsbyNode } from 'gatsby';
import { writeRedirects } from './writeRedirects';
import { writePrintablePages } from './writePrintablePages';
import { writeFeed } from './writeFeed';
import { writeSearchIndex, type SearchablePage } from './writeSearchIndex';
import { writeOfflineFiles } from './writeOfflineFiles';
import { writeMarkdownTwins, type TwinnedPage } from './writeMarkdownTwins';

/**
 * Files made from the finished build: redirects, printable sections, the blog feed, the search index
 * offline reading (its catalogue and the worker code appended to /sw.js), and the Markdown twins
 * with /llms.txt and /llms-full.txt.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = `${program.directory}/public`;
  const result = await graphql<{ allDocPage: { nodes: Array<SearchablePage & TwinnedPage & { html: string }> } }>(`
    {
      allDocPage {
        nodes { path name url section title sort group date teaser description html markdown searchRecords links anchors { title id level title2 } }
      }
    }
  `);
  if (!result.data) {
    reporter.panicOnBuild('Could not query the content pages after the build', result.errors);
    return;
  }
  const pages = result.data.allDocPage.nodes;
  writeRedirects(publicDir);
  writePrintablePages(publicDir, pages);
  writeFeed(publicDir, pages);
  const twins = writeMarkdownTwins(publicDir, pages);
  reporter.info(`Markdown twins: ${twins.twins} pages, with /llms.txt and /llms-full.txt`);
  const search = writeSearchIndex(publicDir, pages);
  reporter.info(`Search index: ${search.records} records in ${search.files} files`);
  try {
    const offline = writeOfflineFiles(publicDir, pages, search.bundleUrl);
    reporter.info(`Offline reading: ${offline.sections} sections, ${offline.files} files, ${Math.round(offline.gzip / 1000)} KB gzip in all`);
  } catch (error) {
    reporter.panicOnBuild(`Could not write the offline reading files: ${error instanceof Error ? error.message : String(error)}`);
  }
};
