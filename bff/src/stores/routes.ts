import { STORES_PATH, storesQuerySchema, type StoresResponse } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';
import { gazetteer as defaultGazetteer, type Gazetteer } from './gazetteer';
import { listStores } from './repository';

export interface StoresRouterOptions {
  db: AppDatabase;
  /** The place resolver; the full offline gazetteer when absent (tests may pass a small one). */
  gazetteer?: () => Gazetteer;
  /**
   * Read the gazetteer shortly after start rather than on the first search (≈ 1 s), so a server-rendered
   * `?near=` page gets its list within the rendering budget. Off in tests and development.
   */
  warm?: boolean;
}

/**
 * GET /api/stores?near=<place> | ?lat=&lng= | (nothing) → 200 StoresResponse.
 * An unknown place is an answer, not an error: 200 with `place: null` and no stores. Bad parameters
 * (coordinates out of range, half a pair, both a place and coordinates) are 400 VALIDATION_FAILED.
 * Public, the same for everyone: cacheable for a few minutes.
 */
export function storesRouter({ db, gazetteer = defaultGazetteer, warm = false }: StoresRouterOptions): Router {
  const router = Router();
  if (warm) setTimeout(() => gazetteer(), 1_000).unref();
  router.get(STORES_PATH, async (req, res) => {
    const query = storesQuerySchema.parse(req.query);
    let body: StoresResponse;
    if (query.near !== undefined) {
      const found = gazetteer().resolve(query.near);
      body = found
        ? { search: 'near', place: { name: found.name, country: found.country, latitude: found.latitude, longitude: found.longitude }, stores: await listStores(db.kysely, found) }
        : { search: 'near', place: null, stores: [] };
    } else if (query.lat !== undefined && query.lng !== undefined) {
      const origin = { latitude: query.lat, longitude: query.lng };
      body = { search: 'coordinates', place: { name: null, country: null, ...origin }, stores: await listStores(db.kysely, origin) };
    } else {
      body = { search: 'all', place: null, stores: await listStores(db.kysely) };
    }
    // The shopper's own position stays out of shared caches.
    res.set('Cache-Control', body.search === 'coordinates' ? 'private, max-age=300' : 'public, max-age=300').json(body);
  });
  return router;
}
