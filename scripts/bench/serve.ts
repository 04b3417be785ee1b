// Serves public/ on localhost for measurements, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startServer(port: number): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', 'localhost'], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { origin, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}
