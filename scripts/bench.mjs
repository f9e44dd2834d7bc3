#!/usr/bin/env node
// `npm run bench`: the performance budgets of DESIGN.md §6, measured, never asserted in a test.
// Lighthouse mobile and desktop (Lighthouse's own presets, median of 3) on the pages named below against
// the production start; the JavaScript each app (shell, remotes) sends before the home page is
// interactive; the BFF listing's throughput against a bare node:http server in the same run (ratio, p99);
// a server-rendered page's throughput with the page cache off (cold) and on (cached); /readyz latency
// during a flood of unique searches (issue 9); the request fuzzer when it exists (issue 15); and bursts of
// concurrent checkouts on two workers on PostgreSQL (issue 24).
// Prints one table and writes bench/results/<timestamp>.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { repoRoot as root } from './lib/repo-root.mjs';
import { pageFloodFromOneAddress, searchFloodFromManyAddresses, searchPagesOfOneVisitor } from './lib/floods.mjs';

const benchDir = path.join(root, 'bench');
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/en,/en/results,/en/product/GA-SOL-OV,/en/events,/en/about-us').split(',');
/** BENCH_FORM_FACTORS=mobile to skip desktop (half the time). */
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
const FUZZ_TEST = path.join(root, 'bff', 'src', 'security', 'fuzz-endpoints.test.ts');
const FUZZ_BODIES = Number(process.env.BENCH_FUZZ_BODIES ?? 10_000);
/** The listing and product queries' fuzzer: its full count here, a bounded share in npm test. */
const LISTING_FUZZ_TEST = path.join(root, 'bff', 'src', 'catalog', 'catalog-fuzz.test.ts');
const LISTING_FUZZ_RUNS = Number(process.env.BENCH_FUZZ_LISTING_RUNS ?? 10_000);
/** Issue 24: bursts of CHECKOUT_LOAD checkouts at once on two workers on PostgreSQL (one burst in npm test). */
const CHECKOUT_LOAD_TEST = path.join(root, 'bff', 'src', 'faults', 'cluster-load.test.ts');
const CHECKOUT_LOAD = Number(process.env.BENCH_CHECKOUT_LOAD ?? 50);
const CHECKOUT_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Lighthouse lives in bench/ with its own lockfile: it depends on third-party-web@latest.
if (!existsSync(path.join(benchDir, 'node_modules', 'lighthouse'))) {
  console.log('installing the bench tools (bench/package.json)…');
  spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
}
const benchRequire = createRequire(path.join(benchDir, 'package.json'));
const { default: lighthouse } = await import(benchRequire.resolve('lighthouse'));
// Lighthouse's own desktop preset (formFactor, screen emulation, desktop throttling); mobile is its default.
const { default: desktopConfig } = await import(benchRequire.resolve('lighthouse/core/config/desktop-config.js'));
const LIGHTHOUSE_CONFIGS = { mobile: undefined, desktop: desktopConfig };
const chromeLauncher = await import(benchRequire.resolve('chrome-launcher'));
const { default: autocannon } = await import(benchRequire.resolve('autocannon'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** `headers` go with every request of the page (Lighthouse's extraHeaders), e.g. a visitor's cookie. */
/** Puts a ring in a new visitor's cart and returns that visitor's cookie ('ama_visitor=…'). */
async function visitorWithCartLine() {
  const response = await fetch(`${BASE}/api/cart/lines?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku: 'GA-SOL-OV', quantity: 1, options: { size: '14', engraving: 'Ti amo' } }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`could not fill a cart: HTTP ${response.status}`);
  return cookie;
}

/**
 * The app a script belongs to, by where the BFF serves it: /shell/… the shell (its vendor chunks are the
 * shared modules: React, the federation runtime, platform), /remotes/<folder>/… or /releases/<folder>/…
 * a remote; anything else (an inline data URL, a third party) as its origin.
 */
function appOf(url) {
  const { pathname, origin } = new URL(url);
  const remote = /^\/(?:remotes|releases)\/(mfe-[a-z-]+)\//.exec(pathname);
  if (remote) return remote[1];
  if (pathname.startsWith('/shell/')) return 'shell';
  return origin === BASE ? 'other' : origin;
}

/**
 * Script bytes (transferred) per app requested before the observed load event, i.e. what the page needs
 * before it is interactive; scripts asked for afterwards (the header badges' containers, loaded when the
 * browser is idle) are counted apart as `later`.
 */
function scriptBytesByApp(audits) {
  const loadMs = audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const byApp = {};
  for (const item of audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType !== 'Script') continue;
    const app = appOf(item.url);
    const entry = (byApp[app] ??= { beforeInteractiveKb: 0, laterKb: 0 });
    const kb = (item.transferSize ?? 0) / 1024;
    if (item.networkRequestTime <= loadMs) entry.beforeInteractiveKb += kb;
    else entry.laterKb += kb;
  }
  for (const entry of Object.values(byApp)) {
    entry.beforeInteractiveKb = Math.round(entry.beforeInteractiveKb);
    entry.laterKb = Math.round(entry.laterKb);
  }
  return byApp;
}

async function lighthouseRuns(url, headers = undefined, formFactor = 'mobile') {
  const runs = [];
  // A run Lighthouse could not finish (its runtimeError) is repeated, up to as many extra attempts.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: headers }, LIGHTHOUSE_CONFIGS[formFactor]);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined) {
        console.warn(`lighthouse could not measure ${url}: ${runtimeError?.message ?? 'no layout-shift value'}; running again`);
        continue;
      }
      const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        jsTransferKb: Math.round((scripts?.transferSize ?? 0) / 1024),
        scriptsByApp: scriptBytesByApp(audits),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  const numbers = Object.keys(runs[0]).filter((key) => key !== 'scriptsByApp');
  // The bytes per app of the run with the median total (bytes of different runs do not mix).
  const medianRun = runs.find((run) => run.jsTransferKb === pick('jsTransferKb')) ?? runs[0];
  return { ...Object.fromEntries(numbers.map((key) => [key, pick(key)])), scriptsByApp: medianRun.scriptsByApp };
}

/**
 * Issue 15's request fuzzer (bff/src/security/fuzz-endpoints.test.ts, when it exists) with FUZZ_BODIES
 * bodies per endpoint, and the listing's query fuzzer with LISTING_FUZZ_RUNS queries: pass/fail and the
 * request fuzzer's summary lines (`fuzz: <endpoint> <n> bodies, <k> 5xx`).
 */
function fuzzCheck() {
  if (!existsSync(FUZZ_TEST)) return { ran: false };
  const files = [FUZZ_TEST, LISTING_FUZZ_TEST].filter((file) => existsSync(file)).map((file) => path.relative(root, file));
  const run = spawnSync('npx', ['jest', '--', ...files], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FUZZ_BODIES: String(FUZZ_BODIES), FUZZ_LISTING_RUNS: String(LISTING_FUZZ_RUNS) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const lines = [...new Set(output.split('\n').map((line) => line.trim()).filter((line) => /^fuzz: /.test(line)))];
  const fiveHundreds = lines.reduce((sum, line) => sum + Number(/, (\d+) 5xx/.exec(line)?.[1] ?? 0), 0);
  return { ran: true, passed: run.status === 0, bodiesPerEndpoint: FUZZ_BODIES, listingQueries: LISTING_FUZZ_RUNS, endpoints: lines.length, fiveHundreds, lines };
}

/**
 * The fault suite's checkout load (bff/src/faults/cluster-load.test.ts) with its full count: the real shop,
 * INSTANCES=2 on the PostgreSQL of TEST_DATABASE_URL, CHECKOUT_ROUNDS bursts of CHECKOUT_LOAD orders at
 * once. Its 'checkout load total:' line gives the answers and latencies; without PostgreSQL it is skipped.
 */
function checkoutLoad() {
  if (!existsSync(CHECKOUT_LOAD_TEST)) return { ran: false };
  const run = spawnSync('npx', ['jest', '--selectProjects', 'bff', '-t', 'checkouts at once', '--', path.relative(root, CHECKOUT_LOAD_TEST)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHECKOUT_LOAD: String(CHECKOUT_LOAD), CHECKOUT_LOAD_ROUNDS: String(CHECKOUT_ROUNDS) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const total = output.split('\n').map((line) => line.trim()).find((line) => line.startsWith('checkout load total: '));
  if (!total) return { ran: false, reason: /SKIPPED PostgreSQL/.test(output) ? 'no PostgreSQL at TEST_DATABASE_URL' : 'no result line' };
  const figure = (name) => Number(new RegExp(`${name} (\\d+) ms`).exec(total)?.[1]);
  return { ran: true, passed: run.status === 0, line: total, checkouts: CHECKOUT_LOAD * CHECKOUT_ROUNDS, p50Ms: figure('p50'), p99Ms: figure('p99'), maxMs: figure('max') };
}

async function throughput(url, seconds = 10, headers = undefined) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1, headers });
  return { requestsPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Latency of sequential GET `url` calls for `ms` milliseconds, one every 20 ms: p50, p99 and max. */
async function sampleLatency(url, ms) {
  const samples = [];
  for (const until = Date.now() + ms; Date.now() < until; ) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    samples.push({ ms: performance.now() - started, ok: res.ok });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  return { samples: samples.length, failed: samples.filter((sample) => !sample.ok).length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}

/** Issue 9: /readyz latency on its own, then during a 10 s flood of listing searches, each with a new `q`. */
async function readyzUnderSearchFlood(seconds = 10) {
  const idle = await sampleLatency(`${BASE}/readyz`, 2_000);
  let n = 0;
  const flood = autocannon({
    url: BASE,
    connections: 50,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/products?locale=en&q=probe${n++}` }) }],
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await sampleLatency(`${BASE}/readyz`, (seconds - 1) * 1_000);
  const result = await flood;
  return { idle, during, flood: { requestsPerSec: Math.round(result.requests.average), ok: result['2xx'], refused: result.non2xx, errors: result.errors } };
}

/** The production start on `port`; `env` adds settings (e.g. the page cache off). */
const startShop = (port, env = {}) =>
  spawn(process.execPath, [path.join(root, 'bff', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', RENDER_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

// The server-rendered page measured for throughput: the home page renders the layout and the
// catalogue's collections (an API call over loopback) on every uncached request.
const SSR_PAGE = process.env.BENCH_SSR_PAGE ?? '/en';
const COLD_PORT = PORT + 2;

build();
const shop = startShop(PORT);
// Same shop with the page cache off: every request is a full server render ("cold").
const coldShop = startShop(COLD_PORT, { PAGE_CACHE_SECONDS: '0' });
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` },
  pages: {},
  bff: {},
};
try {
  await waitFor(`${BASE}/readyz`);
  await waitFor(`http://127.0.0.1:${COLD_PORT}/readyz`);
  for (const formFactor of FORM_FACTORS) {
    for (const page of PAGES) {
      const key = `${page} ${formFactor}`;
      results.pages[key] = await lighthouseRuns(BASE + page, undefined, formFactor);
      console.log(key, results.pages[key]);
    }
    // The cart with a line in it (issue 10: accessibility 100 there): a visitor made through the API.
    const cartPage = `/en/cart (1 line) ${formFactor}`;
    results.pages[cartPage] = await lighthouseRuns(`${BASE}/en/cart`, { Cookie: await visitorWithCartLine() }, formFactor);
    console.log(cartPage, results.pages[cartPage]);
  }
  // JavaScript per app before the home page is interactive (mobile run).
  results.homeScripts = results.pages[`${PAGES[0]} ${FORM_FACTORS[0]}`]?.scriptsByApp;

  const hello = createServer((_req, res) => res.end('hello'));
  await new Promise((resolve) => hello.listen(PORT + 1, '127.0.0.1', resolve));
  results.bff.helloWorld = await throughput(`http://127.0.0.1:${PORT + 1}/`);
  hello.close();
  await fetch(`${BASE}/api/products?locale=en`); // warm the cache the way a running shop is warm
  results.bff.listing = await throughput(`${BASE}/api/products?locale=en`);
  results.bff.ratio = Number((results.bff.listing.requestsPerSec / results.bff.helloWorld.requestsPerSec).toFixed(2));
  // A browser that has the answer revalidates it: 304 without a body.
  const etag = (await fetch(`${BASE}/api/products?locale=en`)).headers.get('etag');
  if (etag) results.bff.listingRevalidated = await throughput(`${BASE}/api/products?locale=en`, 5, { 'if-none-match': etag });
  await fetch(`http://127.0.0.1:${COLD_PORT}${SSR_PAGE}`);
  results.bff.ssrCold = await throughput(`http://127.0.0.1:${COLD_PORT}${SSR_PAGE}`);
  await fetch(BASE + SSR_PAGE);
  results.bff.ssrWarm = await throughput(BASE + SSR_PAGE);
  results.bff.readyzFlood = await readyzUnderSearchFlood();
} finally {
  shop.kill('SIGTERM');
  coldShop.kill('SIGTERM');
}
// The hostile probe's floods (issue 24) on a shop of its own with the README's limits (renders per
// client included), each client from its own loopback address.
const floodShop = startShop(PORT + 3, { RENDER_RATE_LIMIT: '100' });
try {
  const floodBase = `http://127.0.0.1:${PORT + 3}`;
  await waitFor(`${floodBase}/readyz`);
  results.floods = {
    searchPages: await searchPagesOfOneVisitor(floodBase),
    pageFlood: await pageFloodFromOneAddress(floodBase),
    searchFlood: await searchFloodFromManyAddresses(floodBase),
  };
} finally {
  floodShop.kill('SIGTERM');
}
// After the servers: the fuzzer starts its own app, and must not share the CPU with the measurements.
results.fuzz = fuzzCheck();
results.checkoutLoad = checkoutLoad();

const cell = (value, width) => String(value ?? '—').padEnd(width);
console.log(`\n${cell('page', 30)}${cell('perf', 6)}${cell('a11y', 6)}${cell('bp', 5)}${cell('seo', 5)}${cell('FCP ms', 8)}${cell('LCP ms', 8)}${cell('TBT ms', 8)}${cell('CLS', 7)}JS KB`);
for (const [page, r] of Object.entries(results.pages)) {
  console.log(`${cell(page, 30)}${cell(r.performance, 6)}${cell(r.accessibility, 6)}${cell(r.bestPractices, 5)}${cell(r.seo, 5)}${cell(r.fcpMs, 8)}${cell(r.lcpMs, 8)}${cell(r.tbtMs, 8)}${cell(r.cls, 7)}${r.jsTransferKb}`);
}
if (results.homeScripts) {
  const apps = Object.entries(results.homeScripts).sort(([, a], [, b]) => b.beforeInteractiveKb - a.beforeInteractiveKb);
  const total = apps.reduce((sum, [, entry]) => sum + entry.beforeInteractiveKb, 0);
  console.log(`\nJS before ${PAGES[0]} is interactive (KB transferred): ${apps.map(([app, entry]) => `${app} ${entry.beforeInteractiveKb}${entry.laterKb ? ` (+${entry.laterKb} later)` : ''}`).join(', ')}; total ${total}`);
}
const { helloWorld, listing, ratio, listingRevalidated, ssrCold, ssrWarm } = results.bff;
console.log(`BFF listing ${listing.requestsPerSec} req/s (p99 ${listing.p99Ms} ms) vs node:http hello ${helloWorld.requestsPerSec} req/s (p99 ${helloWorld.p99Ms} ms) → ratio ${ratio}${listingRevalidated ? `; 304 revalidation ${listingRevalidated.requestsPerSec} req/s (p99 ${listingRevalidated.p99Ms} ms)` : ''}`);
console.log(`server-rendered ${SSR_PAGE}: cold (cache off) ${ssrCold.requestsPerSec} pages/s (p99 ${ssrCold.p99Ms} ms, ${ssrCold.errors} errors), cached ${ssrWarm.requestsPerSec} pages/s (p99 ${ssrWarm.p99Ms} ms, ${ssrWarm.errors} errors)`);
const { idle, during, flood } = results.bff.readyzFlood;
console.log(
  `/readyz idle p99 ${idle.p99Ms} ms; during a 10 s flood of unique searches (${flood.requestsPerSec} req/s, ${flood.ok} served, ${flood.refused} refused): p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms, max ${during.maxMs} ms, ${during.failed}/${during.samples} not ready`,
);
const { searchPages, pageFlood, searchFlood } = results.floods;
console.log(`320 unique search pages from one address: ${JSON.stringify(searchPages.flooder)}; another visitor's search page then: ${searchPages.other.status}, ${searchPages.other.data}`);
console.log(
  `page flood from one address (40 connections, random queries and Hosts, 10 s, ${pageFlood.flood.requests} requests, ${pageFlood.flood.rendered} rendered): /readyz p50 ${pageFlood.readyz.p50Ms} ms p99 ${pageFlood.readyz.p99Ms} ms (idle p50 ${pageFlood.idleReadyz.p50Ms}); another visitor's /en/events p50 ${pageFlood.page.p50Ms} ms p99 ${pageFlood.page.p99Ms} ms`,
);
console.log(`search flood from 250 addresses (40 connections, 20 s, ${JSON.stringify(searchFlood.flood.statuses)}): an untouched visitor's searches ${JSON.stringify(searchFlood.visitor.searches)}, ring listings ${JSON.stringify(searchFlood.visitor.rings)}, sorted listings ${JSON.stringify(searchFlood.visitor.listing)}`);
const { fuzz } = results;
console.log(fuzz.ran ? `fuzz (${fuzz.bodiesPerEndpoint} bodies per endpoint, ${fuzz.endpoints} endpoints; ${fuzz.listingQueries} listing queries): ${fuzz.passed ? 'passed' : 'FAILED'}, ${fuzz.fiveHundreds} 5xx\n  ${fuzz.lines.join('\n  ')}` : 'fuzz: bff/src/security/fuzz-endpoints.test.ts not found, skipped');
const { checkoutLoad: load } = results;
console.log(load.ran ? `checkouts, 2 workers on PostgreSQL (${CHECKOUT_ROUNDS} × ${CHECKOUT_LOAD} at once): ${load.passed ? 'passed' : 'FAILED'}; ${load.line.replace('checkout load total: ', '')}` : `checkouts on PostgreSQL: not measured (${load.reason ?? 'bff/src/faults/cluster-load.test.ts not found'})`);
console.log(`machine: ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node}, ${results.machine.platform}`);
mkdirSync(path.join(benchDir, 'results'), { recursive: true });
const out = path.join(benchDir, 'results', `${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
