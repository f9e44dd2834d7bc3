// The TBT floor: a bare page that loads and evaluates only the shop's React chunk, served on loopback by
// the bench itself. Any page of the shop that evaluates React before it is idle pays at least this page's
// Total Blocking Time, so the bench prints it beside the shop's pages, measured in the same run.
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** The React chunk's files: what the shell's manifest lists for the shared module `react-dom/client`. */
export function reactChunkFiles(shellDist) {
  const manifest = JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  const files = manifest.shared?.find((shared) => shared.name === 'react-dom/client')?.assets?.js?.sync ?? [];
  if (files.length === 0) throw new Error(`${shellDist}/mf-manifest.json lists no file for react-dom/client`);
  return files;
}

/**
 * The global array the chunk pushes its modules onto (rspack's `chunkLoadingGlobal`) and the ids of
 * those modules: the chunk is run in an empty context, where it only registers its module factories.
 */
function chunkModules(sources) {
  const context = {};
  context.globalThis = context;
  for (const source of sources) vm.runInNewContext(source, context);
  const [chunkGlobal, ...others] = Object.keys(context).filter((key) => key !== 'globalThis');
  if (!chunkGlobal || others.length > 0) throw new Error(`the React chunk should push onto one chunk global, not ${[chunkGlobal, ...others]}`);
  const moduleIds = new Set(context[chunkGlobal].flatMap(([, modules]) => Object.keys(modules)));
  return { chunkGlobal, moduleIds };
}

/**
 * React's modules ask for `react` and `react-dom` by their module-federation ids (shared modules); the
 * shell's runtime maps each id to its fallback module. The ids whose fallback lives in the React chunk:
 * `{ sharedId: moduleId }`, read from the runtime's `moduleIdToConsumeDataMapping` in the built files.
 */
function sharedModuleIds(shellDist, chunkModuleIds) {
  const mapping = {};
  const consumed = /(\d+):\{shareScope:"[^"]*",shareKey:"[^"]+"[^{}]*?fallback:[^{}]*?\(\)=>\w+\((\d+)\)\)/g;
  for (const file of readdirSync(shellDist).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(shellDist, file), 'utf8');
    if (!source.includes('moduleIdToConsumeDataMapping')) continue;
    for (const [, sharedId, moduleId] of source.matchAll(consumed)) if (chunkModuleIds.has(moduleId)) mapping[sharedId] = moduleId;
  }
  return mapping;
}

/**
 * Runs in the page, after the chunk: a minimal module loader that evaluates every module the chunk holds
 * (React, React DOM, its client, the scheduler, the JSX runtime), shared ids resolved to the chunk's own.
 * Serialised into the page, so it may use only its arguments.
 */
function evaluateChunk(chunkGlobal, sharedToModule) {
  const factories = Object.assign({}, ...(globalThis[chunkGlobal] ?? []).map(([, modules]) => modules));
  const cache = {};
  const require = (id) => {
    const moduleId = sharedToModule[id] ?? id;
    if (!cache[moduleId]) {
      if (!factories[moduleId]) throw new Error(`React floor: module ${id} is not in the React chunk`);
      const module = (cache[moduleId] = { exports: {} });
      factories[moduleId].call(module.exports, module, module.exports, require);
    }
    return cache[moduleId].exports;
  };
  for (const id of Object.keys(factories)) require(id);
  // Visible in the DOM, so a check (chromium --dump-dom) can see that the chunk was evaluated.
  globalThis.document.documentElement.dataset.reactFloorModules = String(Object.keys(cache).length);
}

function floorPage(files, chunkGlobal, sharedToModule) {
  // An empty icon: a favicon request answered 404 is a console error, which the bench reads as "not evaluated".
  const scripts = files.map((file) => `<script defer src="/shell/${file}"></script>`).join('');
  // A module script runs after the deferred chunk, in document order: the chunk is parsed, then evaluated.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>TBT floor: the shop's React chunk</title><meta name="description" content="Loads and evaluates only the shop's React chunk."></head>
<body><main><h1>The floor</h1><p>This page loads and evaluates the shop's React chunk (${files.join(', ')}) and nothing else.</p></main>
${scripts}<script type="module">(${evaluateChunk})(${JSON.stringify(chunkGlobal)}, ${JSON.stringify(sharedToModule)});</script></body></html>`;
}

/**
 * Serves the floor page at `/` and the chunk at `/shell/<file>` (Brotli when asked, as the shop serves
 * it) on a free loopback port. Returns its `url`, the chunk's `files` and `close()`.
 */
export async function startReactFloor(shellDist) {
  const files = reactChunkFiles(shellDist);
  const sources = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(shellDist, file))]));
  const { chunkGlobal, moduleIds } = chunkModules(files.map((file) => sources[file].toString('utf8')));
  const html = floorPage(files, chunkGlobal, sharedModuleIds(shellDist, moduleIds));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://floor');
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(html);
    }
    const file = pathname.startsWith('/shell/') ? pathname.slice('/shell/'.length) : '';
    if (!files.includes(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('not found');
    }
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(brotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
    return response.end(brotli ? readFileSync(path.join(shellDist, `${file}.br`)) : sources[file]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    files,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
