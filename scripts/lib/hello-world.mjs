#!/usr/bin/env node
// The bench's yardstick: a bare node:http server answering 'hello', in a process of its own so that it
// does not share an event loop with the load generator (which would flatter the ratio it is compared by).
// With a byte count it answers that many bytes of JSON instead: a bare server sending as much as the
// listing does, which tells the answer's size apart from the shop's own work in the bench.
//   node scripts/lib/hello-world.mjs <port> [bytes]   (prints 'listening' once it accepts connections)
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const bytes = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
if (!Number.isInteger(port) || port <= 0 || (bytes !== undefined && !(Number.isInteger(bytes) && bytes > 1))) {
  console.error('usage: node scripts/lib/hello-world.mjs <port> [bytes]');
  process.exit(2);
}
const json = bytes === undefined ? undefined : Buffer.from(`"${'a'.repeat(bytes - 2)}"`);
const headers = json && { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(json.length) };
const server = createServer(json ? (_req, res) => res.writeHead(200, headers).end(json) : (_req, res) => res.end('hello'));
server.listen(port, '127.0.0.1', () => console.log('listening'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
