import { sql, type Kysely } from 'kysely';
import type { RegistryEntry } from '@ama/contracts';
import type { Database } from '../db';
import { releaseRegistrySchema, type Canary, type HistoryRecord, type ReleasedRemote, type ReleaseRegistry } from './release-registry';
import type { ReleaseRegistryStore } from './registry-store';
import { uploadReleaseFiles } from './postgres-release-files';

/**
 * The registry of releases in PostgreSQL (migration 022_release_registry.sql): a row per released remote
 * in release_remotes (its current entry) and its switches in release_history. Used by the commands when
 * DATABASE_URL is set; the shop's instances follow release_remotes (release-follower.ts).
 */

/** Advisory lock class of the release commands (migrate.ts uses 4_207_001); the second key is the remote. */
const RELEASE_LOCK_CLASS = 4_207_002;

interface RemoteRow {
  name: string;
  folder: string;
  entry: RegistryEntry;
  canary: Canary | null;
}

interface HistoryRow {
  name: string;
  version: string;
  switched_at: Date;
  switched_by: string;
  command: HistoryRecord['command'];
  command_line: string | null;
}

const recordOf = (row: HistoryRow): HistoryRecord => ({
  version: row.version,
  at: row.switched_at.toISOString(),
  by: row.switched_by,
  command: row.command,
  ...(row.command_line !== null ? { commandLine: row.command_line } : {}),
});

/** The registry of releases (or one remote of it), checked like the file: a bad row is an error, not a guess. */
async function readRegistry(db: Kysely<Database>, name?: string): Promise<ReleaseRegistry> {
  const only = name === undefined ? sql`true` : sql`name = ${name}`;
  const remotes = await sql<RemoteRow>`select name, folder, entry, canary from release_remotes where ${only} order by name`.execute(db);
  const history = await sql<HistoryRow>`
    select name, version, switched_at, switched_by, command, command_line from release_history where ${only} order by id`.execute(db);
  const registry: ReleaseRegistry = { remotes: {} };
  for (const row of remotes.rows) {
    const released: ReleasedRemote = {
      folder: row.folder,
      entry: row.entry,
      history: history.rows.filter((record) => record.name === row.name).map(recordOf),
      ...(row.canary ? { canary: row.canary } : {}),
    };
    registry.remotes[row.name] = released;
  }
  return releaseRegistrySchema.parse(registry);
}

const missingTables = (error: unknown): boolean => (error as { code?: string }).code === '42P01';

/** Says what to do when the shop has never been started on this database (its start applies the migrations). */
async function explained<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (missingTables(error))
      throw new Error('the release tables are not in this database yet: start the shop once with this DATABASE_URL (it applies the migrations), then release', { cause: error });
    throw error;
  }
}

/** The registry of releases in the database behind `db` (whose pool stays its opener's to close). */
export function postgresRegistryStore(db: Kysely<Database>): ReleaseRegistryStore {
  return {
    // One snapshot for both tables: a switch committed between the two reads is seen whole or not at all.
    read: () =>
      explained(
        db
          .transaction()
          .setIsolationLevel('repeatable read')
          .execute((trx) => readRegistry(trx)),
      ),
    update: (name, decide) =>
      explained(
        db.transaction().execute(async (trx) => {
          // Per remote: a release of another remote neither waits nor is lost (each writes its own row).
          await sql`select pg_advisory_xact_lock(${RELEASE_LOCK_CLASS}::int, hashtext(${name}))`.execute(trx);
          const current = (await readRegistry(trx, name)).remotes[name];
          const { write, result } = decide(current);
          if (!write) return result;
          await sql`
            insert into release_remotes (name, folder, entry, canary)
            values (${name}, ${write.folder}, ${JSON.stringify(write.entry)}::jsonb, ${write.canary ? JSON.stringify(write.canary) : null}::jsonb)
            on conflict (name) do update set folder = excluded.folder, entry = excluded.entry, canary = excluded.canary, updated_at = now()`.execute(trx);
          const records = current || !write.baseline ? [write.record] : [write.baseline, write.record];
          for (const record of records) {
            await sql`
              insert into release_history (name, version, switched_at, switched_by, command, command_line)
              values (${name}, ${record.version}, ${record.at}::timestamptz, ${record.by}, ${record.command}, ${record.commandLine ?? null})`.execute(trx);
          }
          return result;
        }),
      ),
    close: async () => undefined,
    storeFiles: (folder, version, dir) => explained(uploadReleaseFiles(db, folder, version, dir)),
  };
}
