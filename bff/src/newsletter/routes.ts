import { localeQuerySchema, NEWSLETTER_SUBSCRIPTIONS_PATH, newsletterSubscriptionSchema } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { subscribe } from './subscribe';

export interface NewsletterRouterOptions {
  db: AppDatabase;
  rateLimit: RateLimitOptions;
}

/**
 * POST /api/newsletter/subscriptions?locale=xx → 201 with the welcome code, 409 when already registered.
 * The rate limiter comes first, before the body is even read, so every request counts: malformed,
 * too large or valid alike.
 */
export function newsletterRouter({ db, rateLimit }: NewsletterRouterOptions): Router {
  const router = Router();
  router.post(NEWSLETTER_SUBSCRIPTIONS_PATH, ipRateLimit(rateLimit), jsonBody(), async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const input = newsletterSubscriptionSchema.parse(req.body);
    const result = await subscribe(db, input, locale);
    if (result.outcome === 'already-registered') {
      throw new HttpError(409, 'EMAIL_ALREADY_REGISTERED', 'This email is already registered', { email: 'already_registered' });
    }
    res.status(201).set('Cache-Control', 'no-store').json({ subscription: result.subscription });
  });
  return router;
}
