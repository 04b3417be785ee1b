// "Report a problem with this page": a new issue on the site's repository, prefilled.

/** The most of the reader's selection an issue quotes (characters, before encoding). */
export const PROBLEM_REPORT_SELECTION_LIMIT = 1000;
/** Browsers and GitHub refuse very long urls; the whole href stays under this. */
export const PROBLEM_REPORT_URL_LIMIT = 8000;

export interface ProblemReportInput {
  /** "https://github.com/webpack/webpack.js.org" */
  repository: string;
  /** The page's canonical url. */
  pageUrl: string;
  title: string;
  /** Text the reader selected in the page when pressing the link, if any. */
  selection?: string | null;
}

/** "a\r\n\r\n\r\nb  " -> "> a\n>\n> b": one quoted Markdown line per line, runs of blank lines kept to one. */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function buildUrl(repository: string, pageUrl: string, title: string, selection: string): string {
  const body = [`Page: ${pageUrl}`, ''];
  if (selection) body.push('Selected text:', '', quote(selection), '');
  body.push('What is wrong or missing?', '');
  return `${repository}/issues/new?title=${encodeURIComponent(`Problem on "${title}"`)}&body=${encodeURIComponent(body.join('\n'))}`;
}

/** The first `count` code points of `chars`, with "…" when something was cut. */
function cut(chars: string[], count: number): string {
  return count < chars.length ? `${chars.slice(0, count).join('').trimEnd()}…` : chars.join('');
}

/**
 * The url of a new issue about a page, with its url, title and the reader's selection quoted.
 * The selection is trimmed, capped at PROBLEM_REPORT_SELECTION_LIMIT characters and shortened
 * further if its encoding (CJK, emoji: up to 12 url characters each) would pass PROBLEM_REPORT_URL_LIMIT.
 */
export function getProblemReportUrl({ repository, pageUrl, title, selection }: ProblemReportInput): string {
  const chars = Array.from((selection ?? '').replace(/\r\n?/g, '\n').trim());
  const limit = Math.min(chars.length, PROBLEM_REPORT_SELECTION_LIMIT);
  const full = buildUrl(repository, pageUrl, title, cut(chars, limit));
  if (full.length <= PROBLEM_REPORT_URL_LIMIT) return full;
  // The longest prefix that fits: binary search over the number of code points kept.
  let low = 0;
  let high = limit - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (buildUrl(repository, pageUrl, title, cut(chars, middle)).length <= PROBLEM_REPORT_URL_LIMIT) low = middle;
    else high = middle - 1;
  }
  return buildUrl(repository, pageUrl, title, low > 0 ? cut(chars, low) : '');
}
