import { errorBodySchema, orderResponseSchema, staffOrderResponseSchema, type Order } from '@ama/contracts';
import { sql } from 'kysely';
import { createApp } from '../app';
import { createTestGateway, type TestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';

const RING = 'GA-SOL-OV';
const PENDANT = 'GA-PEN-OV';

describeWithDatabase(
  'returns (docs/backoffice.md#returns)',
  (context) => {
    let app: ReturnType<typeof createApp>;
    let gateway: TestGateway;
    let manager: StaffMember;
    let largeCarat: string;
    const db = () => context().db.kysely;

    beforeAll(async () => {
      gateway = createTestGateway();
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db, payments: gateway });
      manager = await signedInStaff(app, db(), `returns.${context().engine}@ama.example`, 'manager');
      const ring = await new Shopper(app).get(`/api/products/${RING}`);
      largeCarat = (ring.body.options as { type: string; values: { value: string }[] }[])
        .find((option) => option.type === 'CARAT')!
        .values.map((value) => value.value)
        .find((value) => Number(value) >= 1)!;
    });

    /** An order of a plain pendant (line 1), an engraved ring (line 2) and a ring with a large stone (line 3), placed and delivered. */
    async function deliveredOrder(locale = 'it', discount?: string): Promise<{ shopper: Shopper; order: Order }> {
      const shopper = new Shopper(app, locale);
      expect((await shopper.addLine({ sku: PENDANT })).status).toBe(201);
      expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } })).status).toBe(201);
      expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'WHITE', carat: largeCarat } })).status).toBe(201);
      if (discount) expect((await shopper.write('put', '/api/cart/discount', { code: discount })).status).toBe(200);
      const placed = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper), { locale })).body).order;
      for (const status of ['in_production', 'shipped', 'delivered']) {
        const moved = await manager.write('post', `/api/staff/orders/${placed.number}/status`, { status, carrier: 'BRT', trackingNumber: '1Z999AA1' });
        expect(moved.status).toBe(200);
      }
      return { shopper, order: orderResponseSchema.parse((await shopper.get(`/api/orders/${placed.reference}`)).body).order };
    }
    const askReturn = (shopper: Shopper, order: Order, positions: number[]) => shopper.write('post', `/api/orders/${order.reference}/returns`, { positions });
    const moveReturn = (order: Order, returnId: string, change: Record<string, unknown>) =>
      manager.write('post', `/api/staff/orders/${order.number}/returns/${returnId}/status`, change);
    const mailsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();

    it('shows the shopper which pieces can go back, until when, and why the others cannot', async () => {
      const { order } = await deliveredOrder();
      expect(order.returnable.lines).toEqual([
        { position: 1, block: null },
        { position: 2, block: 'engraved' },
        { position: 3, block: 'large_stone' },
      ]);
      const delivered = new Date(order.history.at(-1)!.at);
      const until = new Date(order.returnable.until!);
      // The end of the 14th day after delivery, Italian time: 14 to 15 days on.
      expect(until.getTime() - delivered.getTime()).toBeGreaterThan(14 * 86_400_000);
      expect(until.getTime() - delivered.getTime()).toBeLessThanOrEqual(15 * 86_400_000);
    });

    it('refuses every piece before delivery and after the 14 days, and never an engraved piece or a stone of 1 ct or more', async () => {
      const shopper = new Shopper(app);
      await shopper.addLine({ sku: PENDANT });
      const placed = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper))).body).order;
      const early = await askReturn(shopper, placed, [1]);
      expect([early.status, errorBodySchema.parse(early.body).error]).toEqual([
        409,
        expect.objectContaining({ code: 'RETURN_NOT_ALLOWED', fields: { 'positions.0': 'not_delivered' } }),
      ]);

      const { shopper: owner, order } = await deliveredOrder();
      const kept = await askReturn(owner, order, [1, 2, 3]);
      expect(kept.status).toBe(409);
      expect(errorBodySchema.parse(kept.body).error.fields).toEqual({ 'positions.1': 'engraved', 'positions.2': 'large_stone' });
      expect(
        await db()
          .selectFrom('order_returns')
          .select('id')
          .where('order_id', '=', sql<string>`(select id from orders where number = ${order.number})`)
          .execute(),
      ).toEqual([]);

      await sql`update order_status_history set "at" = now() - interval '16 days' where order_id = (select id from orders where number = ${order.number})`.execute(db());
      const late = await askReturn(owner, order, [1]);
      expect(errorBodySchema.parse(late.body).error.fields).toEqual({ 'positions.0': 'window_closed' });
    });

    it('answers 404 to anyone but the order’s shopper, and 400 to a line the order does not have', async () => {
      const { shopper, order } = await deliveredOrder();
      expect((await askReturn(new Shopper(app), order, [1])).status).toBe(404);
      const unknown = await askReturn(shopper, order, [9]);
      expect([unknown.status, errorBodySchema.parse(unknown.body).error.fields]).toEqual([400, { 'positions.0': 'unknown' }]);
    });

    it('opens an eligible return once, e-mails the shopper in the order’s language, then refunds what was paid for the piece within 15 working days', async () => {
      const { shopper, order } = await deliveredOrder('it', 'AMA10');
      const opened = await askReturn(shopper, order, [1]);
      expect(opened.status).toBe(201);
      const withReturn = orderResponseSchema.parse(opened.body).order;
      const pendant = order.lines[0]!;
      // The pendant's share of the 10% off, to the cent: what the shopper actually paid for it.
      const exact = pendant.lineTotalCents - (order.totals.discountCents * pendant.lineTotalCents) / order.totals.subtotalCents;
      const paid = withReturn.returns[0]!.amountCents;
      expect(Math.abs(paid - exact)).toBeLessThan(1);
      expect(withReturn.returns).toEqual([expect.objectContaining({ status: 'requested', amountCents: paid, lines: [expect.objectContaining({ position: 1, quantity: 1 })] })]);
      expect(withReturn.returnable.lines[0]).toEqual({ position: 1, block: 'already_returned' });
      expect((await askReturn(shopper, order, [1])).status).toBe(409);
      expect((await mailsTo(order.email)).at(-1)!.subject).toBe(`AMA: il tuo reso per l'ordine ${order.number}`);

      const returnId = withReturn.returns[0]!.id;
      expect((await moveReturn(order, returnId, { status: 'refunded' })).status).toBe(409);
      const received = staffOrderResponseSchema.parse((await moveReturn(order, returnId, { status: 'received' })).body).order.returns[0]!;
      expect(received.status).toBe('received');
      // 15 working days: three weeks at least, more with weekends' holidays in between.
      const dueInDays = (Date.parse(received.refundDueBy!) - Date.parse(received.receivedAt!.slice(0, 10))) / 86_400_000;
      expect(dueInDays).toBeGreaterThanOrEqual(21);
      expect(dueInDays).toBeLessThanOrEqual(26);
      expect((await mailsTo(order.email)).at(-1)!.text).toContain('Il rimborso arriverà sul metodo di pagamento originale entro il giorno');

      const refunds = gateway.refunds.length;
      const refunded = staffOrderResponseSchema.parse((await moveReturn(order, returnId, { status: 'refunded' })).body).order.returns[0]!;
      expect(refunded).toMatchObject({ status: 'refunded', amountCents: paid });
      expect(gateway.refunds.slice(refunds)).toEqual([expect.objectContaining({ amountCents: paid, idempotencyKey: `return-${returnId}` })]);
      expect((await mailsTo(order.email)).at(-1)!.subject).toBe(`AMA: il tuo rimborso per l'ordine ${order.number}`);
      expect((await moveReturn(order, returnId, { status: 'refunded' })).status).toBe(409);
      expect(gateway.refunds).toHaveLength(refunds + 1);

      const audit = await db()
        .selectFrom('staff_audit_log')
        .select(['action', 'detail'])
        .where('subject', '=', order.number)
        .where('action', '=', 'order.return')
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => (entry.detail as { to: string }).to)).toEqual(['received', 'refunded']);
    });

    it('exchanges for a voucher of at most the amount paid: the shopper’s own, single use, valid 12 months', async () => {
      const { order } = await deliveredOrder('en');
      const opened = staffOrderResponseSchema.parse((await manager.write('post', `/api/staff/orders/${order.number}/returns`, { positions: [1] })).body).order;
      const { id, amountCents } = opened.returns[0]!;
      await moveReturn(order, id, { status: 'received' });
      const tooMuch = await moveReturn(order, id, { status: 'exchanged', voucherAmountCents: amountCents + 1 });
      expect([tooMuch.status, errorBodySchema.parse(tooMuch.body).error.fields]).toEqual([400, { voucherAmountCents: 'too_large' }]);

      const exchanged = staffOrderResponseSchema.parse((await moveReturn(order, id, { status: 'exchanged', voucherAmountCents: 50_000 })).body).order.returns[0]!;
      expect(exchanged.voucher).toMatchObject({ code: expect.stringMatching(/^AMAVOUCHER-/), amountCents: 50_000 });
      const code = await db().selectFrom('discount_codes').selectAll().where('code', '=', exchanged.voucher!.code).executeTakeFirstOrThrow();
      expect(code).toMatchObject({ kind: 'fixed', amount_cents: 50_000, usage: 'single_use', bound_email: order.email, active: true });
      const months = (code.valid_until!.getTime() - Date.now()) / (30.44 * 86_400_000);
      expect(months).toBeGreaterThan(11.8);
      expect(months).toBeLessThan(12.2);
      const mail = (await mailsTo(order.email)).at(-1)!;
      expect(mail.subject).toBe(`AMA: your exchange voucher for order ${order.number}`);
      expect(mail.text).toContain(exchanged.voucher!.code);
    });

    it('refuses a piece after the check with its reason, and the piece may be asked for again', async () => {
      const { shopper, order } = await deliveredOrder('de');
      const id = orderResponseSchema.parse((await askReturn(shopper, order, [1])).body).order.returns[0]!.id;
      expect((await moveReturn(order, id, { status: 'refused' })).status).toBe(400);
      const refused = staffOrderResponseSchema.parse((await moveReturn(order, id, { status: 'refused', refusal: 'not_received' })).body).order;
      expect(refused.returns[0]).toMatchObject({ status: 'refused', refusal: 'not_received' });
      expect((await mailsTo(order.email)).at(-1)!.text).toContain('der Schmuck ist bei uns nicht angekommen');
      expect((await askReturn(shopper, order, [1])).status).toBe(201);
    });
  },
  BOTH_ENGINES,
);
