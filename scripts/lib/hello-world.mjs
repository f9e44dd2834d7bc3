#!/usr/bin/env node
// The bench's yardstick: a bare node:http server answering 'hello', in a process of its own so that it
// does not share an event loop with the load generator (which would flatter the ratio it is compared by).
//   node scripts/lib/hello-world.mjs <port>   (prints 'listening' once it accepts connections)
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/lib/hello-world.mjs <port>');
  process.exit(2);
}
const server = createServer((_req, res) => res.end('hello'));
server.listen(port, '127.0.0.1', () => console.log('listening'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
