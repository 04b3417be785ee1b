// The static server of the browser tests: it serves one built site folder the way a static host
// that reads `_headers` does (Netlify, Cloudflare Pages): the headers of the build's own `_headers`
// file, paths without a trailing slash redirected, 404.html for unknown paths. It can switch to
// another folder between requests, as a host does when a deploy replaces the site's files.
// Run alone: npx tsx __tests__/e2e/deployServer.ts public 9000
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { getHeadersForPath, parseHeadersFile, type HeaderRule } from '../../src/model/headersFile';

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
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The rules of `<root>/_headers`; a folder without one was not built by the current code. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site (or the deploy releases) again with the current code`);
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

export interface DeployServer {
  url: string;
  /** Serves the files of `root`, with its `_headers`, from the next request on. */
  serve(root: string): void;
  close(): Promise<void>;
}

export async function startDeployServer(root: string, port = 0): Promise<DeployServer> {
  let current = resolve(root);
  let rules = readHeaderRules(current);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    let file = join(current, normalize(pathname));
    const isFolder = file.startsWith(current) && existsSync(file) && statSync(file).isDirectory();
    if (isFolder && !pathname.endsWith('/')) {
      response.writeHead(301, { location: `${url.pathname}/${url.search}` });
      response.end();
      return;
    }
    if (isFolder) file = join(file, 'index.html');
    let status = 200;
    let headerPath = pathname;
    if (!file.startsWith(current) || !existsSync(file)) {
      status = 404;
      file = join(current, '404.html');
      headerPath = '/404.html';
    }
    const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    for (const [name, value] of getHeadersForPath(rules, headerPath)) headers[name] = value;
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(port, 'localhost', done));
  const address = server.address() as AddressInfo;
  return {
    url: `http://localhost:${address.port}`,
    serve(next) {
      rules = readHeaderRules(resolve(next));
      current = resolve(next);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  const [root = 'public', port = '9000'] = process.argv.slice(2);
  startDeployServer(root, Number(port)).then(
    (server) => console.log(`Serving ${resolve(root)} with its _headers on ${server.url}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
