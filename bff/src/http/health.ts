import type { LivenessResponse, ReadinessResponse } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';

/** /healthz: the process answers. /readyz: the database answers too (503 when it does not). */
export function healthRouter(database: Pick<AppDatabase, 'ping'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const body: LivenessResponse = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await database.ping();
      const body: ReadinessResponse = { status: 'ready', database: 'ok' };
      res.json(body);
    } catch (error) {
      req.log?.warn({ err: error }, 'readiness check failed');
      const body: ReadinessResponse = { status: 'unavailable', database: 'error' };
      // Load balancers and the cluster's clients may come back after a restart's usual length.
      res.set('Retry-After', '5');
      res.status(503).json(body);
    }
  });
  return router;
}
