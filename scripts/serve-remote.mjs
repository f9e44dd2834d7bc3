#!/usr/bin/env node
// Serves one built remote from its own origin, as a CDN would: `node scripts/serve-remote.mjs mfe-catalog 3001`.
// Used to deploy a remote on its own and by the e2e spec that proves remotes work cross-origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';

const [folder, port = '3001', host = '127.0.0.1'] = process.argv.slice(2);
const root = path.resolve(repoRoot, folder ?? '', 'dist');
if (!folder || !existsSync(root)) {
  console.error(`usage: serve-remote.mjs <mfe-folder> [port] [host] — ${root} is not built`);
  process.exit(2);
}
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff' };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
});
server.listen(Number(port), host, () => console.log(`${folder} on http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
