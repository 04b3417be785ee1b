// The Content-Security-Policy of a built page, computed from its HTML: every inline script and
// style it runs is allowed by its sha256 hash, nothing else inline is.
import { createHash } from 'node:crypto';
import { decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';

/** What inline code a page carries, as the browser reads it (line endings normalised, entities decoded). */
export interface InlineCode {
  /** Text of each `<script>` without `src` that the browser runs (not a data block such as JSON-LD). */
  scripts: string[];
  /** Text of each `<style>`. */
  styles: string[];
  /** Value of each `style="…"` attribute. */
  styleAttributes: string[];
  /** Inline scripts and styles that Gatsby's Head API renders: they run again on client-side navigation. */
  headScripts: string[];
  headStyles: string[];
  /** Where the page's own `<img>` come from when not from the site: "https://x.org", "data:". */
  imageOrigins: string[];
  /** Inline code no hash can allow: `onclick="…"` handlers and `javascript:` urls. */
  forbidden: string[];
}

/** Hosts outside the site that one feature of it talks to, by CSP directive. */
export interface ThirdPartyHosts {
  feature: string;
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
}

export interface PolicySources {
  /** Inline scripts the page may run (its own and any page's Head scripts). */
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: readonly string[];
  thirdParties: readonly ThirdPartyHosts[];
}

/** The type essences a browser runs as a classic script (the MIME Sniffing standard's JavaScript MIME types). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Script types other than JavaScript that the browser still runs, and so script-src governs. */
const OTHER_RUN_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether the browser runs a `<script>` with these attributes, as HTML's "prepare the script
 * element" decides: no type (or an empty one) is JavaScript, `language="x"` without a type is
 * "text/x", and any other type (`application/ld+json`, `application/json`) makes a data block,
 * which the browser never runs and no policy governs. Data blocks get no hash: a page's JSON-LD
 * differs on every page, and Head API scripts are allowed on every page, so hashing them put every
 * page's hash into every page's policy (1,206 hashes, 65 KB a page, on a site of 1,221 pages).
 */
export function runsAsScript(attributes: Record<string, string>): boolean {
  const { type, language } = attributes;
  const given = type !== undefined ? type || 'text/javascript' : language ? `text/${language}` : 'text/javascript';
  const essence = given.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || OTHER_RUN_TYPES.has(essence);
}

/** Bytes of a page read one character a byte (latin1) back as the text they encode in UTF-8. */
function textOfBytes(bytes: string): string {
  return /[\x80-\xff]/.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

/** An attribute value as the browser reads it: its UTF-8 bytes decoded, then its character references. */
function attributeValue(bytes: string): string {
  const text = textOfBytes(bytes);
  return text.includes('&') ? decodeHTMLAttribute(text) : text;
}

/** The named attributes of a tag, as the browser reads them (those it has). */
function decodeAttributes(raw: Record<string, string>, names: readonly string[]): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const name of names) if (raw[name] !== undefined) decoded[name] = attributeValue(raw[name]);
  return decoded;
}

/**
 * `<script>a()</script><p style="color:red">` -> { scripts: ['a()'], styleAttributes: ['color:red'], … }
 * `page` is the page's bytes read one character a byte, as `buffer.toString('latin1')` gives (for
 * ASCII, the same as its text): a build reads a thousand pages, and a page decoded from UTF-8 into
 * a JavaScript string of two bytes a character costs twice the memory and several times the time
 * to search and copy. What it returns is text: the script and style texts raw and the attribute
 * values with their character references decoded, as the browser reads them.
 * A streaming tokenizer (htmlparser2), not a tree: a syntax tree of every page cost seconds per
 * thousand pages.
 */
export function findInlineCode(page: string): InlineCode {
  const code: InlineCode = { scripts: [], styles: [], styleAttributes: [], headScripts: [], headStyles: [], imageOrigins: [], forbidden: [] };
  /** The inline script or style being read, with its bytes so far. */
  let open: { tag: 'script' | 'style'; fromHead: boolean; bytes: string } | null = null;
  const parser = new Parser(
    {
      onopentag(tag, raw) {
        // Attributes are decoded where their text matters (most of a page's are classes and links).
        if (tag === 'style' || (tag === 'script' && !('src' in raw) && runsAsScript(decodeAttributes(raw, ['type', 'language'])))) {
          open = { tag, fromHead: 'data-gatsby-head' in raw, bytes: '' };
        }
        if ((tag === 'img' || tag === 'source') && (raw.src !== undefined || raw.srcset !== undefined)) {
          const { src, srcset } = decodeAttributes(raw, ['src', 'srcset']);
          const sources = [src, ...(srcset ?? '').split(',')].filter((value): value is string => Boolean(value?.trim()));
          for (const source of sources) {
            const url = source.trim().split(/\s+/)[0];
            if (/^data:/i.test(url)) code.imageOrigins.push('data:');
            else if (/^https?:\/\//i.test(url)) code.imageOrigins.push(new URL(url).origin);
          }
        }
        for (const name in raw) {
          if (name === 'style') code.styleAttributes.push(attributeValue(raw.style));
          if (/^on[a-z]+$/i.test(name)) code.forbidden.push(`<${tag} ${name.toLowerCase()}>`);
          // "javascript:" is ASCII, so only character references can hide it; and a URL parser drops
          // tabs and line breaks anywhere in a URL: "java&#9;script:" runs too.
          const value = raw[name].includes('&') ? decodeHTMLAttribute(raw[name]) : raw[name];
          if (/^\s*javascript:/i.test(value.replace(/[\t\n\r]/g, ''))) code.forbidden.push(`<${tag} ${name}="javascript:…">`);
        }
      },
      ontext(bytes) {
        if (open) open.bytes += bytes;
      },
      onclosetag(tag) {
        if (!open || open.tag !== tag) return;
        const text = textOfBytes(open.bytes);
        if (tag === 'script') {
          code.scripts.push(text);
          if (open.fromHead) code.headScripts.push(text);
        } else {
          code.styles.push(text);
          if (open.fromHead) code.headStyles.push(text);
        }
        open = null;
      },
    },
    // Character references are decoded above, after the bytes: decoded here, "&#8212;" would be one
    // character among bytes, and could no longer be told from the bytes of a character.
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // Browsers read CR LF and CR as LF before anything else; hashes are of what they read.
  parser.end(page.includes('\r') ? page.replace(/\r\n?/g, '\n') : page);
  return code;
}

/**
 * Texts of `<style>` elements that built scripts render with React, as in an inline SVG logo:
 * `createElement("style",null,".a{fill:red}")` or `jsx)("style",{children:".a{fill:red}"})` -> [".a{fill:red}"]
 */
export function findStylesRenderedByScript(code: string): string[] {
  const literal = '"((?:[^"\\\\]|\\\\.)*)"';
  const patterns = [new RegExp(`createElement\\("style",(?:null|\\{[^{}]*\\}),${literal}\\)`, 'g'), new RegExp(`\\)\\("style",\\{children:${literal}\\}`, 'g')];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => JSON.parse(`"${match[1]}"`) as string));
}

/** "alert(1)" -> "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='" */
const hashes = new Map<string, string>();

/** The CSP source of an inline text; remembered, since the shared ones (the ~50 KB inlined CSS) recur on every page. */
export function hashSource(text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    hashes.set(text, hash);
  }
  return hash;
}

const unique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** PolicySources with each inline text as its CSP source ("'sha256-…'", hashSource). */
export interface PolicyHashes {
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: readonly string[];
  thirdParties: readonly ThirdPartyHosts[];
}

/**
 * The policy: nothing by default; the site's own scripts, styles, images, data and worker;
 * inline code only by hash; third parties only where a configured feature needs them.
 * Style attributes need 'unsafe-hashes' (a hash alone allows only `<style>` elements).
 */
export function buildContentSecurityPolicy({ scripts, styles, styleAttributes, thirdParties }: PolicySources): string {
  return buildPolicyFromHashes({ scripts: scripts.map(hashSource), styles: styles.map(hashSource), styleAttributes: styleAttributes.map(hashSource), thirdParties });
}

/** buildContentSecurityPolicy from the hashes of the inline texts, as a build remembers them between runs. */
export function buildPolicyFromHashes({ scripts, styles, styleAttributes, thirdParties }: PolicyHashes): string {
  const hosts = (directive: 'script' | 'connect' | 'img') => unique(thirdParties.flatMap((party) => party[directive] ?? []));
  const attributeHashes = unique(styleAttributes);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(scripts), ...hosts('script')]],
    ['style-src', ["'self'", ...unique(styles), ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : [])]],
    ['img-src', ["'self'", ...hosts('img')]],
    ['connect-src', ["'self'", ...hosts('connect')]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    // The upgrade planner's form (/migrate/webpack-5-releases/) is a GET to its own page.
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Where the policy goes: first in <head>, after `<meta charset>` when that comes first. */
function findPolicyPlace(html: string): number {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('the page has no <head>');
  const at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html.slice(at));
  return charset ? at + charset[0].length : at;
}

const OWN_POLICY = /^<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * The page without the policy a previous build put in its place (a warm build keeps the HTML of
 * unchanged pages); a policy anywhere else is the page's own, and getPolicyPlace refuses it.
 */
export function removeBuiltPolicyMeta(html: string): string {
  const at = findPolicyPlace(html);
  const own = OWN_POLICY.exec(html.slice(at));
  return own ? html.slice(0, at) + html.slice(at + own[0].length) : html;
}

/**
 * Where a page's policy goes: first in <head> (after `<meta charset>` when that comes first, so the
 * encoding stays within the first 1024 bytes); a meta policy governs only what follows it. Throws
 * when the page has no <head> or has a policy already.
 */
export function getPolicyPlace(html: string): number {
  const place = findPolicyPlace(html);
  // Browsers read a policy <meta> in <head> only, so that is where one is looked for (not through the whole body).
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  if (/<meta[^>]+http-equiv=["']?content-security-policy/i.test(head)) throw new Error('the page has a Content-Security-Policy meta tag already');
  return place;
}

/** `<meta http-equiv="Content-Security-Policy" content="…">`, the policy's quotes and ampersands escaped. */
export function renderPolicyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
}

/** "default-src 'none'; img-src 'self' data:" -> Map { "default-src" => ["'none'"], "img-src" => ["'self'", "data:"] } */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}
