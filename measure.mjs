import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const path of ['/', '/concepts/', '/configuration/output/']) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = [];
  page.on('response', (r) => { const u = new URL(r.url()); if (u.hostname === 'localhost') files.push({ type: r.request().resourceType(), path: u.pathname }); });
  await page.goto('http://localhost:9000' + path, { waitUntil: 'networkidle' });
  const sum = (type) => files.filter((f) => f.type === type).reduce((acc, f) => { try { const b = readFileSync('public' + f.path); acc.raw += b.length; acc.gz += gzipSync(b).length; } catch {} return acc; }, { raw: 0, gz: 0 });
  console.log(path, 'script', JSON.stringify(sum('script')), 'fetch', JSON.stringify(sum('fetch')), 'doc', JSON.stringify(sum('document')), files.filter(f=>f.type==='script').map(f=>f.path.slice(0,60)).join(' '));
  await context.close();
}
await browser.close();
