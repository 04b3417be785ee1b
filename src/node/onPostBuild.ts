import type { GatsbyNode } from 'gatsby';
import { writeRedirects } from './writeRedirects';
import { writePrintablePages } from './writePrintablePages';
import { writeFeed } from './writeFeed';
import { writeSearchIndex, type SearchablePage } from './writeSearchIndex';
import { markPageBodiesSplit } from './onPreInit';
import { writeOfflineFiles } from './writeOfflineFiles';
import { writeMarkdownTwins, type TwinnedPage } from './writeMarkdownTwins';
import { writeHeaders } from './writeHeaders';
import { writeContentSecurityPolicies } from './writeContentSecurityPolicies';
import { writePageBodies, type PageBodies } from './writePageBodies';
import { hashRendererInputs } from './rendererKey';
import { deferAppScripts } from '../model/appStart';
import { openPageWriter } from './stepState';
import { readChunkGroups } from './webpackStats';
import { writeConfigCheckerFiles } from './configChecker';
import { CONFIG_CHECKER_ATTRIBUTE } from '../model/configCheckerMessages';

/**
 * Files made from the finished build: each page's body moved out of its page data, redirects,
 * printable sections, the blog feed, the search index, the Markdown twins with /llms.txt and
 * /llms-full.txt, /_headers, then each HTML page finished in one pass (its first-load page data, its
 * scripts listed for the head script to start (src/model/appStart.ts) and its
 * Content-Security-Policy, made from the finished page, so no later step may change a page),
 * the configuration checker's worker and data, and last offline reading (its catalogue, which lists the body files and measures the finished
 * pages, and the worker code appended to /sw.js).
 * Each step logs its time ("onPostBuild step <name> - 0.123s", read by `npm run bench:scale`), so
 * a step that grows with the site has a name.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const started = (name: string) => {
    const at = process.hrtime.bigint();
    return () => reporter.info(`onPostBuild step ${name} - ${(Number(process.hrtime.bigint() - at) / 1e9).toFixed(3)}s`);
  };
  const timed = <T>(name: string, step: () => T): T => {
    const done = started(name);
    const result = step();
    done();
    return result;
  };
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = `${program.directory}/public`;
  // Steps that remember their work between builds (stepState.ts) keep it in Gatsby's cache, for this code only.
  const cacheDir = `${program.directory}/.cache`;
  const codeKey = hashRendererInputs(program.directory);
  const queryDone = started('query');
  const result = await graphql<{ allDocPage: { nodes: Array<SearchablePage & TwinnedPage & { html: string }> } }>(`
    {
      allDocPage {
        nodes { path name url section title sort group date teaser description html markdown searchRecords links anchors { title id level title2 } }
      }
    }
  `);
  queryDone();
  if (!result.data) {
    reporter.panicOnBuild('Could not query the content pages after the build', result.errors);
    return;
  }
  const pages = result.data.allDocPage.nodes;
  let bodies: PageBodies;
  try {
    bodies = timed('page bodies', () => writePageBodies(publicDir));
    markPageBodiesSplit();
    reporter.info(`Page bodies: ${bodies.pages} pages send their body once (${bodies.written} body files written)`);
  } catch (error) {
    reporter.panicOnBuild(`Could not move the page bodies out of the page data: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  // Pages made anew each build are written only when they changed, so the policy step keeps them.
  const generated = openPageWriter(`${cacheDir}/generated-pages.json`, codeKey);
  timed('redirects', () => writeRedirects(publicDir, generated.write));
  timed('printable pages', () => writePrintablePages(publicDir, pages, generated.write));
  generated.save();
  timed('feed', () => writeFeed(publicDir, pages));
  const twins = timed('markdown twins', () => writeMarkdownTwins(publicDir, pages));
  reporter.info(`Markdown twins: ${twins.twins} pages, with /llms.txt and /llms-full.txt`);
  const search = timed('search index', () => writeSearchIndex(publicDir, pages, { stateFile: `${cacheDir}/search-index.json`, codeKey }));
  reporter.info(`Search index: ${search.records} records in ${search.files} files`);
  let checkerFiles: string[];
  try {
    const done = started('config checker');
    const written = await writeConfigCheckerFiles(publicDir, program.directory);
    done();
    checkerFiles = written.map(({ url }) => url);
    reporter.info(`Configuration checker: ${written.map(({ url, bytes }) => `${url} ${Math.round(bytes / 1024)} KB`).join(', ')}`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the configuration checker's files: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  try {
    const headers = timed('headers', () => writeHeaders(publicDir));
    reporter.info(`_headers: ${headers.rules} rules, ${headers.hashed} of them for content-hashed scripts and stylesheets`);
    const chunkGroups = readChunkGroups(publicDir).files;
    const policies = timed('first-load page data and security policies', () =>
      writeContentSecurityPolicies(publicDir, (file, html) => deferAppScripts(bodies.finishPage(file, html), chunkGroups), {
        stateFile: `${cacheDir}/content-security-policies.json`,
        codeKey,
        pageKey: bodies.firstLoadKey,
      }),
    );
    const parties = policies.thirdParties.map((party) => party.feature).join(', ');
    reporter.info(`Content-Security-Policy: ${policies.pages} HTML pages, ${policies.read} read (third parties: ${parties}); /${policies.example.file}: ${policies.example.policy}`);
  } catch (error) {
    reporter.panicOnBuild(`Could not write the headers, first-load page data and security policies: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  try {
    // A page with the checker keeps its files with its section: it works offline once saved.
    const toolFiles = Object.fromEntries(pages.filter((page) => page.html.includes(CONFIG_CHECKER_ATTRIBUTE)).map((page) => [page.url, checkerFiles]));
    const offline = timed('offline files', () => writeOfflineFiles(publicDir, pages, search.bundleUrl, { stateFile: `${cacheDir}/offline-sizes.json`, codeKey, toolFiles }));
    reporter.info(`Offline reading: ${offline.sections} sections, ${offline.files} files, ${Math.round(offline.gzip / 1000)} KB gzip in all`);
  } catch (error) {
    reporter.panicOnBuild(`Could not write the offline reading files: ${error instanceof Error ? error.message : String(error)}`);
  }
};
