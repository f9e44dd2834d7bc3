import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from './open';

/**
 * A migration's file name, which is also its name in schema_migrations: `NNN_what.sql` for the numbered
 * history (frozen at 022), `YYYYMMDDHHMM_<module>_what.sql` since modules keep their own (the module in
 * the name, so two teams never write the same name; the time, so they apply in the order written).
 */
export const MIGRATION_FILE = /^(\d{3}|\d{12}_[a-z0-9-]+)_[a-z0-9_]+\.sql$/;
/** Serialises migrations (and seeding) of several shop instances starting on one PostgreSQL. */
export const SCHEMA_LOCK_KEY = 4_207_001;

export interface MigrationResult {
  applied: string[];
}

export interface MigrationFile {
  /** The file name, recorded in schema_migrations. */
  name: string;
  file: string;
}

/** Every migration in `directories`, in the order they apply (by name); a name found twice is refused. */
export async function migrationFiles(directories: string | readonly string[]): Promise<MigrationFile[]> {
  const found = new Map<string, string>();
  for (const directory of typeof directories === 'string' ? [directories] : directories) {
    for (const name of (await readdir(directory)).filter((file) => MIGRATION_FILE.test(file))) {
      const file = path.join(directory, name);
      const other = found.get(name);
      if (other) throw new Error(`Two migrations are named ${name}: ${other} and ${file}; rename the newer one`);
      found.set(name, file);
    }
  }
  return [...found].map(([name, file]) => ({ name, file })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Applies the pending migrations of `directories` in one transaction: either the schema moves to the
 * newest version or it stays where it was. Applied names are recorded in schema_migrations.
 */
export async function migrate(database: AppDatabase, directories: string | readonly string[]): Promise<MigrationResult> {
  const files = await migrationFiles(directories);
  const applied: string[] = [];
  await database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    for (const { name, file } of files) {
      if (done.has(name)) continue;
      await sql.raw(await readFile(file, 'utf8')).execute(trx);
      await trx.insertInto('schema_migrations').values({ name }).execute();
      applied.push(name);
    }
  });
  return { applied };
}
