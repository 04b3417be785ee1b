// The combined printable page of a section: every page in sidebar order under its own h1.
import { escapeHtml } from './html';

export interface PrintableEntry {
  title: string;
  url: string;
  /** The rendered content of the page (HTML). */
  html: string;
}

export interface PrintableInput {
  sectionName: string;
  canonicalUrl: string;
  entries: readonly PrintableEntry[];
  /** CSS to inline: the page needs no app script or stylesheet request. */
  css: string;
  title: string;
}


/** "/configuration/output/" -> "printable-configuration-output": unique ids per page section. */
export function getPrintableSectionId(url: string): string {
  return `printable${url.replace(/\/$/, '').replace(/\//g, '-')}`;
}

/** The table of contents at the top: each page's title, linking to its place in the document. */
function renderContents(entries: readonly PrintableEntry[]): string {
  const items = entries
    .map((entry) => `<li><a href="#${getPrintableSectionId(entry.url)}">${escapeHtml(entry.title)}</a></li>`)
    .join('\n');
  return `<nav class="printable-toc" aria-labelledby="printable-toc-title">
<p class="printable-toc-title" id="printable-toc-title">Contents</p>
<ol>
${items}
</ol>
</nav>`;
}

export function renderPrintablePage({ sectionName, canonicalUrl, entries, css, title }: PrintableInput): string {
  const sections = entries
    .map(
      (entry) => `<section class="printable-section" id="${getPrintableSectionId(entry.url)}">
<h1>${escapeHtml(entry.title)}</h1>
<div class="markdown">${entry.html}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="">
<meta name="robots" content="noindex,nofollow">
<link rel="canonical" href="${escapeHtml(canonicalUrl)}">
<link rel="icon" href="/favicon.ico" sizes="any">
<style>${css}</style>
</head>
<body class="printable">
<main id="main-content" aria-label="${escapeHtml(sectionName)} (printable)">
${renderContents(entries)}
${sections}
</main>
<script>window.addEventListener('load',function(){window.print()},{once:true});</script>
</body>
</html>
`;
}
