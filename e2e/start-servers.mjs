#!/usr/bin/env node
// Starts the e2e suite's servers side by side and answers 200 on its own port once every one answers.
// Playwright starts its webServer entries one after another, and the whole suite's eight shops and
// nine helpers took about a minute that way; here the helpers start together, then the shops together
// (a shop may read what a helper wrote at its start: the SSR fixture server writes that shop's registry).
//   E2E_SERVER_LIST='[{ "command", "url", "env", "timeout", "stage" }]' node e2e/start-servers.mjs <port>
// Playwright stops it by its process group, which holds every server it started.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { build } from '../scripts/build.mjs';

const port = Number(process.argv[2]);
const servers = JSON.parse(process.env.E2E_SERVER_LIST ?? '[]');
const children = new Set();
let ready = false;

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // And what they started (a shell's command need not exec its server): Playwright made this process
  // the leader of a group that holds every server. Not a group leader (started by hand): ESRCH, ignored.
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    // no group of ours
  }
  process.exit(code);
};
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

// A Playwright run killed outright (SIGKILL, a CI step's timeout) cannot stop its group: this process is
// then handed to init, and stops every server itself instead of leaving them on the suite's ports.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll(1);
}, 1_000).unref();

/** Any HTTP answer below 404 is a server up, as Playwright's own webServer check reads it. */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 404;
  } catch {
    return false;
  }
}

function start(server) {
  const child = spawn(server.command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...server.env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // A server gone, before or after it answered, leaves the suite without it: say which, and stop.
    console.error(`e2e server "${server.command}" (${server.url}) exited (${signal ?? `code ${code}`})`);
    stopAll(1);
  });
  return child;
}

async function waitFor(server) {
  const deadline = Date.now() + server.timeout;
  while (Date.now() < deadline) {
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`e2e server "${server.command}" did not answer at ${server.url} within ${server.timeout} ms`);
  stopAll(1);
}

http
  .createServer((_request, response) => {
    response.writeHead(ready ? 200 : 503, { 'Content-Type': 'text/plain' }).end(ready ? 'ready' : 'starting');
  })
  .listen(port, '127.0.0.1');

// What is not built yet is built once, here, before any shop starts: each shop's `npm start` builds what
// is stale, and several shops building the same app at once removed each other's dist/ (ENOTEMPTY).
try {
  build();
} catch (error) {
  console.error(`e2e servers: ${error.message}`);
  stopAll(1);
}

for (const stage of [...new Set(servers.map((server) => server.stage))].sort()) {
  const now = servers.filter((server) => server.stage === stage);
  now.forEach(start);
  await Promise.all(now.map(waitFor));
}
ready = true;
