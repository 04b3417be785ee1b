// Runs a Gatsby build and measures its wall time and the peak memory of its process tree.
import { execFileSync, spawn } from 'node:child_process';

export interface BuildResult {
  seconds: number;
  /** Peak resident memory of the build and all its workers, in MB. */
  peakMB: number;
  /** Seconds of each phase Gatsby reports ("success <phase> - 1.2s") and each onPostBuild step. */
  phases: Record<string, number>;
}

/** Phase times from a Gatsby build log; a phase reported twice (two passes) adds up. */
export function readPhases(output: string): Record<string, number> {
  const phases: Record<string, number> = {};
  // Gatsby redraws its status line with escape codes; strip them before reading.
  const text = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  for (const match of text.matchAll(/^(?:success|info) (onPostBuild step .+?|[^\n]+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    const [, name, seconds] = match;
    phases[name] = Math.round(((phases[name] ?? 0) + Number(seconds)) * 1000) / 1000;
  }
  return phases;
}

/** Sum of the resident memory (kB) of `root` and its descendants. */
function treeRssKb(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const [pid, ppid, kb] of rows) {
    rss.set(pid, kb);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function runGatsby(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npx', ['gatsby', ...args], {
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    let peakKb = 0;
    const timer = setInterval(() => {
      try {
        peakKb = Math.max(peakKb, treeRssKb(child.pid!));
      } catch {
        // The process may have just exited.
      }
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`));
      else resolve({ seconds: Math.round(seconds * 10) / 10, peakMB: Math.round(peakKb / 1024), phases: readPhases(output) });
    });
  });
}
