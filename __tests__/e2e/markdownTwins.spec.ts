// The Markdown twins, /llms.txt and /llms-full.txt as built in public/, checked against the built
// HTML pages; then "Copy page" and the alternate link in a real browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { toString as mdastToString } from 'mdast-util-to-string';
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import { select, selectAll } from 'hast-util-select';
import { toString as hastToString } from 'hast-util-to-string';
import { getTwinPath, getUrlFromPath } from '../../src/model/url';
import { SITE_URL } from '../../src/config/site';
import { visit } from './visit';

const PUBLIC = join(process.cwd(), 'public');
const CONTENT = join(process.cwd(), 'content');

interface Node {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  tagName?: string;
  properties?: { className?: string[]; dataSlugIgnore?: unknown };
  children?: Node[];
}

function walk(node: Node, visitNode: (node: Node) => void): void {
  visitNode(node);
  for (const child of node.children ?? []) walk(child, visitNode);
}

const parseMarkdown = (text: string) => fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as unknown as Node;

/** Page urls of every content file: the pages that must have a twin. */
function contentUrls(dir: string = CONTENT, root: string = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'data' ? [] : contentUrls(path, root);
    return /\.mdx?$/.test(name) ? [getUrlFromPath(path.slice(root.length + 1))] : [];
  });
}

/** Headings (h1 title, then the body's) and code blocks of a built page, as a reader sees them. */
function readHtmlPage(url: string): { headings: string[]; code: string[] } {
  // Only the page's <article> is parsed: the rest (head, header, sidebar) is a third of the bytes
  // and more than half the parse time of 158 pages.
  const html = readFileSync(join(PUBLIC, url, 'index.html'), 'utf8');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  expect(start >= 0 && end > start, `${url}: an <article>`).toBe(true);
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html.slice(start, end + '</article>'.length)) as unknown as Node;
  // The hover "#" of headings and the "(opens in a new tab)" hint are not part of the text, nor is a
  // <Badge> beside a heading (data-slug-ignore: not in its id either; the twin puts it under the heading).
  walk(tree, (node) => {
    if (node.children) {
      node.children = node.children.filter(
        (child) => !child.properties?.className?.some((name) => name === 'heading-anchor' || name === 'sr-only') && child.properties?.dataSlugIgnore === undefined,
      );
    }
  });
  const article = select('article', tree as never) as never;
  const markdown = select('.markdown', article) as never;
  return {
    headings: [hastToString(select('h1', article) as never), ...selectAll('h1, h2, h3, h4, h5, h6', markdown).map((heading) => hastToString(heading))].map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    ),
    code: selectAll('pre > code', markdown).map((code) => hastToString(code)),
  };
}

const urls = contentUrls().filter((url) => url !== '/');

test('every content page has a Markdown twin that says the page in plain CommonMark + GFM', () => {
  expect(urls.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const url of urls) {
    const twinPath = getTwinPath(url)!;
    const file = join(PUBLIC, twinPath);
    if (!existsSync(file)) {
      problems.push(`${url}: no ${twinPath}`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const tree = parseMarkdown(text);
    const headings: string[] = [];
    const code: string[] = [];
    const prose: string[] = [];
    walk(tree, (node) => {
      if (node.type === 'heading') headings.push(mdastToString(node as never).replace(/\s+/g, ' ').trim());
      if (node.type === 'code') code.push(node.value ?? '');
      if (node.type === 'html') problems.push(`${twinPath}: raw HTML or JSX ${node.value}`);
      if (node.type === 'text') prose.push(node.value ?? '');
      if ((node.type === 'link' || node.type === 'image') && !/^(https?|mailto):/.test(node.url ?? '')) problems.push(`${twinPath}: relative link ${node.url}`);
      if (node.type === 'link' && node.url?.startsWith(SITE_URL)) {
        const target = new URL(node.url).pathname;
        const built = target.endsWith('/') ? join(PUBLIC, target, 'index.html') : join(PUBLIC, target);
        if (!existsSync(built)) problems.push(`${twinPath}: link to ${node.url}, which was not built`);
      }
    });
    if (/\{\/\*|\bclass=|\bstyle=/.test(prose.join('\n'))) problems.push(`${twinPath}: an MDX comment or an HTML attribute outside code`);
    const html = readHtmlPage(url);
    if (JSON.stringify(headings) !== JSON.stringify(html.headings)) {
      problems.push(`${twinPath}: headings ${JSON.stringify(headings)} differ from the page's ${JSON.stringify(html.headings)}`);
    }
    // The HTML code element ends with the fence's last line break.
    const htmlCode = html.code.map((value) => value.replace(/\n$/, ''));
    if (code.length !== htmlCode.length) problems.push(`${twinPath}: ${code.length} code blocks, the page has ${htmlCode.length}`);
    code.forEach((value, index) => {
      if (value !== htmlCode[index]) problems.push(`${twinPath}: code block ${index + 1} differs from the page's`);
    });
    if (!text.trimEnd().endsWith(`Canonical: <${SITE_URL}${url}>`)) problems.push(`${twinPath}: the last line is not the canonical url`);
  }
  expect(problems).toEqual([]);
});

test('/llms.txt has the llmstxt.org parts and every link opens a built twin', () => {
  const tree = parseMarkdown(readFileSync(join(PUBLIC, 'llms.txt'), 'utf8'));
  const [title, summary, ...rest] = tree.children!;
  expect(title).toMatchObject({ type: 'heading', depth: 1 });
  expect(mdastToString(title as never)).toBe('webpack');
  expect(summary.type).toBe('blockquote');
  const sections = rest.filter((node) => node.type === 'heading');
  expect(sections.every((node) => node.depth === 2)).toBe(true);
  expect(sections.map((node) => mdastToString(node as never))).toEqual(expect.arrayContaining(['Concepts', 'Configuration', 'Guides', 'API', 'Optional']));
  expect(mdastToString(sections[sections.length - 1] as never)).toBe('Optional');
  const linked: string[] = [];
  rest.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const list = rest[index + 1];
    expect(list.type).toBe('list');
    for (const item of list.children!) {
      const link = item.children![0].children![0];
      expect(link.type).toBe('link');
      expect(link.url!.startsWith(`${SITE_URL}/`)).toBe(true);
      linked.push(new URL(link.url!).pathname);
    }
  });
  for (const path of linked) expect(existsSync(join(PUBLIC, path)), `${path} is built`).toBe(true);
  expect(new Set(linked)).toEqual(new Set(urls.map((url) => getTwinPath(url))));
  expect(linked.some((path) => path.includes('printable'))).toBe(false);
});

test('/llms-full.txt holds every documentation twin (the blog left out)', () => {
  const full = readFileSync(join(PUBLIC, 'llms-full.txt'), 'utf8');
  for (const url of urls) {
    const twin = readFileSync(join(PUBLIC, getTwinPath(url)!), 'utf8').trimEnd();
    expect(full.includes(twin), `${url} in llms-full.txt`).toBe(!url.startsWith('/blog/'));
  }
});

test.describe('Copy page', () => {
  const URL_PATH = '/concepts/entry-points/';

  test('points at the twin from the head and copies it, starting with the h1', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, URL_PATH);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/concepts/entry-points.md');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/concepts/entry-points.md');
    const h1 = (await page.locator('article h1').textContent())!;
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`# ${h1}\n`)).toBe(true);
    expect(copied).toBe(readFileSync(join(PUBLIC, 'concepts/entry-points.md'), 'utf8'));
  });

  test('"View as Markdown" opens the twin as text in the browser', async ({ page }) => {
    await visit(page, URL_PATH);
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(/\/concepts\/entry-points\.md$/);
    expect((await page.locator('body').innerText()).startsWith('# Entry Points\n')).toBe(true);
  });

  test('says so when the twin cannot be fetched offline', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, URL_PATH);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not load the Markdown of this page. Are you offline?' })).toBeVisible();
  });
});
