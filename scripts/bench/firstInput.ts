// The reader's first input on a phone, measured in Debian's full Chromium (the headless shell moves
// the pointer while a page loads, which would start the app before any input: __tests__/e2e/browsers.ts).
// Phone profile: 412×823, touch, the CPU 4× slower, no service worker; optionally a mobile network.
// The page loads in a fresh context (cold cache); the reader's first input comes a pause after the
// load event: a reader looks before touching. Each interaction is timed from the input to the frame
// that shows its result, as the reader sees it; the first scroll counts its long animation frames.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromiumFlags';

export const INTERACTIONS = ['search', 'link', 'theme', 'scroll'] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** A network profile for Chrome's DevTools protocol; `none` leaves the local server as fast as it is. */
export interface NetworkProfile {
  name: string;
  /** Round-trip time added to each request, ms. */
  latencyMs: number;
  /** Bits a second, down and up. */
  downBps: number;
  upBps: number;
}

/** A slow phone network: 150 ms round trips, 1.6 Mbps down, 750 kbps up (Lighthouse's "slow 4G"). */
export const NETWORKS: Record<string, NetworkProfile | null> = {
  none: null,
  mobile: { name: 'mobile', latencyMs: 150, downBps: 1_600_000, upBps: 750_000 },
};

export const PHONE = { width: 412, height: 823, cpuSlowdown: 4 } as const;

/** How long after the load event the reader's first input comes, ms. */
export const DEFAULT_PAUSE_MS = 1000;
/** The first scroll's window: its long frames are those starting within this time of the gesture. */
const SCROLL_WINDOW_MS = 1500;
/** A frame longer than this is one the reader sees stutter (the long animation frame threshold). */
const LONG_FRAME_MS = 50;
/** Anything slower than this is a failure of the page, not a measurement. */
const GIVE_UP_MS = 30_000;

export interface FirstInputResult {
  interaction: Interaction;
  /** Input to the frame that shows its result, ms (search, link, theme). */
  ms?: number;
  /** The first scroll: frames over 50 ms in its first 1.5 s, and their total length, ms. */
  longFrames?: number;
  longFrameMs?: number;
}

export const launchFullChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });

/** Long animation frames from the first byte on, kept in the page for the scroll measurement. */
const RECORD_LONG_FRAMES = `
  window.__longFrames = [];
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longFrames.push([entry.startTime, entry.duration]); })
      .observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
`;

export async function throttle(cdp: CDPSession, network: NetworkProfile | null): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downBps / 8,
    uploadThroughput: network.upBps / 8,
  });
}

/** The centre of the first element matching `selector` that is on the first screen, or an error naming it. */
async function pointOf(page: Page, selector: string, what: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([css, height]) => {
      for (const element of document.querySelectorAll(css)) {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width > 0 && box.height > 0 && x > 0 && x < window.innerWidth && y > 0 && y < height) return { x, y };
      }
      return null;
    },
    [selector, PHONE.height] as const,
  );
  if (!point) throw new Error(`${page.url()}: no ${what} on the first screen (${selector})`);
  return point;
}

/** Waits, polling each frame, for `condition` to hold, across a page load if the input caused one. */
type Condition = { check: (arg: string[]) => boolean; arg: string[] };

async function waitForFrame(page: Page, { check, arg }: Condition): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    try {
      await page.waitForFunction(check, arg, { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) });
      return;
    } catch (error) {
      // The input navigated: the old document's context is gone; wait on the new one.
      if (Date.now() < deadline && /context was destroyed|navigation/i.test(String(error))) continue;
      throw error;
    }
  }
}

/**
 * A tap at a point. With `pressMs` 0 the finger touches and lifts at once (Playwright's tap); a
 * real finger stays down for a moment, and a page may use it (src/browser/loadOnIntent.ts starts
 * loading the linked page on pointerdown): then the touch starts, waits, and ends.
 */
async function tap(page: Page, cdp: CDPSession, point: { x: number; y: number }, pressMs: number): Promise<void> {
  if (!pressMs) return page.touchscreen.tap(point.x, point.y);
  const touchPoints = [{ x: point.x, y: point.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await new Promise((resolve) => setTimeout(resolve, pressMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function measure(page: Page, cdp: CDPSession, interaction: Interaction, pressMs: number): Promise<FirstInputResult> {
  if (interaction === 'scroll') {
    const start = await page.evaluate(() => performance.now());
    await cdp.send('Input.synthesizeScrollGesture', { x: PHONE.width / 2, y: PHONE.height * 0.7, yDistance: -1200, speed: 1500, gestureSourceType: 'touch' });
    await page.waitForFunction((end) => performance.now() >= end, start + SCROLL_WINDOW_MS, { polling: 100 });
    const frames = await page.evaluate(
      ([from, to, long]) => (window as unknown as { __longFrames: Array<[number, number]> }).__longFrames.filter(([at, duration]) => at >= from && at < to && duration > long),
      [start, start + SCROLL_WINDOW_MS, LONG_FRAME_MS] as const,
    );
    return { interaction, longFrames: frames.length, longFrameMs: Math.round(frames.reduce((sum, [, duration]) => sum + duration, 0)) };
  }
  let target: { x: number; y: number };
  let condition: Condition;
  if (interaction === 'search') {
    target = await pointOf(page, 'button[aria-keyshortcuts], button[aria-label^="Search"]', 'search button');
    condition = {
      check: () => {
        const input = document.activeElement;
        return Boolean(input && input.classList.contains('DocSearch-Input') && input.getBoundingClientRect().width > 0);
      },
      arg: [],
    };
  } else if (interaction === 'theme') {
    target = await pointOf(page, 'button[data-theme-toggle], button[aria-label^="Switch to"]', 'theme toggle');
    const before = (await page.evaluate(() => document.documentElement.getAttribute('data-theme'))) ?? '';
    condition = { check: ([theme]) => (document.documentElement.getAttribute('data-theme') ?? '') !== theme, arg: [before] };
  } else {
    const selector = 'nav[aria-label="Documentation sections"] a[href]:not([aria-current])';
    target = await pointOf(page, selector, 'section link');
    const link = await page.evaluate(
      ([css, x, y]) => {
        const element = document.elementFromPoint(x, y)?.closest('a') ?? document.querySelector<HTMLAnchorElement>(css)!;
        return { path: new URL(element.href).pathname, h1: document.querySelector('h1')?.textContent ?? '' };
      },
      [selector, target.x, target.y] as const,
    );
    condition = {
      check: ([path, oldTitle]) => {
        const h1 = document.querySelector('h1');
        return location.pathname === path && Boolean(h1) && h1!.textContent !== oldTitle && h1!.getBoundingClientRect().height > 0;
      },
      arg: [link.path, link.h1],
    };
  }
  const started = Date.now();
  await tap(page, cdp, target, pressMs);
  await waitForFrame(page, condition);
  return { interaction, ms: Date.now() - started };
}

/** One page load in a fresh context and one first input on it. */
export async function measureFirstInput(
  browser: Browser,
  url: string,
  interaction: Interaction,
  options: { network: NetworkProfile | null; pauseMs?: number; pressMs?: number },
): Promise<FirstInputResult> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_LONG_FRAMES);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, options.network);
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await page.waitForTimeout(options.pauseMs ?? DEFAULT_PAUSE_MS);
    return await measure(page, cdp, interaction, options.pressMs ?? 0);
  } finally {
    await context.close();
  }
}
