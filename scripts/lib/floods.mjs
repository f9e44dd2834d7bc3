// A hostile probe's floods, against a running shop, each client from its own loopback
// address (127.0.0.0/8 is all this machine's, so the shop sees many visitors). Used by `npm run bench`
// and on its own: `node scripts/lib/floods.mjs http://127.0.0.1:8080`.
import http from 'node:http';

/** One GET from `localAddress`; resolves with status, headers and body (never rejects: status 0 on error). */
export function getFrom(base, target, localAddress, headers = {}, agent = undefined) {
  const url = new URL(target, base);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy());
    req.end();
  });
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};
const address = (i) => `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;
const count = (answers) => answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The listing state a search page was rendered with: 'fulfilled' (with its total) or the API's error status. */
function searchData(html) {
  const script = /<script type="application\/json" id="ama-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const queries = script ? Object.values(JSON.parse(script[1]).api.queries) : [];
  const listing = queries.find((query) => query?.endpointName === 'products');
  return listing ? (listing.status === 'fulfilled' ? `results (${listing.data.total})` : `error ${listing.error?.status}`) : 'no data';
}

/** Runs `connections` loops of `next(i)` for `ms`; returns every answer. */
async function flood(connections, ms, next) {
  const until = Date.now() + ms;
  const answers = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) answers.push(await next(i++));
    }),
  );
  return answers;
}

/** Samples `target` from its own visitor's address every 50 ms while `during` runs. */
async function sample(base, target, from, during) {
  const samples = [];
  let done = false;
  const sampling = (async () => {
    while (!done) {
      samples.push(await getFrom(base, target, from));
      await sleep(50);
    }
  })();
  await during;
  done = true;
  await sampling;
  return {
    n: samples.length,
    p50Ms: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p99Ms: percentile(
      samples.map((s) => s.ms),
      99,
    ),
    statuses: count(samples),
  };
}

/** 1: one address loads `pages` unique search pages; then another visitor's search page. */
export async function searchPagesOfOneVisitor(base, pages = 320) {
  const answers = [];
  for (let i = 0; i < pages; i += 8) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(8, pages - i) }, (_, k) => getFrom(base, `/en/results?q=probe${i + k}`, '127.0.9.2')))));
  }
  const other = await getFrom(base, '/en/results?q=ring', '127.0.9.3');
  return { flooder: count(answers), other: { status: other.status, data: searchData(other.body), cacheControl: other.headers['cache-control'] } };
}

/** 4: one address, `connections` connections of random query strings and Host values; /readyz and a page from others. */
export async function pageFloodFromOneAddress(base, seconds = 10, connections = 40) {
  const port = new URL(base).port;
  const idle = await sample(base, '/readyz', '127.0.9.5', sleep(2_000));
  const running = flood(connections, seconds * 1_000, (i) =>
    getFrom(base, `/en/about-us?x=${Math.random().toString(36).slice(2)}`, '127.0.9.4', { host: i % 2 ? `h${i}.example:${port}` : `127.0.0.1:${port}` }),
  );
  const [readyz, page] = await Promise.all([sample(base, '/readyz', '127.0.9.5', running), sample(base, '/en/events', '127.0.9.6', running)]);
  const answers = await running;
  return {
    idleReadyz: idle,
    readyz,
    page,
    flood: {
      requests: answers.length,
      statuses: count(answers),
      rendered: answers.filter((a) => /=server/.test(String(a.headers['x-render'] ?? '')) && !/cache/.test(String(a.headers['server-timing'] ?? ''))).length,
      cached: answers.filter((a) => /cache;desc=hit/.test(String(a.headers['server-timing'] ?? ''))).length,
    },
  };
}

/** 6: unique searches from `addresses` addresses over `connections` connections; an untouched visitor browses meanwhile. */
export async function searchFloodFromManyAddresses(base, seconds = 20, addresses = 250, connections = 40) {
  const running = flood(connections, seconds * 1_000, (i) => getFrom(base, `/api/products?locale=en&q=storm${i}`, address(i % addresses)));
  const visitor = { searches: [], rings: [], listing: [] };
  const browsing = (async () => {
    let i = 0;
    const end = Date.now() + seconds * 1_000 - 500;
    while (Date.now() < end) {
      visitor.searches.push(await getFrom(base, `/api/products?locale=en&q=ring${i % 3 === 0 ? '' : ` oval${i}`}`, '127.0.9.7'));
      visitor.rings.push(await getFrom(base, `/api/products?locale=en&category=RINGS&page=${1 + (i % 3)}`, '127.0.9.7'));
      visitor.listing.push(await getFrom(base, `/api/products?locale=en&sort=${['suggested', 'price', 'price_desc'][i % 3]}`, '127.0.9.7'));
      i += 1;
      await sleep(300);
    }
  })();
  const [answers] = await Promise.all([running, browsing]);
  return { flood: { requests: answers.length, statuses: count(answers) }, visitor: Object.fromEntries(Object.entries(visitor).map(([name, list]) => [name, count(list)])) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const which = process.argv[3] ?? 'all';
  if (which === 'all' || which === 'search-pages') console.log('search pages of one visitor', JSON.stringify(await searchPagesOfOneVisitor(base)));
  if (which === 'all' || which === 'page-flood') console.log('page flood from one address', JSON.stringify(await pageFloodFromOneAddress(base)));
  if (which === 'all' || which === 'search-flood') console.log('search flood from many addresses', JSON.stringify(await searchFloodFromManyAddresses(base)));
}
