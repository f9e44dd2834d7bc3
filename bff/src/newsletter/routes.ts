import { localeQuerySchema, NEWSLETTER_SUBSCRIPTIONS_PATH, newsletterSubscriptionSchema, RECAPTCHA } from '@ama/contracts';
import { Router } from 'express';
import type { AppDatabase } from '../db';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { recaptchaGuard, type RecaptchaConfig } from '../http/recaptcha';
import { subscribe } from './subscribe';

export interface NewsletterRouterOptions {
  db: AppDatabase;
  rateLimit: RateLimitOptions;
  /** reCAPTCHA settings (docs/recaptcha.md); without a site key the form is not guarded. */
  recaptcha?: RecaptchaConfig;
}

/**
 * POST /api/newsletter/subscriptions?locale=xx → 201 with the welcome code, 409 when already registered.
 * The rate limiter comes first, before the body is even read, so every request counts: malformed,
 * too large or valid alike. reCAPTCHA, when configured, comes next: a flood never reaches Google.
 */
export function newsletterRouter({ db, rateLimit, recaptcha }: NewsletterRouterOptions): Router {
  const router = Router();
  const guards = [ipRateLimit(rateLimit), ...(recaptcha ? [recaptchaGuard(recaptcha, RECAPTCHA.actions.newsletter)] : [])];
  router.post(NEWSLETTER_SUBSCRIPTIONS_PATH, ...guards, jsonBody(), async (req, res) => {
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
