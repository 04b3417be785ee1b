import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

const PUBLIC = join(process.cwd(), 'public');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['page-data', 'static', 'search', 'icons', '~partytown'].includes(name) ? [] : htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** Ids of a built page, read once. */
const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) idCache.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
  return idCache.get(file)!;
}

test('every internal link and #anchor of every built page resolves', () => {
  const pages = htmlFiles(PUBLIC);
  const broken: string[] = [];
  let checked = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const from = `/${relative(PUBLIC, file).replace(/index\.html$/, '')}`;
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) continue;
      checked += 1;
      const [pathPart, hash] = href.split('#');
      const path = pathPart || from;
      const target = path.endsWith('/') ? join(PUBLIC, path, 'index.html') : join(PUBLIC, path);
      if (!existsSync(target)) {
        broken.push(`${from} -> ${href} (no such page)`);
      } else if (hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(hash))) {
        broken.push(`${from} -> ${href} (no such anchor)`);
      }
    }
  }
  console.log(`link check: ${checked} internal links on ${pages.length} pages, ${broken.length} broken`);
  expect(broken).toEqual([]);
});
