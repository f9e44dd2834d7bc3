import { errorBodySchema, orderResponseSchema, staffOrderResponseSchema, type Order } from '@ama/contracts';
import { sql } from 'kysely';
import { createApp } from '../app';
import { insertDiscountCode } from '../cart';
import { changeOrderStatus, changeReturnStatus } from '../orders';
import { createRecordedTestGateway, PaymentUnavailableError } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig, type EngineContext } from '../test-support/engines';
import { gatedRefunds } from '../test-support/gated-payments';
import { holdFirstRead } from '../test-support/hold-read';
import { ledgerProblems } from '../test-support/ledger';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { finishStaleClaims } from './stale-claims';

const PENDANT = 'GA-PEN-OV';
const GOLDS = ['WHITE', 'ROSE', 'YELLOW'];

/**
 * Money back under two staff members at once (docs/adr-010-claimed-refunds.md): each race run with both orders
 * of arrival forced, on PGlite and PostgreSQL, and the test gateway's books checked after every test.
 */
/** The shop, its books and two members of staff, for one engine's suite; the ledger checked after each test. */
interface RefundWorld {
  app: ReturnType<typeof createApp>;
  gate: ReturnType<typeof gatedRefunds>;
  anna: StaffMember;
  bruno: StaffMember;
}

const SHIP = { status: 'shipped', carrier: 'BRT', trackingNumber: '1Z999AA1' };
const codeOf = (res: { body: unknown }) => errorBodySchema.parse(res.body).error.code;
const move = (member: StaffMember, number: string, change: Record<string, unknown>) => member.write('post', `/api/staff/orders/${number}/status`, change);
const moveReturn = (member: StaffMember, number: string, returnId: string, change: Record<string, unknown>) =>
  member.write('post', `/api/staff/orders/${number}/returns/${returnId}/status`, change);

/** The shop with its books in the database and two members of staff, for one engine's suite; the ledger checked after every test. */
function refundWorld(context: () => EngineContext) {
  const world = {} as RefundWorld;
  const db = () => context().db.kysely;

  beforeAll(async () => {
    world.gate = gatedRefunds(createRecordedTestGateway(db()));
    world.app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db, payments: world.gate.provider });
    world.anna = await signedInStaff(world.app, db(), `anna.${context().engine}@ama.example`, 'manager');
    world.bruno = await signedInStaff(world.app, db(), `bruno.${context().engine}@ama.example`, 'manager');
    await insertDiscountCode(db(), { code: 'ONEEURO', kind: 'fixed', amount_cents: 100, usage: 'unlimited' })
      // The second suite on the same engine finds it there already.
      .catch(() => undefined);
  });

  afterEach(async () => {
    expect(await ledgerProblems(async (text) => (await sql.raw<{ problem: string }>(text).execute(db())).rows)).toEqual([]);
  });

  const paymentOf = async (number: string) =>
    db()
      .selectFrom('test_gateway_charges')
      .innerJoin('order_payments', 'order_payments.provider_payment_id', 'test_gateway_charges.payment_id')
      .innerJoin('orders', 'orders.id', 'order_payments.order_id')
      .select(['test_gateway_charges.status', 'test_gateway_charges.amount_cents', 'test_gateway_charges.payment_id'])
      .where('orders.number', '=', number)
      .executeTakeFirstOrThrow();

  /** Three pendants of one price (one per gold), optionally with a code, placed; moved on to `status`. */
  async function placed(status: 'in_production' | 'delivered', code?: string): Promise<{ shopper: Shopper; order: Order }> {
    const shopper = new Shopper(world.app, 'it');
    for (const gold of GOLDS) expect((await shopper.addLine({ sku: PENDANT, options: { gold } })).status).toBe(201);
    if (code) expect((await shopper.applyDiscount({ code })).status).toBe(200);
    const order = orderResponseSchema.parse((await postOrder(world.app, shopper, await orderBody(shopper), { locale: 'it' })).body).order;
    const steps = status === 'in_production' ? ['in_production'] : ['in_production', 'shipped', 'delivered'];
    for (const step of steps) expect((await move(world.anna, order.number, step === 'shipped' ? SHIP : { status: step })).status).toBe(200);
    return { shopper, order };
  }

  /** A delivered order's first piece, asked back and received. */
  async function receivedReturn(): Promise<{ number: string; returnId: string }> {
    const { shopper, order } = await placed('delivered');
    const asked = orderResponseSchema.parse((await shopper.write('post', `/api/orders/${order.reference}/returns`, { positions: [1] })).body).order;
    const returnId = asked.returns[0]!.id;
    expect((await moveReturn(world.anna, order.number, returnId, { status: 'received' })).status).toBe(200);
    return { number: order.number, returnId };
  }

  return { world, db, paymentOf, placed, receivedReturn };
}

describeWithDatabase(
  'refunds only for a claimed change: the refund first',
  (context) => {
    const { world, db, paymentOf, placed, receivedReturn } = refundWorld(context);

    describe('an order cancelled while another member of staff ships it', () => {
      it('cancel first: the shipment is refused while the refund is on its way, and the order ends cancelled and refunded', async () => {
        const { order } = await placed('in_production');
        const held = world.gate.holdNextRefund();
        const cancelling = move(world.anna, order.number, { status: 'cancelled' }).then((res) => res);
        await held.reached;
        const shipping = await move(world.bruno, order.number, SHIP);
        expect([shipping.status, codeOf(shipping)]).toEqual([409, 'CHANGE_IN_PROGRESS']);
        held.release();
        const cancelled = await cancelling;
        expect(staffOrderResponseSchema.parse(cancelled.body).order.status).toBe('cancelled');
        expect((await paymentOf(order.number)).status).toBe('refunded');
      });
    });

    describe.each(['exchanged', 'refused'] as const)('a return refunded while another member of staff marks it %s', (other) => {
      const otherChange = other === 'exchanged' ? { status: 'exchanged', voucherAmountCents: 1_000 } : { status: 'refused', refusal: 'worn' };

      it('refund first: the other step is refused while the refund is on its way; the return ends refunded only', async () => {
        const { number, returnId } = await receivedReturn();
        const held = world.gate.holdNextRefund();
        const refunding = moveReturn(world.anna, number, returnId, { status: 'refunded' }).then((res) => res);
        await held.reached;
        const competing = await moveReturn(world.bruno, number, returnId, otherChange);
        expect([competing.status, codeOf(competing)]).toEqual([409, 'CHANGE_IN_PROGRESS']);
        held.release();
        const refunded = staffOrderResponseSchema.parse((await refunding).body).order.returns[0]!;
        expect(refunded).toMatchObject({ status: 'refunded', voucher: null, refusal: null });
      });
    });

    it('unforced: ten orders cancelled and shipped at the same moment each end one way only, and twenty returns refunded while exchanged or refused', async () => {
      const outcomes = new Map<string, number>();
      const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      for (let round = 0; round < 10; round += 1) {
        const { order } = await placed('in_production');
        const [cancel, ship] = await Promise.all([move(world.anna, order.number, { status: 'cancelled' }), move(world.bruno, order.number, SHIP)]);
        expect([cancel.status, ship.status].filter((status) => status === 200)).toHaveLength(1);
        count(`order ${(await paymentOf(order.number)).status === 'refunded' ? 'cancelled and refunded' : 'shipped, payment kept'}`);
      }
      for (const other of [
        { status: 'exchanged', voucherAmountCents: 1_000 },
        { status: 'refused', refusal: 'worn' },
      ]) {
        for (let round = 0; round < 10; round += 1) {
          const { number, returnId } = await receivedReturn();
          const answers = await Promise.all([moveReturn(world.anna, number, returnId, { status: 'refunded' }), moveReturn(world.bruno, number, returnId, other)]);
          expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
          const row = await db().selectFrom('order_returns').select('status').where('id', '=', returnId).executeTakeFirstOrThrow();
          count(`return ${row.status}`);
        }
      }
      // The counts for the record (docs/adr-010-claimed-refunds.md); the ledger after this test is the assertion.
      console.info(`refund races [${context().engine}]`, Object.fromEntries(outcomes));
      // Thirty orders placed through the checkout and raced by two staff: work, not a wait. jest's 15 s
      // says when a test hung; this one ran 15 s on a busy machine, so its bound is four times its usual run.
    }, 60_000);

    it('a refused piece asked for again, received and refunded: its refund is paid once, with no voucher beside it', async () => {
      const { number, returnId } = await receivedReturn();
      expect((await moveReturn(world.bruno, number, returnId, { status: 'refused', refusal: 'not_received' })).status).toBe(200);
      const again = staffOrderResponseSchema.parse((await world.anna.write('post', `/api/staff/orders/${number}/returns`, { positions: [1] })).body).order.returns[0]!;
      expect((await moveReturn(world.anna, number, again.id, { status: 'received' })).status).toBe(200);
      const refunded = await moveReturn(world.anna, number, again.id, { status: 'refunded' });
      expect(staffOrderResponseSchema.parse(refunded.body).order.returns[0]).toMatchObject({ status: 'refunded', voucher: null });
      const exchange = await moveReturn(world.bruno, number, again.id, { status: 'exchanged', voucherAmountCents: 1_000 });
      expect(exchange.status).toBe(409);
    });

    describe('amounts that add up to what was paid', () => {
      it('three equal pieces and a €1 code: the whole order comes back in one return, to the cent', async () => {
        const { shopper, order } = await placed('delivered', 'ONEEURO');
        expect(new Set(order.lines.map((line) => line.lineTotalCents)).size).toBe(1);
        const asked = orderResponseSchema.parse((await shopper.write('post', `/api/orders/${order.reference}/returns`, { positions: [1, 2, 3] })).body).order;
        const { id, amountCents } = asked.returns[0]!;
        expect(amountCents).toBe(order.totals.subtotalCents - order.totals.discountCents);
        expect((await moveReturn(world.anna, order.number, id, { status: 'received' })).status).toBe(200);
        expect((await moveReturn(world.anna, order.number, id, { status: 'refunded' })).status).toBe(200);
        expect((await paymentOf(order.number)).status).toBe(order.totals.shippingCents === 0 ? 'refunded' : 'captured');
      });

      it('three equal pieces and a €1 code, returned one by one: every refund is paid and together they are what was paid', async () => {
        const { shopper, order } = await placed('delivered', 'ONEEURO');
        let given = 0;
        for (const position of [1, 2, 3]) {
          const asked = orderResponseSchema.parse((await shopper.write('post', `/api/orders/${order.reference}/returns`, { positions: [position] })).body).order;
          const { id, amountCents } = asked.returns[0]!;
          expect((await moveReturn(world.anna, order.number, id, { status: 'received' })).status).toBe(200);
          expect((await moveReturn(world.anna, order.number, id, { status: 'refunded' })).status).toBe(200);
          given += amountCents;
        }
        expect(given).toBe(order.totals.subtotalCents - order.totals.discountCents);
      });
    });

    describe('a refund the provider refuses or does not answer', () => {
      it('refused: 409 REFUND_REFUSED that staff can read, nothing changed, and the return can still be settled otherwise', async () => {
        const { number, returnId } = await receivedReturn();
        const { amount_cents } = await paymentOf(number);
        // More than the payment: the provider refuses it, as a real one would.
        await db()
          .updateTable('order_returns')
          .set({ amount_cents: amount_cents + 1 })
          .where('id', '=', returnId)
          .execute();
        const refused = await moveReturn(world.anna, number, returnId, { status: 'refunded' });
        expect([refused.status, codeOf(refused)]).toEqual([409, 'REFUND_REFUSED']);
        expect(errorBodySchema.parse(refused.body).error.message).toMatch(/refused the refund/);
        const exchanged = await moveReturn(world.bruno, number, returnId, { status: 'exchanged', voucherAmountCents: 1_000 });
        expect(staffOrderResponseSchema.parse(exchanged.body).order.returns[0]!.status).toBe('exchanged');
      });

      it('no answer: 503, the order stays claimed against other changes, and asking again finishes the cancellation', async () => {
        const { order } = await placed('in_production');
        world.gate.failNextRefund(new PaymentUnavailableError());
        const unanswered = await move(world.anna, order.number, { status: 'cancelled' });
        expect([unanswered.status, codeOf(unanswered), unanswered.headers['retry-after']]).toEqual([503, 'SERVICE_UNAVAILABLE', '5']);
        expect(codeOf(await move(world.bruno, order.number, SHIP))).toBe('CHANGE_IN_PROGRESS');
        const again = await move(world.anna, order.number, { status: 'cancelled' });
        expect(staffOrderResponseSchema.parse(again.body).order.status).toBe('cancelled');
        expect((await paymentOf(order.number)).status).toBe('refunded');
      });

      it('a claim left by a process that died: housekeeping finishes it once stale, audited as its staff member’s', async () => {
        const { order } = await placed('in_production');
        const payment = await paymentOf(order.number);
        // The state a kill leaves between the claim and the provider's answer: claimed, refunded or not.
        await world.gate.provider.refund(payment.payment_id!);
        await db()
          .updateTable('orders')
          .set({
            claim_id: crypto.randomUUID(),
            claim_change: JSON.stringify({ status: 'cancelled' }),
            claim_by: world.anna.email,
            claimed_at: new Date(Date.now() - 5 * 60_000),
          })
          .where('number', '=', order.number)
          .execute();
        expect(await finishStaleClaims(db(), world.gate.provider, () => new Date())).toEqual({ finished: 1, failed: 0 });
        const audit = await db()
          .selectFrom('staff_audit_log')
          .select(['staff_email', 'detail'])
          .where('subject', '=', order.number)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(audit).toMatchObject({ staff_email: world.anna.email, detail: expect.objectContaining({ to: 'cancelled', finishedBy: 'housekeeping' }) });
        expect((await db().selectFrom('orders').select('status').where('number', '=', order.number).executeTakeFirstOrThrow()).status).toBe('cancelled');
      });
    });
  },
  BOTH_ENGINES,
);

/**
 * The other order of arrival: the competing change commits after the refund's request read the row and
 * before it claims it. Forced by holding that read's result, which on PGlite would hold its only
 * connection too (the competing change could never run), so this order is forced on PostgreSQL.
 */
describeWithDatabase(
  'refunds only for a claimed change: the other change first',
  (context) => {
    const { world, db, paymentOf, placed, receivedReturn } = refundWorld(context);

    it('ship first: a cancellation that read the order before the shipment committed is refused and refunds nothing', async () => {
      const { order } = await placed('in_production');
      const read = holdFirstRead('orders');
      const calls = world.gate.calls();
      const cancelling = changeOrderStatus(
        { db: db().withPlugin(read.plugin), payments: world.gate.provider },
        order.number,
        { status: 'cancelled', carrier: undefined, trackingNumber: undefined },
        world.anna.email,
      );
      await read.reached;
      expect((await move(world.bruno, order.number, SHIP)).status).toBe(200);
      read.release();
      await expect(cancelling).rejects.toMatchObject({ code: 'STATUS_CHANGE_REFUSED' });
      expect(world.gate.calls()).toBe(calls);
      expect((await paymentOf(order.number)).status).toBe('captured');
    });

    describe.each(['exchanged', 'refused'] as const)('a return marked %s while a refund reads it', (other) => {
      const otherChange = other === 'exchanged' ? { status: 'exchanged', voucherAmountCents: 1_000 } : { status: 'refused', refusal: 'worn' };

      it(`${other} first: a refund that read the return before is refused and gives nothing back`, async () => {
        const { number, returnId } = await receivedReturn();
        const read = holdFirstRead('order_returns');
        const calls = world.gate.calls();
        const refunding = changeReturnStatus({ db: db().withPlugin(read.plugin), payments: world.gate.provider }, number, returnId, { status: 'refunded' }, world.anna.email);
        await read.reached;
        expect((await moveReturn(world.bruno, number, returnId, otherChange)).status).toBe(200);
        read.release();
        await expect(refunding).rejects.toMatchObject({ code: 'STATUS_CHANGE_REFUSED' });
        expect(world.gate.calls()).toBe(calls);
        expect((await paymentOf(number)).status).toBe('captured');
      });
    });
  },
  ['postgres'],
);
