#!/usr/bin/env node
// `npm run bench`: the performance budgets (docs/requirements.md#performance), measured, never asserted in a test.
// Lighthouse mobile and desktop (Lighthouse's own presets, median of 3) on every page type named below
// against the production start, twice: with ANALYTICS_ID set (a first visitor is asked for consent) and
// without; per page the JavaScript each app (shell, remotes) sends before it is interactive, against the
// budgets; the BFF listing's throughput on the README's own start (`npm start`: default logging, the
// embedded database on disk) against a bare node:http server in a process of its own (ratio, p99);
// a server-rendered page's throughput with the page cache off (cold) and on (cached); /readyz latency
// during a flood of unique searches; the request fuzzer when it exists; and bursts of
// concurrent checkouts on two workers on PostgreSQL. Each Lighthouse run's CPU slowdown comes from that
// run's own benchmarkIndex (bench/calibrated-lighthouse.mjs), so the emulated phone is the same on a fast
// or a slow moment of a shared machine; the TBT floor (a page evaluating only React) is measured beside.
// Prints one table and writes bench/results/<timestamp>.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { repoRoot as root } from './lib/repo-root.mjs';
import { pageFloodFromOneAddress, searchFloodFromManyAddresses, searchPagesOfOneVisitor } from './lib/floods.mjs';

const benchDir = path.join(root, 'bench');
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * Every page type the budgets name (docs/requirements.md#performance). `/en/cart` and `/en/checkout` are opened by a visitor with a line in the
 * cart; `:event` is the first upcoming event's key.
 */
const PAGES = (
  process.env.BENCH_PAGES ??
  '/en,/en/results,/en/product/GA-SOL-OV,/en/cart,/en/checkout,/en/events,/en/events/:event,/en/book-an-appointment,/en/about-us,/en/guides/4c,/en/club/terms,/en/club/sign-up'
).split(',');
const WITH_CART_LINE = /^\/[a-z]{2}\/(cart|checkout)$/;
/** BENCH_FORM_FACTORS=mobile to skip desktop (half the time). */
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
/**
 * The shop as a first visitor meets it: `analytics` with ANALYTICS_ID set (something optional to consent
 * to, so the consent banner is shown), `plain` without. BENCH_CONSENT=plain runs one of them.
 */
const CONSENT_VARIANTS = { analytics: { ANALYTICS_ID: 'G-BENCH00001' }, plain: {} };
const VARIANTS = (process.env.BENCH_CONSENT ?? 'analytics,plain').split(',');
/** Which parts run: BENCH_ONLY=lighthouse,throughput for a quick check (default: all). */
const PARTS = new Set((process.env.BENCH_ONLY ?? 'lighthouse,throughput,floods,fuzz,checkout').split(','));
/** Seconds of each throughput measurement (autocannon, 50 connections). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The budgets of docs/requirements.md#performance (Lighthouse mobile; JavaScript compressed, before the page is interactive). */
const BUDGETS = { performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0.02, jsKbContent: 150, jsKbOther: 200, listingRatio: 0.5 };
/** Content pages (mfe-content's): their JavaScript budget is the smaller one. */
const CONTENT_PAGE = /^\/[a-z]{2}\/(about-us|casa-ama|guides|sustainability|zero-mining|help|jewellers)(\/|$)/;
const FUZZ_TEST = path.join(root, 'bff', 'src', 'security', 'fuzz-endpoints.test.ts');
const FUZZ_BODIES = Number(process.env.BENCH_FUZZ_BODIES ?? 10_000);
/** The listing and product queries' fuzzer: its full count here, a bounded share in npm test. */
const LISTING_FUZZ_TEST = path.join(root, 'bff', 'src', 'catalog', 'catalog-fuzz.test.ts');
const LISTING_FUZZ_RUNS = Number(process.env.BENCH_FUZZ_LISTING_RUNS ?? 10_000);
/** Bursts of CHECKOUT_LOAD checkouts at once on two workers on PostgreSQL (one burst in npm test). */
const CHECKOUT_LOAD_TEST = path.join(root, 'bff', 'src', 'faults', 'cluster-load.test.ts');
const CHECKOUT_LOAD = Number(process.env.BENCH_CHECKOUT_LOAD ?? 50);
const CHECKOUT_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * CATALOG_PRODUCTS=N measures a brand-size catalogue (docs/performance.md#catalogue-size): every shop the
 * bench starts loads it, so the wait for a start grows with it (about 10 ms a product on PGlite).
 */
const CATALOG_PRODUCTS = Number(process.env.CATALOG_PRODUCTS) || 0;
const START_WAIT_MS = 60_000 + CATALOG_PRODUCTS * 20;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Lighthouse lives in bench/ with its own lockfile: it depends on third-party-web@latest.
if (!existsSync(path.join(benchDir, 'node_modules', 'lighthouse'))) {
  console.log('installing the bench tools (bench/package.json)…');
  spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
}
const benchRequire = createRequire(path.join(benchDir, 'package.json'));
// Each run gathered, then audited with the CPU slowdown its own benchmarkIndex asks for (bench/cpu-calibration.mjs).
const { calibratedLighthouse } = await import(pathToFileURL(path.join(benchDir, 'calibrated-lighthouse.mjs')).href);
const { DEVICE_INDEX, HOST_INDEX_RANGE } = await import(pathToFileURL(path.join(benchDir, 'cpu-calibration.mjs')).href);
const { startReactFloor } = await import(pathToFileURL(path.join(benchDir, 'react-floor.mjs')).href);
// Lighthouse's own desktop preset (formFactor, screen emulation, desktop throttling); mobile is its default.
const { default: desktopConfig } = await import(benchRequire.resolve('lighthouse/core/config/desktop-config.js'));
const LIGHTHOUSE_CONFIGS = { mobile: undefined, desktop: desktopConfig };
const chromeLauncher = await import(benchRequire.resolve('chrome-launcher'));
const { default: autocannon } = await import(benchRequire.resolve('autocannon'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(url, timeoutMs = START_WAIT_MS) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet: asked again after the pause.
    }
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

/**
 * The real-user beacon's own chunk (lazy-rum, web-vitals and the sender; docs/rum.md): its bytes
 * requested before the observed load event (what it adds to the JavaScript before interactive: it should
 * be none) and after it.
 */
function beaconBytes(audits) {
  const loadMs = audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const bytes = { beforeInteractiveKb: 0, laterKb: 0 };
  for (const item of audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType !== 'Script' || !/\/lazy-rum\.[0-9a-f]+\.js/.test(item.url)) continue;
    const kb = (item.transferSize ?? 0) / 1024;
    if (item.networkRequestTime <= loadMs) bytes.beforeInteractiveKb += kb;
    else bytes.laterKb += kb;
  }
  return { beforeInteractiveKb: Number(bytes.beforeInteractiveKb.toFixed(1)), laterKb: Number(bytes.laterKb.toFixed(1)) };
}

async function lighthouseRuns(url, headers = undefined, formFactor = 'mobile') {
  const runs = [];
  // A run Lighthouse could not finish (its runtimeError) is repeated, up to as many extra attempts.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await calibratedLighthouse(url, { port: chrome.port, formFactor, config: LIGHTHOUSE_CONFIGS[formFactor], extraHeaders: headers });
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
        consoleErrors: audits['errors-in-console']?.details?.items?.length ?? 0,
        jsTransferKb: Math.round((scripts?.transferSize ?? 0) / 1024),
        scriptsByApp: scriptBytesByApp(audits),
        beacon: beaconBytes(audits),
        calibration: result.calibration,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  const numbers = Object.keys(runs[0]).filter((key) => !['scriptsByApp', 'beacon', 'calibration'].includes(key));
  // The bytes per app of the run with the median total (bytes of different runs do not mix).
  const medianRun = runs.find((run) => run.jsTransferKb === pick('jsTransferKb')) ?? runs[0];
  // Every run's own index and multiplier, in the order measured (the medians above mix runs).
  const calibration = {
    benchmarkIndexes: runs.map((run) => run.calibration.benchmarkIndex),
    cpuMultipliers: runs.map((run) => run.calibration.multiplier),
    clampedRuns: runs.filter((run) => run.calibration.clamped).length,
  };
  return { ...Object.fromEntries(numbers.map((key) => [key, pick(key)])), scriptsByApp: medianRun.scriptsByApp, beacon: medianRun.beacon, calibration };
}

/**
 * The request fuzzer (bff/src/security/fuzz-endpoints.test.ts, when it exists) with FUZZ_BODIES
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
  const lines = [
    ...new Set(
      output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^fuzz: /.test(line)),
    ),
  ];
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
  const total = output
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('checkout load total: '));
  if (!total) return { ran: false, reason: /SKIPPED PostgreSQL/.test(output) ? 'no PostgreSQL at TEST_DATABASE_URL' : 'no result line' };
  const figure = (name) => Number(new RegExp(`${name} (\\d+) ms`).exec(total)?.[1]);
  return { ran: true, passed: run.status === 0, line: total, checkouts: CHECKOUT_LOAD * CHECKOUT_ROUNDS, p50Ms: figure('p50'), p99Ms: figure('p99'), maxMs: figure('max') };
}

/** `expected` is the status every answer should have: 304 for a revalidation, a 2xx otherwise. */
async function throughput(url, seconds = SECONDS, headers = undefined, expected = undefined) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1, headers });
  const unexpected = expected ? result.requests.total - (result.statusCodeStats?.[expected]?.count ?? 0) : result.non2xx;
  return { requestsPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + unexpected };
}

/** Latency of sequential GET `url` calls for `ms` milliseconds, one every 20 ms: p50, p99 and max. */
async function sampleLatency(url, ms) {
  const samples = [];
  for (const until = Date.now() + ms; Date.now() < until;) {
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

/** /readyz latency on its own, then during a 10 s flood of listing searches, each with a new `q`. */
async function readyzUnderSearchFlood(seconds = Math.max(SECONDS, 3)) {
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

/**
 * A BFF's resident memory in MB after the load it took (Linux's /proc; null elsewhere): what a brand-size
 * catalogue's caches cost a process (issue 46: at most 1.5× the 56 products' figure). `npm start`'s
 * process is a launcher whose child is the BFF, so the process and its children are summed.
 */
function residentMb(child) {
  const kb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const children = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  try {
    const tree = [child.pid];
    for (let i = 0; i < tree.length; i += 1) tree.push(...children(tree[i]));
    return Math.round(tree.reduce((sum, pid) => sum + kb(pid), 0) / 1024);
  } catch {
    return null;
  }
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

/** The first upcoming event's key, for the event page (its list page when there is none). */
async function firstEventPath(base) {
  const answer = await (await fetch(`${base}/api/events?locale=en`)).json().catch(() => ({}));
  const key = answer?.upcoming?.[0]?.key;
  return key ? `/en/events/${encodeURIComponent(key)}` : '/en/events';
}

/** Which budgets a page's mobile figures miss (empty: all met). */
function budgetMisses(page, r) {
  const jsBudget = CONTENT_PAGE.test(page) ? BUDGETS.jsKbContent : BUDGETS.jsKbOther;
  const jsKb = Object.values(r.scriptsByApp ?? {}).reduce((sum, entry) => sum + entry.beforeInteractiveKb, 0);
  return [
    r.performance < BUDGETS.performance && `perf ${r.performance} < ${BUDGETS.performance}`,
    r.tbtMs > BUDGETS.tbtMs && `TBT ${r.tbtMs} > ${BUDGETS.tbtMs} ms`,
    r.lcpMs > BUDGETS.lcpMs && `LCP ${r.lcpMs} > ${BUDGETS.lcpMs} ms`,
    r.cls > BUDGETS.cls && `CLS ${r.cls} > ${BUDGETS.cls}`,
    jsKb > jsBudget && `JS ${jsKb} > ${jsBudget} KB`,
  ].filter(Boolean);
}

/** Lighthouse on every page, for each form factor, on a shop started with `env` (one consent variant). */
async function lighthouseOn(variant, env) {
  const shop = startShop(PORT, env);
  try {
    await waitFor(`${BASE}/readyz`);
    const eventPath = await firstEventPath(BASE);
    for (const formFactor of FORM_FACTORS) {
      for (const page of PAGES) {
        const url = page.replace('/:event', eventPath.slice('/en/events'.length));
        const headers = WITH_CART_LINE.test(url) ? { Cookie: await visitorWithCartLine() } : undefined;
        const key = `${url}${headers ? ' (1 line)' : ''} ${formFactor} ${variant}`;
        const measured = await lighthouseRuns(BASE + url, headers, formFactor);
        results.pages[key] = { page: url, formFactor, variant, ...measured, budgetMisses: formFactor === 'mobile' ? budgetMisses(url, measured) : undefined };
        console.log(key, results.pages[key]);
      }
    }
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
}

/**
 * The TBT floor (bench/react-floor.mjs): a bare page evaluating only the shell's React chunk, served on a
 * free loopback port, measured like a page for each form factor. Its console errors would mean the chunk
 * was not evaluated, which makes the floor meaningless: they are reported.
 */
async function reactFloorRuns() {
  const floor = await startReactFloor(path.join(root, 'shell', 'dist'));
  const byFormFactor = {};
  try {
    for (const formFactor of FORM_FACTORS) {
      byFormFactor[formFactor] = { page: 'React chunk only', formFactor, files: floor.files, ...(await lighthouseRuns(floor.url, undefined, formFactor)) };
      console.log(`floor ${formFactor}`, byFormFactor[formFactor]);
      if (byFormFactor[formFactor].consoleErrors > 0) console.warn(`the floor page logged errors: the React chunk may not have been evaluated`);
    }
  } finally {
    await floor.close();
  }
  return byFormFactor;
}

/** Every Lighthouse run's index and multiplier, the floor's included: the ranges, per form factor. */
function calibrationSummary(measured) {
  const range = (values) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : undefined);
  const byFormFactor = {};
  for (const { formFactor, calibration } of measured) {
    const entry = (byFormFactor[formFactor] ??= { runs: 0, benchmarkIndexes: [], cpuMultipliers: [], clampedRuns: 0 });
    entry.runs += calibration.benchmarkIndexes.length;
    entry.benchmarkIndexes.push(...calibration.benchmarkIndexes);
    entry.cpuMultipliers.push(...calibration.cpuMultipliers);
    entry.clampedRuns += calibration.clampedRuns;
  }
  for (const entry of Object.values(byFormFactor)) {
    entry.benchmarkIndex = range(entry.benchmarkIndexes);
    entry.cpuMultiplier = range(entry.cpuMultipliers);
    delete entry.benchmarkIndexes;
    delete entry.cpuMultipliers;
  }
  return {
    method: "each page gathered once, then audited with cpuSlowdownMultiplier = the gather's benchmarkIndex / the device's index (the host index taken within hostIndexRange)",
    deviceIndex: DEVICE_INDEX,
    hostIndexRange: HOST_INDEX_RANGE,
    byFormFactor,
  };
}

/** A child process of `command` with `args`, resolved once its output matches `ready`. */
function startProcess(command, args, { env, ready }) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      if (seen === null) return;
      seen += chunk;
      if (ready.test(seen)) {
        seen = null;
        resolve(child);
      }
    });
    child.once('exit', (code) => seen !== null && reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
  });
}

const stop = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/**
 * The honest ratio: the listing on the README's own start (`node scripts/start.mjs`, i.e. `npm
 * start`: NODE_ENV=production, default logging, the embedded database on disk; a fresh DATA_DIR, so no
 * one's .data/ is touched) against a node:http hello world in a process of its own; the load generator
 * runs here, alone in its process. Each is measured while the other is stopped.
 */
async function listingAgainstHelloWorld() {
  const helloWorld = await bareServerThroughput();
  let result;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ama-bench-data-'));
  // Only what `npm start` is told on a fresh checkout: where to listen and where the database lives.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(PORT + 4), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The settings added when asked for: the catalogue's size is what is being measured then, and with
  // DATABASE_URL its database (a brand-size catalogue loads once there, not on every start: docs/performance.md).
  if (CATALOG_PRODUCTS) env.CATALOG_PRODUCTS = String(CATALOG_PRODUCTS);
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const shop = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const base = `http://127.0.0.1:${PORT + 4}`;
    await waitFor(`${base}/readyz`, Math.max(120_000, START_WAIT_MS));
    // Warm the cache the way a running shop is warm; the answer's size is the bare server's below.
    const listingBytes = (await (await fetch(`${base}/api/products?locale=en`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    const listing = await throughput(`${base}/api/products?locale=en`);
    // As a browser (RTK Query's fetch) asks for it: the ~8 KB answer then goes out as its stored gzip
    // copy. The budget is judged on the plain request above; this one is reported beside it.
    const listingAsBrowser = await throughput(`${base}/api/products?locale=en`, SECONDS, { 'accept-encoding': 'gzip, deflate, br' });
    const ratioOf = (answer) => Number((answer.requestsPerSec / helloWorld.requestsPerSec).toFixed(2));
    result = {
      start: 'node scripts/start.mjs (npm start), DATA_DIR=<fresh temp dir>',
      helloWorld,
      listing,
      ratio: ratioOf(listing),
      listingAsBrowser,
      ratioAsBrowser: ratioOf(listingAsBrowser),
      listingBytes,
      listingResidentMb: residentMb(shop),
    };
  } finally {
    await stop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Not the budget's yardstick: how fast a bare server sends the listing's bytes, measured once the shop
  // has stopped. The listing against it is the shop's own work; this against the hello world, the size's.
  const sameBytes = await bareServerThroughput(result.listingBytes);
  return {
    ...result,
    sameBytes,
    sameBytesRatio: Number((sameBytes.requestsPerSec / helloWorld.requestsPerSec).toFixed(2)),
    listingToSameBytes: Number((result.listing.requestsPerSec / sameBytes.requestsPerSec).toFixed(2)),
  };
}

/** The bare node:http server of scripts/lib/hello-world.mjs, in its own process: 'hello', or `bytes` of JSON. */
async function bareServerThroughput(bytes = undefined) {
  const port = PORT + 1;
  const server = await startProcess(process.execPath, [path.join(root, 'scripts', 'lib', 'hello-world.mjs'), String(port), ...(bytes ? [String(bytes)] : [])], {
    env: { PATH: process.env.PATH },
    ready: /listening/,
  });
  try {
    await fetch(`http://127.0.0.1:${port}/`); // as warm as the shop's listing
    return await throughput(`http://127.0.0.1:${port}/`);
  } finally {
    await stop(server);
  }
}

// BENCH_BUILD=0 measures the dist/ folders as they are (a partial run on a tree with edits not yet built).
if (process.env.BENCH_BUILD === '0') console.log('BENCH_BUILD=0: measuring the existing dist/ folders, not rebuilt');
else build();
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  budgets: BUDGETS,
  // The products every shop of the run was started with (56: the real catalogue).
  catalogProducts: CATALOG_PRODUCTS || 56,
  pages: {},
  bff: {},
};
if (PARTS.has('lighthouse')) {
  results.reactFloor = await reactFloorRuns();
  for (const variant of VARIANTS) await lighthouseOn(variant, CONSENT_VARIANTS[variant] ?? {});
  results.lighthouseCalibration = calibrationSummary([...Object.values(results.reactFloor), ...Object.values(results.pages)]);
  // JavaScript per app before the home page is interactive (mobile run, first variant).
  results.homeScripts = Object.values(results.pages).find((r) => r.page === PAGES[0] && r.formFactor === FORM_FACTORS[0])?.scriptsByApp;
}
if (PARTS.has('throughput')) {
  Object.assign(results.bff, await listingAgainstHelloWorld());
  const shop = startShop(PORT);
  // Same shop with the page cache off: every request is a full server render ("cold").
  const coldShop = startShop(COLD_PORT, { PAGE_CACHE_SECONDS: '0' });
  try {
    await waitFor(`${BASE}/readyz`);
    await waitFor(`http://127.0.0.1:${COLD_PORT}/readyz`);
    // A browser that has the answer revalidates it: 304 without a body (the bench's start).
    await fetch(`${BASE}/api/products?locale=en`);
    const etag = (await fetch(`${BASE}/api/products?locale=en`)).headers.get('etag');
    if (etag) results.bff.listingRevalidated = await throughput(`${BASE}/api/products?locale=en`, Math.ceil(SECONDS / 2), { 'if-none-match': etag }, 304);
    await fetch(`http://127.0.0.1:${COLD_PORT}${SSR_PAGE}`);
    results.bff.ssrCold = await throughput(`http://127.0.0.1:${COLD_PORT}${SSR_PAGE}`);
    await fetch(BASE + SSR_PAGE);
    results.bff.ssrWarm = await throughput(BASE + SSR_PAGE);
    results.bff.readyzFlood = await readyzUnderSearchFlood();
    results.bff.residentMb = { pages: residentMb(shop), coldPages: residentMb(coldShop) };
  } finally {
    shop.kill('SIGTERM');
    coldShop.kill('SIGTERM');
  }
}
// The hostile probe's floods on a shop of its own with the README's limits (renders per
// client included), each client from its own loopback address.
if (PARTS.has('floods')) {
  const floodShop = startShop(PORT + 3, { RENDER_RATE_LIMIT: '100' });
  try {
    const floodBase = `http://127.0.0.1:${PORT + 3}`;
    await waitFor(`${floodBase}/readyz`);
    results.floods = {
      searchPages: await searchPagesOfOneVisitor(floodBase),
      pageFlood: await pageFloodFromOneAddress(floodBase),
      searchFlood: await searchFloodFromManyAddresses(floodBase),
      residentMb: residentMb(floodShop),
    };
  } finally {
    floodShop.kill('SIGTERM');
  }
}
// After the servers: the fuzzer starts its own app, and must not share the CPU with the measurements.
if (PARTS.has('fuzz')) results.fuzz = fuzzCheck();
if (PARTS.has('checkout')) results.checkoutLoad = checkoutLoad();

const cell = (value, width) => String(value ?? '—').padEnd(width);
const appsOf = (scripts = {}) =>
  Object.entries(scripts)
    .filter(([, entry]) => entry.beforeInteractiveKb > 0)
    .sort(([, a], [, b]) => b.beforeInteractiveKb - a.beforeInteractiveKb);
/** A run's indices and multipliers as `706–1621` and `1.88–4.32` (one value when they agree). */
const spread = (values) => (Math.min(...values) === Math.max(...values) ? String(values[0]) : `${Math.min(...values)}–${Math.max(...values)}`);
if (Object.keys(results.pages).length > 0) {
  console.log(
    `\n${cell('page', 44)}${cell('perf', 6)}${cell('TBT ms', 8)}${cell('LCP ms', 8)}${cell('CLS', 7)}${cell('a11y', 6)}${cell('bp', 5)}${cell('seo', 5)}${cell('index', 11)}${cell('CPU ×', 11)}${cell('JS KB', 7)}JS before interactive per app (KB compressed); budgets missed`,
  );
  const row = (key, r, tail) =>
    console.log(
      `${cell(key, 44)}${cell(r.performance, 6)}${cell(r.tbtMs, 8)}${cell(r.lcpMs, 8)}${cell(r.cls, 7)}${cell(r.accessibility, 6)}${cell(r.bestPractices, 5)}${cell(r.seo, 5)}${cell(spread(r.calibration.benchmarkIndexes), 11)}${cell(spread(r.calibration.cpuMultipliers), 11)}${tail}`,
    );
  for (const [formFactor, r] of Object.entries(results.reactFloor ?? {})) {
    const total = appsOf(r.scriptsByApp).reduce((sum, [, entry]) => sum + entry.beforeInteractiveKb, 0);
    row(
      `floor: React chunk only ${formFactor}`,
      r,
      `${cell(total, 7)}${r.files.join(', ')}; the TBT any page evaluating React pays${r.consoleErrors ? '; ERRORS logged: not evaluated?' : ''}`,
    );
  }
  for (const [key, r] of Object.entries(results.pages)) {
    const apps = appsOf(r.scriptsByApp);
    const total = apps.reduce((sum, [, entry]) => sum + entry.beforeInteractiveKb, 0);
    const misses = r.budgetMisses ? (r.budgetMisses.length ? `MISSED: ${r.budgetMisses.join(', ')}` : 'met') : '';
    row(key, r, `${cell(total, 7)}${apps.map(([app, entry]) => `${app} ${entry.beforeInteractiveKb}`).join(', ')}; ${misses}`);
  }
  // The real-user beacon's cost (issue 44's budget: at most 3 KB more before interactive).
  const beacons = Object.values(results.pages).map((r) => r.beacon ?? { beforeInteractiveKb: 0, laterKb: 0 });
  const before = Math.max(0, ...beacons.map((b) => b.beforeInteractiveKb));
  const later = beacons.filter((b) => b.laterKb > 0);
  console.log(
    `real-user beacon (docs/rum.md): its chunk ${before} KB before interactive at most, on any page (budget 3 KB with its entry code, which the shell's figure includes); ${later.length} of ${beacons.length} pages loaded it after their load event (${later.length > 0 ? spread(later.map((b) => b.laterKb)) : '—'} KB)`,
  );
  for (const [formFactor, entry] of Object.entries(results.lighthouseCalibration.byFormFactor)) {
    const { benchmarkIndex: index, cpuMultiplier: cpu } = entry;
    console.log(
      `Lighthouse ${formFactor}, ${entry.runs} runs: benchmarkIndex ${index.min}–${index.max} → CPU slowdown ${cpu.min}–${cpu.max}× (benchmarkIndex / ${DEVICE_INDEX[formFactor]}, the index taken within ${HOST_INDEX_RANGE.min}–${HOST_INDEX_RANGE.max}; ${entry.clampedRuns} runs clamped)`,
    );
  }
}
if (results.homeScripts) {
  const apps = Object.entries(results.homeScripts).sort(([, a], [, b]) => b.beforeInteractiveKb - a.beforeInteractiveKb);
  const total = apps.reduce((sum, [, entry]) => sum + entry.beforeInteractiveKb, 0);
  console.log(
    `\nJS before ${PAGES[0]} is interactive (KB transferred): ${apps.map(([app, entry]) => `${app} ${entry.beforeInteractiveKb}${entry.laterKb ? ` (+${entry.laterKb} later)` : ''}`).join(', ')}; total ${total}`,
  );
}
if (results.bff.listing) {
  const { helloWorld, listing, ratio, listingAsBrowser, ratioAsBrowser, listingRevalidated, ssrCold, ssrWarm, sameBytes, listingBytes, sameBytesRatio, listingToSameBytes } =
    results.bff;
  console.log(
    `BFF listing on npm start ${listing.requestsPerSec} req/s (p99 ${listing.p99Ms} ms) vs node:http hello world in its own process ${helloWorld.requestsPerSec} req/s (p99 ${helloWorld.p99Ms} ms) → ratio ${ratio} (budget ≥ ${BUDGETS.listingRatio}: ${ratio >= BUDGETS.listingRatio ? 'met' : 'MISSED'})${listingAsBrowser ? `; asked as a browser asks (gzip) ${listingAsBrowser.requestsPerSec} req/s (p99 ${listingAsBrowser.p99Ms} ms) → ${ratioAsBrowser}` : ''}${listingRevalidated ? `; 304 revalidation ${listingRevalidated.requestsPerSec} req/s (p99 ${listingRevalidated.p99Ms} ms)` : ''}${sameBytes ? `; a bare node:http server sending the listing's ${listingBytes} bytes ${sameBytes.requestsPerSec} req/s (p99 ${sameBytes.p99Ms} ms) → ${sameBytesRatio} of the hello world, the listing ${listingToSameBytes} of it` : ''}`,
  );
  console.log(
    `server-rendered ${SSR_PAGE}: cold (cache off) ${ssrCold.requestsPerSec} pages/s (p99 ${ssrCold.p99Ms} ms, ${ssrCold.errors} errors), cached ${ssrWarm.requestsPerSec} pages/s (p99 ${ssrWarm.p99Ms} ms, ${ssrWarm.errors} errors)`,
  );
  const resident = results.bff.residentMb;
  console.log(
    `BFF resident memory after its load (MB): the listing's npm start ${results.bff.listingResidentMb ?? '—'}, the page and search shop ${resident?.pages ?? '—'}, the cold-page shop ${resident?.coldPages ?? '—'}${results.floods ? `, the flood shop ${results.floods.residentMb ?? '—'}` : ''} (catalogue ${results.catalogProducts} products)`,
  );
  const { idle, during, flood } = results.bff.readyzFlood;
  console.log(
    `/readyz idle p99 ${idle.p99Ms} ms; during a flood of unique searches (${flood.requestsPerSec} req/s, ${flood.ok} served, ${flood.refused} refused): p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms, max ${during.maxMs} ms, ${during.failed}/${during.samples} not ready`,
  );
}
if (results.floods) {
  const { searchPages, pageFlood, searchFlood } = results.floods;
  console.log(
    `320 unique search pages from one address: ${JSON.stringify(searchPages.flooder)}; another visitor's search page then: ${searchPages.other.status}, ${searchPages.other.data}`,
  );
  console.log(
    `page flood from one address (40 connections, random queries and Hosts, 10 s, ${pageFlood.flood.requests} requests, ${pageFlood.flood.rendered} rendered): /readyz p50 ${pageFlood.readyz.p50Ms} ms p99 ${pageFlood.readyz.p99Ms} ms (idle p50 ${pageFlood.idleReadyz.p50Ms}); another visitor's /en/events p50 ${pageFlood.page.p50Ms} ms p99 ${pageFlood.page.p99Ms} ms`,
  );
  console.log(
    `search flood from 250 addresses (40 connections, 20 s, ${JSON.stringify(searchFlood.flood.statuses)}): an untouched visitor's searches ${JSON.stringify(searchFlood.visitor.searches)}, ring listings ${JSON.stringify(searchFlood.visitor.rings)}, sorted listings ${JSON.stringify(searchFlood.visitor.listing)}`,
  );
}
const { fuzz } = results;
if (fuzz)
  console.log(
    fuzz.ran
      ? `fuzz (${fuzz.bodiesPerEndpoint} bodies per endpoint, ${fuzz.endpoints} endpoints; ${fuzz.listingQueries} listing queries): ${fuzz.passed ? 'passed' : 'FAILED'}, ${fuzz.fiveHundreds} 5xx\n  ${fuzz.lines.join('\n  ')}`
      : 'fuzz: bff/src/security/fuzz-endpoints.test.ts not found, skipped',
  );
const { checkoutLoad: load } = results;
if (load)
  console.log(
    load.ran
      ? `checkouts, 2 workers on PostgreSQL (${CHECKOUT_ROUNDS} × ${CHECKOUT_LOAD} at once): ${load.passed ? 'passed' : 'FAILED'}; ${load.line.replace('checkout load total: ', '')}`
      : `checkouts on PostgreSQL: not measured (${load.reason ?? 'bff/src/faults/cluster-load.test.ts not found'})`,
  );
console.log(`machine: ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node}, ${results.machine.platform}`);
mkdirSync(path.join(benchDir, 'results'), { recursive: true });
const out = path.join(benchDir, 'results', `${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
