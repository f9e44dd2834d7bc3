import {
  cartSchema,
  CLUB_MEMBER_TOKEN_HEADER,
  clubPersonalisationsResponseSchema,
  errorBodySchema,
  orderResponseSchema,
  staffClubPersonalisationListSchema,
  staffClubPersonalisationResponseSchema,
} from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { orderBody, postOrder } from '../test-support/checkout';
import { insertTestMember, type TestMemberOptions } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { signMemberToken } from './member-token';

/**
 * The free personalisation for one documented occasion a year (docs/services.md#free-personalisation),
 * through the API on both engines: the member's request and its limit under concurrent requests, the
 * managers' answers, and an approved new piece's engraving code in the cart and the order. The clock is
 * the real one: the code is checked by the cart, which reads the time itself.
 */

const RING = 'GA-SOL-OV';
const PENDANT = 'GA-PEN-OV';
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const OCCASION = daysAhead(40);
const YEAR = Number(OCCASION.slice(0, 4));
const asking = (over: Record<string, unknown> = {}) => ({
  occasionKind: 'anniversary',
  occasionDate: OCCASION,
  description: 'Our tenth wedding anniversary',
  piece: 'new',
  ...over,
});

describeWithDatabase('the free personalisation', (context) => {
  let app: ReturnType<typeof createApp>;
  let manager: StaffMember;
  let staff: StaffMember;
  beforeAll(async () => {
    app = createApp({
      config: testConfig({ CLUB_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', DISCOUNT_RATE_LIMIT: '100000', STAFF_SIGN_IN_RATE_LIMIT: '1000' }),
      db: context().db,
    });
    manager = await signedInStaff(app, db(), `personal.manager.${context().engine}@ama.example`, 'manager');
    staff = await signedInStaff(app, db(), `personal.staff.${context().engine}@ama.example`, 'staff');
  });
  const db = () => context().db.kysely;

  const memberWith = async (options: TestMemberOptions = {}) => {
    const member = await insertTestMember(db(), { status: 'member', locale: 'it', ...options });
    return { ...member, token: signMemberToken(context().config.club.linkSecret, member.id) };
  };
  const ask = (token: string, body: unknown) =>
    request(app).post('/api/club/member/personalisations?locale=en').set(CLUB_MEMBER_TOKEN_HEADER, token).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const personalisationsOf = async (token: string) => {
    const res = await request(app).get('/api/club/member/personalisations?locale=en').set(CLUB_MEMBER_TOKEN_HEADER, token);
    expect(res.status).toBe(200);
    return clubPersonalisationsResponseSchema.parse(res.body);
  };
  const mailsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
  const fieldsOf = (res: request.Response) => errorBodySchema.parse(res.body).error.fields;
  const answer = (id: string, step: '/approval' | '/refusal', body: object = {}) => manager.write('post', `/api/staff/club/personalisations/${id}${step}`, body);
  const rowsOf = (memberId: string) => db().selectFrom('club_personalisations').selectAll().where('member_id', '=', memberId).execute();
  /** An order placed with `email` for `lines`: the pieces a member bought. */
  const placeOrder = async (email: string, lines: object[], code?: string) => {
    const buyer = new Shopper(app);
    for (const line of lines) expect((await buyer.addLine(line)).status).toBe(201);
    if (code) expect((await buyer.applyDiscount({ code })).status).toBe(200);
    const body = await orderBody(buyer);
    const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email } } });
    expect(placed.status).toBe(201);
    return orderResponseSchema.parse(placed.body).order;
  };

  it('takes a member’s request for a new piece, e-mails it in their language and counts it in the occasion’s year', async () => {
    const member = await memberWith();
    const before = await personalisationsOf(member.token);
    expect(before).toMatchObject({ entitled: true, pieces: [], personalisations: [] });
    expect(before.allowances.find((allowance) => allowance.year === YEAR)).toEqual({ year: YEAR, left: 1, perYear: 1 });
    const res = await ask(member.token, asking());
    expect(res.status).toBe(201);
    expect(res.body.personalisation).toMatchObject({ status: 'requested', occasionKind: 'anniversary', occasionDate: OCCASION, piece: null, code: null });
    const after = await personalisationsOf(member.token);
    expect(after.allowances.find((allowance) => allowance.year === YEAR)?.left).toBe(0);
    // This year's and next year's are shown: the one that is not the occasion's is untouched.
    expect(after.allowances.filter((allowance) => allowance.year !== YEAR).map((allowance) => allowance.left)).toEqual([1]);
    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('AMA: la tua richiesta di personalizzazione');
    expect(mail!.text).toContain('/it/club/member?token=');
  });

  it('grants one request a year when ten arrive at once, and a refusal gives the year back', async () => {
    const member = await memberWith({ locale: 'en' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(member.token, asking()).then((res) => res)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((res) => res.status === 409))
      expect(refused.body.error).toMatchObject({ code: 'CLUB_BENEFIT_REFUSED', fields: { _: 'personalisation_limit_reached' } });
    expect(await rowsOf(member.id)).toHaveLength(1);
    // Another calendar year has its own: a recent occasion or one a year ahead, whichever is not YEAR's.
    const otherYear = [daysAhead(-30), daysAhead(366)].find((day) => Number(day.slice(0, 4)) !== YEAR)!;
    expect((await ask(member.token, asking({ occasionDate: otherYear }))).status).toBe(201);
    const granted = answers.find((res) => res.status === 201)!.body.personalisation.id as string;
    expect((await answer(granted, '/refusal', { reason: 'The occasion is not documented' })).status).toBe(200);
    expect((await ask(member.token, asking())).status).toBe(201);
  });

  it('refuses a pending sign-up, an order line that is not the member’s and every malformed field, writing nothing', async () => {
    const pending = await memberWith({ status: 'pending' });
    expect((await personalisationsOf(pending.token)).entitled).toBe(false);
    const refused = await ask(pending.token, asking());
    expect(refused.status).toBe(409);
    expect(fieldsOf(refused)).toEqual({ _: 'members_only' });
    const member = await memberWith();
    const stranger = await placeOrder(`stranger.${member.id}@example.com`, [{ sku: PENDANT }]);
    expect(fieldsOf(await ask(member.token, asking({ piece: `${stranger.number}:1` })))).toEqual({ piece: 'unknown_piece' });
    const bad = await ask(member.token, { occasionKind: 'party', occasionDate: daysAhead(-90), description: 'x'.repeat(301), piece: '' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({ occasionKind: 'required', occasionDate: 'too_long_ago', description: 'too_long', piece: 'required' });
    expect(fieldsOf(await ask(member.token, asking({ occasionDate: daysAhead(400) })))).toEqual({ occasionDate: 'too_far_ahead' });
    expect(fieldsOf(await ask(member.token, asking({ occasionDate: '2026-02-30' })))).toEqual({ occasionDate: 'invalid_date' });
    expect((await ask(member.token, { ...asking(), extra: 1 })).status).toBe(400);
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await rowsOf(pending.id)).toEqual([]);
  });

  it('lets a member name a piece they bought; approved, the shop personalises it free and no code is issued', async () => {
    const member = await memberWith({ locale: 'de' });
    const order = await placeOrder(member.email.toUpperCase(), [{ sku: PENDANT }, { sku: RING, options: { size: '14' } }]);
    const { pieces } = await personalisationsOf(member.token);
    expect(pieces.map((piece) => [piece.orderNumber, piece.position])).toEqual([
      [order.number, 1],
      [order.number, 2],
    ]);
    const res = await ask(member.token, asking({ occasionKind: 'birthday', piece: pieces[1]!.key }));
    expect(res.status).toBe(201);
    expect(res.body.personalisation.piece).toEqual({ orderNumber: order.number, position: 2, name: pieces[1]!.name });
    const approved = await answer(res.body.personalisation.id, '/approval');
    expect(approved.status).toBe(200);
    const record = staffClubPersonalisationResponseSchema.parse(approved.body).personalisation;
    expect(record).toMatchObject({ status: 'approved', code: null, member: { email: member.email } });
    expect(record.history.map((line) => [line.from, line.to, line.by])).toEqual([
      [null, 'requested', 'member'],
      ['requested', 'approved', manager.email],
    ]);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['AMA: Ihre Anfrage für eine Personalisierung', 'AMA: Ihre kostenlose Personalisierung ist genehmigt']);
    expect(mails[1]!.text).toContain(order.number);
    const audit = await db().selectFrom('staff_audit_log').select(['action', 'staff_email']).where('subject', '=', record.id).execute();
    expect(audit).toEqual([{ action: 'club.personalisation-approve', staff_email: manager.email }]);
  });

  it('gives an approved new piece a code that makes one engraving free in the cart and the order, once, for the member only', async () => {
    const member = await memberWith({ locale: 'en' });
    const asked = await ask(member.token, asking());
    const approved = staffClubPersonalisationResponseSchema.parse((await answer(asked.body.personalisation.id, '/approval')).body).personalisation;
    const code = approved.code!.code;
    expect(code).toMatch(/^CLUBPERSONAL-/);
    expect(approved.code!.state).toBe('available');
    expect((await mailsTo(member.email)).at(-1)!.text).toContain(code);

    const plain = new Shopper(app);
    await plain.addLine({ sku: PENDANT });
    const refused = await plain.applyDiscount({ code });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual({ code: 'no_engraving' });

    const buyer = new Shopper(app);
    await buyer.addLine({ sku: PENDANT, quantity: 2 });
    const engraved = cartSchema.parse((await buyer.addLine({ sku: RING, quantity: 2, options: { size: '14', engraving: 'Ti amo' } })).body);
    const fee = engraved.lines[1]!.selection.find((chosen) => chosen.type === 'WRITING')!.priceDeltaCents;
    expect(fee).toBeGreaterThan(0);
    const applied = cartSchema.parse((await buyer.applyDiscount({ code })).body);
    expect(applied.discount).toMatchObject({ code, kind: 'engraving', amountCents: fee, boundToEmail: true });
    expect(applied.totalCents).toBe(engraved.totalCents - fee);
    // Someone else's e-mail at checkout: the code is the member's own.
    const elsewhere = await orderBody(buyer);
    const stolen = await postOrder(app, buyer, elsewhere);
    expect(stolen.status).toBe(400);
    const body = await orderBody(buyer);
    const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email: member.email } } });
    expect(placed.status).toBe(201);
    const order = orderResponseSchema.parse(placed.body).order;
    expect(order.totals).toMatchObject({ discountCents: fee, totalCents: engraved.totalCents - fee });
    // The order and its e-mail name the saving as the club's free engraving, not as a discount.
    expect(order).toMatchObject({ discountCode: code, discountKind: 'engraving' });
    const summary = (await mailsTo(member.email)).find((mail) => mail.subject.includes(order.number));
    expect(summary?.text).toContain(`Free engraving, Club AMA (${code}): −`);
    expect(summary?.text).not.toContain(`Discount (${code})`);

    const again = new Shopper(app);
    await again.addLine({ sku: RING, options: { size: '14', engraving: 'Per te' } });
    expect(fieldsOf(await again.applyDiscount({ code }))).toEqual({ code: 'used' });
    expect((await personalisationsOf(member.token)).personalisations[0]!.code!.state).toBe('used');
  });

  it('lets managers list and answer requests once, with the reason e-mailed, and no one else', async () => {
    const member = await memberWith({ locale: 'es' });
    const { id } = (await ask(member.token, asking({ occasionKind: 'graduation' }))).body.personalisation as { id: string };
    const list = staffClubPersonalisationListSchema.parse((await manager.get('/api/staff/club/personalisations?status=requested')).body);
    expect(list.personalisations.map((row) => row.id)).toContain(id);
    expect((await staff.get('/api/staff/club/personalisations')).status).toBe(403);
    expect((await staff.write('post', `/api/staff/club/personalisations/${id}/approval`, {})).status).toBe(403);
    expect(fieldsOf(await answer(id, '/refusal', { reason: '  ' }))).toEqual({ reason: 'required' });
    expect((await answer(id, '/refusal', { reason: 'Nos falta el documento de la graduación' })).status).toBe(200);
    const late = await answer(id, '/approval');
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'CLUB_PERSONALISATION_STATE', fields: { status: 'refused' } });
    const mine = (await personalisationsOf(member.token)).personalisations[0]!;
    expect(mine).toMatchObject({ status: 'refused', refusalReason: 'Nos falta el documento de la graduación', code: null });
    const mails = await mailsTo(member.email);
    expect(mails.at(-1)!.text).toContain('Nos falta el documento de la graduación');
    expect((await manager.get('/api/staff/club/personalisations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
