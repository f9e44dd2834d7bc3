// A page load's long main-thread tasks on a phone at a fixed CPU slowdown, each with what ran in it
// (script evaluation by file, style, layout, paint, parsing), and the sums over the whole load. Where
// Lighthouse's TBT says how much, this says which task and whose work: run it before and after a change,
// alternated, a few times each (a task's length moves by a third between loads on these machines).
// Against a running shop: node bench/trace-tasks.mjs http://127.0.0.1:8080/en/results [CPU slowdown, 4]
// BLOCK=<regexp> refuses the requests it matches (BLOCK=brand-fonts: the page without its web fonts).
// MARKS=1 also prints the page's performance.mark()s (to time the steps of a startup while changing it).
import { chromium } from '@playwright/test';

const [url, rate = '4'] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/trace-tasks.mjs <page URL> [CPU slowdown]');
const LONG_MS = 30;
/** What a task's time is told by: the trace's events of these names that no other of them contains. */
const WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
// The site's own renderer first: the slowdown applies to the process the page then loads in.
await page.goto(new URL('/healthz', url).href);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
// BLOCK=<regexp>: requests whose URL matches are refused, to see what a page costs without them.
if (process.env.BLOCK) await page.route(new RegExp(process.env.BLOCK), (route) => route.abort());
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel'] });
await page.goto(url, { waitUntil: 'load' });
// The startup of a rich page runs after its largest picture; a page to read's prefetches after idle.
await page.waitForTimeout(4_000);
const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => `${mark.name}:${Math.round(mark.startTime)}`));
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

const thread = events.find(
  (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
);
const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
const start = (events.find((event) => event.name === 'navigationStart' && event.pid === thread.pid) ?? onMain[0]).ts;
const ms = (us) => Math.round(us / 1000);
const label = (event) => event.name + (event.args?.data?.url ? ` ${event.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : '');

let blocking = 0;
console.log(`${url} at ${rate}x CPU: tasks over ${LONG_MS} ms (start ms, length ms, what ran in them)`);
for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur > LONG_MS * 1000)) {
  if (task.dur > 50_000) blocking += task.dur / 1000 - 50;
  const inside = onMain.filter((event) => WORK.has(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
  const outermost = inside.filter(
    (event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && other.dur > event.dur),
  );
  const byWork = new Map();
  for (const event of outermost) byWork.set(label(event), (byWork.get(label(event)) ?? 0) + event.dur);
  const what = [...byWork].sort((a, b) => b[1] - a[1]).slice(0, 4);
  console.log(`${String(ms(task.ts - start)).padStart(6)} ${String(ms(task.dur)).padStart(5)}  ${what.map(([name, us]) => `${name} ${ms(us)}`).join(' | ')}`);
}
const total = (name) => ms(onMain.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur, 0));
console.log(
  `blocking (each task's time over 50 ms) ${Math.round(blocking)} · script ${total('EvaluateScript') + total('v8.evaluateModule')} · style ${total('UpdateLayoutTree')} · layout ${total('Layout')} · paint ${total('Paint')} · parse ${total('ParseHTML')}`,
);
if (process.env.MARKS) console.log(`marks: ${marks.join(' ')}`);
