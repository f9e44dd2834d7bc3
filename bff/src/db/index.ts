export { openDatabase, MEMORY, type AppDatabase, type DatabaseOptions, type Engine } from './open';
export { migrate, migrationFiles } from './migrate';
export type { Database } from './schema';
