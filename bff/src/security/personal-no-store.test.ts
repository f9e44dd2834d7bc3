import { errorBodySchema, orderResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

/**
 * Every answer of a personal endpoint (orders, cart, wishlist, the club's member and
 * sign-up answers, event and appointment bookings and their cancellation links) says
 * `Cache-Control: no-store`, its errors too: the 404 for someone else's order, a refused body, a bad
 * locale, a 429. A shared cache keyed on the URL alone must never keep or replay any of them.
 */
const PENDANT = 'GA-PEN-OV';
const TOKEN_43 = 'A'.repeat(43);

type Call = [label: string, status: number, send: (app: ReturnType<typeof createApp>) => request.Test | Promise<request.Response>];

const json = (test: request.Test, body: unknown) => test.set('Content-Type', 'application/json').send(JSON.stringify(body));

/** Refused requests, one or more per personal endpoint, none of them reaching a success. */
const refused: Call[] = [
  ['GET /api/cart, unknown locale', 400, (app) => request(app).get('/api/cart?locale=fr')],
  ['POST /api/cart/lines as text', 415, (app) => request(app).post('/api/cart/lines?locale=en').set('Content-Type', 'text/plain').send('{}')],
  ['POST /api/cart/lines, unknown product', 404, (app) => json(request(app).post('/api/cart/lines?locale=en'), { sku: 'ZZ-NOPE-01', quantity: 1 })],
  ['PATCH /api/cart/lines/:id, bad body', 400, (app) => json(request(app).patch('/api/cart/lines/0b6f8a6e-5d0b-4a4c-9a57-2b8e3c1d2e3f?locale=en'), { quantity: 'many' })],
  ['PUT /api/cart/discount, bad body', 400, (app) => json(request(app).put('/api/cart/discount?locale=en'), { nope: 1 })],
  ['DELETE /api/cart/discount as form', 415, (app) => request(app).delete('/api/cart/discount?locale=en').type('form').send('a=1')],
  ['GET /api/wishlist, unknown locale', 400, (app) => request(app).get('/api/wishlist?locale=fr')],
  ['PUT /api/wishlist/items/:sku, unknown product', 404, (app) => json(request(app).put('/api/wishlist/items/ZZ-NOPE-01?locale=en'), {})],
  ['POST /api/wishlist/items/:sku/move-to-cart as text', 415, (app) => request(app).post('/api/wishlist/items/GA-PEN-OV/move-to-cart?locale=en').set('Content-Type', 'text/plain')],
  ['GET /api/orders/:reference, no such order', 404, (app) => request(app).get(`/api/orders/${TOKEN_43}?locale=en`)],
  ['GET /api/orders/:reference, malformed', 400, (app) => request(app).get('/api/orders/not-a-reference?locale=en')],
  ['POST /api/orders, no Idempotency-Key', 400, (app) => json(request(app).post('/api/orders?locale=en'), {})],
  ['POST /api/club/sign-ups, empty', 400, (app) => json(request(app).post('/api/club/sign-ups?locale=en'), {})],
  ['GET /api/club/member, no link', 404, (app) => request(app).get('/api/club/member?locale=en')],
  ['POST /api/club/member/seasonal-codes as text', 415, (app) => request(app).post('/api/club/member/seasonal-codes?locale=en').set('Content-Type', 'text/plain')],
  ['POST /api/club/member/donations, no link', 404, (app) => json(request(app).post('/api/club/member/donations?locale=en'), { code: 'X' })],
  ['GET /api/club/elite/:token, wrong token', 404, (app) => request(app).get('/api/club/elite/nope')],
  ['POST /api/events/registrations/cancel, unknown link', 404, (app) => json(request(app).post('/api/events/registrations/cancel?locale=en'), { token: TOKEN_43 })],
  ['POST /api/events/:key/registrations, empty', 400, (app) => json(request(app).post('/api/events/no-such-event/registrations?locale=en'), {})],
  ['POST /api/appointments/cancel, unknown link', 404, (app) => json(request(app).post('/api/appointments/cancel?locale=en'), { token: 'nope' })],
  ['POST /api/appointments, empty', 400, (app) => json(request(app).post('/api/appointments?locale=en'), {})],
];

describeWithDatabase('personal answers are never stored', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '10000', ORDER_RATE_LIMIT: '10000', CLUB_RATE_LIMIT: '10000' }), db: context().db, payments: createTestGateway() });
  });

  it('answers someone else’s order with a 404 that says no-store', async () => {
    const owner = new Shopper(app);
    expect((await owner.addLine({ sku: PENDANT })).status).toBe(201);
    const placed = await postOrder(app, owner, await orderBody(owner));
    expect(placed.status).toBe(201);
    const path = `/api/orders/${orderResponseSchema.parse(placed.body).order.reference}`;
    expect((await owner.get(path)).headers['cache-control']).toBe('no-store');

    const stranger = new Shopper(app);
    expect((await stranger.addLine({ sku: PENDANT })).status).toBe(201);
    for (const res of [await stranger.get(path), await request(app).get(`${path}?locale=en`)]) {
      expect([res.status, res.type, res.headers['cache-control']]).toEqual([404, 'application/json', 'no-store']);
      expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
    }
  });

  it.each(refused)('%s → %i with no-store', async (_label, status, send) => {
    const res = await send(app);
    expect([res.status, res.type, res.headers['cache-control']]).toEqual([status, 'application/json', 'no-store']);
    errorBodySchema.parse(res.body);
  });

  it('says no-store on the 429 of a personal endpoint too', async () => {
    const limited = createApp({ config: testConfig({ CART_RATE_LIMIT: '1' }), db: context().db });
    const first = await json(request(limited).post('/api/cart/lines?locale=en'), { sku: PENDANT, quantity: 1 });
    expect(first.status).toBe(201);
    const second = await json(request(limited).post('/api/cart/lines?locale=en'), { sku: PENDANT, quantity: 1 });
    expect([second.status, second.headers['cache-control']]).toEqual([429, 'no-store']);
    expect(errorBodySchema.parse(second.body).error.code).toBe('RATE_LIMITED');
  });
});
