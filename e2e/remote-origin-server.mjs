#!/usr/bin/env node
// A second origin for the e2e suite: serves the integrations and scenarios remotes' production builds the way a
// team hosting its own area would (README "Deploy one remote on its own"), on E2E_REMOTE_PORT:
//   /remotes/<package>/...          with Access-Control-Allow-Origin (the shell loads them from here)
//   /no-cors/remotes/<package>/...  the same files without it (the failure the README warns about)
//   /harness/<package>/...          a remote's standalone harness build (dist-harness/, `build:harness`), every
//                                   other path under it answered with its index.html (client-side routes)
//   /api/...                        passed to the portal (E2E_PORTAL_ORIGIN), so the harness signs in and reads
//                                   plans from its own origin as it does behind its dev server's proxy
// Precompressed .br/.gz siblings by Accept-Encoding; content-hashed chunks cached for a year, every other file
// (mf-manifest.json, remoteEntry.js) revalidated. Files are read per request, so it may start before the build.
import { createReadStream, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_REMOTE_PORT ?? 3998);
const PACKAGES = ['mfe-integrations', 'mfe-scenarios'];
const HARNESSES = ['mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];
const portal = new URL(process.env.E2E_PORTAL_ORIGIN ?? 'http://localhost:3999');
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8' };

function fileOf(p) {
  try {
    return statSync(p).isFile() ? p : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://remote');
  if (url.pathname === '/healthz') return res.end('ok');
  if (url.pathname.startsWith('/api/')) return proxy(req, res);
  const h = /^\/harness\/([a-z-]+)\/(.*)$/.exec(url.pathname);
  const m = h ? null : /^(\/no-cors)?\/remotes\/([a-z-]+)\/(.+)$/.exec(url.pathname);
  const cors = Boolean(m && !m[1]);
  const rel = m && PACKAGES.includes(m[2]) ? decodeURIComponent(m[3]) : null;
  let file = rel && !rel.split('/').includes('..') ? fileOf(path.join(root, m[2], 'dist', rel)) : null;
  if (h && HARNESSES.includes(h[1])) {
    const dir = path.join(root, h[1], 'dist-harness');
    const wanted = decodeURIComponent(h[2]);
    file = (wanted && !wanted.split('/').includes('..') && fileOf(path.join(dir, wanted))) || fileOf(path.join(dir, 'index.html'));
  }
  if (cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.statusCode = 204;
      return res.end();
    }
  }
  if (!file || !['GET', 'HEAD'].includes(req.method ?? '')) {
    res.statusCode = 404;
    return res.end('not found');
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = [['br', '.br'], ['gzip', '.gz']].find(([name, ext]) => accepts.includes(name) && fileOf(file + ext));
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding[0]);
  if (req.method === 'HEAD') return res.end();
  createReadStream(encoding ? file + encoding[1] : file).pipe(res);
});
/** The portal's API, for the harness pages served here. */
function proxy(req, res) {
  const upstream = httpRequest({ host: portal.hostname, port: portal.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.statusCode = 502;
    res.end('portal not reachable');
  });
  req.pipe(upstream);
}

server.listen(port, () => console.log(`[remote-origin] ${PACKAGES.join(', ')} on http://localhost:${port}/remotes/`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
