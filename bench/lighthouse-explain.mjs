// Where one page's time goes, from Lighthouse's own audits (mobile): its largest paint and that paint's
// phases, the long tasks and whose script they ran, the layout shifts and their causes, and every request
// with its timing. Against a running shop: node bench/lighthouse-explain.mjs http://127.0.0.1:8080/en
// (COOKIE=name=value for a visitor's cookie). Install first: npm ci --prefix bench.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/lighthouse-explain.mjs <page URL>');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: process.env.COOKIE ? { cookie: process.env.COOKIE } : undefined });
await chrome.kill();

const audits = lhr.audits;
const local = (address) => address.replace(/^https?:\/\/[^/]+/, '');
const ms = (value) => Math.round(value);
const items = (id) => audits[id]?.details?.items ?? [];

console.log(
  `${url}  perf ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms(audits['first-contentful-paint'].numericValue)}  LCP ${ms(audits['largest-contentful-paint'].numericValue)}  TBT ${ms(audits['total-blocking-time'].numericValue)}  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
);
const [element, phases] = items('largest-contentful-paint-element');
console.log('\nlargest paint:', element?.items?.[0]?.node?.selector, '\n ', element?.items?.[0]?.node?.snippet);
for (const phase of phases?.items ?? []) console.log(`  ${phase.phase.padEnd(12)} ${ms(phase.timing)} ms`);
console.log('\nlong tasks (start, duration, script):');
for (const task of items('long-tasks')) console.log(`  ${String(ms(task.startTime)).padStart(6)} ${String(ms(task.duration)).padStart(5)}  ${local(task.url)}`);
console.log('\nlayout shifts:');
for (const shift of items('layout-shifts'))
  console.log(`  ${shift.score.toFixed(4)}  ${shift.node?.selector}  ${(shift.subItems?.items ?? []).map((cause) => cause.cause).join(', ')}`);
console.log('\nrequests (start, end, bytes, priority):');
for (const request of items('network-requests'))
  console.log(
    `  ${String(ms(request.networkRequestTime)).padStart(6)} ${String(ms(request.networkEndTime)).padStart(6)} ${String(request.transferSize).padStart(7)}  ${request.priority.padEnd(8)} ${local(request.url).slice(0, 90)}`,
  );
