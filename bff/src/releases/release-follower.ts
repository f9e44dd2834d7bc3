import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { registryEntrySchema, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';
import type { Database } from '../db';
import { canarySchema, type Canary } from './release-registry';
import { fetchReleaseFiles } from './postgres-release-files';

/** A released entry's manifest URL: /releases/<folder>/<version>/mf-manifest.json. */
const RELEASE_URL = /^\/releases\/(mfe-[a-z-]+)\/([^/]+)\//;

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
  /** Puts a release the database holds into this instance's RELEASES_DIR (a preview's, a chunk asked for); whether it is there now. */
  fetchRelease?(folder: string, version: string): Promise<boolean>;
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
  /**
   * This instance's RELEASES_DIR: a release it is to serve (live or canary) that is not there is fetched
   * from the database first (postgres-release-files.ts), so no shared folder is needed between machines.
   */
  releasesDir?: string;
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

  async fetchRelease(folder: string, version: string): Promise<boolean> {
    return this.options.releasesDir ? fetchReleaseFiles(this.db, this.options.releasesDir, folder, version) : false;
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
    const entries = parsed.map(({ entry }) => entry);
    await this.fetchMissing(entries, canaries);
    this.snapshot = { stamp, entries, canaries };
  }

  /**
   * Every release the read names (live entries and canaries) into this instance's RELEASES_DIR before it
   * is served; one that is neither there nor in the database fails the read (the last one stays served).
   */
  private async fetchMissing(entries: RegistryEntry[], canaries: Record<string, Canary>): Promise<void> {
    const { releasesDir } = this.options;
    if (!releasesDir) return;
    const named = [
      ...entries.flatMap(({ manifestUrl }) => {
        const match = RELEASE_URL.exec(manifestUrl);
        return match ? [{ folder: match[1]!, version: match[2]! }] : [];
      }),
      ...Object.entries(canaries).map(([name, { version }]) => ({ folder: name.replace(/_/g, '-'), version })),
    ];
    for (const { folder, version } of named) {
      if (!(await fetchReleaseFiles(this.db, releasesDir, folder, version))) throw new Error(`${folder} ${version} is neither in ${releasesDir} nor in the database`);
    }
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
