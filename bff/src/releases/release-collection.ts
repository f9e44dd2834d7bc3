import { existsSync, rmSync, statSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import type { ReleaseRegistryStore } from './registry-store';
import { baselineVersion, isSwitch, pendingCandidate, type ReleasedRemote } from './release-registry';
import { releaseFolder, storedVersions } from './release-store';

/** How long a replaced release stays served by default: an open page of it keeps loading its chunks. */
export const RELEASE_RETENTION_HOURS = 24;
/** Earlier live releases kept whatever their age: what `npm run rollback` walks back to. */
export const ROLLBACK_DEPTH = 3;

/**
 * The versions of one remote that must stay (docs/delivery.md#collecting-old-releases): the live one, its
 * canary and pending candidate, the baseline, the last ROLLBACK_DEPTH releases that were live, every
 * release replaced less than `retentionMs` ago, and every build stored less than that ago (a candidate
 * being previewed before it is recorded, a release on its way).
 */
export function versionsToKeep(released: ReleasedRemote, now: number, retentionMs: number): Set<string> {
  const keep = new Set<string>([released.entry.version]);
  if (released.canary) keep.add(released.canary.version);
  const candidate = pendingCandidate(released.history);
  if (candidate) keep.add(candidate.version);
  const baseline = baselineVersion(released.history);
  if (baseline) keep.add(baseline);
  const switches = released.history.filter(isSwitch);
  const earlier = [...new Set(switches.map(({ version }) => version).reverse())].filter((version) => version !== released.entry.version);
  for (const version of earlier.slice(0, ROLLBACK_DEPTH)) keep.add(version);
  // A release replaced within the retention: the one live before each recent switch.
  switches.forEach((record, index) => {
    if (index > 0 && now - Date.parse(record.at) < retentionMs) keep.add(switches[index - 1]!.version);
  });
  return keep;
}

export interface CollectOptions {
  releasesDir: string;
  registry: ReleaseRegistryStore;
  retentionMs: number;
  now?: () => number;
  /** With PostgreSQL: the release files kept there go with the folders. */
  db?: Kysely<Database>;
}

/**
 * Removes the releases of released remotes no longer worth keeping, from this machine's RELEASES_DIR and
 * (with PostgreSQL) from the database; files still used by a kept release stay (they are shared by hash).
 * A remote never released here is not touched. Returns what was removed.
 */
export async function collectReleases(options: CollectOptions): Promise<{ folder: string; version: string }[]> {
  const now = options.now?.() ?? Date.now();
  const removed: { folder: string; version: string }[] = [];
  const { remotes } = await options.registry.read();
  for (const released of Object.values(remotes)) {
    const folder = released.folder;
    const keep = versionsToKeep(released, now, options.retentionMs);
    // When each build was stored: its folder here, or its rows in the database, whichever is later.
    const storedAt = new Map<string, number>(options.db ? await databaseVersions(options.db, folder) : []);
    for (const version of storedVersions(options.releasesDir, folder)) {
      const mtime = statSync(releaseFolder(options.releasesDir, folder, version), { throwIfNoEntry: false })?.mtimeMs ?? 0;
      storedAt.set(version, Math.max(mtime, storedAt.get(version) ?? 0));
    }
    for (const [version, at] of storedAt) {
      if (keep.has(version) || now - at < options.retentionMs) continue;
      const dir = releaseFolder(options.releasesDir, folder, version);
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
      if (options.db) await sql`delete from release_files where folder = ${folder} and version = ${version}`.execute(options.db);
      removed.push({ folder, version });
    }
  }
  if (options.db && removed.length > 0) {
    await sql`delete from release_blobs b where not exists (select 1 from release_files f where f.sha256 = b.sha256)`.execute(options.db);
  }
  return removed;
}

async function databaseVersions(db: Kysely<Database>, folder: string): Promise<[string, number][]> {
  const { rows } = await sql<{ version: string; stored_at: Date }>`
    select version, max(stored_at) as stored_at from release_files where folder = ${folder} group by version`.execute(db);
  return rows.map(({ version, stored_at }) => [version, new Date(stored_at).getTime()]);
}
