import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { withEvents } from '../events/tables';

/** What fills the parameters of the shop's public route patterns: codes and keys as the database holds them. */
export interface SitemapData {
  skus: string[];
  collections: string[];
  shapes: string[];
  events: string[];
}

/** Reads every product, collection, shape and event, in a stable order (the sitemap's order). */
export function sitemapDataFrom(kysely: Kysely<Database>): () => Promise<SitemapData> {
  return async () => {
    const [skus, collections, shapes, events] = await Promise.all([
      kysely.selectFrom('products').select('sku').orderBy('suggested_rank').orderBy('sku').execute(),
      kysely.selectFrom('collections').select('code').orderBy('position').execute(),
      kysely.selectFrom('shapes').select('code').orderBy('position').execute(),
      withEvents(kysely).selectFrom('events').select('key').orderBy('starts_at').orderBy('key').execute(),
    ]);
    return {
      skus: skus.map((row) => row.sku),
      collections: collections.map((row) => row.code),
      shapes: shapes.map((row) => row.code),
      events: events.map((row) => row.key),
    };
  };
}
