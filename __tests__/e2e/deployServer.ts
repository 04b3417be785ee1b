// A static server for the deploy-update test: it serves one release folder and can switch to
// another between requests, as a host does when a deploy replaces the site's files.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Gatsby's recommended caching: hashed scripts and styles forever, everything else revalidated. */
function cacheControl(path: string): string {
  const hashed = /\.(js|css)$/.test(path) && !path.endsWith('/sw.js');
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

export interface DeployServer {
  url: string;
  /** Serves the files of `root` from the next request on. */
  serve(root: string): void;
  close(): Promise<void>;
}

export async function startDeployServer(root: string): Promise<DeployServer> {
  let current = root;
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = join(current, normalize(pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    let status = 200;
    if (!file.startsWith(current) || !existsSync(file)) {
      status = 404;
      file = join(current, '404.html');
    }
    response.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControl(file) });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    serve(next) {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
