import { localeQuerySchema, newsletterSubscriptionResponseSchema, newsletterSubscriptionSchema } from '@ama/contracts';
import type { RateLimitSetting } from '../config';
import { limitOf, JSON_WRITE_ERRORS, CAPTCHA_ERRORS, type Endpoint } from '../openapi/endpoint';

/** The newsletter's endpoint. */
export function newsletterEndpoints(config: { newsletterRateLimit: RateLimitSetting }): Endpoint[] {
  return [
    {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      tag: 'newsletter',
      summary: 'Subscribe to the newsletter (welcome code by e-mail)',
      query: localeQuerySchema,
      body: newsletterSubscriptionSchema,
      success: { status: 201, description: 'Subscribed', json: newsletterSubscriptionResponseSchema },
      errors: { 409: 'EMAIL_ALREADY_REGISTERED', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: limitOf('newsletter sign-ups', config.newsletterRateLimit),
    },
  ];
}
