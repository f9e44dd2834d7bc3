import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * express-rate-limit's Store over rate-limiter-flexible's PostgreSQL counters (docs/adr-008): every
 * shop instance on one database counts the same hits, so N instances still give a client one budget.
 * The table (migrations/020) lives in the pool's search_path schema, so test schemas stay apart.
 * rate-limiter-flexible only counts here; express-rate-limit still decides, sets the headers and answers.
 */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';

/** A counter never refuses on its own: express-rate-limit compares totalHits with its own limit. */
const UNBOUNDED_POINTS = 2_000_000_000;

export class PostgresRateLimitStore implements Store {
  /** Not local: the count is shared by every process on this database. */
  readonly localKeys = false;
  readonly prefix: string;
  private counters: RateLimiterPostgres | undefined;

  constructor(
    private readonly pool: pg.Pool,
    /** Names this limiter's budget: the same on every instance, different for every limiter of one app. */
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.counters = new RateLimiterPostgres({
      storeClient: this.pool,
      tableName: RATE_LIMIT_TABLE,
      // Created by the migration: the library's own CREATE at construction would race between instances.
      tableCreated: true,
      // No background timer: a stale row is reset by the next hit of its key (its expiry has passed).
      clearExpiredByTimeout: false,
      keyPrefix: this.prefix,
      points: UNBOUNDED_POINTS,
      duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
    });
  }

  private get store(): RateLimiterPostgres {
    if (!this.counters) throw new Error('PostgresRateLimitStore used before init');
    return this.counters;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.store.get(key);
    return res ? { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    // penalty() adds a point without refusing (consume() would reject past `points`).
    const res = await this.store.penalty(key, 1);
    return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) };
  }

  async decrement(key: string): Promise<void> {
    await this.store.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/**
 * Deletes counters whose window has ended (housekeeping, hourly). A stale row is harmless — the next hit
 * of its key starts a new window — but every address that ever wrote would otherwise stay a row for good.
 */
export async function pruneExpiredRateLimitCounters(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await sql`delete from ${sql.table(RATE_LIMIT_TABLE)} where expire is not null and expire < ${now.getTime()}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
