// A quick A/B of a few pages, between two builds: `npm run bench` measures every page type but takes a
// quarter of an hour. Against a shop already running (production start, the machine otherwise idle):
//   RUNS=5 node bench/lighthouse-median.mjs http://127.0.0.1:8080/en/about-us http://127.0.0.1:8080/en
// prints each page's median (mobile, Lighthouse's defaults; JS = script KB requested before the load
// event, as the bench counts it) and every run's score. COOKIE=name=value
// sends a visitor's cookie (a cart with a line). Install first: npm ci --prefix bench.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const headers = process.env.COOKIE ? { cookie: process.env.COOKIE } : undefined;

/** Script bytes transferred (KB) for requests started before the observed load event, as the bench counts them. */
function scriptKbBeforeLoad(audits) {
  const loadMs = audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.networkRequestTime <= loadMs);
  return Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
}

async function run(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
    const audits = lhr.audits;
    // A run Lighthouse could not finish has no layout-shift value: it is run again.
    if (lhr.runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined) return undefined;
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKb: scriptKbBeforeLoad(audits),
    };
  } finally {
    await chrome.kill();
  }
}

for (const url of process.argv.slice(2)) {
  const runs = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const result = await run(url);
    if (result) runs.push(result);
  }
  const median = (key) => runs.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const page = new URL(url).pathname.padEnd(28);
  console.log(
    `${page} perf ${median('perf')}  FCP ${median('fcp')}  LCP ${median('lcp')}  TBT ${median('tbt')}  CLS ${median('cls')}  JS ${median('jsKb')} KB  runs ${runs.map((result) => result.perf).join('/')}`,
  );
}
