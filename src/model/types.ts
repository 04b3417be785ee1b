// Shapes shared by the build and the templates. Pure data, no behaviour.

export interface RelatedLink {
  title: string;
  url: string;
}

/** Front matter after validation. */
export interface FrontMatter {
  title: string;
  sort: number | null;
  group: string | null;
  contributors: string[];
  related: RelatedLink[];
  description: string | null;
  source: string | null;
  edit: string | null;
  repo: string | null;
  thirdParty: boolean;
}

export interface Anchor {
  title: string;
  id: string;
  level: number;
  /** Display title: the title with its parent's prefix stripped. */
  title2: string;
}

/** One content file as the site knows it. */
export interface ContentPage extends FrontMatter {
  /** Path under content/, e.g. "configuration/output.mdx". */
  path: string;
  name: string;
  extension: string;
  size: number;
  url: string;
  /** Url of the section the page belongs to ("/" for top-level pages). */
  section: string;
  anchors: Anchor[];
  /** Blog posts only: yyyy-mm-dd from the file name. */
  date: string | null;
  /** Blog posts only. */
  teaser: string | null;
}

/**
 * A page in a section's sidebar. Its anchors stay out: every page of a section carries the whole
 * sidebar in its page data, so anchors there grew with the square of the section (66 KB of
 * /configuration/output/'s page data). The current page's anchors come with its own data; another
 * entry loads its anchors when the reader opens it.
 */
export interface SidebarPage {
  title: string;
  url: string;
  group: string | null;
  /** Whether the page has headings to show under its entry. */
  expandable: boolean;
}

/** A sidebar entry: a group heading printed where the group changes. */
export interface SidebarGroup {
  group: string | null;
  pages: SidebarPage[];
}

export interface AdjacentLink {
  title: string;
  url: string;
}

export interface Redirect {
  from: string;
  to: string;
}

/** One highlighted snippet of the home page ("Write Your Code" / "Bundle It"). */
export interface HighlightedSnippet {
  file: string;
  language: string;
  /** Prism token markup, made once at build time. */
  html: string;
}

/** The home page snippets by step, highlighted at build time and handed to the page. */
export type HighlightedSnippets = Record<'writeYourCode' | 'bundleIt', HighlightedSnippet[]>;

/**
 * A content problem of a page, given to its template by `npm start` only (a build fails on it):
 * the message as the terminal prints it, and the link as written when the problem is a broken link.
 */
export interface PageProblem {
  message: string;
  link: string | null;
}
