import { randomUUID } from 'node:crypto';
import {
  CUSTOM_DESIGN_TOKEN_HEADER,
  customDesignCreatedSchema,
  customDesignResponseSchema,
  errorBodySchema,
  orderResponseSchema,
  staffCustomDesignListSchema,
  staffCustomDesignResponseSchema,
} from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { createRecordedTestGateway, holdFee, PaymentUnavailableError, SILENT_FEE_LOG } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { gatedFees } from '../test-support/gated-fees';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { designPageLinks } from './design-records';
import { finishStaleDesignClaims } from './design-changes';

/**
 * Custom design (docs/services.md#custom-design): the €150 fee held at the request, released by
 * production, charged by a withdrawal or a design not taken up; every race run with both orders of
 * arrival forced, on PGlite and PostgreSQL, and the test gateway's books checked after every test.
 */

const NOW = new Date('2026-03-10T11:00:00Z');
const FEE = 15_000;
let serial = 0;
const body = (over: Record<string, unknown> = {}) => ({
  pieceKind: 'engagement_ring',
  description: 'A solitaire with a pear-shaped stone on a thin band of rose gold, for a proposal in June',
  budgetEuros: '6.500',
  name: 'Giulia Rossi',
  email: `giulia.${(serial += 1)}@example.it`,
  phone: '347 123 4567',
  payment: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Giulia Rossi' },
  privacy: true,
  ...over,
});

/** Each design's status against its payment at the gateway, and every fee charge against a design: one sentence per problem. */
const DESIGN_LEDGER_SQL = `
select 'design ' || d.id || ' is ' || d.status || ' and its fee is ' || c.status as problem
  from custom_designs d join test_gateway_charges c on c.payment_id = d.payment_id
 where d.claim_id is null and not (
   (d.status in ('requested', 'proposed') and c.status = 'authorised' and d.payment_status = 'authorised')
   or (d.status = 'in_production' and c.status = 'voided' and d.payment_status = 'voided')
   or (d.status in ('withdrawn', 'not_taken_up') and c.status = 'captured' and d.payment_status = 'captured'))
union all
select 'fee ' || c.payment_id || ' is ' || c.status || ' with no design'
  from test_gateway_charges c
 where c.idempotency_key like 'custom-design:%' and c.status in ('authorised', 'captured')
   and not exists (select 1 from custom_designs d where d.payment_id = c.payment_id)
union all
select 'design ' || d.id || ' holds ' || d.fee_cents || ', not the fee'
  from custom_designs d where d.fee_cents <> ${FEE}
`;

describeWithDatabase('custom design', (context) => {
  let app: ReturnType<typeof createApp>;
  let gate: ReturnType<typeof gatedFees>;
  let manager: StaffMember;
  let staff: StaffMember;
  const db = () => context().db.kysely;

  beforeAll(async () => {
    gate = gatedFees(createRecordedTestGateway(db()));
    app = createApp({
      config: testConfig({ CLUB_RATE_LIMIT: '100000', STAFF_SIGN_IN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }),
      db: context().db,
      payments: gate.provider,
      club: { now: () => NOW },
      backoffice: { now: () => NOW },
    });
    manager = await signedInStaff(app, db(), `designs.manager.${context().engine}@ama.example`, 'manager');
    staff = await signedInStaff(app, db(), `designs.staff.${context().engine}@ama.example`, 'staff');
  });

  afterEach(async () => {
    const { rows } = await sql.raw<{ problem: string }>(DESIGN_LEDGER_SQL).execute(db());
    expect(rows.map((row) => row.problem)).toEqual([]);
  });

  const ask = (payload: unknown, key: string = randomUUID(), locale = 'it') =>
    request(app).post(`/api/club/custom-designs?locale=${locale}`).set('Idempotency-Key', key).set('Content-Type', 'application/json').send(JSON.stringify(payload));
  const requested = async (over: Record<string, unknown> = {}, locale = 'it') => {
    const res = await ask(body(over), randomUUID(), locale);
    expect(res.status).toBe(201);
    return customDesignCreatedSchema.parse(res.body);
  };
  const mine = (token: string) => request(app).get('/api/club/custom-designs/mine?locale=en').set(CUSTOM_DESIGN_TOKEN_HEADER, token);
  const withdraw = (token: string) =>
    request(app).post('/api/club/custom-designs/mine/withdrawal?locale=en').set(CUSTOM_DESIGN_TOKEN_HEADER, token).set('Content-Type', 'application/json').send('{}');
  const step = (id: string, name: 'proposal' | 'production' | 'closing', payload: unknown, by: StaffMember = manager) =>
    by.write('post', `/api/staff/club/designs/${id}/${name}`, payload);
  const statusOf = async (id: string) => await db().selectFrom('custom_designs').select(['status', 'payment_status', 'claim_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const chargeOf = async (id: string) =>
    (
      await db()
        .selectFrom('test_gateway_charges')
        .innerJoin('custom_designs', 'custom_designs.payment_id', 'test_gateway_charges.payment_id')
        .select('test_gateway_charges.status')
        .where('custom_designs.id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const mailsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
  const codeOf = (res: request.Response) => errorBodySchema.parse(res.body).error.code;
  const fieldsOf = (res: request.Response) => errorBodySchema.parse(res.body).error.fields;

  it('holds the fee at the request, e-mails the request page in the customer’s language, and opens it by its token only', async () => {
    const { design, token } = await requested({ budgetEuros: '12.000' });
    expect(design).toMatchObject({
      status: 'requested',
      pieceKind: 'engagement_ring',
      budgetEuros: 12_000,
      feeCents: FEE,
      fee: 'held',
      card: { last4: '4242' },
      phone: '+393471234567',
      locale: 'it',
    });
    expect(await chargeOf(design.id)).toBe('authorised');
    const [mail] = await mailsTo(design.email);
    expect(mail!.subject).toBe('AMA: la tua richiesta di design personalizzato');
    expect(mail!.text).toMatch(/150\s€/);
    expect(mail!.text).toContain('4242');
    expect(mail!.text).toContain(`/it/club/custom-design?token=${encodeURIComponent(token)}`);
    const read = await mine(token);
    expect(read.status).toBe(200);
    expect(customDesignResponseSchema.parse(read.body).design.id).toBe(design.id);
    for (const bad of ['', 'not-a-token', `${token.slice(0, -2)}xx`]) expect((await mine(bad)).status).toBe(404);
    // A member page's token names no design, even for the same id.
    const memberLink = designPageLinks('http://shop', 'another secret', () => NOW)(design);
    expect((await mine(new URL(memberLink).searchParams.get('token')!)).status).toBe(404);
  });

  it('refuses bad input at its fields, and a declined card with 402: no design, no fee held', async () => {
    const before = await db()
      .selectFrom('custom_designs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const bad = await ask(
      body({
        description: 'A ring',
        budgetEuros: '120',
        email: 'giulia@',
        phone: '12',
        privacy: false,
        payment: { cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '1', cardholderName: '' },
      }),
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toMatchObject({
      description: 'too_short',
      budgetEuros: 'budget_too_low',
      email: 'invalid_email',
      phone: 'invalid_phone',
      privacy: 'required',
      'payment.cardNumber': 'invalid_card_number',
      'payment.expiry': 'invalid_expiry',
      'payment.cvc': 'invalid_cvc',
      'payment.cardholderName': 'required',
    });
    expect(fieldsOf(await ask(body({ budgetEuros: '2,000,000' })))).toMatchObject({ budgetEuros: 'budget_too_high' });
    expect(fieldsOf(await ask(body({ budgetEuros: 'lots' })))).toMatchObject({ budgetEuros: 'invalid_budget' });
    expect(fieldsOf(await ask(body({ pieceKind: 'crown', description: 'x'.repeat(2001) })))).toMatchObject({ pieceKind: 'required', description: 'too_long' });
    expect((await request(app).post('/api/club/custom-designs?locale=it').set('Content-Type', 'application/json').send(JSON.stringify(body()))).status).toBe(400);
    const declined = await ask(body({ payment: { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', cardholderName: 'Giulia Rossi' } }));
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'PAYMENT_FAILED', fields: { payment: 'declined' } });
    const after = await db()
      .selectFrom('custom_designs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers a repeated request key with the design it made: one design, one fee held, one e-mail, also when sent five times at once', async () => {
    const payload = body();
    const key = randomUUID();
    const first = await ask(payload, key);
    const again = await ask(payload, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.design.id).toBe(first.body.design.id);
    const concurrentKey = randomUUID();
    const concurrent = body();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(concurrent, concurrentKey)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.design.id)).size).toBe(1);
    for (const email of [payload.email, concurrent.email]) {
      expect(await db().selectFrom('custom_designs').select('id').where('email', '=', email).execute()).toHaveLength(1);
      expect(await mailsTo(email)).toHaveLength(1);
    }
    const charges = await db()
      .selectFrom('test_gateway_charges')
      .select('status')
      .where('idempotency_key', 'in', [`custom-design:${key}`, `custom-design:${concurrentKey}`])
      .execute();
    expect(charges.map((charge) => charge.status)).toEqual(['authorised', 'authorised']);
    // The same key for another amount is not the same request: the gateway's key stands for the fee.
    expect(
      await holdFee(
        gate.provider,
        {
          amountCents: 1,
          card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'G' },
          idempotencyKey: `custom-design:${key}`,
          write: async () => 'never',
        },
        SILENT_FEE_LOG,
      ).catch((error: Error) => error.name),
    ).toBe('FeeKeyConflictError');
  });

  it('voids the fee when the request’s own transaction refuses it: no design holds an authorisation that is not voided', async () => {
    const key = `custom-design:${randomUUID()}`;
    const refused = await holdFee(
      gate.provider,
      {
        amountCents: FEE,
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'G' },
        idempotencyKey: key,
        write: () => Promise.reject(new Error('the write failed')),
      },
      SILENT_FEE_LOG,
    ).catch((error: Error) => error.message);
    expect(refused).toBe('the write failed');
    const charge = await db().selectFrom('test_gateway_charges').select('status').where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(charge.status).toBe('voided');
  });

  it('charges the fee when the customer withdraws, once: a second withdrawal and any later step are refused', async () => {
    const { design, token } = await requested({}, 'en');
    const res = await withdraw(token);
    expect(res.status).toBe(200);
    expect(res.body.design).toMatchObject({ status: 'withdrawn', fee: 'charged' });
    expect(await chargeOf(design.id)).toBe('captured');
    const again = await withdraw(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CUSTOM_DESIGN_STATE', fields: { status: 'withdrawn' } });
    expect(codeOf(await step(design.id, 'production', {}))).toBe('CUSTOM_DESIGN_STATE');
    expect(codeOf(await step(design.id, 'proposal', { message: 'Too late' }))).toBe('CUSTOM_DESIGN_STATE');
    const mails = await mailsTo(design.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['AMA: your custom design request', 'AMA: your custom design request is withdrawn']);
    expect(mails[1]!.text).toContain('€150');
  });

  it('lets a manager propose, revise and put into production (the fee released), with history, e-mails and audit lines', async () => {
    const { design } = await requested({}, 'de');
    const proposal = await step(design.id, 'proposal', { message: 'Pear 1.2 ct, rose gold band 1.8 mm' });
    expect(proposal.status).toBe(200);
    expect(staffCustomDesignResponseSchema.parse(proposal.body).design).toMatchObject({ status: 'proposed', proposal: 'Pear 1.2 ct, rose gold band 1.8 mm', fee: 'held' });
    expect((await step(design.id, 'proposal', { message: 'Pear 1.3 ct, band 2 mm' })).body.design.proposal).toBe('Pear 1.3 ct, band 2 mm');
    const unknown = await step(design.id, 'production', { orderNumber: 'AMA-NONE-00' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toEqual({ orderNumber: 'unknown_order' });
    const made = await step(design.id, 'production', {});
    expect(made.status).toBe(200);
    const after = staffCustomDesignResponseSchema.parse(made.body).design;
    expect(after).toMatchObject({ status: 'in_production', fee: 'released' });
    expect(after.history.map((change) => [change.from, change.to, change.by])).toEqual([
      [null, 'requested', 'customer'],
      ['requested', 'proposed', manager.email],
      ['proposed', 'proposed', manager.email],
      ['proposed', 'in_production', manager.email],
    ]);
    expect(await chargeOf(design.id)).toBe('voided');
    const mails = await mailsTo(design.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'AMA: Ihre Anfrage für ein eigenes Design',
      'AMA: ein Entwurf für Sie',
      'AMA: ein Entwurf für Sie',
      'AMA: Ihr Schmuckstück geht in die Fertigung',
    ]);
    expect(mails[3]!.text).toContain('nicht belastet');
    const audit = await db().selectFrom('staff_audit_log').select(['action', 'staff_email']).where('subject', '=', design.id).execute();
    // Two proposals and production; the refused production (an unknown order) changed nothing and is not audited.
    expect(audit).toHaveLength(3);
    expect(new Set(audit.map((line) => line.action))).toEqual(new Set(['club.custom-design']));
    const list = staffCustomDesignListSchema.parse((await manager.get('/api/staff/club/designs?status=in_production')).body);
    expect(list.designs.map((row) => row.id)).toContain(design.id);
    expect(list.designs.every((row) => row.status === 'in_production')).toBe(true);
  });

  it('links production to the piece’s order: its pieces then refuse a return, as made to a personal design', async () => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: 'GA-PEN-OV' });
    const order = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper))).body).order;
    for (const status of ['in_production', 'shipped', 'delivered'])
      await manager.write('post', `/api/staff/orders/${order.number}/status`, { status, carrier: 'BRT', trackingNumber: '1Z999' });
    const seen = async () => orderResponseSchema.parse((await shopper.get(`/api/orders/${order.reference}`)).body).order;
    expect((await seen()).returnable.lines).toEqual([{ position: 1, block: null }]);
    const { design } = await requested();
    const made = await step(design.id, 'production', { orderNumber: order.number.toLowerCase() });
    expect(made.status).toBe(200);
    expect(made.body.design.orderNumber).toBe(order.number);
    expect((await seen()).returnable.lines).toEqual([{ position: 1, block: 'personal_design' }]);
    const refused = await shopper.write('post', `/api/orders/${order.reference}/returns`, { positions: [1] });
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('RETURN_NOT_ALLOWED');
  });

  it('charges the fee for a design not taken up, with the note the customer reads', async () => {
    const { design } = await requested({}, 'es');
    const closed = await step(design.id, 'closing', { reason: 'We could not reach you for three months' });
    expect(closed.status).toBe(200);
    expect(closed.body.design).toMatchObject({ status: 'not_taken_up', fee: 'charged', closingNote: 'We could not reach you for three months' });
    expect(await chargeOf(design.id)).toBe('captured');
    const [, mail] = await mailsTo(design.email);
    expect(mail!.subject).toBe('AMA: tu solicitud de diseño personalizado está cerrada');
    expect(mail!.text).toContain('We could not reach you for three months');
    expect(fieldsOf(await step(design.id, 'closing', {}))).toMatchObject({ reason: 'required' });
  });

  it('keeps the designs to managers: the staff role is 403, no session is 401, a write without its CSRF token is refused', async () => {
    const { design } = await requested();
    expect((await staff.get('/api/staff/club/designs')).status).toBe(403);
    expect((await step(design.id, 'production', {}, staff)).status).toBe(403);
    expect((await request(app).get(`/api/staff/club/designs/${design.id}`)).status).toBe(401);
    expect((await manager.call('post', `/api/staff/club/designs/${design.id}/production`, {}, { csrf: false })).status).toBe(403);
    expect((await manager.get('/api/staff/club/designs/not-a-uuid')).status).toBe(400);
    expect((await manager.get(`/api/staff/club/designs/${randomUUID()}`)).status).toBe(404);
    expect(await statusOf(design.id)).toMatchObject({ status: 'requested', payment_status: 'authorised' });
  });

  it('production first, withdrawal meanwhile: the withdrawal waits its turn and is refused; the fee is released, never charged', async () => {
    const { design, token } = await requested();
    const calls = gate.calls();
    const held = gate.holdNext('void');
    // Sent now (supertest sends on then()), answered once the held void is released.
    const production = step(design.id, 'production', {}).then((res) => res);
    await held.reached;
    const meanwhile = await withdraw(token);
    expect(meanwhile.status).toBe(409);
    expect(codeOf(meanwhile)).toBe('CHANGE_IN_PROGRESS');
    held.release();
    expect((await production).status).toBe(200);
    expect(await statusOf(design.id)).toMatchObject({ status: 'in_production', payment_status: 'voided', claim_id: null });
    expect(gate.calls()).toEqual({ capture: calls.capture, void: calls.void + 1 });
  });

  it('withdrawal first, production meanwhile: production is refused; the fee is charged, never released', async () => {
    const { design, token } = await requested();
    const calls = gate.calls();
    const held = gate.holdNext('capture');
    const withdrawal = withdraw(token).then((res) => res);
    await held.reached;
    const meanwhile = await step(design.id, 'production', {});
    expect(meanwhile.status).toBe(409);
    expect(codeOf(meanwhile)).toBe('CHANGE_IN_PROGRESS');
    held.release();
    expect((await withdrawal).status).toBe(200);
    expect(await statusOf(design.id)).toMatchObject({ status: 'withdrawn', payment_status: 'captured', claim_id: null });
    expect(gate.calls()).toEqual({ capture: calls.capture + 1, void: calls.void });
  });

  it('a provider that does not answer leaves the change claimed: other changes wait, the same change asked again (or housekeeping) finishes it', async () => {
    const { design, token } = await requested();
    gate.failNext('void', new PaymentUnavailableError());
    const unanswered = await step(design.id, 'production', {});
    expect(unanswered.status).toBe(503);
    expect(unanswered.headers['retry-after']).toBe('5');
    expect(await statusOf(design.id)).toMatchObject({ status: 'requested', payment_status: 'authorised' });
    expect((await statusOf(design.id)).claim_id).not.toBeNull();
    expect(codeOf(await withdraw(token))).toBe('CHANGE_IN_PROGRESS');
    expect((await step(design.id, 'production', {})).status).toBe(200);
    expect(await statusOf(design.id)).toMatchObject({ status: 'in_production', payment_status: 'voided', claim_id: null });

    const second = await requested();
    gate.failNext('capture', new PaymentUnavailableError());
    expect((await withdraw(second.token)).status).toBe(503);
    const links = designPageLinks('http://shop', context().config.club.linkSecret, () => NOW);
    // Housekeeping finishes claims gone stale, as the customer asked.
    expect(await finishStaleDesignClaims({ db: db(), payments: gate.provider, links, now: () => new Date(Date.now() + 120_000) })).toEqual({ finished: 1, failed: 0 });
    expect(await statusOf(second.design.id)).toMatchObject({ status: 'withdrawn', payment_status: 'captured', claim_id: null });
  });

  it('a settlement the provider refuses moves nothing: the claim is released and the design stays as it was', async () => {
    const { design, token } = await requested();
    const row = await db().selectFrom('custom_designs').select('payment_id').where('id', '=', design.id).executeTakeFirstOrThrow();
    // Someone released the fee at the provider's dashboard: capturing it now is refused.
    await gate.provider.void(row.payment_id);
    const refused = await withdraw(token);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('PAYMENT_SETTLEMENT_REFUSED');
    expect(await statusOf(design.id)).toMatchObject({ status: 'requested', claim_id: null });
    // The books now say what production would: release it by production, which the provider accepts again (void is idempotent).
    expect((await step(design.id, 'production', {})).status).toBe(200);
  });
});
