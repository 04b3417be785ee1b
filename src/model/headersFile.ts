// The `_headers` file of Netlify and Cloudflare Pages: written by the build, read back by the
// browser tests' server. Format: a path pattern on its own line, then indented "Name: value"
// lines; "#" starts a comment.
//
//   /sw.js
//     Cache-Control: public, max-age=0, must-revalidate

export interface HeaderRule {
  /**
   * A site path; `*` matches any characters, slashes included ("/page-data/*"); `:name` matches
   * one path segment, any characters but a slash ("/page-data/:page/page-data.json").
   */
  path: string;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;
/** A placeholder: ":" and a name, a whole path segment ("/:page/"). */
const PLACEHOLDER = /:[A-Za-z]\w*/g;

/** Throws when a rule could not be read back the same way by a host. */
function checkRule({ path, headers }: HeaderRule): void {
  if (!path.startsWith('/') || /\s/.test(path)) throw new Error(`_headers: the path "${path}" must start with "/" and have no spaces`);
  if ((path.match(/\*/g) ?? []).length > 1) throw new Error(`_headers: the path "${path}" has more than one "*" (hosts allow one)`);
  if (path.split('/').some((segment) => segment.includes(':') && !new RegExp(`^${PLACEHOLDER.source}$`).test(segment))) {
    throw new Error(`_headers: the path "${path}" has a ":" that is not a whole-segment placeholder like "/:page/"`);
  }
  if (!headers.length) throw new Error(`_headers: the path "${path}" has no headers`);
  for (const [name, value] of headers) {
    if (!HEADER_NAME.test(name)) throw new Error(`_headers: "${name}" (for ${path}) is not a header name`);
    if (!value.trim() || /[\r\n]/.test(value)) throw new Error(`_headers: the value of ${name} for ${path} is empty or spans lines`);
  }
}

/** Rules -> the text of `_headers`, each rule preceded by its comment when it has one. */
export function renderHeadersFile(rules: ReadonlyArray<HeaderRule & { comment?: string }>): string {
  return rules
    .map((rule) => {
      checkRule(rule);
      const comment = rule.comment ? `# ${rule.comment}\n` : '';
      return `${comment}${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
    })
    .join('\n');
}

/** The text of `_headers` -> rules; throws with the line number on a line it cannot read. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `_headers line ${index + 1}`;
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      if (!path.startsWith('/')) throw new Error(`${where}: expected a path starting with "/", got "${path}"`);
      rules.push({ path, headers: [] });
      return;
    }
    const current = rules.at(-1);
    if (!current) throw new Error(`${where}: a header before any path`);
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon < 0 || !HEADER_NAME.test(name)) throw new Error(`${where}: expected "Name: value", got "${line.trim()}"`);
    current.headers.push([name, line.slice(colon + 1).trim()]);
  });
  for (const rule of rules) checkRule(rule);
  return rules;
}

/** "/page-data/*" -> /^\/page-data\/.*$/; "/page-data/:page/x" -> /^\/page-data\/[^/]+\/x$/ */
function toPattern(path: string): RegExp {
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const segments = (part: string) => part.split(PLACEHOLDER).map(literal).join('[^/]+');
  return new RegExp(`^${path.split('*').map(segments).join('.*')}$`);
}

export function matchesHeaderPath(rulePath: string, path: string): boolean {
  return toPattern(rulePath).test(path);
}

/**
 * The headers a host sends for `path`: those of every matching rule, in file order. The same
 * header from two rules is joined with ", " (what Cloudflare Pages does; Netlify keeps one), so
 * the site's own rules never set one header twice for a path (a unit test holds them to it).
 */
export function getHeadersForPath(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesHeaderPath(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

/** Header names that two matching rules both set for `path` (the host would merge or drop one). */
export function findRepeatedHeaders(rules: readonly HeaderRule[], path: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const rule of rules.filter((candidate) => matchesHeaderPath(candidate.path, path))) {
    for (const [name] of rule.headers) {
      const key = name.toLowerCase();
      if (seen.has(key)) repeated.add(key);
      seen.add(key);
    }
  }
  return [...repeated];
}
