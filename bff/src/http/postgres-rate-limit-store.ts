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

/**
 * Ended windows are deleted while the counters are written, not only by the hourly housekeeping: each
 * new address is a new row, and a flood of addresses left an hour of them behind (15,010 of
 * 15,241 rows expired at the end of one). Once a limiter has counted `everyWrites` hits and
 * `minIntervalMs` has passed since its last prune, one DELETE runs beside the request (not awaited). It
 * removes at most max(`batch`, twice the hits since the last prune) rows: more than those hits can have
 * added, so the backlog shrinks whatever the flood's pace, and no single statement grows with the table.
 */
export const COUNTER_PRUNING = { everyWrites: 100, minIntervalMs: 1_000, batch: 1_000 } as const;

export class PostgresRateLimitStore implements Store {
  /** Not local: the count is shared by every process on this database. */
  readonly localKeys = false;
  readonly prefix: string;
  private counters: RateLimiterPostgres | undefined;
  private hitsSincePrune = 0;
  private lastPruneAt = 0;
  private pruning = false;

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
    this.pruneNowAndThen();
    return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) };
  }

  async decrement(key: string): Promise<void> {
    await this.store.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** COUNTER_PRUNING: at most one prune of this limiter at a time; a failed one is not critical (the next, or housekeeping, retries). */
  private pruneNowAndThen(): void {
    this.hitsSincePrune += 1;
    const now = Date.now();
    if (this.pruning || this.hitsSincePrune < COUNTER_PRUNING.everyWrites || now - this.lastPruneAt < COUNTER_PRUNING.minIntervalMs) return;
    const limit = Math.max(COUNTER_PRUNING.batch, 2 * this.hitsSincePrune);
    this.hitsSincePrune = 0;
    this.lastPruneAt = now;
    this.pruning = true;
    void deleteEndedWindows(this.pool, now, limit)
      .catch(() => undefined)
      .finally(() => {
        this.pruning = false;
      });
  }
}

/**
 * Deletes up to `limit` rows whose window ended before `now`. Rows a hit is renewing right now are
 * skipped (SKIP LOCKED) rather than waited for, and the outer `expire` test is checked again on the row
 * as it is when deleted, so a window a concurrent hit has just restarted is kept, never reset.
 */
async function deleteEndedWindows(pool: pg.Pool, now: number, limit: number): Promise<number> {
  const result = await pool.query(
    `delete from ${RATE_LIMIT_TABLE} where key in (select key from ${RATE_LIMIT_TABLE} where expire < $1 limit $2 for update skip locked) and expire < $1`,
    [now, limit],
  );
  return result.rowCount ?? 0;
}

/**
 * Deletes counters whose window has ended (housekeeping, hourly: what the stores' own pruning, which
 * needs hits to run, left when traffic stopped). A stale row is harmless — the next hit
 * of its key starts a new window — but every address that ever wrote would otherwise stay a row for good.
 */
export async function pruneExpiredRateLimitCounters(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await sql`delete from ${sql.table(RATE_LIMIT_TABLE)} where expire is not null and expire < ${now.getTime()}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
