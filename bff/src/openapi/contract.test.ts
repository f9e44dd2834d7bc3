import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  appointmentSlotsResponseSchema,
  CLUB,
  CLUB_MEMBER_TOKEN_HEADER,
  cartSchema,
  clubMemberViewSchema,
  eventListResponseSchema,
  orderResponseSchema,
  productListResponseSchema,
} from '@ama/contracts';
import request, { type Response, type Test } from 'supertest';
import { createApp } from '../app';
import { CLUB_DEVELOPMENT_ELITE_TOKEN } from '../config';
import { clubSignUpBody, insertTestMember } from '../test-support/club';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeEachEngine, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { signMemberToken } from '../club/member-token';
import { createTestGateway } from '../payment';
import { createWebRouter } from '../web';
import { shopFixture } from '../web/test-support';
import { documentedOperations } from './coverage';
import { openApiPath } from './document';
import { responseValidator, type OpenApiDocument } from './response-validator';

const OPERATOR_TOKEN = 'operator-token-for-the-openapi-contract-test-0123456789';
/** A pendant without sizes or engraving, and a ring (catalogue seed). */
const PENDANT = 'GA-PEN-OV';
/** Endpoints that take no input at all: there is no invalid request to send them. */
const NO_INPUT = new Set(['get /healthz', 'get /readyz', 'get /metrics', 'get /api/openapi.json', 'get /api/docs', 'get /api/registry', 'get /api/visitor/counts']);

const unique = () => randomUUID().slice(0, 8);
/** A weekday (Tuesday) two to three weeks ahead, YYYY-MM-DD: the phone line's slots are open then. */
const tuesdayAhead = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
};
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// PGlite answers a checkout in seconds on a busy machine.
jest.setTimeout(60_000);

/**
 * Drives every endpoint of the app with a valid and an invalid request and checks each answer (status,
 * content type, body) against the OpenAPI document the app itself serves at /api/openapi.json.
 */
describeEachEngine('the API keeps its OpenAPI contract', (context) => {
  let app: ReturnType<typeof createApp>;
  let fixture: string;
  let check: ReturnType<typeof responseValidator>;
  let document: OpenApiDocument;
  /** Operation ('post /api/orders') → which kinds of request reached it. */
  const exercised = new Map<string, Set<'valid' | 'invalid'>>();

  beforeAll(async () => {
    fixture = shopFixture();
    const config = testConfig({
      CLUB_OPERATOR_TOKEN: OPERATOR_TOKEN,
      CART_RATE_LIMIT: '100000',
      CLUB_RATE_LIMIT: '100000',
      NEWSLETTER_RATE_LIMIT: '10000',
      ORDER_RATE_LIMIT: '100000',
    });
    // The in-memory test gateway, as the orders' own tests use (the contract is the HTTP answer, not the ledger).
    app = createApp({ config, db: context().db, web: createWebRouter({ repoRoot: fixture }), payments: createTestGateway() });
    document = (await request(app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    check = responseValidator(document);
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  /**
   * Sends `test` to the route `path` (Express form), expects `status`, and fails on any difference
   * from the document. 'invalid' requests must be refused with a 4xx.
   */
  async function send(kind: 'valid' | 'invalid', method: string, path: string, test: Test | Promise<Response>, status: number | number[]): Promise<Response> {
    const res = await test;
    const key = `${method} ${openApiPath(path)}`;
    exercised.set(key, (exercised.get(key) ?? new Set()).add(kind));
    expect({
      request: key,
      problems: check(method, path, { status: res.status, contentType: res.headers['content-type'] as string | undefined, body: res.body, text: res.text }),
    }).toEqual({ request: key, problems: [] });
    const expected = Array.isArray(status) ? status : [status];
    // The body rides along so a failure shows what the server said.
    expect({ request: key, status: expected.includes(res.status) ? 'as expected' : res.status, body: res.body as unknown }).toEqual({
      request: key,
      status: 'as expected',
      body: res.body as unknown,
    });
    if (kind === 'invalid') expect(res.status).toBeGreaterThanOrEqual(400);
    return res;
  }
  const valid = (method: string, path: string, test: Test | Promise<Response>, status: number | number[] = 200) => send('valid', method, path, test, status);
  const invalid = (method: string, path: string, test: Test | Promise<Response>, status: number | number[]) => send('invalid', method, path, test, status);
  const json = (test: Test, body?: unknown) => {
    const withType = test.set('Content-Type', 'application/json');
    return body === undefined ? withType : withType.send(JSON.stringify(body));
  };

  it('health, metrics, the document, the docs page and the registry', async () => {
    await valid('get', '/healthz', request(app).get('/healthz'));
    await valid('get', '/readyz', request(app).get('/readyz'));
    await valid('get', '/metrics', request(app).get('/metrics'));
    await valid('get', '/api/openapi.json', request(app).get('/api/openapi.json'));
    await valid('get', '/api/docs', request(app).get('/api/docs'));
    await valid('get', '/api/registry', request(app).get('/api/registry'));
  });

  it('the catalogue', async () => {
    const list = await valid('get', '/api/products', request(app).get('/api/products?locale=en&q=ring'));
    expect(productListResponseSchema.parse(list.body).items.length).toBeGreaterThan(0);
    await invalid('get', '/api/products', request(app).get('/api/products?locale=xx&pageSize=-1'), 400);
    await valid('get', '/api/products/:sku', request(app).get(`/api/products/${PENDANT}?locale=it`));
    await invalid('get', '/api/products/:sku', request(app).get('/api/products/GA-NOPE-XX?locale=it'), [400, 404]);
    await valid('get', '/api/products/:sku/image.svg', request(app).get(`/api/products/${PENDANT}/image.svg?gold=WHITE`));
    await invalid('get', '/api/products/:sku/image.svg', request(app).get(`/api/products/${PENDANT}/image.svg?gold=PURPLE`), 400);
    await valid('get', '/api/products/:sku/price', request(app).get(`/api/products/${PENDANT}/price?locale=en`));
    await invalid('get', '/api/products/:sku/price', request(app).get(`/api/products/${PENDANT}/price?locale=en&engraving=${'x'.repeat(50)}`), 400);
    for (const path of ['/api/collections', '/api/shapes', '/api/categories']) {
      await valid('get', path, request(app).get(`${path}?locale=de`));
      await invalid('get', path, request(app).get(`${path}?locale=fr`), 400);
    }
  });

  it('the newsletter', async () => {
    const body = { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: `ada.${unique()}@example.com`, privacy: true };
    await valid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), body), 201);
    await invalid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), body), 409);
    await invalid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), { email: 'nope' }), 400);
  });

  it('Club AMA: places, sign-up, the member page and its benefits, the operator API, the ELITE token', async () => {
    await valid('get', '/api/club/places/regions', request(app).get('/api/club/places/regions?country=IT'));
    await invalid('get', '/api/club/places/regions', request(app).get('/api/club/places/regions?country=ITALY'), 400);
    await valid('get', '/api/club/places/cities', request(app).get('/api/club/places/cities?country=IT&region=03'));
    await invalid('get', '/api/club/places/cities', request(app).get('/api/club/places/cities?country=IT'), 400);
    await valid('get', '/api/club/places/postal-codes', request(app).get('/api/club/places/postal-codes?country=IT&region=03&city=Milano'));
    await invalid('get', '/api/club/places/postal-codes', request(app).get('/api/club/places/postal-codes?country=IT&region=03'), 400);

    const signUp = clubSignUpBody();
    await valid('post', '/api/club/sign-ups', json(request(app).post('/api/club/sign-ups?locale=it'), signUp), 201);
    await invalid('post', '/api/club/sign-ups', json(request(app).post('/api/club/sign-ups?locale=it'), { ...signUp, privacy: false }), 400);
    await invalid('post', '/api/club/sign-ups', request(app).post('/api/club/sign-ups?locale=it').type('form').send('name=x'), 415);

    const member = await insertTestMember(context().db.kysely, { status: 'member' });
    const token = signMemberToken(testConfig().club.linkSecret, member.id);
    const asMember = (test: Test) => test.set(CLUB_MEMBER_TOKEN_HEADER, token);
    const view = await valid('get', '/api/club/member', asMember(request(app).get('/api/club/member?locale=en')));
    await invalid('get', '/api/club/member', request(app).get('/api/club/member?locale=en'), 404);
    await valid('post', '/api/club/member/seasonal-codes', json(asMember(request(app).post('/api/club/member/seasonal-codes?locale=en')), {}), [201, 409]);
    await invalid('post', '/api/club/member/seasonal-codes', json(asMember(request(app).post('/api/club/member/seasonal-codes?locale=en')), { extra: 1 }), 400);
    await valid(
      'post',
      '/api/club/member/friend-invitations',
      json(asMember(request(app).post('/api/club/member/friend-invitations?locale=en')), { friendEmail: `friend.${unique()}@example.com` }),
      [201, 409],
    );
    await invalid(
      'post',
      '/api/club/member/friend-invitations',
      json(asMember(request(app).post('/api/club/member/friend-invitations?locale=en')), { friendEmail: 'not an address' }),
      400,
    );
    const codes = clubMemberViewSchema.parse((await asMember(request(app).get('/api/club/member?locale=en'))).body).member.codes;
    expect(clubMemberViewSchema.safeParse(view.body).success).toBe(true);
    const donatable = codes.find((code) => code.state === 'available') ?? codes[0];
    await valid(
      'post',
      '/api/club/member/donations',
      json(asMember(request(app).post('/api/club/member/donations?locale=en')), { code: donatable?.code ?? 'NO-CODE' }),
      [200, 409],
    );
    await invalid('post', '/api/club/member/donations', json(asMember(request(app).post('/api/club/member/donations?locale=en')), {}), 400);
    await invalid('post', '/api/club/member/revocation', json(asMember(request(app).post('/api/club/member/revocation?locale=en')), { statement: '' }), 400);
    await valid('post', '/api/club/member/revocation', json(asMember(request(app).post('/api/club/member/revocation?locale=en')), { statement: 'I revoke my membership.' }));

    const operator = (test: Test) => test.set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
    const breaching = await insertTestMember(context().db.kysely, { status: 'member' });
    await valid(
      'post',
      '/api/club/operator/terminations',
      json(operator(request(app).post('/api/club/operator/terminations')), { email: breaching.email, reason: 'Resold benefit codes' }),
    );
    await invalid(
      'post',
      '/api/club/operator/terminations',
      json(request(app).post('/api/club/operator/terminations').set('Authorization', 'Bearer wrong'), { email: breaching.email, reason: 'x' }),
      404,
    );
    const change = { version: `v-${unique()}`, summary: 'New shipping terms.', effectiveFrom: daysAhead(CLUB.termsChangeNoticeDays + 5) };
    await valid('post', '/api/club/operator/terms-changes', json(operator(request(app).post('/api/club/operator/terms-changes')), change), 201);
    await invalid('post', '/api/club/operator/terms-changes', json(operator(request(app).post('/api/club/operator/terms-changes')), { ...change, effectiveFrom: 'tomorrow' }), 400);

    await valid('get', '/api/club/elite/:token', request(app).get(`/api/club/elite/${CLUB_DEVELOPMENT_ELITE_TOKEN}`), 204);
    await invalid('get', '/api/club/elite/:token', request(app).get('/api/club/elite/not-the-token'), 404);
  });

  it('stores, appointments and events', async () => {
    await valid('get', '/api/stores', request(app).get('/api/stores?near=Milano'));
    await invalid('get', '/api/stores', request(app).get('/api/stores?lat=100&lng=0'), 400);

    const date = tuesdayAhead();
    const slots = await valid('get', '/api/appointments/slots', request(app).get(`/api/appointments/slots?kind=phone&date=${date}`));
    await invalid('get', '/api/appointments/slots', request(app).get('/api/appointments/slots?kind=phone&date=someday'), 400);
    const start = appointmentSlotsResponseSchema.parse(slots.body).slots[0]!.start;
    const booking = { kind: 'phone', start, name: 'Ada Lovelace', email: `ada.${unique()}@example.com`, phone: '347 123 4567', privacy: true };
    await valid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), booking), 201);
    await invalid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), booking), 409);
    await invalid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), { ...booking, privacy: false }), 400);
    // The cancellation token only travels by e-mail: a well-formed unknown one is the valid request here.
    await valid('post', '/api/appointments/cancel', json(request(app).post('/api/appointments/cancel'), { token: randomBytes(32).toString('base64url') }), [200, 404]);
    await invalid('post', '/api/appointments/cancel', json(request(app).post('/api/appointments/cancel'), {}), 400);

    const events = await valid('get', '/api/events', request(app).get('/api/events?locale=it'));
    await invalid('get', '/api/events', request(app).get('/api/events?locale=xx'), 400);
    const open = eventListResponseSchema.parse(events.body).upcoming.find((event) => event.state === 'open');
    expect(open).toBeDefined();
    await valid('get', '/api/events/:key', request(app).get(`/api/events/${open!.key}?locale=it`));
    await invalid('get', '/api/events/:key', request(app).get('/api/events/no-such-event?locale=it'), 404);
    const guest = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+39 02 1234 5678',
      email: `guest.${unique()}@example.com`,
      company: 'Analytical Engines Srl',
      companions: [],
      presence: 'yes',
      conditions: true,
      privacy: true,
    };
    await valid('post', '/api/events/:key/registrations', json(request(app).post(`/api/events/${open!.key}/registrations?locale=it`), guest), 201);
    await invalid('post', '/api/events/:key/registrations', json(request(app).post(`/api/events/${open!.key}/registrations?locale=it`), guest), 409);
    await invalid('post', '/api/events/:key/registrations', json(request(app).post(`/api/events/${open!.key}/registrations?locale=it`), { ...guest, conditions: false }), 400);
    await valid(
      'post',
      '/api/events/registrations/cancel',
      json(request(app).post('/api/events/registrations/cancel?locale=it'), { token: randomBytes(32).toString('base64url') }),
      [200, 404],
    );
    await invalid('post', '/api/events/registrations/cancel', json(request(app).post('/api/events/registrations/cancel?locale=it'), { token: 5 }), 400);
  });

  it('the cart, its discount code, the wishlist and an order', async () => {
    const shopper = new Shopper(app);
    await valid('get', '/api/cart', shopper.cart());
    await invalid('get', '/api/cart', shopper.cart('xx'), 400);
    const added = await valid('post', '/api/cart/lines', shopper.addLine({ sku: PENDANT }), 201);
    await invalid('post', '/api/cart/lines', shopper.addLine({ sku: PENDANT, quantity: 0 }), 400);
    const lineId = cartSchema.parse(added.body).lines[0]!.id;
    await valid('patch', '/api/cart/lines/:lineId', shopper.setQuantity(lineId, 2));
    await invalid('patch', '/api/cart/lines/:lineId', shopper.setQuantity(lineId, 'two'), 400);
    await valid('put', '/api/cart/discount', shopper.applyDiscount({ code: 'AMA10' }));
    await invalid('put', '/api/cart/discount', shopper.applyDiscount({ code: 'NOT-A-CODE' }), 400);
    await valid('delete', '/api/cart/discount', shopper.removeDiscount());
    await invalid('delete', '/api/cart/discount', request(app).delete('/api/cart/discount?locale=en'), 415);

    await valid('get', '/api/wishlist', shopper.wishlist());
    await valid('get', '/api/visitor/counts', shopper.get('/api/visitor/counts'));
    await invalid('get', '/api/wishlist', shopper.wishlist('xx'), 400);
    await valid('put', '/api/wishlist/items/:sku', shopper.save('GA-SOL-OV', { options: { size: '14' } }));
    await invalid('put', '/api/wishlist/items/:sku', shopper.save('GA-SOL-OV', { options: 5 }), 400);
    await valid('post', '/api/wishlist/items/:sku/move-to-cart', shopper.moveToCart('GA-SOL-OV'));
    await invalid('post', '/api/wishlist/items/:sku/move-to-cart', shopper.moveToCart('GA-SOL-OV'), 404);
    await valid('delete', '/api/wishlist/items/:sku', shopper.unsave(PENDANT));
    await invalid('delete', '/api/wishlist/items/:sku', request(app).delete(`/api/wishlist/items/${PENDANT}?locale=en`), 415);

    const placed = await valid('post', '/api/orders', postOrder(app, shopper, await orderBody(shopper)), 201);
    await invalid('post', '/api/orders', json(request(app).post('/api/orders?locale=en'), await orderBody(shopper)), 400);
    await invalid('post', '/api/orders', postOrder(app, shopper, await orderBody(shopper)), 409);
    const { reference } = orderResponseSchema.parse(placed.body).order;
    await valid('get', '/api/orders/:reference', shopper.get(`/api/orders/${reference}`));
    await invalid('get', '/api/orders/:reference', request(app).get(`/api/orders/${reference}?locale=en`), 404);

    const another = new Shopper(app);
    const line = cartSchema.parse((await another.addLine({ sku: PENDANT })).body).lines[0]!.id;
    await valid('delete', '/api/cart/lines/:lineId', another.removeLine(line));
    await invalid('delete', '/api/cart/lines/:lineId', another.removeLine(line), 404);
  });

  it('the development outbox', async () => {
    await valid('get', '/api/dev/outbox', request(app).get('/api/dev/outbox?limit=5'));
    await invalid('get', '/api/dev/outbox', request(app).get('/api/dev/outbox?limit=0'), 400);
  });

  it('reached every operation of the document with a valid request and (where it takes input) an invalid one', () => {
    const gaps = documentedOperations(document).flatMap((operation) => {
      const kinds = exercised.get(operation) ?? new Set();
      const needed = NO_INPUT.has(operation) ? (['valid'] as const) : (['valid', 'invalid'] as const);
      return needed.filter((kind) => !kinds.has(kind)).map((kind) => `${operation}: no ${kind} request`);
    });
    expect(gaps).toEqual([]);
  });
});
