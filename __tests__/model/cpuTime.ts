/**
 * The CPU time, in milliseconds, this process spent running `action`: what a "done at once" or
 * "bounded time" check means. Wall time is not: npm test runs Jest at the lowest CPU priority
 * beside the builds and browser tests (scripts/test/run.mjs), and a starved test waits seconds
 * for the CPU without doing any more work.
 */
export function cpuMs(action: () => void): number {
  const before = process.cpuUsage();
  action();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}
