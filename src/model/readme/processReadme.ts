// An upstream README (GitHub-flavoured Markdown with raw HTML, untrusted) -> the body of a page of
// this site (Markdown our MDX parser reads, with no HTML left).
//
// README --remark-parse+gfm--> mdast --alerts--> callouts --remark-rehype--> hast --rehype-raw-->
// raw HTML parsed --rehype-sanitize (GitHub's schema)--> safe hast --header, badges, links-->
// --rehype-remark--> mdast --remark-stringify with the MDX extension--> escaped Markdown
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeRemark from 'rehype-remark';
import remarkStringify from 'remark-stringify';
import remarkGithubAlerts from './githubAlerts';
import rehypeReadmeLinks, { type HastNode, type ReadmeLinkOptions } from './readmeLinks';
import { countMarkup, diffMarkup } from './markupCount';
import { fixFragmentLinks } from './fragmentLinks';
import type { MdastNode } from '../mdast';

export interface ProcessedReadme {
  /** The page body, in Markdown that src/model/markdown.ts parses. */
  body: string;
  /** What the sanitizer removed, counted: { "<script>": 1, "<img onerror>": 2 }. */
  dropped: Record<string, number>;
}

/**
 * GitHub's own allow-list (hast-util-sanitize's default schema), plus the language class of code
 * blocks so they stay highlighted. Elements whose content is not text a reader should see
 * (scripts, styles, frames) go with their content; other unknown elements keep their text.
 */
export const README_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  strip: [...(defaultSchema.strip ?? []), 'style', 'template', 'iframe', 'noscript', 'object', 'embed'],
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./]],
  },
};

/**
 * Stringifies with the MDX extension, so `{`, `<` and the like are escaped for our parser. A line
 * starting with "import " or "export " would be read as JavaScript: its first letter is written
 * as a character reference ("&#x69;mport").
 */
const stringifier = unified()
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkStringify, {
    bullet: '-',
    fences: true,
    resourceLink: true,
    rule: '-',
    emphasis: '_',
    listItemIndent: 'one',
    unsafe: [
      { atBreak: true, character: 'i', after: 'mport\\b' },
      { atBreak: true, character: 'e', after: 'xport\\b' },
    ],
  });

/**
 * Limits that keep one README to a few seconds: parsing takes about 20 ms per KB, and the HTML
 * parser slows down and finally overflows the stack on thousands of nested elements. The largest
 * README of a package we document is about 66 KB with 87 lines of HTML tags.
 */
export const MAX_README_BYTES = 256 * 1024;
export const MAX_HTML_TAGS = 2000;

/** A README that cannot become a page: too large, or failing to parse (e.g. nested too deeply). */
export class ReadmeError extends Error {}

export function processReadme(markdown: string, options: ReadmeLinkOptions): ProcessedReadme {
  const bytes = new TextEncoder().encode(markdown).length;
  if (bytes > MAX_README_BYTES) {
    throw new ReadmeError(`is ${(bytes / 1024).toFixed(0)} KB, over the ${MAX_README_BYTES / 1024} KB limit for a README`);
  }
  // Counted in code blocks too: a rough bound, far above what a real README has.
  const tags = markdown.match(/<[a-z]/gi)?.length ?? 0;
  if (tags > MAX_HTML_TAGS) throw new ReadmeError(`has ${tags} HTML tags, over the limit of ${MAX_HTML_TAGS} for a README`);
  try {
    return convert(markdown, options);
  } catch (error) {
    // A stack overflow from thousands of nested elements ends here too: the README is refused, not half-converted.
    throw new ReadmeError(`could not be converted: ${(error as Error).message}`);
  }
}

function convert(markdown: string, options: ReadmeLinkOptions): ProcessedReadme {
  let before = new Map<string, number>();
  let after = new Map<string, number>();
  const toMdast = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkGithubAlerts)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(() => (tree: HastNode) => void (before = countMarkup(tree)))
    .use(rehypeSanitize, README_SCHEMA)
    .use(() => (tree: HastNode) => void (after = countMarkup(tree)))
    .use(rehypeReadmeLinks, options)
    .use(rehypeRemark);
  const tree = toMdast.runSync(toMdast.parse(markdown));
  fixFragmentLinks(tree as unknown as MdastNode);
  const body = stringifier.stringify(tree as Parameters<typeof stringifier.stringify>[0]);
  return { body: String(body), dropped: diffMarkup(before, after) };
}
