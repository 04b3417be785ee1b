// Blog post dates and teasers (REFERENCE.md, "Blog post date" and "Teaser").

const TEASER_LENGTH = 240;
const TEASER_LINES = 3;

/** "2020-10-10-webpack-5-release.mdx" -> "2020-10-10"; null without the prefix. */
export function getPostDate(fileName: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})-/.exec(fileName);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : `${year}-${month}-${day}`;
}

/** "[webpack](https://webpack.js.org) 5" -> "webpack 5". */
export function stripLinks(line: string): string {
  return line.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** First three non-empty, non-heading lines, links reduced to text, cut at 240 chars, then "...". */
export function getTeaser(markdownBody: string): string {
  const lines = markdownBody
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^(import|export)\s/.test(line))
    .slice(0, TEASER_LINES)
    .map(stripLinks);
  return `${lines.join(' ').slice(0, TEASER_LENGTH).trimEnd()}...`;
}
