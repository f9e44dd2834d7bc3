/** Public surface of @ama/bff for the lead's web router, scripts and tests. */
export { createApp, type AppDeps } from './app';
export { JSON_BODY_LIMIT } from './http/json-body';
export { loadConfig, ConfigError, type AppConfig } from './config';
export { openDatabase, openReadyDatabase, migrate, seedCatalogue, MEMORY, type AppDatabase, type Database } from './db';
export { createLogger, type Logger } from './logger';
export { HttpError, sendError } from './http/errors';
export { bffPackageDir, repoRootDir, migrationsDir } from './paths';
