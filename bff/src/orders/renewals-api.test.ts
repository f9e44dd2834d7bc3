import { randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  orderResponseSchema,
  requestRenewalSchema,
  staffWarrantyRenewalListSchema,
  staffWarrantyRenewalResponseSchema,
  type CheckoutFormInput,
  type Order,
} from '@ama/contracts';
import { sql } from 'kysely';
import request, { type Response } from 'supertest';
import { createApp } from '../app';
import { createRecordedTestGateway, SILENT_FEE_LOG } from '../payment';
import { cardPayment, CARDS, checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig, type EngineContext } from '../test-support/engines';
import { gatedFees, holdFirstLock } from '../test-support/gated-fees';
import { holdFirstRead } from '../test-support/hold-read';
import { ledgerProblems } from '../test-support/ledger';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { hashVisitorToken, VISITOR_COOKIE } from '../visitor';
import { createRenewalService, renewalPaymentKey } from './renewals';

const PENDANT = 'GA-PEN-OV';
const RING = 'GA-SOL-OV';
const US_ADDRESS = { country: 'US', city: 'New York', address: '350 Fifth Avenue', zipCode: '10118' };
const SWISS_ADDRESS = { country: 'CH', city: 'Lugano', address: 'Via Nassa 5', zipCode: '6900' };

/**
 * The renewals' own books beside the shop's tables (test-support/ledger.ts has the orders'): every
 * renewal holds an authorisation that was neither voided nor lost, a renewal marked captured was
 * captured, and every renewal authorisation still held or taken has its renewal (one whose write was
 * refused was voided). An empty answer balances.
 */
const RENEWAL_LEDGER_SQL = `
select 'renewal ' || r.id || ' holds payment ' || r.payment_id || ', which is ' || coalesce(c.status, 'unknown') as problem
  from order_renewals r left join test_gateway_charges c on c.payment_id = r.payment_id
 where c.status is null or c.status not in ('authorised', 'captured')
union all
select 'renewal ' || r.id || ' is marked captured, its payment is ' || c.status
  from order_renewals r join test_gateway_charges c on c.payment_id = r.payment_id
 where r.payment_status = 'captured' and c.status <> 'captured'
union all
select 'payment ' || c.idempotency_key || ' is ' || c.status || ' without its renewal'
  from test_gateway_charges c
 where c.idempotency_key like 'renewal:%' and c.status in ('authorised', 'captured')
   and not exists (select 1 from order_renewals r where r.payment_id = c.payment_id)
`;

describeWithDatabase(
  'the warranty renewal (docs/services.md#warranty-renewal)',
  (context) => {
    let app: ReturnType<typeof createApp>;
    let gate: ReturnType<typeof gatedFees>;
    let anna: StaffMember;
    let bruno: StaffMember;
    const db = () => context().db.kysely;

    beforeAll(async () => {
      gate = gatedFees(createRecordedTestGateway(db()));
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', STAFF_API_RATE_LIMIT: '100000' }), db: context().db, payments: gate.provider });
      anna = await signedInStaff(app, db(), `renewals.anna.${context().engine}@ama.example`, 'staff');
      bruno = await signedInStaff(app, db(), `renewals.bruno.${context().engine}@ama.example`, 'manager');
    });

    afterEach(async () => {
      const query = async (text: string) => (await sql.raw<{ problem: string }>(text).execute(db())).rows;
      expect([...(await ledgerProblems(query)), ...(await query(RENEWAL_LEDGER_SQL)).map((row) => row.problem)]).toEqual([]);
    });

    /** A pendant (line 1) and a ring (line 2) placed in `locale`, shipped to `shipping`, and moved on to `status` by staff. */
    async function placed(options: { locale?: string; shipping?: CheckoutFormInput['shipping']; status?: 'received' | 'in_production' | 'delivered' } = {}) {
      const { locale = 'it', shipping, status = 'delivered' } = options;
      const shopper = new Shopper(app, locale);
      expect((await shopper.addLine({ sku: PENDANT })).status).toBe(201);
      expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'ROSE' } })).status).toBe(201);
      const form = checkoutForm(shipping ? { shipping, contact: { ...checkoutForm().contact, phone: '+39 347 123 4567' } } : {});
      const res = await postOrder(app, shopper, await orderBody(shopper, { checkout: form }), { locale });
      expect(res.status).toBe(201);
      const order = orderResponseSchema.parse(res.body).order;
      const steps = { received: [], in_production: ['in_production'], delivered: ['in_production', 'shipped', 'delivered'] }[status];
      for (const step of steps) {
        const moved = await anna.write('post', `/api/staff/orders/${order.number}/status`, { status: step, carrier: 'BRT', trackingNumber: '1Z999AA1' });
        expect(moved.status).toBe(200);
      }
      return { shopper, order: await orderOf(shopper, order.reference) };
    }

    const orderOf = async (shopper: Shopper, reference: string): Promise<Order> => orderResponseSchema.parse((await shopper.get(`/api/orders/${reference}`)).body).order;

    /** POST …/renewals as the order page sends it: JSON, the visitor's cookie, an Idempotency-Key. */
    function askRenewal(shopper: Shopper | null, reference: string, body: unknown = { position: 1, payment: cardPayment() }, key: string | null = randomUUID()): request.Test {
      let test = request(app).post(`/api/orders/${reference}/renewals?locale=en`).set('Content-Type', 'application/json');
      if (key) test = test.set('Idempotency-Key', key);
      if (shopper?.token) test = test.set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`);
      return test.send(JSON.stringify(body));
    }

    const renewed = (res: Response) => orderResponseSchema.parse(res.body).order;
    const errorOf = (res: Response) => errorBodySchema.parse(res.body).error;
    const mailsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
    const renewalMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => /rinnov|renew|renov|frisch/i.test(mail.subject));
    const chargeOf = (key: string) =>
      db().selectFrom('test_gateway_charges').select(['status', 'amount_cents', 'payment_id']).where('idempotency_key', '=', renewalPaymentKey(key)).executeTakeFirst();
    const rowsOf = (order: Order) =>
      db()
        .selectFrom('order_renewals')
        .innerJoin('orders', 'orders.id', 'order_renewals.order_id')
        .select(['order_renewals.id', 'order_renewals.position', 'order_renewals.payment_status', 'order_renewals.request_key'])
        .where('orders.number', '=', order.number)
        .execute();
    const step = (member: StaffMember, id: string, body: Record<string, unknown>) => member.write('post', `/api/staff/renewals/${id}/status`, body);

    describe('asking for it', () => {
      it('takes a delivered piece’s request: the EU contribution authorised and captured, the renewal on the order, the confirmation e-mailed in the order’s language', async () => {
        const { shopper, order } = await placed();
        expect(order.renewable).toMatchObject({
          area: 'eu_area',
          contributionCents: 3_000,
          lines: [
            { position: 1, block: null },
            { position: 2, block: null },
          ],
        });
        const key = randomUUID();
        const res = await askRenewal(shopper, order.reference, { position: 1, payment: cardPayment() }, key);
        expect(res.status).toBe(201);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['idempotent-replayed']).toBeUndefined();
        const after = renewed(res);
        expect(after.renewals).toEqual([
          expect.objectContaining({
            position: 1,
            name: order.lines[0]!.name,
            status: 'requested',
            amountCents: 3_000,
            currency: 'EUR',
            payment: { brand: 'visa', last4: '4242', status: 'captured' },
            receivedAt: null,
            carrier: null,
          }),
        ]);
        expect(after.renewable.lines).toEqual([
          { position: 1, block: 'already_requested' },
          { position: 2, block: null },
        ]);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured', amount_cents: 3_000 });
        const [mail, ...more] = await renewalMailsTo(order.email);
        expect(more).toEqual([]);
        expect(mail!.subject).toBe(`AMA: il rinnovo in garanzia per l’ordine ${order.number}`);
        expect(mail!.text).toContain(`il rinnovo in garanzia del tuo gioiello, ${order.lines[0]!.name}, è confermato`);
        expect(mail!.text).toContain('Contributo di spedizione pagato: 30,00');
        expect(mail!.text).toContain('Pagato con Visa che termina con 4242');
        expect(mail!.text).toContain('Come spedirlo: riponi il gioiello nel suo astuccio AMA');
        const history = staffWarrantyRenewalResponseSchema.parse((await anna.get(`/api/staff/renewals/${after.renewals[0]!.id}`)).body).renewal.history;
        expect(history.map((change) => [change.from, change.to, change.by])).toEqual([[null, 'requested', 'customer']]);
      });

      it('charges €50 outside the EU area and €30 to Switzerland, as the order page shows before paying', async () => {
        const abroad = await placed({ locale: 'en', shipping: US_ADDRESS });
        expect(abroad.order.renewable).toMatchObject({ area: 'elsewhere', contributionCents: 5_000 });
        const key = randomUUID();
        const paid = await askRenewal(abroad.shopper, abroad.order.reference, { position: 2, payment: cardPayment() }, key);
        expect(paid.status).toBe(201);
        expect(renewed(paid).renewals[0]).toMatchObject({ position: 2, amountCents: 5_000 });
        expect(await chargeOf(key)).toMatchObject({ status: 'captured', amount_cents: 5_000 });
        expect((await renewalMailsTo(abroad.order.email))[0]!.text).toContain('Shipping contribution paid: €50.00');

        const swiss = await placed({ locale: 'de', shipping: SWISS_ADDRESS });
        expect(swiss.order.renewable).toMatchObject({ area: 'eu_area', contributionCents: 3_000 });
        const swissKey = randomUUID();
        expect((await askRenewal(swiss.shopper, swiss.order.reference, undefined, swissKey)).status).toBe(201);
        expect(await chargeOf(swissKey)).toMatchObject({ status: 'captured', amount_cents: 3_000 });
        expect((await renewalMailsTo(swiss.order.email))[0]!.subject).toBe(`AMA: Ihre Garantie-Auffrischung zur Bestellung ${swiss.order.number}`);
      });

      it('refuses a piece not yet delivered, one bought two years ago or more, and one that had its renewal, holding nothing on the card', async () => {
        const early = await placed({ status: 'in_production' });
        expect(early.order.renewable.lines[0]).toEqual({ position: 1, block: 'not_delivered' });
        const earlyKey = randomUUID();
        const notYet = await askRenewal(early.shopper, early.order.reference, undefined, earlyKey);
        expect([notYet.status, errorOf(notYet)]).toEqual([409, expect.objectContaining({ code: 'RENEWAL_NOT_ALLOWED', fields: { position: 'not_delivered' } })]);
        expect(await chargeOf(earlyKey)).toBeUndefined();

        const { shopper, order } = await placed();
        const movePlaced = (interval: string) => sql`update orders set placed_at = now() - ${interval}::interval where number = ${order.number}`.execute(db());
        // One day short of the two years (Italian calendar): still within them.
        await movePlaced('2 years - 1 day');
        expect((await orderOf(shopper, order.reference)).renewable.lines[1]).toEqual({ position: 2, block: null });
        await movePlaced('2 years');
        expect((await orderOf(shopper, order.reference)).renewable.lines[1]).toEqual({ position: 2, block: 'too_old' });
        const oldKey = randomUUID();
        const tooOld = await askRenewal(shopper, order.reference, { position: 2, payment: cardPayment() }, oldKey);
        expect([tooOld.status, errorOf(tooOld).code, errorOf(tooOld).fields]).toEqual([409, 'RENEWAL_NOT_ALLOWED', { position: 'too_old' }]);
        expect(await chargeOf(oldKey)).toBeUndefined();
        await movePlaced('1 year');

        expect((await askRenewal(shopper, order.reference)).status).toBe(201);
        const againKey = randomUUID();
        const again = await askRenewal(shopper, order.reference, undefined, againKey);
        expect([again.status, errorOf(again).code, errorOf(again).fields]).toEqual([409, 'RENEWAL_NOT_ALLOWED', { position: 'already_requested' }]);
        expect(await chargeOf(againKey)).toBeUndefined();
        expect(await rowsOf(order)).toHaveLength(1);
      });

      it('answers 404 to anyone but the order’s shopper, and 400 with the field’s problem to bad input', async () => {
        const { shopper, order } = await placed();
        expect((await askRenewal(new Shopper(app), order.reference)).status).toBe(404);
        expect((await askRenewal(null, order.reference)).status).toBe(404);
        expect((await askRenewal(shopper, 'x'.repeat(43))).status).toBe(404);
        const fieldsOf = async (body: unknown, key: string | null = randomUUID()) => {
          const res = await askRenewal(shopper, order.reference, body, key);
          expect(res.status).toBe(400);
          return errorOf(res).fields;
        };
        expect(await fieldsOf({ position: 0, payment: cardPayment() })).toEqual({ position: 'invalid' });
        expect(await fieldsOf({ payment: cardPayment() })).toEqual({ position: 'required' });
        expect(await fieldsOf({ position: 9, payment: cardPayment() })).toEqual({ position: 'unknown' });
        expect(await fieldsOf({ position: 1, payment: { ...cardPayment(), cardNumber: '4242 4242 4242 4241' } })).toEqual({ 'payment.cardNumber': 'invalid_card_number' });
        expect(await fieldsOf({ position: 1, payment: { ...cardPayment(), expiry: '01/20' } })).toEqual({ 'payment.expiry': 'card_expired' });
        expect(await fieldsOf({ position: 1, payment: cardPayment(), extra: true })).toEqual({ _: expect.stringContaining('extra') });
        expect(await fieldsOf({ position: 1, payment: cardPayment() }, null)).toEqual({ 'idempotency-key': 'required' });
        expect((await askRenewal(shopper, order.reference, '[]')).status).toBe(400);
        expect(await rowsOf(order)).toEqual([]);
      });

      it('answers a declined card 402 like checkout, with no renewal; a new attempt with another card is taken', async () => {
        const { shopper, order } = await placed({ locale: 'en' });
        const key = randomUUID();
        const declined = await askRenewal(shopper, order.reference, { position: 1, payment: cardPayment(CARDS.declined) }, key);
        expect([declined.status, errorOf(declined).code, errorOf(declined).fields]).toEqual([402, 'PAYMENT_FAILED', { payment: 'declined' }]);
        expect(await rowsOf(order)).toEqual([]);
        expect(await chargeOf(key)).toMatchObject({ status: 'declined' });
        expect(await renewalMailsTo(order.email)).toEqual([]);
        // The same attempt again is the same decline; a new attempt is a new key.
        expect((await askRenewal(shopper, order.reference, { position: 1, payment: cardPayment(CARDS.declined) }, key)).status).toBe(402);
        expect((await askRenewal(shopper, order.reference)).status).toBe(201);
      });

      it('answers a repeat of the same key with the same renewal: one row, one capture, one e-mail; the key of another request is refused', async () => {
        const { shopper, order } = await placed();
        const key = randomUUID();
        const first = await askRenewal(shopper, order.reference, undefined, key);
        const repeat = await askRenewal(shopper, order.reference, undefined, key);
        expect([first.status, repeat.status]).toEqual([201, 201]);
        expect(repeat.headers['idempotent-replayed']).toBe('true');
        expect(renewed(repeat).renewals).toEqual(renewed(first).renewals);
        // The same request twice at once: the second finds the first's row, and never voids the authorisation it holds.
        const twice = randomUUID();
        const both = await Promise.all([0, 1].map(() => askRenewal(shopper, order.reference, { position: 2, payment: cardPayment() }, twice)));
        expect(both.map((res) => res.status)).toEqual([201, 201]);
        expect(await rowsOf(order)).toHaveLength(2);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
        expect(await chargeOf(twice)).toMatchObject({ status: 'captured' });
        expect(await renewalMailsTo(order.email)).toHaveLength(2);

        const other = await placed();
        const used = await askRenewal(other.shopper, other.order.reference, undefined, key);
        expect([used.status, errorOf(used).fields]).toEqual([400, { 'idempotency-key': 'already_used' }]);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
        expect(await rowsOf(other.order)).toEqual([]);
      });

      it('answers the same request sent twice at once as one renewal when the first is written between the second’s reading of its key and of the rules', async () => {
        // Two requests at once need two connections: PGlite is one, so there a request waits for the other
        // to end and this interleaving cannot happen (the held read would hold the only connection).
        if (context().engine === 'pglite') return;
        const { shopper, order } = await placed();
        const key = randomUUID();
        const hold = holdFirstRead('order_renewals');
        const service = createRenewalService({ db: db().withPlugin(hold.plugin), payments: gate.provider });
        const visitor = { token: shopper.token!, hash: hashVisitorToken(shopper.token!) };
        const late = service.request(visitor, order.reference, requestRenewalSchema.parse({ position: 1, payment: cardPayment() }), key, SILENT_FEE_LOG);
        await hold.reached; // the late one has read the key: nothing there yet

        expect((await askRenewal(shopper, order.reference, { position: 1, payment: cardPayment() }, key)).status).toBe(201);
        hold.release();
        // It then finds the piece renewed: by its own request, so it answers that renewal.
        expect(await late).toMatchObject({ kind: 'requested', replayed: true });
        expect(await rowsOf(order)).toHaveLength(1);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
        expect(await renewalMailsTo(order.email)).toHaveLength(1);
      });

      it('takes one of ten requests for one piece sent at once: one renewal, one capture, nine authorisations voided', async () => {
        const { shopper, order } = await placed();
        const keys = Array.from({ length: 10 }, () => randomUUID());
        // Every request is authorised before any writes, so each of the nine refused holds money until voided.
        gate.authoriseTogether(keys.length);
        const answers = await Promise.all(keys.map((key) => askRenewal(shopper, order.reference, undefined, key)));
        expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
        expect(answers.filter((res) => res.status === 409).map((res) => errorOf(res).fields)).toEqual(Array(9).fill({ position: 'already_requested' }));
        expect(await rowsOf(order)).toHaveLength(1);
        const charges = await Promise.all(keys.map(chargeOf));
        expect(charges.map((charge) => charge?.status).sort()).toEqual(['captured', ...Array(9).fill('voided')]);
        expect(await renewalMailsTo(order.email)).toHaveLength(1);
      });
    });

    describe('faults between the authorisation, the write and the capture', () => {
      it('a write refused after its authorisation (another request took the piece meanwhile) voids it: no renewal of it, nothing taken', async () => {
        const { shopper, order } = await placed();
        const [late, first] = [randomUUID(), randomUUID()];
        const held = gate.holdNextAuthorisation();
        const lateAnswer = askRenewal(shopper, order.reference, undefined, late).then((res) => res);
        await held.reached;
        expect(await chargeOf(late)).toMatchObject({ status: 'authorised' });
        expect((await askRenewal(shopper, order.reference, undefined, first)).status).toBe(201);
        held.release();
        const refused = await lateAnswer;
        expect([refused.status, errorOf(refused).fields]).toEqual([409, { position: 'already_requested' }]);
        expect(await chargeOf(late)).toMatchObject({ status: 'voided' });
        expect(await chargeOf(first)).toMatchObject({ status: 'captured' });
        expect((await rowsOf(order)).map((row) => row.request_key)).toEqual([first]);
      });

      it('a capture that fails after the commit leaves the renewal authorised; the same request again captures it, once', async () => {
        const { shopper, order } = await placed();
        const key = randomUUID();
        gate.failNextCapture(new Error('the provider did not answer'));
        const first = await askRenewal(shopper, order.reference, undefined, key);
        expect(first.status).toBe(201);
        expect(renewed(first).renewals[0]!.payment.status).toBe('authorised');
        expect(await chargeOf(key)).toMatchObject({ status: 'authorised' });
        const again = await askRenewal(shopper, order.reference, undefined, key);
        expect(again.status).toBe(201);
        expect(renewed(again).renewals[0]!.payment.status).toBe('captured');
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
        expect(await rowsOf(order)).toEqual([expect.objectContaining({ payment_status: 'captured' })]);
        expect(await renewalMailsTo(order.email)).toHaveLength(1);
      });

      it('a capture held and then failing while the same request comes again: the repeat captures, the first answers the renewal, one capture', async () => {
        const { shopper, order } = await placed();
        const key = randomUUID();
        const held = gate.holdNextCapture(new Error('the provider did not answer'));
        const first = askRenewal(shopper, order.reference, undefined, key).then((res) => res);
        await held.reached;
        const repeat = await askRenewal(shopper, order.reference, undefined, key);
        expect(repeat.status).toBe(201);
        expect(renewed(repeat).renewals[0]!.payment.status).toBe('captured');
        held.release();
        expect((await first).status).toBe(201);
        expect(await rowsOf(order)).toEqual([expect.objectContaining({ payment_status: 'captured' })]);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
      });

      it('a contribution whose capture failed, never asked again, is taken when staff receive the piece', async () => {
        const { shopper, order } = await placed();
        const key = randomUUID();
        gate.failNextCapture(new Error('the provider did not answer'));
        const { renewals } = renewed(await askRenewal(shopper, order.reference, undefined, key));
        expect(await chargeOf(key)).toMatchObject({ status: 'authorised' });
        expect((await step(anna, renewals[0]!.id, { status: 'received' })).status).toBe(200);
        expect(await chargeOf(key)).toMatchObject({ status: 'captured' });
        expect((await orderOf(shopper, order.reference)).renewals[0]!.payment.status).toBe('captured');
      });
    });

    describe('staff follow it', () => {
      it('received → in service → sent back: each step in the history, e-mailed in the order’s language and audited; the customer reads where it is', async () => {
        const { shopper, order } = await placed({ locale: 'de' });
        const { renewals } = renewed(await askRenewal(shopper, order.reference, { position: 2, payment: cardPayment() }));
        const id = renewals[0]!.id;
        const listed = staffWarrantyRenewalListSchema.parse((await anna.get('/api/staff/renewals?status=requested')).body);
        expect(listed.renewals.find((row) => row.id === id)).toMatchObject({
          order: { number: order.number, email: order.email, locale: 'de', country: 'IT' },
          status: 'requested',
        });

        expect((await step(anna, id, { status: 'received' })).body.renewal).toMatchObject({ status: 'received', next: 'in_service' });
        expect((await step(bruno, id, { status: 'in_service' })).body.renewal.status).toBe('in_service');
        const back = staffWarrantyRenewalResponseSchema.parse((await step(anna, id, { status: 'sent_back', carrier: 'BRT', trackingNumber: '1Z999AA1' })).body).renewal;
        expect(back).toMatchObject({ status: 'sent_back', next: null, carrier: 'BRT', trackingNumber: '1Z999AA1' });
        expect(back.history.map((change) => [change.from, change.to, change.by, change.detail])).toEqual([
          [null, 'requested', 'customer', null],
          ['requested', 'received', anna.email, null],
          ['received', 'in_service', bruno.email, null],
          ['in_service', 'sent_back', anna.email, 'BRT 1Z999AA1'],
        ]);
        const mails = await renewalMailsTo(order.email);
        expect(mails.map((mail) => mail.subject)).toEqual([
          `AMA: Ihre Garantie-Auffrischung zur Bestellung ${order.number}`,
          `AMA: Ihr Schmuckstück ist zur Auffrischung eingetroffen (Bestellung ${order.number})`,
          `AMA: Ihr Schmuckstück wird aufgefrischt (Bestellung ${order.number})`,
          `AMA: Ihr aufgefrischtes Schmuckstück ist unterwegs (Bestellung ${order.number})`,
        ]);
        expect(mails[3]!.text).toContain('Versanddienst: BRT');
        expect(mails[3]!.text).toContain('Sendungsnummer: 1Z999AA1');
        const audit = await db().selectFrom('staff_audit_log').select(['action', 'staff_email', 'detail']).where('subject', '=', id).orderBy('id').execute();
        expect(audit.map((line) => [line.action, line.staff_email, (line.detail as { to: string }).to])).toEqual([
          ['order.renewal', anna.email, 'received'],
          ['order.renewal', bruno.email, 'in_service'],
          ['order.renewal', anna.email, 'sent_back'],
        ]);
        expect((audit[2]!.detail as { order: string }).order).toBe(order.number);
        const seen = (await orderOf(shopper, order.reference)).renewals[0]!;
        expect(seen).toMatchObject({ status: 'sent_back', carrier: 'BRT', trackingNumber: '1Z999AA1' });
        expect([seen.receivedAt, seen.inServiceAt, seen.sentBackAt].every(Boolean)).toBe(true);
      });

      it('refuses a step from the wrong status (409 with the status now), a carrier before the way back, and answers one of two steps sent at once', async () => {
        const { shopper, order } = await placed();
        const id = renewed(await askRenewal(shopper, order.reference)).renewals[0]!.id;
        const skipped = await step(anna, id, { status: 'in_service' });
        expect([skipped.status, errorOf(skipped).code, errorOf(skipped).fields]).toEqual([409, 'RENEWAL_STATE', { status: 'requested' }]);
        const early = await step(anna, id, { status: 'received', carrier: 'BRT' });
        expect([early.status, errorOf(early).fields]).toEqual([400, { carrier: 'only_when_sent_back' }]);
        expect((await step(anna, id, { status: 'requested' })).status).toBe(400);
        const [one, two] = await Promise.all([step(anna, id, { status: 'received' }), step(bruno, id, { status: 'received' })]);
        expect([one.status, two.status].sort()).toEqual([200, 409]);
        expect(await renewalMailsTo(order.email)).toHaveLength(2);
        const audit = await db().selectFrom('staff_audit_log').select('action').where('subject', '=', id).execute();
        expect(audit).toHaveLength(1);
        expect((await anna.get('/api/staff/renewals/00000000-0000-4000-8000-000000000000')).status).toBe(404);
        expect((await anna.get('/api/staff/renewals/not-a-uuid')).status).toBe(400);
        expect((await step(anna, '00000000-0000-4000-8000-000000000000', { status: 'received' })).status).toBe(404);
      });

      it('answers 401 to a call without a staff session, and 403 to a step without the CSRF token', async () => {
        const { shopper, order } = await placed();
        const id = renewed(await askRenewal(shopper, order.reference)).renewals[0]!.id;
        expect((await request(app).get('/api/staff/renewals')).status).toBe(401);
        expect((await request(app).get(`/api/staff/renewals/${id}`)).status).toBe(401);
        const anonymous = await request(app).post(`/api/staff/renewals/${id}/status`).set('Content-Type', 'application/json').send('{"status":"received"}');
        expect([anonymous.status, errorOf(anonymous).code]).toEqual([401, 'UNAUTHENTICATED']);
        expect((await anna.call('post', `/api/staff/renewals/${id}/status`, { status: 'received' }, { csrf: false })).status).toBe(403);
        expect((await orderOf(shopper, order.reference)).renewals[0]!.status).toBe('requested');
      });
    });
  },
  BOTH_ENGINES,
);

describeWithDatabase(
  'the warranty renewal: a write waiting on another’s lock',
  (context: () => EngineContext) => {
    const db = () => context().db.kysely;
    let app: ReturnType<typeof createApp>;
    let gate: ReturnType<typeof gatedFees>;
    let anna: StaffMember;

    beforeAll(async () => {
      gate = gatedFees(createRecordedTestGateway(db()));
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db, payments: gate.provider });
      anna = await signedInStaff(app, db(), `renewals.lock.${context().engine}@ama.example`, 'staff');
    });

    it('the other order of arrival: authorised while the first write holds the order, then refused under its lock and voided', async () => {
      const shopper = new Shopper(app, 'it');
      await shopper.addLine({ sku: PENDANT });
      const order = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper), { locale: 'it' })).body).order;
      for (const status of ['in_production', 'shipped', 'delivered'])
        await anna.write('post', `/api/staff/orders/${order.number}/status`, { status, carrier: 'BRT', trackingNumber: '1Z999AA1' });
      const [first, late] = [randomUUID(), randomUUID()];

      // The first request's write has locked the order's row and waits there.
      const lock = holdFirstLock('orders');
      const service = createRenewalService({ db: db().withPlugin(lock.plugin), payments: gate.provider });
      const visitor = { token: shopper.token!, hash: hashVisitorToken(shopper.token!) };
      const input = requestRenewalSchema.parse({ position: 1, payment: cardPayment() });
      const writing = service.request(visitor, order.reference, input, first, SILENT_FEE_LOG);
      await lock.reached;

      // The late one is authorised, then waits for the order's lock.
      const lateAnswer = request(app)
        .post(`/api/orders/${order.reference}/renewals?locale=it`)
        .set('Content-Type', 'application/json')
        .set('Idempotency-Key', late)
        .set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`)
        .send(JSON.stringify({ position: 1, payment: cardPayment() }))
        .then((res) => res);
      const waitingOnLock = async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
           where wait_event_type = 'Lock' and query ilike '%for update%' and query ilike '%"orders"%'`.execute(db());
        return rows[0]!.waiting > 0;
      };
      for (let tries = 0; !(await waitingOnLock()); tries += 1) {
        if (tries > 200) throw new Error('the late request never waited on the order’s lock');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await db().selectFrom('test_gateway_charges').select('status').where('idempotency_key', '=', renewalPaymentKey(late)).executeTakeFirst()).toEqual({
        status: 'authorised',
      });

      lock.release();
      expect(await writing).toMatchObject({ kind: 'requested', replayed: false });
      const refused = await lateAnswer;
      expect([refused.status, errorBodySchema.parse(refused.body).error.fields]).toEqual([409, { position: 'already_requested' }]);
      const charges = await db()
        .selectFrom('test_gateway_charges')
        .select(['idempotency_key', 'status'])
        .where('idempotency_key', 'in', [renewalPaymentKey(first), renewalPaymentKey(late)])
        .orderBy('status')
        .execute();
      expect(charges).toEqual([
        { idempotency_key: renewalPaymentKey(first), status: 'captured' },
        { idempotency_key: renewalPaymentKey(late), status: 'voided' },
      ]);
      const rows = await db()
        .selectFrom('order_renewals')
        .select('request_key')
        .where('payment_id', 'in', db().selectFrom('test_gateway_charges').select('payment_id').where('idempotency_key', 'like', 'renewal:%'))
        .execute();
      expect(rows.map((row) => row.request_key)).toContain(first);
      expect(rows.map((row) => row.request_key)).not.toContain(late);
    });
  },
  // On PGlite one transaction at a time: a write waiting on another's lock cannot happen there.
  ['postgres'],
);
