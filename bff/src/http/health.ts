import type { LivenessResponse, ReadinessResponse } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';

/**
 * /healthz: the process answers. /readyz: the database answers too, and the pages' server code has had
 * its first load (503 until then: `serverCodeLoaded`, the web front door's; a shop without pages has none).
 */
export function healthRouter(database: Pick<AppDatabase, 'ping'>, serverCodeLoaded: () => boolean = () => true): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const body: LivenessResponse = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const serverRendering = serverCodeLoaded() ? 'ready' : 'warming';
    try {
      await database.ping();
      const body: ReadinessResponse = { status: serverRendering === 'ready' ? 'ready' : 'unavailable', database: 'ok', serverRendering };
      // Warming takes a few seconds at start: asked again a second later.
      if (serverRendering === 'warming') res.set('Retry-After', '1').status(503);
      res.json(body);
    } catch (error) {
      req.log?.warn({ err: error }, 'readiness check failed');
      const body: ReadinessResponse = { status: 'unavailable', database: 'error', serverRendering };
      // Load balancers and the cluster's clients may come back after a restart's usual length.
      res.set('Retry-After', '5');
      res.status(503).json(body);
    }
  });
  return router;
}
