// The upgrade planner of /migrate/webpack-5-releases/: `?from=5.80&to=5.113` narrows the page to
// the minor releases after 5.80 up to 5.113 (their patch releases included). Names and rules shared
// by the renderer, the head script (src/head/releaseRange.ts) and the tests. Without JavaScript the
// whole page shows; the form still sets the url.

/** On the planner's <form>. */
export const RELEASE_RANGE_FORM_ATTRIBUTE = 'data-release-range';
/** On the <output> that says which releases show. */
export const RELEASE_RANGE_STATUS_ATTRIBUTE = 'data-release-range-status';
/** On each release's section: its minor version, "5.113". */
export const RELEASE_MINOR_ATTRIBUTE = 'data-release-minor';

export interface ReleaseRange {
  /** The release the reader upgrades from: its changes are not shown ("5.80"). */
  from: string;
  /** The release the reader upgrades to: shown ("5.113"). */
  to: string;
}

const minorNumber = (version: string, major: number): number | null => {
  const match = new RegExp(`^${major}\\.(\\d+)$`).exec(version);
  return match ? Number(match[1]) : null;
};

/**
 * The range a query string asks for, or null when it asks for none or for one that makes no sense:
 * "?from=5.80&to=5.113" -> { from: "5.80", to: "5.113" }; `to` defaults to the latest; a `to` after
 * the latest, a `from` not before `to`, or a version that is no 5.x minor give null (the whole page).
 */
export function parseReleaseRange(search: string, latest: string): ReleaseRange | null {
  const params = new URLSearchParams(search);
  const [major, newest] = latest.split('.').map(Number);
  const from = params.get('from');
  const to = params.get('to') || latest;
  if (!from) return null;
  const [start, end] = [minorNumber(from, major), minorNumber(to, major)];
  if (start === null || end === null || end > newest || start >= end) return null;
  return { from, to };
}

/** Whether a minor release ("5.97") shows: every one without a range, else those after `from` up to `to`. */
export function isInReleaseRange(minor: string, range: ReleaseRange | null): boolean {
  if (!range) return true;
  const number = Number(minor.split('.')[1]);
  return number > Number(range.from.split('.')[1]) && number <= Number(range.to.split('.')[1]);
}

/** The CSS rule that hides the releases outside the range: those up to `from`, and those after `to`. */
export function getReleaseRangeRule({ from, to }: ReleaseRange, latest: string): string {
  const [major, newest] = latest.split('.').map(Number);
  const hidden: string[] = [];
  for (let minor = 0; minor <= newest; minor++) {
    if (!isInReleaseRange(`${major}.${minor}`, { from, to })) hidden.push(`[${RELEASE_MINOR_ATTRIBUTE}="${major}.${minor}"]`);
  }
  return `${hidden.join(',')}{display:none}`;
}

/** What the status line says: "Showing the 33 minor releases after 5.80, up to 5.113, with their patch releases." */
export function describeReleaseRange(range: ReleaseRange | null, shown: number): string {
  if (!range) return 'Showing every webpack 5 release.';
  if (shown === 1) return `Showing the one minor release after ${range.from}, ${range.to}, with its patch releases.`;
  return `Showing the ${shown} minor releases after ${range.from}, up to ${range.to}, with their patch releases.`;
}

/**
 * A body without the planner's form and its script: a printable page shows every release and runs
 * no script of its own. '<form data-release-range="">…</form><script>…</script>' -> ''.
 */
export function removeReleaseRange(html: string): string {
  return html.replace(new RegExp(`<form [^>]*${RELEASE_RANGE_FORM_ATTRIBUTE}[^>]*>[\\s\\S]*?</form>(?:<script>[\\s\\S]*?</script>)?`), '');
}
