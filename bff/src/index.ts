/** Public surface of @ama/bff for the lead's web router, scripts and tests. */
export { createApp, type AppDeps } from './app';
export { JSON_BODY_LIMIT } from './http/json-body';
export { loadConfig, ConfigError, type AppConfig } from './app-config';
export { openDatabase, migrate, MEMORY, type AppDatabase, type Database } from './db';
export { openReadyDatabase } from './ready-database';
export { seedCatalogue } from './catalog';
export { createLogger, type Logger } from './logger';
export { HttpError, sendError } from './http/errors';
export { bffPackageDir, repoRootDir, migrationsDirs } from './paths';
