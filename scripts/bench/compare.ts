// The pure parts of `npm run bench:compare`: its arguments, and the Markdown report of the
// Lighthouse runs and first-input runs of a baseline and the current tree (medians, ranges and
// current/baseline ratios).
import type { LighthouseScores } from './lighthouse';
import { DEFAULT_PAUSE_MS, INTERACTIONS, NETWORKS, PHONE, type FirstInputResult, type Interaction } from './firstInput';

export const LABELS = ['baseline', 'current'] as const;
export type Label = (typeof LABELS)[number];

export const MEASURES = ['lighthouse', 'first-input'] as const;
export type Measure = (typeof MEASURES)[number];

export interface CompareOptions {
  baseline: string;
  runs: number;
  /** Pages for Lighthouse. */
  pages: string[];
  skipBuilds: boolean;
  measures: Measure[];
  /** Pages for the first input, and the network profiles (firstInput.ts NETWORKS) it is measured with. */
  inputPages: string[];
  networks: string[];
  interactions: Interaction[];
  /** The reader's pause between the load event and the first input, ms. */
  pauseMs: number;
  /** How long the finger stays down for a tap, ms (0: down and up at once). */
  pressMs: number;
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

/** One first input on one page load of one site. */
export interface FirstInputMeasurement extends FirstInputResult {
  label: Label;
  run: number;
  path: string;
  network: string;
}

export interface CompareReport {
  date: string;
  runs: number;
  pages: string[];
  commits: Record<Label, Commit>;
  measurements: Measurement[];
  firstInput?: { pages: string[]; networks: string[]; interactions: Interaction[]; pauseMs: number; pressMs?: number; measurements: FirstInputMeasurement[] };
}

export const DEFAULT_PAGES = ['/', '/concepts/', '/configuration/output/', '/configuration/module/'];
export const DEFAULT_INPUT_PAGES = ['/concepts/', '/configuration/output/'];

const USAGE =
  'Usage: npm run bench:compare -- --baseline <commit> [--runs 5] [--pages /,/concepts/] [--skip-builds]' +
  ' [--measure lighthouse,first-input] [--input-pages /concepts/] [--networks none,mobile] [--interactions search,link,theme,scroll] [--pause 1000] [--press 0]';

/** "a, b" -> ["a", "b"], each checked against `known` when given. */
function listOf<T extends string>(flag: string, value: string, known?: readonly T[]): T[] {
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = known && items.find((item) => !known.includes(item as T));
  if (unknown) throw new Error(`${flag}: unknown value ${unknown} (one of ${known.join(', ')})`);
  if (!items.length) throw new Error(`${flag} needs a value`);
  return items as T[];
}

/** ["--baseline", "abc", "--runs=3"] -> { baseline: "abc", runs: 3, pages: DEFAULT_PAGES, skipBuilds: false } */
export function parseCompareArgs(argv: readonly string[]): CompareOptions {
  const options: CompareOptions = {
    baseline: '',
    runs: 5,
    pages: DEFAULT_PAGES,
    skipBuilds: false,
    measures: [...MEASURES],
    inputPages: DEFAULT_INPUT_PAGES,
    networks: Object.keys(NETWORKS),
    interactions: [...INTERACTIONS],
    pauseMs: DEFAULT_PAUSE_MS,
    pressMs: 0,
  };
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
    else if (flag === '--pages') options.pages = listOf(flag, value);
    else if (flag === '--measure') options.measures = listOf(flag, value, MEASURES);
    else if (flag === '--input-pages') options.inputPages = listOf(flag, value);
    else if (flag === '--networks') options.networks = listOf(flag, value, Object.keys(NETWORKS));
    else if (flag === '--interactions') options.interactions = listOf(flag, value, INTERACTIONS);
    else if (flag === '--pause') options.pauseMs = Number(value);
    else if (flag === '--press') options.pressMs = Number(value);
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!options.baseline) throw new Error(USAGE);
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error(`--runs must be a whole number from 1, not ${options.runs}`);
  if (!Number.isInteger(options.pauseMs) || options.pauseMs < 0) throw new Error(`--pause must be a whole number of milliseconds, not ${options.pauseMs}`);
  if (!Number.isInteger(options.pressMs) || options.pressMs < 0) throw new Error(`--press must be a whole number of milliseconds, not ${options.pressMs}`);
  for (const [flag, pages] of [['--pages', options.pages], ['--input-pages', options.inputPages]] as const) {
    if (pages.some((page) => !page.startsWith('/'))) throw new Error(`${flag} must be paths starting with "/"`);
  }
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

/** mulberry32: a small seeded generator, so the same measurements always print the same interval. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resamples of each site's runs behind a ratio's interval. */
export const RESAMPLES = 2000;

/**
 * The 95% bootstrap interval of the ratio of medians, current / baseline: each site's runs drawn
 * again with replacement, RESAMPLES times, and the 2.5th and 97.5th percentiles of the ratios. With
 * a handful of runs on a noisy machine it is wide, and says so: an interval that holds 1 is a
 * difference this run cannot show. Null when a site has no runs or a resampled baseline median is 0.
 */
export function ratioInterval(current: readonly number[], baseline: readonly number[]): [number, number] | null {
  if (!current.length || !baseline.length) return null;
  let seed = 0;
  for (const value of [...current, -1, ...baseline]) seed = (Math.imul(seed, 31) + Math.round(value * 1000)) | 0;
  const random = seededRandom(seed);
  const draw = (values: readonly number[]) => median(Array.from(values, () => values[Math.floor(random() * values.length)]));
  const ratios: number[] = [];
  for (let index = 0; index < RESAMPLES; index++) {
    const base = draw(baseline);
    if (base === 0) return null;
    ratios.push(draw(current) / base);
  }
  ratios.sort((a, b) => a - b);
  return [ratios[Math.floor(0.025 * RESAMPLES)], ratios[Math.ceil(0.975 * RESAMPLES) - 1]];
}

/** "**0.72** (0.60–0.88)": the ratio of medians and its interval; "n/a" with no ratio. */
export function formatRatio(current: readonly number[], baseline: readonly number[]): string {
  const value = ratio(median(current), median(baseline));
  if (value === null) return 'n/a';
  const interval = ratioInterval(current, baseline);
  return `**${value.toFixed(2)}**${interval ? ` (${interval[0].toFixed(2)}–${interval[1].toFixed(2)})` : ''}`;
}

/** How every report reads its ratio cells. */
const RATIO_NOTE = `Ratios: current median / baseline median, with its 95% bootstrap interval (${RESAMPLES} resamples of each site's runs): an interval that holds 1.00 is a difference these runs cannot show.`;

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
  if (!measurements.length) return report.firstInput ? formatFirstInputReport(report) : '';
  const lines = [
    `## Lighthouse mobile, current against baseline`,
    '',
    `Baseline: ${describeCommit(commits.baseline)}. Current: ${describeCommit(commits.current)}.`,
    `${report.runs} runs of each page and site, interleaved (per page: baseline then current on odd runs, current then baseline on even ones), ${report.date}.`,
    `Machine benchmarkIndex, median of all runs: ${round(median(measurements.map((one) => one.benchmarkIndex)), 0)}.`,
    "Cells: median (min–max). TBT, LCP and main-thread time are Lighthouse's simulation of a phone (4× CPU slowdown, slow 4G).",
    RATIO_NOTE,
  ];
  for (const page of report.pages) {
    const ofPage = (label: Label) => measurements.filter((one) => one.path === page && one.label === label);
    lines.push('', `### ${page}`, '', `| site | ${COLUMNS.map((column) => column.title).join(' | ')} |`, `|${' --- |'.repeat(COLUMNS.length + 1)}`);
    for (const label of LABELS) {
      const cells = COLUMNS.map(({ metric, digits }) => summarize(ofPage(label).map((one) => one[metric]), digits));
      lines.push(`| ${label} | ${cells.join(' | ')} |`);
    }
    const ratios = COLUMNS.map(({ metric }) => {
      if (!RATIOS.includes(metric)) return '';
      return formatRatio(ofPage('current').map((one) => one[metric]), ofPage('baseline').map((one) => one[metric]));
    });
    lines.push(`| current / baseline | ${ratios.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n${report.firstInput ? `\n${formatFirstInputReport(report)}` : ''}`;
}

const INTERACTION_TITLES: Record<Interaction, string> = {
  search: 'search press → search box visible and focused, ms',
  link: 'tap on a section link → the new page\'s h1 visible, ms',
  theme: 'theme press → theme changed, ms',
  scroll: 'first scroll: frames over 50 ms in its first 1.5 s (their total ms)',
};

/** One table per network profile: a row per interaction, a column pair per page, medians (min–max) and the ratio. */
export function formatFirstInputReport(report: CompareReport): string {
  const { pages, networks, interactions, pauseMs, pressMs = 0, measurements } = report.firstInput!;
  const runs = Math.max(0, ...measurements.map((one) => one.run));
  const lines = [
    '## First input on a phone, current against baseline',
    '',
    `Baseline: ${describeCommit(report.commits.baseline)}. Current: ${describeCommit(report.commits.current)}.`,
    `Full Chromium, ${PHONE.width}×${PHONE.height}, touch, CPU ${PHONE.cpuSlowdown}× slower, no service worker, a fresh context (cold cache) per load; the first input ${pauseMs} ms after the load event; ${pressMs ? `a tap holds the finger down ${pressMs} ms, timed from the touch` : 'a tap touches and lifts at once'}.`,
    `${runs} runs of each, interleaved (baseline then current on odd runs, current then baseline on even ones), ${report.date}. Cells: median (min–max).`,
    RATIO_NOTE,
  ];
  for (const network of networks) {
    const profile = NETWORKS[network];
    const described = profile ? `${profile.latencyMs} ms round trips, ${profile.downBps / 1e6} Mbps down, ${profile.upBps / 1e3} kbps up` : 'the local server as it is';
    lines.push('', `### Network: ${network} (${described})`, '', `| first input | ${pages.map((page) => `${page} baseline | current | ratio`).join(' | ')} |`, `|${' --- |'.repeat(pages.length * 3 + 1)}`);
    for (const interaction of interactions) {
      const cells = pages.flatMap((page) => {
        const of = (label: Label) => measurements.filter((one) => one.label === label && one.path === page && one.network === network && one.interaction === interaction);
        const value = (one: FirstInputMeasurement) => (interaction === 'scroll' ? one.longFrames! : one.ms!);
        const [baseline, current] = LABELS.map((label) => of(label).map(value));
        if (!baseline.length || !current.length) return ['', '', ''];
        const cell = (label: Label, values: number[]) => {
          if (interaction !== 'scroll') return summarize(values, 0);
          return `${summarize(values, 0)} (${round(median(of(label).map((one) => one.longFrameMs!)), 0)} ms)`;
        };
        return [cell('baseline', baseline), cell('current', current), formatRatio(current, baseline)];
      });
      lines.push(`| ${INTERACTION_TITLES[interaction]} | ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
