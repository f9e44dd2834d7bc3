import type { AppConfig } from '../config';
import { migrationsDir } from '../paths';
import { migrate } from './migrate';
import { openDatabase, type AppDatabase } from './open';
import { seedCatalogue } from './seed-catalogue';
import { seedDiscountCodes } from './seed-discount-codes';
import { seedEvents } from '../events/seed';
import { seedStores } from '../stores/seed';

export { openDatabase, MEMORY, type AppDatabase, type DatabaseOptions, type Engine } from './open';
export { migrate } from './migrate';
export { seedCatalogue } from './seed-catalogue';
export { seedDiscountCodes } from './seed-discount-codes';
export type { Database } from './schema';

/**
 * Opens the configured database, brings its schema up to date and loads the catalogue when empty, and
 * the development discount codes when asked to (never unless `seedDiscountCodes` says so).
 */
export async function openReadyDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'seedDiscountCodes'>>,
  schema?: string,
): Promise<AppDatabase> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema });
  try {
    await migrate(database, migrationsDir());
    await seedCatalogue(database);
    await seedEvents(database);
    await seedStores(database);
    if (config.seedDiscountCodes) await seedDiscountCodes(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
