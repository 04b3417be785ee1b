// Pages fetched from a package's README (npm run fetch:external) and the pages they replace.
import type { ExternalPage } from '../config/externalPages';
import type { PackagePage } from './readme/readmeLinks';
import { getUrlFromPath } from './url';

export interface ContentText {
  frontMatter: Record<string, unknown>;
  body: string;
}

/** Front matter a fetched page brings: where its README lives. Everything else stays ours. */
export const FETCHED_FIELDS = ['source', 'edit', 'repo'] as const;

/**
 * The page the site builds when a README was fetched for one of our pages: our front matter
 * (title, sort, group, related, contributors...) with source/edit/repo from the fetched file,
 * and the fetched body. Our front matter wins so an edit to it shows without fetching again.
 */
export function mergeExternalPage(ours: ContentText, fetched: ContentText): ContentText {
  const frontMatter: Record<string, unknown> = { ...ours.frontMatter };
  for (const field of FETCHED_FIELDS) {
    if (typeof fetched.frontMatter[field] === 'string') frontMatter[field] = fetched.frontMatter[field];
  }
  return { frontMatter, body: fetched.body };
}

/**
 * Where a link to a package is sent: its page here, known under its current repository and the
 * one our page names (links in older READMEs point at repositories that have since moved).
 */
export function getPackagePages(pages: readonly ExternalPage[], repositories: ReadonlyMap<string, readonly string[]>): PackagePage[] {
  return pages.map((page) => ({
    package: page.package,
    url: getUrlFromPath(page.page),
    repositories: [...new Set((repositories.get(page.package) ?? []).flatMap((repository) => withWebpackOrganisations(repository, page.package)))],
  }));
}

/**
 * The team moves repositories between its two organisations and sometimes renames them; GitHub
 * redirects the old names. "webpack/minimizer-webpack-plugin" (terser-webpack-plugin) is also
 * reached as "webpack-contrib/terser-webpack-plugin", "webpack/style-loader" as "webpack-contrib/style-loader".
 */
function withWebpackOrganisations(repository: string, packageName: string): string[] {
  const [owner, name] = repository.split('/');
  if (!['webpack', 'webpack-contrib'].includes(owner.toLowerCase())) return [repository];
  return [...new Set([name, packageName])].flatMap((repo) => [`webpack/${repo}`, `webpack-contrib/${repo}`]);
}

/**
 * The fetched pages to blame for site-check errors: the page the error is in, or the page a
 * broken link points to ("/loaders/css-loader/#modules" when the README has no such heading).
 */
export function blameFetchedPages(
  errors: ReadonlyArray<{ file: string; message: string }>,
  fetched: ReadonlyArray<{ path: string; url: string }>,
): Map<string, string[]> {
  const blamed = new Map<string, string[]>();
  for (const error of errors) {
    const culprits = fetched.filter((page) => page.path === error.file || error.message.includes(`"${page.url}`) || error.message.includes(` ${page.url} `));
    for (const page of culprits) blamed.set(page.path, [...(blamed.get(page.path) ?? []), error.message]);
  }
  return blamed;
}
