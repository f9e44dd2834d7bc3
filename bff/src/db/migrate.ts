import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from './open';

/** Migration files: bff/migrations/NNN_name.sql, applied in name order. */
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Serialises migrations (and seeding) of several shop instances starting on one PostgreSQL. */
export const SCHEMA_LOCK_KEY = 4_207_001;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the pending migrations in one transaction: either the schema moves to the newest version or
 * it stays where it was. Applied names are recorded in schema_migrations.
 */
export async function migrate(database: AppDatabase, directory: string): Promise<MigrationResult> {
  const files = (await readdir(directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  await database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const script = await readFile(path.join(directory, file), 'utf8');
      await sql.raw(script).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
      applied.push(file);
    }
  });
  return { applied };
}
