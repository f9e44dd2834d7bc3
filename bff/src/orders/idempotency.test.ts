import { errorBodySchema, orderResponseSchema, placeOrderSchema } from '@ama/contracts';
import express from 'express';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../app';
import { errorHandler } from '../http/errors';
import { createTestGateway, PaymentUnavailableError, type PaymentProvider, type TestGateway } from '../payment';
import { CARDS, cardPayment, orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig } from '../test-support/engines';
import { holdFirstRead } from '../test-support/hold-read';
import { Shopper } from '../test-support/shopper';
import { visitorOf } from '../visitor/token';
import { CartEmptyError, OrderInProgressError } from './errors';
import { requestFingerprint } from './idempotency';
import { createOrderService, type OrderService } from './place-order';
import { ordersRouter } from './routes';

const PENDANT = 'GA-PEN-OV';

/** The test gateway, authorising after `ms`: long enough that concurrent requests overlap the first one's authorisation. */
const slow = (gateway: TestGateway, ms: number): PaymentProvider => ({
  name: gateway.name,
  authorise: async (request) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return gateway.authorise(request);
  },
  capture: (paymentId) => gateway.capture(paymentId),
  void: (paymentId) => gateway.void(paymentId),
  refund: (paymentId, part) => gateway.refund(paymentId, part),
});

describeWithDatabase(
  'order idempotency and failures',
  (context) => {
    let gateway: TestGateway;
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      gateway = createTestGateway();
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db, payments: slow(gateway, 50) });
    });
    const kysely = () => context().db.kysely;
    const ordersOf = async (email: string) => kysely().selectFrom('orders').select(['id', 'number']).where('email', '=', email).execute();
    const mailsTo = async (email: string) => (await sql<{ n: number }>`select count(*)::int as n from outbox where "to" = ${email}`.execute(kysely())).rows[0]!.n;

    async function shopperWithCart(target = app): Promise<Shopper> {
      const shopper = new Shopper(target);
      expect((await shopper.addLine({ sku: PENDANT, quantity: 2 })).status).toBe(201);
      return shopper;
    }

    it('answers 10 concurrent requests with one key with one order: the others wait for it, charged and e-mailed once', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      const charges = gateway.charges.length;

      const responses = await Promise.all(Array.from({ length: 10 }, () => postOrder(app, shopper, body, { key })));

      expect(responses.map((res) => res.status)).toEqual(Array(10).fill(201));
      const orders = responses.map((res) => orderResponseSchema.parse(res.body).order);
      expect(new Set(orders.map((order) => JSON.stringify(order))).size).toBe(1);
      expect(responses.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
      expect(await ordersOf(body.checkout.contact.email)).toHaveLength(1);
      expect(gateway.charges.length - charges).toBe(1);
      expect(await mailsTo(body.checkout.contact.email)).toBe(1);
    });

    it('pays a cart once when it is sent 10 times at once with 10 keys (two tabs, a double click): the others find it empty', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const charges = gateway.charges.length;
      const authorised = gateway.payments.length;

      const responses = await Promise.all(Array.from({ length: 10 }, () => postOrder(app, shopper, body)));

      expect(responses.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const res of responses.filter((candidate) => candidate.status === 409)) expect(errorBodySchema.parse(res.body).error.code).toBe('CART_EMPTY');
      expect(await ordersOf(body.checkout.contact.email)).toHaveLength(1);
      expect(gateway.charges.length - charges).toBe(1);
      // Those that found the cart empty only after authorising voided their authorisation: nothing stays held.
      expect(gateway.payments.slice(authorised).filter((payment) => payment.status === 'authorised')).toEqual([]);
    });

    it('answers 503 when the payment service cannot be reached, writes nothing, and the same key succeeds later', async () => {
      let reachable = false;
      const flaky = createTestGateway();
      const flakyApp = createApp({
        config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }),
        db: context().db,
        payments: { ...flaky, name: 'test', authorise: (request) => (reachable ? flaky.authorise(request) : Promise.reject(new PaymentUnavailableError())) },
      });
      const shopper = await shopperWithCart(flakyApp);
      const body = await orderBody(shopper);
      const key = randomUUID();

      const down = await postOrder(flakyApp, shopper, body, { key });
      expect(down.status).toBe(503);
      expect(errorBodySchema.parse(down.body).error.code).toBe('SERVICE_UNAVAILABLE');
      expect(down.headers['retry-after']).toBeDefined();
      expect(await ordersOf(body.checkout.contact.email)).toHaveLength(0);
      expect(await kysely().selectFrom('order_requests').select('outcome').where('idempotency_key', '=', key).execute()).toEqual([]);

      reachable = true;
      expect((await postOrder(flakyApp, shopper, body, { key })).status).toBe(201);
      expect(flaky.charges).toHaveLength(1);
    });

    it('draws another order number when the one drawn is taken', async () => {
      const numbers = ['AMA-TAKE-N1', 'AMA-TAKE-N1', 'AMA-FREE-N2'];
      const service = createOrderService({ db: kysely(), payments: createTestGateway(), drawOrderNumber: () => numbers.shift()! });
      const place = async () => {
        const shopper = await shopperWithCart();
        const body = placeOrderSchema.parse(await orderBody(shopper));
        const outcome = await service.place(visitorOf(shopper.token!), body, 'en', randomUUID());
        return outcome.kind === 'placed' ? outcome.order.number : outcome.reason;
      };
      expect(await place()).toBe('AMA-TAKE-N1');
      expect(await place()).toBe('AMA-FREE-N2');
      expect(numbers).toEqual([]);
    });

    it('never logs the card number, neither for an order nor for a request that fails', async () => {
      const lines: string[] = [];
      const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
      const logged = createApp({
        config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }),
        db: context().db,
        payments: createTestGateway(),
        logger: pino({ level: 'trace' }, sink),
      });
      const shopper = await shopperWithCart(logged);
      expect((await postOrder(logged, shopper, await orderBody(shopper, { payment: cardPayment(CARDS.declined) }))).status).toBe(402);
      await sql`alter table order_payments add constraint refuse_all_for_test check (false) not valid`.execute(kysely());
      try {
        expect((await postOrder(logged, shopper, await orderBody(shopper))).status).toBe(500);
      } finally {
        await sql`alter table order_payments drop constraint refuse_all_for_test`.execute(kysely());
      }
      expect((await postOrder(logged, shopper, await orderBody(shopper))).status).toBe(201);

      const log = lines.join('');
      expect(log).toContain('/api/orders');
      expect(log).toContain('unhandled error');
      for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002', '"cvc"']) expect(log).not.toContain(secret);
    });
  },
  BOTH_ENGINES,
);

describeWithDatabase(
  'a request whose key another request holds',
  (context) => {
    it('answers with the order when the same key placed it between its reading of the key and of the cart (the cart is empty by then)', async () => {
      const shopper = new Shopper(createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db }));
      await shopper.addLine({ sku: PENDANT });
      const body = placeOrderSchema.parse(await orderBody(shopper));
      const visitor = visitorOf(shopper.token!)!;
      const key = randomUUID();
      const gate = holdFirstRead('order_requests');
      const late = createOrderService({ db: context().db.kysely.withPlugin(gate.plugin), payments: createTestGateway() }).place(visitor, body, 'en', key);
      await gate.reached; // the late request has read the key: nothing there yet

      const first = await createOrderService({ db: context().db.kysely, payments: createTestGateway() }).place(visitor, body, 'en', key);
      gate.release();

      const second = await late;
      expect(first.kind === 'placed' && second.kind === 'placed').toBe(true);
      if (first.kind !== 'placed' || second.kind !== 'placed') return;
      expect(second.order.number).toBe(first.order.number);
      expect(second.replayed).toBe(true);
      expect(await context().db.kysely.selectFrom('orders').select('id').where('email', '=', body.checkout.contact.email).execute()).toHaveLength(1);
    });

    it('waits, then gives up with OrderInProgressError when the key stays held longer than the wait', async () => {
      const app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db });
      const shopper = new Shopper(app);
      await shopper.addLine({ sku: PENDANT });
      const body = placeOrderSchema.parse(await orderBody(shopper));
      const visitor = visitorOf(shopper.token!)!;
      const key = randomUUID();
      const service = createOrderService({ db: context().db.kysely, payments: createTestGateway(), waitMs: 300 });
      // Another request's transaction, in flight: it has claimed the key and not committed yet.
      class Rollback extends Error {}
      const holder = context()
        .db.kysely.transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('order_requests')
            .values({ idempotency_key: key, visitor_hash: visitor.hash, fingerprint: requestFingerprint(body.checkout, body.expectedTotalCents), outcome: 'pending' })
            .execute();
          const started = Date.now();
          await expect(service.place(visitor, body, 'en', key)).rejects.toBeInstanceOf(OrderInProgressError);
          expect(Date.now() - started).toBeGreaterThanOrEqual(250);
          throw new Rollback();
        });
      await expect(holder).rejects.toBeInstanceOf(Rollback);
      // That request ended without an outcome (rolled back): the key is free, and this one places the order.
      const outcome = await service.place(visitor, body, 'en', key);
      expect(outcome.kind).toBe('placed');
    });
  },
  // PGlite is one connection: a second transaction cannot even start while the first is open, and a
  // held query result holds that connection.
  ['postgres'],
);

describe('ordersRouter errors', () => {
  const appFailingWith = (error: Error) => {
    const orders = { place: () => Promise.reject(error), get: () => Promise.resolve(null) } as unknown as OrderService;
    const app = express();
    app.use('/api', ordersRouter({ orders, writes: [express.json()] }));
    app.use(errorHandler(pino({ level: 'silent' })));
    return app;
  };
  const post = (app: express.Express) =>
    request(app)
      .post('/api/orders?locale=en')
      .set('Idempotency-Key', randomUUID())
      .send({
        checkout: {
          contact: { email: 'ada@example.com', phone: '+39 347 123 4567', name: 'Ada', surname: 'Lovelace' },
          shipping: { country: 'DE', city: 'Berlin', address: 'Unter den Linden 1', zipCode: '10117' },
          billing: { sameAsShipping: true },
          privacy: true,
        },
        payment: cardPayment(),
        expectedTotalCents: 100,
      });

  it.each([
    ['the key still held by another request', 409, 'ORDER_IN_PROGRESS', new OrderInProgressError()],
    ['an empty cart', 409, 'CART_EMPTY', new CartEmptyError()],
    ['the payment service out of reach', 503, 'SERVICE_UNAVAILABLE', new PaymentUnavailableError()],
  ])('answers %s with %i %s', async (_case, status, code, error) => {
    const res = await post(appFailingWith(error));
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(res.body).error.code).toBe(code);
  });
});
