import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { describeWithDatabase, TEST_DATABASE_URL } from '../test-support/engines';
import { ledgerProblems } from '../test-support/ledger';
import { RetryingShopper, type Acknowledged } from './retrying-shopper';
import { ShopCluster } from './shop-cluster';
import { TcpProxy } from './tcp-proxy';

/**
 * The shop as two instances (INSTANCES=2, node:cluster) on one PostgreSQL, under faults
 * (docs/adr-008-two-instances.md): a checkout load with client retries while one instance is killed
 * with SIGKILL, SMTP down then back, and PostgreSQL "restarted". The restart is simulated: the shop
 * reaches PostgreSQL through a TCP relay of this test (tcp-proxy.ts) that is stopped, cutting every
 * connection, and started again on the same port; the machine's server is never touched. Runs on the
 * machine's PostgreSQL in the fresh schema describeWithDatabase makes (and drops), skipped like the other
 * PostgreSQL suites when there is none. Ports 4350-4352 are this suite's.
 */

const PORTS = { postgresRelay: 4350, shop: 4351, smtp: 4352 };
const CHECKOUTS = 40;
const CONCURRENCY = 8;
/** Acknowledged orders before one instance is killed: the kill lands mid-load. */
const KILL_AFTER = 12;
/** An API answer during the outage must come within this: a pool wait, never a hang. */
const OUTAGE_ANSWER_MS = 6_000;

const shopDatabaseUrl = (schema: string) => {
  const url = new URL(TEST_DATABASE_URL);
  url.host = `127.0.0.1:${PORTS.postgresRelay}`;
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, withinMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** One GET on a connection of its own (`agent: false` closes it), so round robin spreads them over the workers. */
const getOnNewConnection = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

/** One sample of Prometheus' text format, e.g. sample(text, 'http_requests_total', 'route="/api/shapes",status="200"'). */
const sample = (text: string, name: string, labels: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name}{`) && line.includes(labels))
      ?.split(' ')
      .pop() ?? NaN,
  );

jest.setTimeout(120_000);

describeWithDatabase(
  'two shop instances on PostgreSQL, under faults',
  (context) => {
    let db: pg.Client;
    let shop: ShopCluster;
    const relay = new TcpProxy(PORTS.postgresRelay, { host: '127.0.0.1', port: Number(new URL(TEST_DATABASE_URL).port || 5432) });
    const shopEnv = (schema: string) => ({
      DATABASE_URL: shopDatabaseUrl(schema),
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      // Short pauses between delivery attempts, so mails waiting for SMTP go out within the suite's time.
      MAIL_RETRY_BASE_SECONDS: '3',
      // A mail claimed by the killed worker comes back after this lease, within the suite's time.
      MAIL_LEASE_SECONDS: '15',
      // Every shopper of the load comes from 127.0.0.1: the per-IP budgets must not be what is tested here.
      ORDER_RATE_LIMIT: '100000',
      CART_RATE_LIMIT: '100000',
    });
    const received: { to: string[]; messageId: string }[] = [];
    let smtp: SMTPServer | undefined;
    const acknowledged: Acknowledged[] = [];

    const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await db.query<T>(text, values)).rows;

    beforeAll(async () => {
      // The suite's schema, migrated and seeded: the shop's primary finds nothing left to do.
      const {
        rows: [row],
      } = await sql<{ schema: string }>`select current_schema() as schema`.execute(context().db.kysely);
      db = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${row!.schema}` });
      await db.connect();
      await relay.start();
      shop = new ShopCluster(PORTS.shop, shopEnv(row!.schema));
      await shop.start();
    }, 90_000);

    afterAll(async () => {
      await shop?.stop();
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      await relay.stop();
      await db?.end();
    }, 30_000);

    test("/metrics on whichever instance answers reports the whole shop: both instances' requests, the shared outbox once", async () => {
      const REQUESTS = 10;
      for (let i = 0; i < REQUESTS; i += 1) expect((await getOnNewConnection(`${shop.url}/api/collections?locale=en`)).status).toBe(200);
      // Two scrapes on connections of their own: round robin gives them to different workers, and each
      // counts all ten, though each worker answered only about half of them.
      for (let scrape = 0; scrape < 2; scrape += 1) {
        const { status, body } = await getOnNewConnection(`${shop.url}/metrics`);
        expect(status).toBe(200);
        expect(sample(body, 'http_requests_total', 'method="GET",route="/api/collections",status="200"')).toBe(REQUESTS);
        expect(sample(body, 'db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(2);
      }
    });

    test('checkouts with client retries while one instance is killed (SIGKILL): every acknowledged order is stored once, every charge has its order', async () => {
      const shoppers = Array.from({ length: CHECKOUTS }, () => new RetryingShopper(shop.url, { timeoutMs: 8_000, giveUpAfterMs: 45_000 }));
      const [victim] = shop.workerPids();
      let killed = false;
      let next = 0;
      const run = async () => {
        while (next < shoppers.length) {
          const shopper = shoppers[next++]!;
          acknowledged.push(await shopper.checkout());
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            process.kill(victim!, 'SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, run));

      expect(killed).toBe(true);
      // Whether the kill cut a request in flight (then its client retried) depends on timing: usually it
      // does, but an idle keep-alive connection to the dead worker is simply dropped, so it is not asserted.
      expect(acknowledged).toHaveLength(CHECKOUTS);
      // Exactly one order per shopper (each had one Idempotency-Key), and it is the one acknowledged.
      const orders = await rows<{ email: string; number: string }>('select email, number from orders');
      expect(orders).toHaveLength(CHECKOUTS);
      expect(new Map(orders.map((order) => [order.email, order.number]))).toEqual(new Map(acknowledged.map((ack) => [ack.email, ack.orderNumber])));
      // Every capture of the gateway (money taken) belongs to a stored order with that very payment, one
      // per shopper; an authorisation whose order never came was voided, none is left holding money.
      const orphans = await rows(
        `select c.idempotency_key from test_gateway_charges c
         left join order_payments p on p.provider_payment_id = c.payment_id
       where c.status = 'captured' and p.order_id is null`,
      );
      expect(orphans).toEqual([]);
      expect(await rows("select 1 from test_gateway_charges where status = 'captured'")).toHaveLength(CHECKOUTS);
      expect(await rows("select 1 from test_gateway_charges where status = 'authorised'")).toEqual([]);
      // And the books balance: no refund without its refunded state, none more than was taken.
      expect(await ledgerProblems((text) => rows(text))).toEqual([]);
      // The primary replaced the killed worker.
      await shop.waitUntilReady(30_000);
      expect(shop.workerPids()).not.toContain(victim);
    });

    test('SMTP down: the order mails wait in the outbox, counting attempts; once SMTP is back each goes out exactly once', async () => {
      // Every order's mail has been tried (and failed) at least once, and none is lost or given up.
      const waiting = await waitFor('every mail tried once', 20_000, async () => {
        const outbox = await rows<{ status: string; attempts: number }>('select status, attempts from outbox');
        return outbox.length === CHECKOUTS && outbox.every((mail) => mail.attempts >= 1) ? outbox : undefined;
      });
      expect(waiting.map((mail) => mail.status)).toEqual(Array(CHECKOUTS).fill('pending'));
      // Both instances read the one outbox: the backlog is reported once, not once per instance.
      // A scrape may get 503 while a worker is slow to report (a busy machine): Prometheus scrapes again.
      const metrics = await waitFor('a complete scrape', 30_000, async () => {
        const scrape = await getOnNewConnection(`${shop.url}/metrics`);
        return scrape.status === 200 ? scrape.body : undefined;
      });
      expect(sample(metrics, 'mail_outbox_messages', 'status="pending"')).toBe(CHECKOUTS);

      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '' });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(PORTS.smtp, '127.0.0.1', () => resolve()));

      await waitFor('every mail sent', 60_000, async () => {
        const [row] = await rows<{ sent: number }>("select count(*)::int as sent from outbox where status = 'sent'");
        return row?.sent === CHECKOUTS ? true : undefined;
      });
      // Two more poll intervals of both workers: nothing is sent a second time.
      await sleep(4_500);
      expect(received.map((mail) => mail.to.join(',')).sort()).toEqual(acknowledged.map((ack) => ack.email).sort());
      expect(new Set(received.map((mail) => mail.messageId)).size).toBe(CHECKOUTS);
      // Each carries its outbox row's Message-ID (the same at every attempt: worker.ts).
      expect(received.every((mail) => /^<outbox-\d+-\d+@/.test(mail.messageId))).toBe(true);
    });

    test('PostgreSQL restarted (simulated by cutting the relay): 503 with Retry-After while it is down, then the shop recovers by itself', async () => {
      const workersBefore = shop.workerPids().sort();
      const shopper = new RetryingShopper(shop.url, { timeoutMs: 8_000, giveUpAfterMs: 30_000 });
      await shopper.fillCart();
      // The events area has been rendered on both workers before, in other languages (a page of its own
      // would be kept whole and rightly served through the outage): the outage's page below is a render
      // of warm code within its budget, as in a shop that has been running, not a first one left to the browser.
      for (const locale of ['en', 'it', 'es']) expect((await getOnNewConnection(`${shop.url}/${locale}/events`)).status).toBe(200);

      await relay.stop();
      // /readyz trusts a database answer of the last second; wait past it.
      await sleep(1_200);
      const probes: { name: string; method: string; path: string; body?: unknown }[] = [
        { name: 'readiness', method: 'GET', path: '/readyz' },
        { name: 'cart', method: 'GET', path: '/api/cart?locale=en' },
        { name: 'add to cart', method: 'POST', path: '/api/cart/lines?locale=en', body: { sku: 'GA-PEN-OV' } },
        { name: 'newsletter', method: 'POST', path: '/api/newsletter/subscriptions?locale=en', body: { email: 'outage@example.com', privacy: true } },
      ];
      for (let round = 0; round < 2; round += 1) {
        for (const probe of probes) {
          const started = Date.now();
          const res = await fetch(`${shop.url}${probe.path}`, {
            method: probe.method,
            // The shopper's cookie: the cart is read from the database (without one the answer is an empty cart).
            headers: { ...shopper.cookie, ...(probe.body ? { 'Content-Type': 'application/json' } : {}) },
            body: probe.body ? JSON.stringify(probe.body) : undefined,
            signal: AbortSignal.timeout(OUTAGE_ANSWER_MS + 2_000),
          });
          const body = (await res.json()) as { error?: { code: string }; status?: string };
          expect({ probe: probe.name, status: res.status, retryAfter: Number(res.headers.get('retry-after')) > 0 }).toEqual({ probe: probe.name, status: 503, retryAfter: true });
          expect(Date.now() - started).toBeLessThan(OUTAGE_ANSWER_MS);
          if (probe.path.startsWith('/api/')) expect(body.error?.code).toBe('SERVICE_UNAVAILABLE');
          else expect(body.status).toBe('unavailable');
        }
      }

      // A page whose data is in the database: its error state with a retry, as a 503 nobody keeps (no
      // cache here or in a CDN), so the page is whole again as soon as the database is back.
      const EVENTS_PAGE = '/de/events';
      const outagePage = await fetch(`${shop.url}${EVENTS_PAGE}`, { signal: AbortSignal.timeout(OUTAGE_ANSWER_MS + 2_000) });
      expect(outagePage.status).toBe(503);
      expect(Number(outagePage.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(outagePage.headers.get('cache-control')).toBe('no-store');
      const outageHtml = await outagePage.text();
      expect(outageHtml).toContain('Die Events konnten nicht geladen werden.');
      expect(outageHtml).not.toContain('Kommende Events');

      await relay.start();
      await waitFor('the shop ready again', 20_000, async () => ((await fetch(`${shop.url}/readyz`)).ok ? true : undefined));
      // Asked on both workers (new connections, round robin): neither kept the outage's page.
      for (let i = 0; i < 2; i += 1) {
        const page = await getOnNewConnection(`${shop.url}${EVENTS_PAGE}`);
        expect(page.status).toBe(200);
        expect(page.body).toContain('Kommende Events');
      }
      // No restart of the shop: the same workers, and a checkout goes through.
      expect(shop.workerPids().sort()).toEqual(workersBefore);
      const order = await shopper.checkout();
      expect(await rows('select 1 from orders where number = $1', [order.orderNumber])).toHaveLength(1);
    });
  },
  ['postgres'],
);
