// The webpack.js.org urls an installed package prints: those in the string literals and templates
// of its JavaScript (parsed with TypeScript, so comments do not count). Read by the
// content test that checks each lands on this site, and by `npm run webpack:diff`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REDIRECTS } from '../../src/config/redirects';
import { findBrokenLinks, type BrokenLinkError, type LinkTarget } from '../../src/model/links';
import type { MdastNode } from '../../src/model/mdast';
import { findPrintedUrls, getLandingLink, SITE_HOST } from '../../src/model/printedUrls';
import { NON_CONTENT_PATHS } from '../../src/model/siteCheck';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';

/** The packages whose messages link to webpack.js.org, and the folder of each holding its code. */
export const PRINTING_PACKAGES: ReadonlyArray<{ name: string; folder: string }> = [
  { name: 'webpack', folder: 'lib' },
  { name: 'webpack-cli', folder: 'lib' },
  // Its options schema links each option to its heading; the schema's descriptions are printed on a validation error.
  { name: 'webpack-dev-server', folder: 'lib' },
];

/** The text of every string literal and template part of a JavaScript or JSON file (parsed, so a regular expression or a comment is never taken for one). */
export function listStringLiterals(source: string, fileName = 'file.js'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.json') ? ts.ScriptKind.JSON : ts.ScriptKind.JS);
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

/**
 * The urls printed by the code in `folder` of a package's root `dir`. Only the files whose text
 * names the site are parsed (a url is printed from one string literal, so its file's text holds
 * the host): reading the three packages took 4.7 s here, and 0.46 s parsing only those files.
 */
export function readPackageUrls(dir: string, folder = 'lib'): string[] {
  const root = join(dir, folder);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(c|m)?js$|\.json$/.test(file));
  return findPrintedUrls(
    files.flatMap((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return source.includes(SITE_HOST) ? listStringLiterals(source, file) : [];
    }),
  );
}

/** package name -> the urls its code prints, from its installed copy under `nodeModules`. */
export function readPrintedUrls(nodeModules: string): Map<string, string[]> {
  return new Map(PRINTING_PACKAGES.map(({ name, folder }) => [name, readPackageUrls(join(nodeModules, name), folder)]));
}

/** Where each url lands that does not open its page and heading on this site, with why: empty when all land. */
export function findUrlsThatDoNotLand(urls: readonly string[], targets: readonly LinkTarget[]): Array<{ url: string; problem: string }> {
  const links = urls.map((url) => getLandingLink(url, REDIRECTS));
  return findBrokenLinks([{ file: 'printed', url: '/', links, related: [] }], targets, NON_CONTENT_PATHS).map((error) => ({
    url: urls[links.indexOf((error as BrokenLinkError).link)],
    problem: error.problem,
  }));
}

/** Each content page's url and heading ids, old ids included, as the build gives them. */
export function readLinkTargets(parse?: (body: string) => MdastNode): LinkTarget[] {
  return listContentFiles().map((entry) => {
    const { page, headingIds } = readContentFile(entry, parse ? { parse } : {});
    return { url: page.url, headingIds };
  });
}
