import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase } from '../test-support/engines';
import { RATE_LIMIT_TABLE } from './postgres-rate-limit-store';

/**
 * Rate-limit counters on PostgreSQL whose window has ended are pruned while the shop is
 * written to, not only by the hourly housekeeping: after a flood from many addresses (15,010 of 15,241
 * rows expired at the end of the probe's flood), a bounded number of further hits, within a bounded
 * time, leaves no ended window in the table. Only PostgreSQL keeps counters in a table.
 */
const FLOOD = 300;
/** The flood's windows: short, so the test waits little for them to end. */
const WINDOW_MS = 3_000;
/** Requests of the flood in flight at once, as many clients would send them. */
const FLOOD_BATCH = 25;
/** Hits after the flood within which the ended windows must be gone (the store prunes every 100 writes). */
const HITS_AFTER = 120;
/** …and the time within which (the store prunes at most once a second, in the background). */
const WITHIN_MS = 3_000;
const NEWSLETTER = '/api/newsletter/subscriptions?locale=en';

describeWithDatabase(
  'rate-limit counters of ended windows',
  (context) => {
    const counters = async () => {
      const { rows } = await sql<{ total: number; ended: number }>`
        select count(*)::int as total, count(*) filter (where expire < ${Date.now()})::int as ended from ${sql.table(RATE_LIMIT_TABLE)}`.execute(context().db.kysely);
      return rows[0]!;
    };

    it(`are pruned within ${HITS_AFTER} hits and ${WITHIN_MS} ms after a flood of ${FLOOD} addresses`, async () => {
      const { config, db } = context();
      // Counted as production counts, each request from the address its (trusted) proxy names.
      const app = createApp({ config: { ...config, rateLimitStore: 'database', trustProxy: 1, newsletterRateLimit: { limit: 10_000, windowMs: WINDOW_MS } }, db });
      const hit = (address: string) => request(app).post(NEWSLETTER).set('X-Forwarded-For', address).set('Content-Type', 'application/json').send('{}');

      for (let start = 0; start < FLOOD; start += FLOOD_BATCH) {
        const batch = Array.from({ length: FLOOD_BATCH }, (_, k) => start + k).map((i) => hit(`10.24.${Math.floor(i / 250)}.${(i % 250) + 1}`));
        for (const response of await Promise.all(batch)) expect(response.status).toBe(400);
      }
      expect((await counters()).total).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
      const afterFlood = await counters();
      // Every window of the flood has ended; nothing yet has pruned them all. (The flood's own writes may
      // have pruned the windows that ended while it ran, on a slow machine: those written since the
      // flood's last prune are still here, so the count is never 0, whatever the machine's speed.)
      expect(afterFlood.ended).toBeGreaterThan(0);

      // One ordinary client goes on using the shop.
      for (let i = 0; i < HITS_AFTER; i += 1) await hit('10.99.0.1');
      const deadline = Date.now() + WITHIN_MS;
      let now = await counters();
      while (now.ended > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        now = await counters();
      }
      expect(now.ended).toBe(0);
      // The running window of the ordinary client is kept.
      expect(now.total).toBeGreaterThanOrEqual(1);
    }, 60_000);
  },
  ['postgres'],
);
