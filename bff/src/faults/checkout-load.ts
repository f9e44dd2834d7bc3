import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { cardPayment, checkoutForm } from '../test-support/checkout';
import { VISITOR_COOKIE } from '../visitor';
import { PENDANT } from './retrying-shopper';

/**
 * Concurrent checkouts against a running shop, as a hostile load probe sent them: every shopper's cart
 * is filled first, then all their orders go out at once, each on a connection of its own (so node:cluster's
 * round robin spreads them over the workers) and without retries, so every 5xx and every slow answer counts.
 * Used by the fault suite (bounded count) and by `npm run bench` (full count, through the same test).
 */

export interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection (`agent: false` closes it afterwards); status 0 when the connection failed. */
export function requestOnNewConnection(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer & { setCookie: string[] }> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', () => resolve({ status: 0, body, setCookie: [] }));
    });
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, body: String(error), setCookie: [] }));
    req.end(options.body);
  });
}

interface PreparedShopper {
  cookie: string;
  email: string;
  key: string;
  totalCents: number;
}

async function prepareShopper(baseUrl: string): Promise<PreparedShopper> {
  const added = await requestOnNewConnection(`${baseUrl}/api/cart/lines?locale=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku: PENDANT }),
  });
  const cookie = added.setCookie.find((line) => line.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];
  if (added.status !== 201 || !cookie) throw new Error(`adding to the cart answered ${added.status} ${added.body}`);
  const cart = JSON.parse(added.body) as { totalCents: number };
  return { cookie, email: `load.${randomUUID().slice(0, 8)}@example.com`, key: randomUUID(), totalCents: cart.totalCents };
}

export interface CheckoutLoadResult {
  checkouts: number;
  /** status → how many answers had it (0: no answer, the connection failed or timed out). */
  statuses: Record<number, number>;
  /** Order numbers of the 201s, by shopper e-mail. */
  placed: Map<string, string>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the first order sent to the last answer. */
  wallMs: number;
  /** Every order's time to its answer. */
  latenciesMs: number[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `count` shoppers fill their carts (`prepareConcurrency` at a time), then all `count` orders are sent at once. */
export async function concurrentCheckouts(baseUrl: string, count: number, { prepareConcurrency = 10, timeoutMs = 60_000 } = {}): Promise<CheckoutLoadResult> {
  const shoppers: PreparedShopper[] = [];
  for (let i = 0; i < count; i += prepareConcurrency) {
    shoppers.push(...(await Promise.all(Array.from({ length: Math.min(prepareConcurrency, count - i) }, () => prepareShopper(baseUrl)))));
  }
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async (shopper) => {
      const sent = performance.now();
      const body = {
        checkout: checkoutForm({ contact: { email: shopper.email, phone: '347 123 4567', name: 'Ada', surname: 'Lovelace' } }),
        payment: cardPayment(),
        expectedTotalCents: shopper.totalCents,
      };
      const answer = await requestOnNewConnection(`${baseUrl}/api/orders?locale=en`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: shopper.cookie, 'Idempotency-Key': shopper.key },
        body: JSON.stringify(body),
        timeoutMs,
      });
      return { shopper, answer, ms: performance.now() - sent };
    }),
  );
  const wallMs = performance.now() - started;
  const statuses: Record<number, number> = {};
  const placed = new Map<string, string>();
  for (const { shopper, answer } of answers) {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 201) placed.set(shopper.email, (JSON.parse(answer.body) as { order: { number: string } }).order.number);
  }
  const latenciesMs = answers.map((entry) => entry.ms);
  return { checkouts: count, statuses, placed, ...percentiles(latenciesMs), wallMs: Math.round(wallMs), latenciesMs };
}

export function percentiles(latenciesMs: number[]): { p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { p50Ms: Math.round(quantile(sorted, 0.5)), p99Ms: Math.round(quantile(sorted, 0.99)), maxMs: Math.round(sorted.at(-1) ?? NaN) };
}

const statusList = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}×${n}`)
    .join(' ');

/** One line per burst, for logs and the bench: `checkout load: 50 at once, 201×50, p50 120 ms, p99 340 ms, max 350 ms, all in 360 ms`. */
export const describeLoad = (result: CheckoutLoadResult) =>
  `checkout load: ${result.checkouts} at once, ${statusList(result.statuses)}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, all in ${result.wallMs} ms`;

/** The line for several bursts together: `checkout load total: 250 (5 × 50 at once), 201×250, p50 …, p99 …, max …`. */
export function describeRounds(results: CheckoutLoadResult[]): string {
  const statuses: Record<number, number> = {};
  for (const result of results) for (const [status, n] of Object.entries(result.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  const { p50Ms, p99Ms, maxMs } = percentiles(results.flatMap((result) => result.latenciesMs));
  const total = results.reduce((sum, result) => sum + result.checkouts, 0);
  return `checkout load total: ${total} (${results.length} × ${results[0]?.checkouts ?? 0} at once), ${statusList(statuses)}, p50 ${p50Ms} ms, p99 ${p99Ms} ms, max ${maxMs} ms`;
}
