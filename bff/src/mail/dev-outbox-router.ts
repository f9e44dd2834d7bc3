import { DEV_OUTBOX_PATH, devOutboxQuerySchema, type DevOutboxResponse } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';
import { listRecentMails } from './outbox-repository';

/**
 * GET /api/dev/outbox: the queued and sent mails, newest first, `?to=` to pick one recipient. For
 * developers without an SMTP server and for e2e tests that follow a confirmation mail. It exposes
 * personal data and discount codes, so app.ts mounts it only when DEV_OUTBOX is on (never by default
 * in production).
 */
export function devOutboxRouter(db: AppDatabase): Router {
  const router = Router();
  router.get(DEV_OUTBOX_PATH, async (req, res) => {
    const query = devOutboxQuerySchema.parse(req.query);
    const body: DevOutboxResponse = { mails: await listRecentMails(db.kysely, query) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
