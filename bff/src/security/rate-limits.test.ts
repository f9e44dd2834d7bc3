import { errorBodySchema } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';

/**
 * Rate limits: every form, discount and search endpoint answers the request past its per-IP
 * budget with 429, a Retry-After header and the shop's JSON error. Bodies may be invalid: every request
 * counts (the limiter runs before the body is read), so probing is slowed as much as flooding.
 */

const LIMIT = 2;
const SMALL_LIMITS = {
  NEWSLETTER_RATE_LIMIT: String(LIMIT),
  CART_RATE_LIMIT: String(LIMIT),
  ORDER_RATE_LIMIT: String(LIMIT),
  DISCOUNT_RATE_LIMIT: String(LIMIT),
  CLUB_RATE_LIMIT: String(LIMIT),
  SEARCH_RATE_LIMIT: String(LIMIT),
  CLUB_OPERATOR_RATE_LIMIT: String(LIMIT),
  // The operator API exists only with a token; the requests below send none, and are counted all the same.
  CLUB_OPERATOR_TOKEN: 'operator-token-of-the-rate-limit-test-0123456789',
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const LINE = `/api/cart/lines/${randomUUID()}`;

/** [name, method, path, body]: every limited endpoint, with a body a client could send. */
const LIMITED: Array<[string, Method, string, unknown]> = [
  ['newsletter form', 'post', '/api/newsletter/subscriptions?locale=en', { email: 'a@example.com' }],
  ['club sign-up form', 'post', '/api/club/sign-ups?locale=en', { email: 'a@example.com' }],
  ['club seasonal code', 'post', '/api/club/member/seasonal-codes?locale=en', {}],
  ['club friend invitation', 'post', '/api/club/member/friend-invitations?locale=en', { friendEmail: 'f@example.com' }],
  ['club donation', 'post', '/api/club/member/donations?locale=en', { code: 'X' }],
  ['club revocation', 'post', '/api/club/member/revocation?locale=en', { statement: 'I revoke' }],
  ['appointment booking form', 'post', '/api/appointments?locale=en', { kind: 'phone' }],
  ['appointment cancellation', 'post', '/api/appointments/cancel?locale=en', { token: 'x' }],
  ['event registration form', 'post', '/api/events/some-event/registrations?locale=en', { firstName: 'A' }],
  ['event cancellation', 'post', '/api/events/registrations/cancel?locale=en', { token: 'x' }],
  ['checkout (order)', 'post', '/api/orders?locale=en', {}],
  ['discount code', 'put', '/api/cart/discount?locale=en', { code: 'AMA10' }],
  ['discount removal', 'delete', '/api/cart/discount?locale=en', undefined],
  ['cart add', 'post', '/api/cart/lines?locale=en', { sku: 'GA-PEN-OV', quantity: 1 }],
  ['cart quantity', 'patch', `${LINE}?locale=en`, { quantity: 2 }],
  ['cart removal', 'delete', `${LINE}?locale=en`, undefined],
  ['wishlist add', 'put', '/api/wishlist/items/GA-PEN-OV?locale=en', undefined],
  ['wishlist removal', 'delete', '/api/wishlist/items/GA-PEN-OV?locale=en', undefined],
  ['wishlist move to cart', 'post', '/api/wishlist/items/GA-PEN-OV/move-to-cart?locale=en', {}],
  ['catalogue search', 'get', '/api/products?locale=en&q=ring', undefined],
  ['club operator termination (no token)', 'post', '/api/club/operator/terminations', { email: 'a@example.com', reason: 'x' }],
  ['club operator terms change (no token)', 'post', '/api/club/operator/terms-changes', { version: 'x' }],
];

describeWithDatabase('security: rate limits', (context) => {
  /** A fresh app (fresh budgets) on the engine's database, with every limit at LIMIT. */
  const smallApp = () => {
    const { db } = context();
    const limit = { limit: LIMIT, windowMs: 60_000 };
    return createApp({ config: testConfig(SMALL_LIMITS), db, appointments: { rateLimit: limit }, events: { rateLimit: limit } });
  };

  const send = (app: ReturnType<typeof createApp>, method: Method, path: string, body: unknown) => {
    const test = request(app)[method](path);
    if (method === 'get') return test;
    const json = test.set('Content-Type', 'application/json');
    return body === undefined ? json : json.send(JSON.stringify(body));
  };

  it.each(LIMITED)('%s (%s %s): 429 with Retry-After and the JSON error past its budget', async (_name, method, path, body) => {
    const app = smallApp();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await send(app, method, path, body);
      expect(res.status).not.toBe(429);
      expect(res.status).toBeLessThan(500);
    }
    const refused = await send(app, method, path, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(refused.body).error.code).toBe('RATE_LIMITED');
  });

  it('counts searches only: the plain listing and product pages stay free of the search budget', async () => {
    const app = smallApp();
    for (let i = 0; i < LIMIT * 3; i += 1) {
      expect((await request(app).get('/api/products?locale=en')).status).toBe(200);
      expect((await request(app).get('/api/products?locale=en&q=%20%20')).status).not.toBe(429);
      expect((await request(app).get('/api/products/GA-PEN-OV?locale=en')).status).not.toBe(429);
    }
    for (let i = 0; i < LIMIT; i += 1) expect((await request(app).get(`/api/products?locale=en&q=ring${i}`)).status).toBe(200);
    expect((await request(app).get('/api/products?locale=en&q=other')).status).toBe(429);
    // The listing is still served to the same client once its searches are used up.
    expect((await request(app).get('/api/products?locale=en')).status).toBe(200);
  });

  it('defaults allow a shopper typing searches (SEARCH_RATE_LIMIT), overridable from the environment', () => {
    expect(testConfig().searchRateLimit).toEqual({ limit: 300, windowMs: 60_000 });
    expect(testConfig({ SEARCH_RATE_LIMIT: '5', SEARCH_RATE_WINDOW_SECONDS: '10' }).searchRateLimit).toEqual({ limit: 5, windowMs: 10_000 });
  });
});
