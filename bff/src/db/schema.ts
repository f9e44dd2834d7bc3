import type { Generated } from 'kysely';

/**
 * Kysely's view of the database. Each module declares its own tables beside its code (<module>/tables.ts)
 * and adds them to this interface by declaration merging (`declare module '../db/schema'`), so this file
 * names only the migrations' own table (docs/data-model.md#tables).
 */

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
}
