import { randomBytes } from 'node:crypto';
import { errorBodySchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { isApiRoute, listAppRoutes } from '../openapi/app-routes';
import { describeWithDatabase, testConfig } from '../test-support/engines';

/**
 * A write sent without `Content-Type: application/json` is 415 UNSUPPORTED_MEDIA_TYPE in
 * the shop's JSON error shape on every write endpoint of the API, the newsletter's included (it was a
 * 400: its body parser skipped the body and validation refused the empty input).
 */
const OPERATOR_TOKEN = randomBytes(32).toString('hex');

describeWithDatabase('writes without a JSON content type', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    // Every optional write route on (the club operator API, the dev outbox), every budget out of the way.
    const config = testConfig({
      CLUB_OPERATOR_TOKEN: OPERATOR_TOKEN,
      DEV_OUTBOX: '1',
      NEWSLETTER_RATE_LIMIT: '10000',
      CART_RATE_LIMIT: '10000',
      ORDER_RATE_LIMIT: '10000',
      CLUB_RATE_LIMIT: '10000',
    });
    app = createApp({ config, db: context().db });
  });

  const writes = () =>
    listAppRoutes(app)
      .filter(isApiRoute)
      .filter(({ method }) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(({ method, path }) => ({ method: method as 'post' | 'put' | 'patch' | 'delete', url: `${path.replace(/:[A-Za-z]+/g, 'x1')}?locale=en` }));

  it('finds the shop’s write endpoints', () => {
    expect(writes().length).toBeGreaterThanOrEqual(20);
    expect(writes().map(({ url }) => url)).toContain('/api/newsletter/subscriptions?locale=en');
  });

  it.each([
    ['a form body', 'application/x-www-form-urlencoded', 'name=Ada&email=ada%40example.com'],
    ['JSON sent as text', 'text/plain', '{"name":"Ada"}'],
    ['no content type', undefined, undefined],
  ])('answers %s with 415 JSON on every write endpoint', async (what, type, body) => {
    // The real-user beacon takes text/plain on purpose: navigator.sendBeacon sends a string so (docs/rum.md).
    const exempt = what === 'JSON sent as text' ? ['/api/rum?locale=en'] : [];
    for (const { method, url } of writes().filter(({ url }) => !exempt.includes(url))) {
      let test = request(app)[method](url).set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
      if (type) test = test.set('Content-Type', type);
      const res = await (body === undefined ? test : test.send(body));
      expect([method, url, res.status, res.type]).toEqual([method, url, 415, 'application/json']);
      expect(errorBodySchema.parse(res.body).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});
