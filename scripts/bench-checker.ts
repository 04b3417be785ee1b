// npm run bench:checker: the configuration checker on a phone profile, against the current
// public/ (npm run build first). Flags: --runs N (3), --lines N (300), --network none|mobile (none).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './bench/serve';
import { launchFullChromium, NETWORKS } from './bench/firstInput';
import { formatCheckerCosts, measureChecker } from './bench/checker';

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

async function main() {
  const publicDir = join(process.cwd(), 'public');
  if (!existsSync(join(publicDir, 'config-checker'))) throw new Error('No public/config-checker/: run npm run build first.');
  const runs = Number(flag('runs', '3'));
  const lines = Number(flag('lines', '300'));
  const networkName = flag('network', 'none');
  if (!(networkName in NETWORKS)) throw new Error(`--network is one of ${Object.keys(NETWORKS).join(', ')}, not ${networkName}`);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(lines)) throw new Error('--runs and --lines take whole numbers');
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install one (apt-get install -y chromium) or set CHROME_PATH.`);
  const server = await startServer(9101);
  const browser = await launchFullChromium(chromePath);
  try {
    const costs = await measureChecker(browser, server.origin, publicDir, { runs, lines, network: NETWORKS[networkName] });
    console.log([`network: ${networkName}`, '| measure | value |', '| --- | --- |', ...formatCheckerCosts(costs)].join('\n'));
  } finally {
    await browser.close().catch(() => undefined);
    server.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
