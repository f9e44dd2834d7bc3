export { openDatabase, MEMORY, type AppDatabase, type DatabaseOptions, type Engine } from './open';
export { migrate } from './migrate';
export type { Database } from './schema';
