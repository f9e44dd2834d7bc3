export { storesRouter, type StoresRouterOptions } from './routes';
export { seedStores, STORE_SEED } from './seed';
export { findStore, listStores } from './repository';
export { createGazetteer, gazetteer, placeKey, type Gazetteer } from './gazetteer';
export type { StoreTables } from './tables';
export { storesEndpoints } from './openapi';
export { storesModule } from './module';
