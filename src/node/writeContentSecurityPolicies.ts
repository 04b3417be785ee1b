import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SUPPORTER_AVATAR_HOSTS, getThirdPartyHosts } from '../config/httpHeaders';
import { buildPolicyFromHashes, findInlineCode, findStylesRenderedByScript, getPolicyPlace, hashSource, removeBuiltPolicyMeta, renderPolicyMeta } from '../model/contentSecurityPolicy';
import type { ThirdPartyHosts } from '../model/contentSecurityPolicy';
import { getSupportersDataPath } from './onCreateWebpackConfig';
import { md5, openStepState } from './stepState';

/**
 * Every page under `dir`, as paths relative to it ("concepts/index.html"). Gatsby's own folders
 * (`_gatsby/slices/`: fragments stitched into pages at build time; `~partytown/`) hold no pages.
 */
function findHtmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === base && /^[_~]/.test(entry.name) ? [] : findHtmlFiles(path, base);
    return entry.name.endsWith('.html') ? [relative(base, path)] : [];
  });
}

/** A step on one page, whose error names the page ("concepts/index.html: the page has no <head>"). */
function onPage<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Throws when a supporter's avatar comes from a host the policy does not allow. */
export function checkSupporterAvatars(file: string = getSupportersDataPath()): void {
  const supporters = JSON.parse(readFileSync(file, 'utf8')) as Array<{ name?: string; avatar?: string | null }>;
  for (const { name, avatar } of supporters) {
    if (avatar && !SUPPORTER_AVATAR_HOSTS.some((host) => avatar.startsWith(`${host}/`))) {
      throw new Error(`${file}: the avatar of ${name ?? 'a supporter'} (${avatar}) is not on ${SUPPORTER_AVATAR_HOSTS.join(' or ')}; add its host to SUPPORTER_AVATAR_HOSTS in src/config/httpHeaders.ts`);
    }
  }
}

/** The precache entry of a page in sw.js: "url": "offline-plugin-app-shell-fallback/index.html",\n "revision": "7ce1…". */
function precacheEntry(file: string, revision = '[0-9a-f]+'): RegExp {
  const url = file.split(sep).join('/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`("url":\\s*"/?${url}",\\s*"revision":\\s*")${revision}"`);
}

/** The pages sw.js precaches (the app shell): only their revisions have to follow the policy. */
function findPrecachedPages(publicDir: string, files: readonly string[]): Set<string> {
  const swPath = join(publicDir, 'sw.js');
  if (!existsSync(swPath)) return new Set();
  const sw = readFileSync(swPath, 'utf8');
  return new Set(files.filter((file) => sw.includes(file.split(sep).join('/')) && precacheEntry(file).test(sw)));
}

/**
 * gatsby-plugin-offline precaches the app shell with the md5 of its content as revision; the
 * policy changed that content, so the revision in sw.js follows (else a worker keeps an old shell).
 */
function updatePrecacheRevisions(publicDir: string, before: Map<string, string>): number {
  const swPath = join(publicDir, 'sw.js');
  if (!existsSync(swPath)) return 0;
  let sw = readFileSync(swPath, 'utf8');
  let updated = 0;
  for (const [file, oldRevision] of before) {
    const entry = precacheEntry(file, oldRevision);
    if (!entry.test(sw)) continue;
    const revision = md5(readFileSync(join(publicDir, file)));
    sw = sw.replace(entry, `$1${revision}"`);
    updated += 1;
  }
  writeFileSync(swPath, sw);
  return updated;
}

export interface PolicyReport {
  pages: number;
  /** Pages read and finished this run; the others were as the last run left them. */
  read: number;
  /** One page's policy, for the build log. */
  example: { file: string; policy: string };
  thirdParties: ThirdPartyHosts[];
  precacheUpdated: number;
}

/** What one page brings to the policies, remembered between builds: each inline text as its hash. */
interface PageRecord {
  /** md5 of the page as this step left it, and of the key of what finishPage put in. */
  bytes: string;
  key: string;
  /** md5 of the policy the page carries. */
  policy: string;
  scripts: string[];
  styles: string[];
  headScripts: string[];
  headStyles: string[];
  styleAttributes: string[];
  imageOrigins: string[];
}

export interface PolicyStepOptions {
  /** A JSON file in Gatsby's .cache/ that remembers each page between builds (stepState.ts); without it every page is read. */
  stateFile?: string;
  /** Digest of the code and packages that make pages and policies (hashRendererInputs): another digest reads every page again. */
  codeKey?: string;
  /** What finishPage puts into a page (its first-load page data); a page whose key changed is finished again. */
  pageKey?: (file: string) => string;
}

/**
 * A Content-Security-Policy <meta> in every HTML page of public/ (pages, printable pages, redirect
 * pages, 404, the offline app shell), made from the page itself: its inline scripts and styles by
 * hash. Inline code that client-side navigation can bring into any page (Head API scripts and
 * styles, style attributes of any page, style elements rendered by the app's scripts) is allowed on
 * every page, so the app shell can render any page. `finishPage` makes the last change to a page
 * before its policy (the first-load page data of writePageBodies), so each page is read and written
 * once. It gets and returns the page as bytes read one character a byte (`toString('latin1')`), and
 * may insert ASCII only. Runs after every step that writes HTML: after it, no step may change a page.
 *
 * With `options.stateFile`, a warm build reads only the pages that changed: a page whose bytes are
 * the ones this step left, with the same `pageKey` and `codeKey`, contributes its remembered hashes
 * and is rewritten only if its policy changed (another page brought new shared code).
 */
export function writeContentSecurityPolicies(
  publicDir: string,
  finishPage: (file: string, html: string) => string = (_file, html) => html,
  { stateFile, codeKey = '', pageKey = () => '' }: PolicyStepOptions = {},
): PolicyReport {
  checkSupporterAvatars();
  const files = findHtmlFiles(publicDir).sort();
  const state = openStepState<Record<string, PageRecord>>(stateFile, codeKey);
  const last = state.read() ?? {};
  /** A page as finishPage leaves it, with where its policy goes and what it brings. */
  const finish = (file: string, original: Buffer, key: string): { finished: Buffer; policyAt: number; record: PageRecord; hadPolicy: boolean } => {
    // The page as bytes, one character a byte (findInlineCode): what this step finds and inserts is ASCII.
    // A page Gatsby did not render again (a warm build) still has the last build's policy.
    const bytes = original.toString('latin1');
    const unfinished = onPage(file, () => removeBuiltPolicyMeta(bytes));
    const html = finishPage(file, unfinished);
    const policyAt = onPage(file, () => getPolicyPlace(html));
    const code = findInlineCode(html);
    if (code.forbidden.length) {
      throw new Error(`${file}: ${code.forbidden.join(', ')}: inline event handlers and javascript: urls cannot be allowed by a hash; use a listener in the app code`);
    }
    const record: PageRecord = {
      bytes: '',
      key,
      policy: '',
      scripts: code.scripts.map(hashSource),
      styles: code.styles.map(hashSource),
      headScripts: code.headScripts.map(hashSource),
      headStyles: code.headStyles.map(hashSource),
      styleAttributes: code.styleAttributes.map(hashSource),
      imageOrigins: code.imageOrigins,
    };
    return { finished: Buffer.from(html, 'latin1'), policyAt, record, hadPolicy: unfinished.length !== bytes.length };
  };
  const reread = (file: string, key: string) => {
    const original = readFileSync(join(publicDir, file));
    return { original, ...finish(file, original, key) };
  };
  const precached = findPrecachedPages(publicDir, files);
  // Pages read this run wait for the shared sources as bytes, not strings: a string takes two bytes
  // a character once a page has any non-Latin-1 one, and at a thousand pages the strings held 2 GB.
  // A page's bytes as read are kept only when they may be needed: a page without a policy yet (all
  // of them in a cold build) always changes, and only the precached ones need the md5 of the old.
  const pages = new Map<string, { record: PageRecord; read?: { original?: Buffer; finished: Buffer; policyAt: number } }>();
  for (const file of files) {
    const original = readFileSync(join(publicDir, file));
    const key = md5(pageKey(file));
    const kept = last[file];
    if (kept && kept.bytes === md5(original) && kept.key === key) {
      pages.set(file, { record: kept });
      continue;
    }
    const { finished, policyAt, record, hadPolicy } = finish(file, original, key);
    pages.set(file, { record, read: { original: hadPolicy || precached.has(file) ? original : undefined, finished, policyAt } });
  }
  const shared = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>(), images: new Set<string>() };
  for (const { record } of pages.values()) {
    record.headScripts.forEach((hash) => shared.scripts.add(hash));
    record.headStyles.forEach((hash) => shared.styles.add(hash));
    record.styleAttributes.forEach((hash) => shared.styleAttributes.add(hash));
    record.imageOrigins.forEach((origin) => shared.images.add(origin));
  }
  // Style elements the app's scripts render (DocSearch's footer logo is an SVG with a <style>).
  for (const script of readdirSync(publicDir).filter((name) => name.endsWith('.js'))) {
    findStylesRenderedByScript(readFileSync(join(publicDir, script), 'utf8')).forEach((text) => shared.styles.add(hashSource(text)));
  }
  const thirdParties = getThirdPartyHosts();
  if (shared.images.size) thirdParties.push({ feature: 'images in the content', img: [...shared.images].sort() });
  const revisions = new Map<string, string>();
  let example = { file: '', policy: '' };
  let read = 0;
  for (const [file, page] of pages) {
    const { record } = page;
    const policy = buildPolicyFromHashes({
      scripts: [...record.scripts, ...shared.scripts],
      styles: [...record.styles, ...shared.styles],
      styleAttributes: [...shared.styleAttributes],
      thirdParties,
    });
    if (file === join('concepts', 'index.html') || !example.file) example = { file, policy };
    if (!page.read && record.policy === md5(policy)) continue;
    // A page kept from the last run whose policy changed is read again, and finished as before.
    const { original, finished, policyAt } = page.read ?? reread(file, record.key);
    read += 1;
    const withPolicy = Buffer.concat([finished.subarray(0, policyAt), Buffer.from(renderPolicyMeta(policy)), finished.subarray(policyAt)]);
    // sw.js gives the revision of the file as it was before this step.
    if (precached.has(file) && original) revisions.set(file, md5(original));
    // A page Gatsby did not render again (a warm build) is often the same as the last build made it.
    if (!original || !withPolicy.equals(original)) writeFileSync(join(publicDir, file), withPolicy);
    pages.set(file, { record: { ...record, bytes: md5(withPolicy), policy: md5(policy) } });
  }
  state.write(Object.fromEntries([...pages].map(([file, { record }]) => [file, record])));
  return { pages: pages.size, read, example, thirdParties, precacheUpdated: updatePrecacheRevisions(publicDir, revisions) };
}
