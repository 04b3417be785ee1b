// Serves a built site's folder on localhost as `gatsby serve` does for a first load: gzip for
// text, a folder's index.html (a folder asked for without its "/" is redirected), 404.html for misses.
// A folder with a `_headers` file (the builds since it was written) is served with its headers, as
// the hosts that read it serve the site (caching among them: a reader's browser keeps what the
// site says it may); one without gets `max-age=0` for every file.
// Unlike scripts/bench/serve.ts it needs no Gatsby project around the folder, so two sites can run at once.
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { getHeadersForPath, parseHeadersFile } from '../../src/model/headersFile';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const isFolder = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

export function startStaticServer(folder: string, port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const root = resolve(folder);
  const gzipped = new Map<string, Buffer>();
  const rules = existsSync(join(root, '_headers')) ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : [];
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path = join(root, decodeURIComponent(url.pathname));
    if (isFolder(path) && !url.pathname.endsWith('/')) {
      response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    if (isFolder(path)) path = join(path, 'index.html');
    const inside = path === root || path.startsWith(root + sep);
    const status = inside && isFile(path) ? 200 : 404;
    if (status === 404) path = join(root, '404.html');
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const headers: OutgoingHttpHeaders = { 'content-type': type, 'cache-control': 'public, max-age=0' };
    for (const [name, value] of getHeadersForPath(rules, status === 404 ? '/404.html' : url.pathname)) headers[name] = value;
    let body: Buffer = readFileSync(path);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipped.get(path) ?? gzipped.set(path, gzipSync(body)).get(path)!;
      Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    }
    response.writeHead(status, { ...headers, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    try {
      serve(request, response);
    } catch (error) {
      // A malformed url ("%E0"), or no 404.html.
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', (error) => reject(new Error(`Cannot serve ${folder} on port ${port}: ${error.message}`)));
    server.listen(port, 'localhost', () =>
      resolveStart({
        origin: `http://localhost:${port}`,
        stop: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
