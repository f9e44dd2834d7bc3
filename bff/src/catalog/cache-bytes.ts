/** What the catalogue's caches may keep, in bytes: reads (products, listings), searches, and the serialised answers by URL. */
export const CATALOG_CACHE_BYTES = { reads: 32 * 1024 * 1024, searches: 16 * 1024 * 1024, answers: 32 * 1024 * 1024 } as const;
