// "Report a problem with this page": at press time, the reader's selection in the article joins the
// issue the link opens. The link works without this (page url and title only).
import { getProblemReportUrl } from '../model/problemReport';
import { DOCS_REPOSITORY_URL } from '../config/site';

export const PROBLEM_REPORT_SELECTOR = 'a[data-problem-report-url]';

/** The selected text inside `article`; a selection reaching outside it is cut at its edges. */
export function getSelectionIn(article: Element): string {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return '';
  const range = selection.getRangeAt(0);
  if (!range.intersectsNode(article)) return '';
  const startsInside = article.contains(range.startContainer);
  const endsInside = article.contains(range.endContainer);
  // The selection's own text keeps line breaks between blocks; a Range's text does not, so it is the fallback.
  if (startsInside && endsInside) return selection.toString();
  const clipped = range.cloneRange();
  if (!startsInside) clipped.setStart(article, 0);
  if (!endsInside) clipped.setEnd(article, article.childNodes.length);
  return clipped.toString();
}

/**
 * Rewrites the link's href with the current selection. Called on pointerdown and keydown (before a
 * press can clear the selection) and on click; `keepQuote` leaves an earlier quote when the
 * selection is gone by then.
 */
export function updateProblemReport(link: HTMLAnchorElement, { keepQuote = false } = {}): void {
  const article = link.closest('article');
  const selection = article ? getSelectionIn(article).trim() : '';
  if (!selection && keepQuote) return;
  link.href = getProblemReportUrl({
    repository: DOCS_REPOSITORY_URL,
    pageUrl: link.dataset.problemReportUrl!,
    title: link.dataset.problemReportTitle ?? '',
    selection,
  });
}
