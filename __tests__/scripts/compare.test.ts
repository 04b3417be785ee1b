import { DEFAULT_INPUT_PAGES, DEFAULT_PAGES, formatCompareReport, formatFirstInputReport, median, parseCompareArgs, ratioInterval, RESAMPLES, type FirstInputMeasurement, type Label, type Measurement } from '../../scripts/bench/compare';

function measure(label: Label, run: number, path: string, scores: Partial<Measurement>): Measurement {
  const base = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 100, cls: 0, mainThreadMs: 1000, bootupMs: 500, benchmarkIndex: 1000 };
  return { label, run, path, ...base, ...scores };
}

describe('the benchmark comparison', () => {
  const defaults = {
    measures: ['lighthouse', 'first-input'],
    inputPages: DEFAULT_INPUT_PAGES,
    networks: ['none', 'mobile'],
    interactions: ['search', 'link', 'theme', 'scroll'],
    pauseMs: 1000,
    pressMs: 0,
  };

  it('reads the baseline, runs, pages and --skip-builds, with defaults for the rest', () => {
    expect(parseCompareArgs(['--baseline', 'abc123'])).toEqual({ baseline: 'abc123', runs: 5, pages: DEFAULT_PAGES, skipBuilds: false, ...defaults });
    expect(parseCompareArgs(['--baseline=HEAD~2', '--runs', '3', '--pages', '/, /concepts/', '--skip-builds'])).toEqual({
      baseline: 'HEAD~2',
      runs: 3,
      pages: ['/', '/concepts/'],
      skipBuilds: true,
      ...defaults,
    });
  });

  it('reads what to measure, and the first input\'s pages, networks, interactions and pause', () => {
    expect(
      parseCompareArgs(['--baseline', 'abc', '--measure', 'first-input', '--input-pages', '/concepts/', '--networks', 'mobile', '--interactions', 'search,scroll', '--pause', '500', '--press', '90']),
    ).toMatchObject({ measures: ['first-input'], inputPages: ['/concepts/'], networks: ['mobile'], interactions: ['search', 'scroll'], pauseMs: 500, pressMs: 90 });
    expect(() => parseCompareArgs(['--baseline', 'abc', '--measure', 'speed'])).toThrow('--measure: unknown value speed (one of lighthouse, first-input)');
    expect(() => parseCompareArgs(['--baseline', 'abc', '--networks', '3g'])).toThrow('--networks: unknown value 3g (one of none, mobile)');
    expect(() => parseCompareArgs(['--baseline', 'abc', '--pause', '-1'])).toThrow('--pause must be');
    expect(() => parseCompareArgs(['--baseline', 'abc', '--press', '1.5'])).toThrow('--press must be');
    expect(() => parseCompareArgs(['--baseline', 'abc', '--input-pages', 'concepts'])).toThrow('--input-pages must be paths');
  });

  it('prints the first input per network: medians, ranges and ratios per page, long frames with their total length', () => {
    const input = (label: Label, run: number, path: string, network: string, values: Partial<FirstInputMeasurement>): FirstInputMeasurement =>
      ({ label, run, path, network, interaction: 'search', ...values }) as FirstInputMeasurement;
    const measurements = [
      input('baseline', 1, '/concepts/', 'none', { ms: 400 }),
      input('current', 1, '/concepts/', 'none', { ms: 300 }),
      input('baseline', 2, '/concepts/', 'none', { ms: 500 }),
      input('current', 2, '/concepts/', 'none', { ms: 350 }),
      input('baseline', 1, '/concepts/', 'none', { interaction: 'scroll', longFrames: 1, longFrameMs: 60 }),
      input('current', 1, '/concepts/', 'none', { interaction: 'scroll', longFrames: 0, longFrameMs: 0 }),
    ];
    const report = formatFirstInputReport({
      date: '2026-11-28 20:00 UTC',
      runs: 2,
      pages: [],
      commits: { baseline: { hash: '2215a21' }, current: { hash: 'abc1234' } },
      measurements: [],
      firstInput: { pages: ['/concepts/'], networks: ['none'], interactions: ['search', 'scroll'], pauseMs: 1000, measurements },
    });
    expect(report).toContain('the first input 1000 ms after the load event');
    expect(report).toContain('### Network: none (the local server as it is)');
    const [low, high] = ratioInterval([300, 350], [400, 500])!.map((value) => value.toFixed(2));
    expect(report).toContain(`| search press → search box visible and focused, ms | 450 (400–500) | 325 (300–350) | **0.72** (${low}–${high}) |`);
    expect(report).toContain('| first scroll: frames over 50 ms in its first 1.5 s (their total ms) | 1 (1–1) (60 ms) | 0 (0–0) (0 ms) | **0.00** (0.00–0.00) |');
  });

  it('refuses a missing baseline, a bad run count and unknown options', () => {
    expect(() => parseCompareArgs([])).toThrow(/^Usage: npm run bench:compare/);
    expect(() => parseCompareArgs(['--baseline', 'abc', '--runs', '0'])).toThrow('--runs must be');
    expect(() => parseCompareArgs(['--baseline', '--runs', '3'])).toThrow('--baseline needs a value');
    expect(() => parseCompareArgs(['--baseline', 'abc', '--run', '3'])).toThrow('Unknown option --run');
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives each ratio a bootstrap interval: around 1 for two samples of one spread, below 1 for a clear gain, the same every time', () => {
    const same = ratioInterval([497, 569, 415, 847, 520, 612, 455], [455, 640, 418, 758, 497, 530, 571])!;
    expect(same[0]).toBeLessThan(1);
    expect(same[1]).toBeGreaterThan(1);
    const gain = ratioInterval([300, 320, 310, 290, 305], [400, 420, 390, 410, 405])!;
    expect(gain[1]).toBeLessThan(1);
    expect(gain[0]).toBeLessThanOrEqual(300 / 405);
    expect(ratioInterval([300, 320, 310, 290, 305], [400, 420, 390, 410, 405])).toEqual(gain);
    expect(ratioInterval([10], [0, 0, 5])).toBeNull();
    expect(ratioInterval([], [1])).toBeNull();
  });

  it('prints medians, ranges and the current/baseline ratios of each page', () => {
    const measurements = [
      measure('baseline', 1, '/concepts/', { performance: 80, tbtMs: 300, lcpMs: 2500, cls: 0.01, mainThreadMs: 2000, benchmarkIndex: 900 }),
      measure('current', 1, '/concepts/', { performance: 88, tbtMs: 150, lcpMs: 2400, mainThreadMs: 1500, benchmarkIndex: 950 }),
      measure('baseline', 2, '/concepts/', { performance: 76, tbtMs: 360, lcpMs: 2600, cls: 0.01, mainThreadMs: 2200, benchmarkIndex: 1000 }),
      measure('current', 2, '/concepts/', { performance: 90, tbtMs: 120, lcpMs: 2300, mainThreadMs: 1400, benchmarkIndex: 1100 }),
      measure('baseline', 3, '/concepts/', { performance: 82, tbtMs: 240, lcpMs: 2500, cls: 0.02, mainThreadMs: 1900, benchmarkIndex: 1200 }),
      measure('current', 3, '/concepts/', { performance: 86, tbtMs: 180, lcpMs: 2500, mainThreadMs: 1600, benchmarkIndex: 1000 }),
      measure('baseline', 1, '/', { tbtMs: 0 }),
      measure('current', 1, '/', { tbtMs: 20, lcpMs: 1000 }),
    ];
    const interval = (current: number[], baseline: number[]) => `(${ratioInterval(current, baseline)!.map((value) => value.toFixed(2)).join('–')})`;
    const report = formatCompareReport({
      date: '2026-11-28 09:15 UTC',
      runs: 3,
      pages: ['/concepts/', '/'],
      commits: { baseline: { hash: '5c4618a' }, current: { hash: '7738f81', workingTree: { dirty: true } } },
      measurements,
    });
    expect(report).toBe(
      [
        '## Lighthouse mobile, current against baseline',
        '',
        'Baseline: 5c4618a. Current: working tree (HEAD 7738f81, uncommitted changes).',
        '3 runs of each page and site, interleaved (per page: baseline then current on odd runs, current then baseline on even ones), 2026-11-28 09:15 UTC.',
        'Machine benchmarkIndex, median of all runs: 1000.',
        "Cells: median (min–max). TBT, LCP and main-thread time are Lighthouse's simulation of a phone (4× CPU slowdown, slow 4G).",
        `Ratios: current median / baseline median, with its 95% bootstrap interval (${RESAMPLES} resamples of each site's runs): an interval that holds 1.00 is a difference these runs cannot show.`,
        '',
        '### /concepts/',
        '',
        '| site | performance | TBT ms | LCP ms | CLS | main thread ms |',
        '| --- | --- | --- | --- | --- | --- |',
        '| baseline | 80 (76–82) | 300 (240–360) | 2500 (2500–2600) | 0.01 (0.01–0.02) | 2000 (1900–2200) |',
        '| current | 88 (86–90) | 150 (120–180) | 2400 (2300–2500) | 0 (0–0) | 1500 (1400–1600) |',
        `| current / baseline |  | **0.50** ${interval([150, 120, 180], [300, 360, 240])} | **0.96** ${interval([2400, 2300, 2500], [2500, 2600, 2500])} |  | **0.75** ${interval([1500, 1400, 1600], [2000, 2200, 1900])} |`,
        '',
        '### /',
        '',
        '| site | performance | TBT ms | LCP ms | CLS | main thread ms |',
        '| --- | --- | --- | --- | --- | --- |',
        '| baseline | 90 (90–90) | 0 (0–0) | 2000 (2000–2000) | 0 (0–0) | 1000 (1000–1000) |',
        '| current | 90 (90–90) | 20 (20–20) | 1000 (1000–1000) | 0 (0–0) | 1000 (1000–1000) |',
        '| current / baseline |  | n/a | **0.50** (0.50–0.50) |  | **1.00** (1.00–1.00) |',
        '',
      ].join('\n'),
    );
  });
});
