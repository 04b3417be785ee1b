// One content file -> the page the site builds from it.
import GithubSlugger from 'github-slugger';
import { parseFrontMatter } from './frontMatter';
import { collectAnchors } from './anchors';
import { getPostDate, getTeaser } from './blog';
import { collectLinkPlaces, parseMdx } from './markdown';
import { getText, walk, type MdastNode } from './mdast';
import { extractSearchRecords, getSearchSectionTitle, type SearchRecord } from './searchRecords';
import { getUrlFromPath } from './url';
import { isValidationSkipped } from './configExamples';
import { ContentError, getFilePosition, getNodePosition, type FilePosition } from './contentError';
import { checkComponents } from './contentComponents';
import type { ContentPage } from './types';
import type { WebpackHistory } from './webpackHistory';
import { checkVersionMarks } from './versionMarks';
import { addDeprecationBackLinks } from './deprecationLinks';
import { getLegacyAnchors } from './mdxPlugins/rehypeLegacyAnchors';
import { addDeprecationMessages, checkDeprecationsPage, DEPRECATIONS_PAGE } from './deprecationEntries';
import { checkErrorsPage, ERRORS_PAGE, markPrintedMessages } from './errorEntries';
import { addClassMembers, getClassUrl, getPageClass } from './classReference';
import { addMemberLinks } from './memberLinks';
import type { ClassFacts } from './classMembers';
import { HOOK_PAGES } from '../config/webpackHistory';
import { addModeDefaultsTable, MODE_PAGE, TARGET_DEFAULTS_ELEMENT, TARGET_PAGE, TARGETS, type ModeDefaultRow } from './modeDefaults';

export interface ContentSource {
  /** Path under content/, e.g. "guides/caching.mdx". */
  path: string;
  size: number;
  frontMatter: unknown;
  /** The MDX body without front matter. */
  body: string;
  /** Line of the file the body starts on (after the front matter), so errors name the file's line; 1 by default. */
  bodyLine?: number;
}

export interface AnalysedContent {
  page: ContentPage;
  links: string[];
  /** The line of the file each link is on, in the order of `links` (0 when unknown). */
  linkLines: number[];
  /** The column of each of `links` on its line (0 when unknown). */
  linkColumns: number[];
  headingIds: string[];
  searchRecords: SearchRecord[];
  /** The parsed body, for rendering (which changes it). */
  tree: MdastNode;
}

/** MDX syntax the site does not run: pages are Markdown, rendered without JavaScript ({/* comments *\/} are fine). */
const EXPRESSION = 'has a JavaScript expression in braces (write \\{ for a literal brace)';
const SCRIPT_NODES: Record<string, string> = {
  mdxjsEsm: 'has an import or export statement',
  mdxFlowExpression: EXPRESSION,
  mdxTextExpression: EXPRESSION,
};

/** The section of a page is its top-level folder: "guides/caching.mdx" -> "/guides/"; "glossary.mdx" -> "/". */
export function getSectionFromPath(path: string): string {
  return path.includes('/') ? `/${path.split('/')[0]}/` : '/';
}

/** What the MDX parser throws: a message with a place, either as fields or inside its text. */
interface MdxError {
  message: string;
  reason?: string;
  line?: number | null;
  column?: number | null;
}

/**
 * The reason and place of an MDX syntax error, the line the file's (front matter counted). The
 * parser counts from the start of the body, and gives the place either as fields (a stray "{") or
 * as "(3:1-3:6)" in its text (an unclosed tag), or not at all.
 */
function describeMdxError(error: MdxError, bodyLine: number): { reason: string; position?: FilePosition } {
  let reason = error.reason ?? error.message;
  let line = error.line ?? undefined;
  let column = error.column ?? undefined;
  const place = /\s*\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  if (place) {
    reason = reason.replace(place[0], '');
    line ??= Number(place[1]);
    column ??= Number(place[2]);
  }
  return { reason, position: getFilePosition(bodyLine, line, column) };
}

export interface AnalyseOptions {
  /** The webpack history hand-written version marks are checked against (src/model/versionMarks.ts). */
  history?: WebpackHistory;
  /** Code -> the message webpack prints with it (content/data/webpack-deprecation-messages.json), for the deprecations page. */
  deprecationMessages?: Readonly<Record<string, string>>;
  /** The error and warning classes of the locked webpack's lib/errors/ (src/node/webpackErrors.ts), for the errors page. */
  errorClasses?: readonly string[];
  /** The options whose defaults differ by mode, and the heading that documents each, for the mode page's table. */
  modeDefaults?: { rows: readonly ModeDefaultRow[]; linkFor: (path: string) => string | null };
  /** The same for the `output` and `node` options between a web and a node target, for the target page. */
  targetDefaults?: { rows: readonly ModeDefaultRow[]; linkFor: (path: string) => string | null };
  /** The reference classes of the locked webpack (src/node/classMembers.ts), for the class pages. */
  classes?: ReadonlyMap<string, ClassFacts>;
  /** The MDX parser: parseMdx, or the content tests' copy of it that keeps each tree on disk (__tests__/content/parseCached.ts). */
  parse?: (body: string) => MdastNode;
}

/** Every problem found in one content file, in the order of its parts (front matter, body, name). */
export class ContentProblems extends Error {
  constructor(readonly problems: readonly ContentError[]) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'ContentError';
  }
}

/** What can be read from a file even when it has problems: its links and headings, for the checks across files. */
export interface ContentInspection {
  /** The analysed file; null when it has problems. */
  content: AnalysedContent | null;
  problems: ContentError[];
  /** The file's path, url and front-matter related links (none when the front matter is wrong). */
  page: Pick<AnalysedContent['page'], 'path' | 'url' | 'related'>;
  /** The links and heading ids of its body; empty when the body does not parse. */
  links: AnalysedContent['links'];
  linkLines: AnalysedContent['linkLines'];
  linkColumns: AnalysedContent['linkColumns'];
  headingIds: string[];
}

/** Analyses a content file; throws ContentProblems with every problem found in it. */
export function analyseContent(source: ContentSource, options: AnalyseOptions = {}): AnalysedContent {
  const { content, problems } = inspectContent(source, options);
  if (!content) throw problems.length === 1 ? problems[0] : new ContentProblems(problems);
  return content;
}

/**
 * Analyses a content file and collects every problem of every kind instead of stopping at the
 * first: front matter, MDX syntax, script, code fence marks, components and version marks, and
 * the blog date. The links and headings of a body that parses are kept either way.
 */
export function inspectContent({ path, size, frontMatter, body, bodyLine = 1 }: ContentSource, { history, deprecationMessages = {}, errorClasses, modeDefaults, targetDefaults, classes, parse = parseMdx }: AnalyseOptions = {}): ContentInspection {
  const problems: ContentError[] = [];
  let fields: ReturnType<typeof parseFrontMatter> | null = null;
  try {
    fields = parseFrontMatter(frontMatter, path);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(error);
  }
  const url = getUrlFromPath(path);
  let tree: ReturnType<typeof parseMdx> | null = null;
  try {
    tree = parse(body);
  } catch (error) {
    const { reason, position } = describeMdxError(error as MdxError, bodyLine);
    problems.push(new ContentError(path, 'body', `is not valid MDX${position ? '' : ' (the parser gave no place)'}: ${reason}`, position));
  }
  const headingIds: string[] = [];
  if (tree) {
    // A class page's members, generated from webpack's types, before the headings are collected: links reach them.
    const pageProblems: Array<{ line?: number; column?: number; message: string }> = [];
    const pageClass = getPageClass(path);
    const facts = pageClass && classes?.get(pageClass);
    if (pageClass && classes && !facts) pageProblems.push({ message: `documents ${pageClass}, which webpack's types.d.ts does not declare` });
    if (facts) {
      const hookPage = HOOK_PAGES[pageClass as keyof typeof HOOK_PAGES];
      pageProblems.push(...addClassMembers(tree, { facts, classUrl: getClassUrl, hooksUrl: hookPage ? getUrlFromPath(hookPage) : null }));
    }
    const slugger = new GithubSlugger();
    walk(tree, (node) => {
      if (node.type === 'heading') headingIds.push(slugger.slug(getText(node).trim()));
      const isComment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
      if (SCRIPT_NODES[node.type] && !(node.type !== 'mdxjsEsm' && isComment)) {
        problems.push(new ContentError(path, 'body', `${SCRIPT_NODES[node.type]}, which the site does not run`, getNodePosition(node, bodyLine)));
      }
      // `validate="false"` or `validate=False` is not the mark, so the config test would run the snippet.
      const meta = (node as { meta?: string | null }).meta;
      if (node.type === 'code' && /(?:^|\s)validate\b/.test(meta ?? '') && !isValidationSkipped(meta)) {
        problems.push(new ContentError(path, 'body', `has a code fence with "${meta}": the only mark is validate=false`, getNodePosition(node, bodyLine)));
      }
    });
    // Old ids the page keeps (src/config/legacyAnchors.ts) are ids of the page where their heading is
    // there (a content test checks that it is); one a heading already has is a clash.
    for (const [old, target] of Object.entries(getLegacyAnchors(path))) {
      if (headingIds.includes(old)) problems.push(new ContentError(path, 'body', `has a heading with id "${old}", which src/config/legacyAnchors.ts also gives "${target}"`));
      else if (headingIds.includes(target)) headingIds.push(old);
    }
    // The mode page's table of defaults, computed from webpack's own defaults code, in place of <ModeDefaults />.
    if (path === MODE_PAGE && modeDefaults) {
      for (const message of addModeDefaultsTable(tree, modeDefaults.rows, modeDefaults.linkFor)) pageProblems.push({ message });
    }
    if (path === TARGET_PAGE && targetDefaults) {
      const table = { element: TARGET_DEFAULTS_ELEMENT, columns: TARGETS, what: 'the table of defaults by target' };
      for (const message of addModeDefaultsTable(tree, targetDefaults.rows, targetDefaults.linkFor, table)) pageProblems.push({ message });
    }
    // Components: only those of src/model/contentComponents.ts, with their props.
    const found = [...pageProblems, ...checkComponents(tree), ...(history ? checkVersionMarks(tree, path, history) : [])];
    // The deprecations page: an entry per code webpack has warned with, then what webpack prints under each heading.
    if (path === DEPRECATIONS_PAGE && history) {
      found.push(...checkDeprecationsPage(tree, history.deprecations, deprecationMessages));
      addDeprecationMessages(tree, history.deprecations, deprecationMessages);
    }
    // The errors page: an entry per error class of the locked webpack; what webpack prints is searchable.
    if (path === ERRORS_PAGE && errorClasses) {
      found.push(...checkErrorsPage(tree, errorClasses));
      markPrintedMessages(tree);
    }
    // Option and hook headings link to the codes webpack warns about them with.
    if (history) addDeprecationBackLinks(tree, path, history);
    // Inline code that names a class member (`compilation.emitAsset()`) links to its reference entry.
    if (classes) addMemberLinks(tree, path, classes);
    for (const { line, column, message } of found) problems.push(new ContentError(path, 'body', message, getFilePosition(bodyLine, line, column)));
  }
  const places = tree ? collectLinkPlaces(tree) : [];
  const links = places.map((place) => place.url);
  const positions = places.map((place) => getFilePosition(bodyLine, place.line, place.column));
  const linkLines = positions.map((position) => position?.line ?? 0);
  const linkColumns = positions.map((position) => position?.column ?? 0);
  const page = { path, url, related: fields?.related ?? [] };
  const fileName = path.split('/').pop() ?? path;
  const name = fileName.replace(/\.mdx?$/, '');
  const section = getSectionFromPath(path);
  const isPost = section === '/blog/' && name !== 'index';
  const date = isPost ? getPostDate(fileName) : null;
  if (isPost && !date) problems.push(new ContentError(path, 'date', 'is missing: a blog post file name starts with YYYY-MM-DD-'));
  if (problems.length > 0 || !fields || !tree) return { content: null, problems, page, links, linkLines, linkColumns, headingIds };
  const content: AnalysedContent = {
    page: {
      ...fields,
      path,
      name,
      extension: fileName.slice(name.length + 1),
      size,
      url,
      section,
      anchors: collectAnchors(tree, fields.title),
      date,
      teaser: isPost ? getTeaser(body) : null,
    },
    links,
    linkLines,
    linkColumns,
    headingIds,
    searchRecords: extractSearchRecords(tree, { url, title: fields.title, sectionTitle: getSearchSectionTitle(section), description: fields.description }),
    tree,
  };
  return { content, problems, page, links, linkLines, linkColumns, headingIds };
}
