import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { registryEntrySchema, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';
import type { Database } from '../db';
import { canarySchema, type Canary } from './release-registry';

/**
 * How a shop instance follows the registry of releases in PostgreSQL: it reads release_remotes every
 * RELEASE_POLL_MS and serves what it read last, so every instance on every machine switches within
 * about that long after `npm run release` or `npm run rollback`, without a restart.
 *
 * A poll, not LISTEN/NOTIFY: a listener needs a connection of its own held open for good (none through a
 * pooler in transaction mode), and a notification sent while it reconnects is lost, so a poll would be
 * needed anyway to be sure. The poll alone is one small read of a few rows per instance every two
 * seconds, and it recovers from a database outage by itself.
 */

export const RELEASE_POLL_MS = 2_000;

/** What RegistrySource needs of the registry of releases: the released entries, the canaries running, and a stamp that changes with them. */
export interface ReleasedEntries {
  current(): ReleasedSnapshot;
}

export interface ReleasedSnapshot {
  stamp: string;
  entries: RegistryEntry[];
  /** remote name → its canary, for the remotes that have one. */
  canaries?: Record<string, Canary>;
}

const rowsSchema = z.array(z.object({ name: z.string(), entry: registryEntrySchema, canary: z.nullable(canarySchema) }));

export interface ReleaseFollowerOptions {
  intervalMs?: number;
  /** Told when a poll fails or reads a bad entry (the last good read stays in force), and when polls succeed again. */
  warn?: (message: string) => void;
}

export class ReleaseFollower implements ReleasedEntries {
  private snapshot: ReleasedSnapshot = { stamp: 'none', entries: [] };
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ReleaseFollowerOptions = {},
  ) {}

  current(): ReleasedSnapshot {
    return this.snapshot;
  }

  /** Reads once (throws when it cannot: an instance must not start serving builds that are not released), then polls. */
  async start(): Promise<this> {
    await this.read();
    this.schedule();
    return this;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async read(): Promise<void> {
    const { rows } = await sql<{ name: string; entry: unknown; canary: unknown }>`select name, entry, canary from release_remotes order by name`.execute(this.db);
    const text = JSON.stringify(rows);
    const stamp = createHash('sha256').update(text).digest('hex').slice(0, 16);
    if (stamp === this.snapshot.stamp) return;
    const parsed = rowsSchema.parse(rows);
    const canaries = Object.fromEntries(parsed.flatMap(({ name, canary }) => (canary ? [[name, canary] as const] : [])));
    this.snapshot = { stamp, entries: parsed.map(({ entry }) => entry), canaries };
  }

  private schedule(): void {
    if (this.stopped) return;
    // One poll at a time: the next is set up when this one has ended, however long it took.
    this.timer = setTimeout(() => void this.poll(), this.options.intervalMs ?? RELEASE_POLL_MS);
    // The poll never keeps a process alive on its own (a test, a shutdown).
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      await this.read();
      if (this.failing) this.options.warn?.('the registry of releases can be read again');
      this.failing = false;
    } catch (error) {
      // Said once per outage, not every two seconds; the releases read last keep being served.
      if (!this.failing) this.options.warn?.(`the registry of releases cannot be read, the last one read is kept: ${(error as Error).message}`);
      this.failing = true;
    }
    this.schedule();
  }
}
