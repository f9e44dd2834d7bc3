import request from 'supertest';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../app-config';
import { pruneExpiredRateLimitCounters } from '../http/postgres-rate-limit-store';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';

/**
 * Two shop instances on one PostgreSQL count one rate-limit budget per client (docs/adr-008): the
 * counters live in the database, not in each process. Two apps on the same schema stand for the two
 * instances here; on PGlite (one process only) each app keeps its own count in memory.
 */
const BUDGET = { limit: 3, windowMs: 60_000 };
const NEWSLETTER = '/api/newsletter/subscriptions?locale=en';

describeWithDatabase(
  'rate limits of two instances',
  (context) => {
    const twoInstances = () => {
      const { config, db } = context();
      // As production counts (NODE_ENV=test keeps each app's budget in memory unless asked).
      const shared = { ...config, rateLimitStore: 'database' as const, newsletterRateLimit: BUDGET };
      return [createApp({ config: shared, db }), createApp({ config: shared, db })] as const;
    };
    // Every request counts, valid or not: an empty body is refused with 400 until the budget is spent.
    const subscribe = (app: ReturnType<typeof createApp>) => request(app).post(NEWSLETTER).set('Content-Type', 'application/json').send('{}');

    it('share one budget per client on PostgreSQL, and keep one each in memory on PGlite', async () => {
      const [first, second] = twoInstances();
      const statuses = [];
      for (const app of [first, second, first, second]) statuses.push((await subscribe(app)).status);
      if (context().engine === 'postgres') {
        expect(statuses).toEqual([400, 400, 400, 429]);
        const refused = await subscribe(first);
        expect(refused.status).toBe(429);
        expect(refused.body.error.code).toBe('RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect(statuses).toEqual([400, 400, 400, 400]);
      }
    });

    it('forgets counters whose window has ended at housekeeping, and keeps the running ones', async () => {
      const [first] = twoInstances();
      await subscribe(first);
      const { db, engine } = context();
      expect(await pruneExpiredRateLimitCounters(db.kysely)).toBe(0);
      const later = new Date(Date.now() + BUDGET.windowMs + 1_000);
      // PGlite counts in memory: nothing was written, so nothing is pruned.
      expect(await pruneExpiredRateLimitCounters(db.kysely, later)).toBe(engine === 'postgres' ? 1 : 0); // one row: this client's newsletter budget
    });
  },
  BOTH_ENGINES,
);

describe('INSTANCES', () => {
  it('above 1 is refused without DATABASE_URL, naming the variable and why', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', INSTANCES: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', INSTANCES: '2' })).toThrow(/INSTANCES.*DATABASE_URL/);
  });

  it('counts rate limits in the database by default with DATABASE_URL (outside tests), in memory otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/shop' }).rateLimitStore).toBe('database');
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimitStore).toBe('memory');
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/shop' }).rateLimitStore).toBe('memory');
  });

  it('is 1 by default and accepted above 1 with PostgreSQL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).instances).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', INSTANCES: '2', DATABASE_URL: 'postgres://db.example/shop' }).instances).toBe(2);
  });
});
