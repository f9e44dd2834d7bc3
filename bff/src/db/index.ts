import type { AppConfig } from '../config';
import { migrationsDir } from '../paths';
import { migrate } from './migrate';
import { openDatabase, type AppDatabase } from './open';
import { seedCatalogue } from './seed-catalogue';

export { openDatabase, MEMORY, type AppDatabase, type DatabaseOptions, type Engine } from './open';
export { migrate } from './migrate';
export { seedCatalogue } from './seed-catalogue';
export type { Database } from './schema';

/** Opens the configured database, brings its schema up to date and loads the catalogue when empty. */
export async function openReadyDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, schema?: string): Promise<AppDatabase> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema });
  try {
    await migrate(database, migrationsDir());
    await seedCatalogue(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
