import { errorBodySchema, orderResponseSchema } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createApp } from '../app';
import { orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

const PENDANT = 'GA-PEN-OV';

/**
 * Authorise → commit → capture, or void, as a client sees it, with the test gateway that keeps its books
 * in the database (the app's default: PAYMENT_PROVIDER=test). A crash of the shop between two steps is
 * simulated by writing the ledger row the crashed request would have left, as a hostile probe did.
 */
describeWithDatabase(
  'checkout payments: authorised before the order, captured after it, voided without it',
  (context) => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db });
    });
    const kysely = () => context().db.kysely;

    interface LedgerRow {
      idempotency_key: string;
      amount_cents: number;
      payment_id: string | null;
      status: string;
    }
    const ledger = async (key: string): Promise<LedgerRow[]> =>
      (
        await sql<LedgerRow>`select idempotency_key, amount_cents, payment_id, status from test_gateway_charges where idempotency_key like ${`${key}%`} order by created_at, idempotency_key`.execute(
          kysely(),
        )
      ).rows;
    /** What a request that authorised and then died before its commit leaves behind: the gateway's row, nothing else. */
    const crashedAfterAuthorising = async (key: string, amountCents: number): Promise<string> => {
      const paymentId = `test_${randomUUID()}`;
      const result = JSON.stringify({ ok: true, paymentId, brand: 'visa', last4: '4242' });
      await sql`insert into test_gateway_charges (idempotency_key, amount_cents, result, payment_id, status) values (${key}, ${amountCents}, ${result}::jsonb, ${paymentId}, 'authorised')`.execute(
        kysely(),
      );
      return paymentId;
    };
    const paymentOf = async (email: string) =>
      kysely()
        .selectFrom('orders')
        .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
        .select(['orders.number', 'order_payments.provider_payment_id', 'order_payments.amount_cents'])
        .where('orders.email', '=', email)
        .execute();

    async function shopperWithCart(): Promise<Shopper> {
      const shopper = new Shopper(app);
      expect((await shopper.addLine({ sku: PENDANT })).status).toBe(201);
      return shopper;
    }

    it('places an order: its payment is captured, and the same key again captures nothing more', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      const res = await postOrder(app, shopper, body, { key });
      expect(res.status).toBe(201);
      const [payment] = await paymentOf(body.checkout.contact.email);
      expect(await ledger(key)).toEqual([{ idempotency_key: key, amount_cents: body.expectedTotalCents, payment_id: payment!.provider_payment_id, status: 'captured' }]);
      const again = await postOrder(app, shopper, body, { key });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await ledger(key)).toHaveLength(1);
    });

    it('a crash between the authorisation and the commit: the same key retried takes that authorisation up, places the order and captures it once', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      const held = await crashedAfterAuthorising(key, body.expectedTotalCents);

      const res = await postOrder(app, shopper, body, { key });

      expect(res.status).toBe(201);
      expect(await paymentOf(body.checkout.contact.email)).toEqual([
        { number: orderResponseSchema.parse(res.body).order.number, provider_payment_id: held, amount_cents: body.expectedTotalCents },
      ]);
      expect(await ledger(key)).toEqual([{ idempotency_key: key, amount_cents: body.expectedTotalCents, payment_id: held, status: 'captured' }]);
    });

    it('a crash between the commit and the capture: the key retried answers the order and captures its payment', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      expect((await postOrder(app, shopper, body, { key })).status).toBe(201);
      await sql`update test_gateway_charges set status = 'authorised' where idempotency_key = ${key}`.execute(kysely());

      const again = await postOrder(app, shopper, body, { key });

      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await ledger(key)).map((row) => row.status)).toEqual(['captured']);
    });

    it('the key had authorised another amount before a crash; the key with the new total gets a clear 409, that authorisation is voided, and sending again places the order', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      // The first request paid an older total (a price has moved since), and the shop died before its order.
      const stale = await crashedAfterAuthorising(key, body.expectedTotalCents - 1_000);

      const conflict = await postOrder(app, shopper, body, { key });

      expect(conflict.status).toBe(409);
      expect(errorBodySchema.parse(conflict.body)).toEqual({ error: { code: 'PAYMENT_KEY_CONFLICT', message: expect.stringMatching(/another amount.*voided/) } });
      expect(conflict.headers['cache-control']).toBe('no-store');
      // Nothing left held without an order, nothing taken, no order yet.
      expect(await ledger(key)).toEqual([{ idempotency_key: key, amount_cents: body.expectedTotalCents - 1_000, payment_id: stale, status: 'voided' }]);
      expect(await paymentOf(body.checkout.contact.email)).toEqual([]);

      // The documented retry (same key, this total) now authorises afresh and ends with the order.
      const retried = await postOrder(app, shopper, body, { key });
      expect(retried.status).toBe(201);
      const [payment] = await paymentOf(body.checkout.contact.email);
      expect(payment).toMatchObject({ number: orderResponseSchema.parse(retried.body).order.number, amount_cents: body.expectedTotalCents });
      expect(await ledger(key)).toEqual([
        { idempotency_key: key, amount_cents: body.expectedTotalCents - 1_000, payment_id: stale, status: 'voided' },
        { idempotency_key: `${key}/1`, amount_cents: body.expectedTotalCents, payment_id: payment!.provider_payment_id, status: 'captured' },
      ]);
      // And it stays that order.
      const replay = await postOrder(app, shopper, body, { key });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(retried.body);
    });

    it('a transaction that fails after the authorisation voids it, and the key retried pays once', async () => {
      const shopper = await shopperWithCart();
      const body = await orderBody(shopper);
      const key = randomUUID();
      await sql`alter table order_payments add constraint refuse_all_for_test check (false) not valid`.execute(kysely());
      try {
        expect((await postOrder(app, shopper, body, { key })).status).toBe(500);
      } finally {
        await sql`alter table order_payments drop constraint refuse_all_for_test`.execute(kysely());
      }
      expect((await ledger(key)).map((row) => row.status)).toEqual(['voided']);

      expect((await postOrder(app, shopper, body, { key })).status).toBe(201);
      expect((await ledger(key)).map((row) => [row.idempotency_key, row.status])).toEqual([
        [key, 'voided'],
        [`${key}/1`, 'captured'],
      ]);
    });
  },
  BOTH_ENGINES,
);
