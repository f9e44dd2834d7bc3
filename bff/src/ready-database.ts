import type { AppConfig } from './app-config';
import { seedDiscountCodes } from './cart';
import { seedCatalogue } from './catalog';
import { migrate, openDatabase, type AppDatabase } from './db';
import { seedEvents } from './events';
import { migrationsDirs } from './paths';
import { seedStores } from './stores';

/**
 * Opens the configured database, brings its schema up to date and loads the catalogue (of
 * `catalogProducts` products when set), the events and the stores when empty, and the development discount codes when asked to (never unless
 * `seedDiscountCodes` says so). Part of the app's assembly rather than of db/, because the seed data
 * belong to the business modules and the database layer imports none of them.
 */
export async function openReadyDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'seedDiscountCodes' | 'catalogProducts'>>,
  schema?: string,
  /**
   * Embedded in memory only: a dump of the ready database, loaded when the file is there and written when
   * not. The tests open a hundred such databases a run; a load skips the migrations and seed (2 s of 3).
   */
  template?: string,
): Promise<AppDatabase> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema, loadFrom: template });
  try {
    await migrate(database, migrationsDirs());
    await seedCatalogue(database, { products: config.catalogProducts });
    await seedEvents(database);
    await seedStores(database);
    if (config.seedDiscountCodes) await seedDiscountCodes(database);
    // A dump not written (a read-only folder, a full disk) only means the next open migrates again.
    if (template && database.dump && !database.dump.loaded) await database.dump.to(template).catch(() => undefined);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
