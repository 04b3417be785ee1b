import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '../config/site';
import { buildLlmsFullTxt, buildLlmsTxt, getLlmsSections } from '../model/llmsTxt';
import { getTwinPath } from '../model/markdownTwin';
import type { ContentPage } from '../model/types';

export type TwinnedPage = ContentPage & { markdown: string };

function write(publicDir: string, path: string, text: string): void {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Each page's Markdown twin (made with its node, from the tree parsed once), /llms.txt and /llms-full.txt. */
export function writeMarkdownTwins(publicDir: string, pages: readonly TwinnedPage[]): { twins: number } {
  let twins = 0;
  for (const page of pages) {
    const path = getTwinPath(page.url);
    if (!path) continue;
    write(publicDir, path, page.markdown);
    twins += 1;
  }
  const sections = getLlmsSections(pages);
  const site = { siteUrl: SITE_URL, name: SITE_NAME, summary: SITE_DESCRIPTION };
  write(publicDir, '/llms.txt', buildLlmsTxt(sections, site));
  write(publicDir, '/llms-full.txt', buildLlmsFullTxt(sections, new Map(pages.map((page) => [page.url, page.markdown])), site));
  return { twins };
}
