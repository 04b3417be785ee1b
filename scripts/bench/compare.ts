// The pure parts of `npm run bench:compare`: its arguments, and the Markdown report of the
// Lighthouse runs of a baseline and the current tree (medians, ranges and current/baseline ratios).
import type { LighthouseScores } from './lighthouse';

export const LABELS = ['baseline', 'current'] as const;
export type Label = (typeof LABELS)[number];

export interface CompareOptions {
  baseline: string;
  runs: number;
  pages: string[];
  skipBuilds: boolean;
}

/** One Lighthouse run of one page of one site. */
export interface Measurement extends LighthouseScores {
  label: Label;
  run: number;
}

export interface Commit {
  /** Short hash: the baseline commit, or HEAD for the working tree. */
  hash: string;
  /** The current site: built from the working tree, with or without uncommitted changes. */
  workingTree?: { dirty: boolean };
}

export interface CompareReport {
  date: string;
  runs: number;
  pages: string[];
  commits: Record<Label, Commit>;
  measurements: Measurement[];
}

export const DEFAULT_PAGES = ['/', '/concepts/', '/configuration/output/', '/configuration/module/'];

/** ["--baseline", "abc", "--runs=3"] -> { baseline: "abc", runs: 3, pages: DEFAULT_PAGES, skipBuilds: false } */
export function parseCompareArgs(argv: readonly string[]): CompareOptions {
  const options: CompareOptions = { baseline: '', runs: 5, pages: DEFAULT_PAGES, skipBuilds: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    if (flag === '--skip-builds') {
      options.skipBuilds = true;
      continue;
    }
    const value = inline ?? argv[++index];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    if (flag === '--baseline') options.baseline = value;
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--pages') options.pages = value.split(',').map((page) => page.trim()).filter(Boolean);
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!options.baseline) throw new Error('Usage: npm run bench:compare -- --baseline <commit> [--runs 5] [--pages /,/concepts/] [--skip-builds]');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error(`--runs must be a whole number from 1, not ${options.runs}`);
  if (options.pages.length === 0 || options.pages.some((page) => !page.startsWith('/'))) throw new Error('--pages must be paths starting with "/"');
  return options;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** current / baseline, or null when the baseline is 0 (no blocking time at all, say). */
export function ratio(current: number, baseline: number): number | null {
  return baseline === 0 ? null : current / baseline;
}

type Metric = 'performance' | 'tbtMs' | 'lcpMs' | 'cls' | 'mainThreadMs';
const COLUMNS: Array<{ metric: Metric; title: string; digits: number }> = [
  { metric: 'performance', title: 'performance', digits: 0 },
  { metric: 'tbtMs', title: 'TBT ms', digits: 0 },
  { metric: 'lcpMs', title: 'LCP ms', digits: 0 },
  { metric: 'cls', title: 'CLS', digits: 3 },
  { metric: 'mainThreadMs', title: 'main thread ms', digits: 0 },
];
const RATIOS: Metric[] = ['tbtMs', 'lcpMs', 'mainThreadMs'];

const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);

/** [210, 180, 260] -> "210 (180–260)" */
function summarize(values: readonly number[], digits: number): string {
  return `${round(median(values), digits)} (${round(Math.min(...values), digits)}–${round(Math.max(...values), digits)})`;
}

/** "abc1234", or "working tree (HEAD def5678, uncommitted changes)" */
export function describeCommit({ hash, workingTree }: Commit): string {
  if (!workingTree) return hash;
  return `working tree (HEAD ${hash}, ${workingTree.dirty ? 'uncommitted changes' : 'clean'})`;
}

export function formatCompareReport(report: CompareReport): string {
  const { commits, measurements } = report;
  const lines = [
    `## Lighthouse mobile, current against baseline`,
    '',
    `Baseline: ${describeCommit(commits.baseline)}. Current: ${describeCommit(commits.current)}.`,
    `${report.runs} runs of each page and site, interleaved (per page: baseline then current on odd runs, current then baseline on even ones), ${report.date}.`,
    `Machine benchmarkIndex, median of all runs: ${round(median(measurements.map((one) => one.benchmarkIndex)), 0)}.`,
    "Cells: median (min–max). TBT, LCP and main-thread time are Lighthouse's simulation of a phone (4× CPU slowdown, slow 4G).",
  ];
  for (const page of report.pages) {
    const ofPage = (label: Label) => measurements.filter((one) => one.path === page && one.label === label);
    const medianOf = (label: Label, metric: Metric) => median(ofPage(label).map((one) => one[metric]));
    lines.push('', `### ${page}`, '', `| site | ${COLUMNS.map((column) => column.title).join(' | ')} |`, `|${' --- |'.repeat(COLUMNS.length + 1)}`);
    for (const label of LABELS) {
      const cells = COLUMNS.map(({ metric, digits }) => summarize(ofPage(label).map((one) => one[metric]), digits));
      lines.push(`| ${label} | ${cells.join(' | ')} |`);
    }
    const ratios = COLUMNS.map(({ metric }) => {
      if (!RATIOS.includes(metric)) return '';
      const value = ratio(medianOf('current', metric), medianOf('baseline', metric));
      return value === null ? 'n/a' : `**${value.toFixed(2)}**`;
    });
    lines.push(`| current / baseline | ${ratios.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
