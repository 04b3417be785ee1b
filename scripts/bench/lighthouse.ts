// Lighthouse mobile scores (the default mobile configuration) in Debian's Chromium.
import { CHROMIUM_FLAGS } from '../chromiumFlags';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time of the load (all tasks: script, style, layout, parsing), ms, scaled to the simulated CPU. */
  mainThreadMs: number;
  /** Of which script evaluation, parsing and compilation, ms. */
  bootupMs: number;
  /** Lighthouse's measure of this machine's speed when the run started (higher is faster). */
  benchmarkIndex: number;
}

// Lighthouse is ES modules only; kept out of the TypeScript-to-CommonJS compiler's sight.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores of the categories not asked for are 0. */
export async function runLighthouse(urls: string[], chromePath: string, categories = ALL_CATEGORIES): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await importEsm<{ default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined> }>('lighthouse');
  const chromeLauncher = await importEsm<{ launch: (options: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> }> }>('chrome-launcher');
  const results: LighthouseScores[] = [];
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        path: new URL(url).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
        mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue ?? 0),
        bootupMs: Math.round(lhr.audits['bootup-time'].numericValue ?? 0),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
