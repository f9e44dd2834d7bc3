import { CLUB_MEMBER_TOKEN_HEADER, clubLoansResponseSchema, errorBodySchema, staffClubLoanListSchema, staffClubLoanResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { insertTestMember, type TestMemberOptions } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { signMemberToken } from './member-token';

/** Tuesday 10 March 2026, noon in Milan: the club's and the back office's clock. */
const NOW = new Date('2026-03-10T11:00:00Z');
const request1 = { eventDate: '2026-05-16', days: 3, occasion: 'My sister’s wedding in Verona' };

describeWithDatabase('the ELITE jewellery loan', (context) => {
  let app: ReturnType<typeof createApp>;
  let manager: StaffMember;
  let staff: StaffMember;
  beforeAll(async () => {
    app = createApp({
      config: testConfig({ CLUB_RATE_LIMIT: '100000', STAFF_SIGN_IN_RATE_LIMIT: '1000' }),
      db: context().db,
      club: { now: () => NOW },
      backoffice: { now: () => NOW },
    });
    manager = await signedInStaff(app, db(), `loans.manager.${context().engine}@ama.example`, 'manager');
    staff = await signedInStaff(app, db(), `loans.staff.${context().engine}@ama.example`, 'staff');
  });
  const db = () => context().db.kysely;

  const memberWith = async (options: TestMemberOptions = {}) => {
    const member = await insertTestMember(db(), { registeredAt: NOW, status: 'elite', locale: 'it', ...options });
    return { ...member, token: signMemberToken(context().config.club.linkSecret, member.id, NOW) };
  };
  const ask = (token: string, body: unknown) =>
    request(app).post('/api/club/member/loans?locale=en').set(CLUB_MEMBER_TOKEN_HEADER, token).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const loansOf = async (token: string) => {
    const res = await request(app).get('/api/club/member/loans?locale=en').set(CLUB_MEMBER_TOKEN_HEADER, token);
    expect(res.status).toBe(200);
    return clubLoansResponseSchema.parse(res.body);
  };
  const mailsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
  const fieldsOf = (res: request.Response) => errorBodySchema.parse(res.body).error.fields;
  const loanPath = (id: string, step = '') => `/api/staff/club/loans/${id}${step}`;

  it('takes an ELITE member’s request, e-mails it in their language and counts it in the event’s year', async () => {
    const member = await memberWith();
    expect(await loansOf(member.token)).toMatchObject({
      entitled: true,
      maxDays: 5,
      loans: [],
      allowances: [
        { year: 2026, left: 2 },
        { year: 2027, left: 2 },
      ],
    });
    const res = await ask(member.token, request1);
    expect(res.status).toBe(201);
    expect(res.body.loan).toMatchObject({ status: 'requested', eventDate: '2026-05-16', days: 3, occasion: request1.occasion, piece: null });
    const after = await loansOf(member.token);
    expect(after.allowances).toEqual([
      { year: 2026, left: 1, perYear: 2 },
      { year: 2027, left: 2, perYear: 2 },
    ]);
    expect(after.loans.map((loan) => loan.status)).toEqual(['requested']);
    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('AMA: la tua richiesta di prestito gioielli');
    expect(mail!.text).toContain('16 maggio 2026');
    expect(mail!.text).toContain('/it/club/member?token=');
  });

  it('allows two loans a calendar year: the third is refused, the next year’s event is not, and a refusal gives one back', async () => {
    const member = await memberWith({ locale: 'en' });
    const first = await ask(member.token, request1);
    expect((await ask(member.token, { ...request1, eventDate: '2026-09-05' })).status).toBe(201);
    const third = await ask(member.token, { ...request1, eventDate: '2026-12-20' });
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: 'CLUB_BENEFIT_REFUSED', fields: { _: 'loan_limit_reached' } });
    expect((await ask(member.token, { ...request1, eventDate: '2027-01-10' })).status).toBe(201);
    const refused = await manager.write('post', loanPath(first.body.loan.id, '/refusal'), { reason: 'No piece free that week' });
    expect(refused.status).toBe(200);
    expect((await ask(member.token, { ...request1, eventDate: '2026-12-20' })).status).toBe(201);
  });

  it('counts ten requests sent at once one after the other: two are taken', async () => {
    const member = await memberWith();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, day) => ask(member.token, { ...request1, eventDate: `2026-06-${String(day + 10)}` })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await loansOf(member.token)).loans).toHaveLength(2);
  });

  it('refuses what is not a loan request a field at a time, and anyone but an ELITE member', async () => {
    const member = await memberWith();
    expect(fieldsOf(await ask(member.token, { ...request1, days: 6 }))).toEqual({ days: 'too_many_days' });
    expect(fieldsOf(await ask(member.token, { ...request1, eventDate: '2026-03-10' }))).toEqual({ eventDate: 'date_not_in_future' });
    expect(fieldsOf(await ask(member.token, { ...request1, eventDate: '2026-02-30' }))).toEqual({ eventDate: 'invalid_date' });
    expect(fieldsOf(await ask(member.token, { ...request1, eventDate: '2027-06-01' }))).toEqual({ eventDate: 'too_far_ahead' });
    expect(fieldsOf(await ask(member.token, { ...request1, occasion: ' ' }))).toEqual({ occasion: 'required' });
    expect((await ask(member.token, { ...request1, extra: 1 })).status).toBe(400);
    expect((await ask('not-a-token', request1)).status).toBe(404);
    const plain = await memberWith({ status: 'member' });
    const refused = await ask(plain.token, request1);
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields).toEqual({ kind: 'elite_only' });
    expect((await loansOf(plain.token)).entitled).toBe(false);
    // An ELITE whose last year has passed is a member again.
    const lapsed = await memberWith({ eliteUntilYear: 2025 });
    expect((await ask(lapsed.token, request1)).status).toBe(403);
    expect((await loansOf(member.token)).loans).toEqual([]);
  });

  it('lets a manager confirm the piece and the days, hand it over and take it back, each step mailed, audited and in the history', async () => {
    const member = await memberWith({ locale: 'de' });
    const { loan } = (await ask(member.token, request1)).body;
    const listed = staffClubLoanListSchema.parse((await manager.get('/api/staff/club/loans?status=requested')).body);
    expect(listed.loans.some((row) => row.id === loan.id && row.member.email === member.email)).toBe(true);

    const tooLong = await manager.write('post', loanPath(loan.id, '/confirmation'), { piece: 'Gaia pendant', from: '2026-05-14', until: '2026-05-19' });
    expect(fieldsOf(tooLong)).toEqual({ until: 'too_many_days' });
    const elsewhere = await manager.write('post', loanPath(loan.id, '/confirmation'), { piece: 'Gaia pendant', from: '2026-05-17', until: '2026-05-19' });
    expect(fieldsOf(elsewhere)).toEqual({ from: 'event_outside_period' });
    expect((await manager.write('post', loanPath(loan.id, '/hand-over'), {})).body.error).toMatchObject({ code: 'CLUB_LOAN_STATE', fields: { status: 'requested' } });

    const confirmed = await manager.write('post', loanPath(loan.id, '/confirmation'), { piece: 'Gaia pendant GA-PEN-OV', from: '2026-05-15', until: '2026-05-17' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.loan).toMatchObject({ status: 'confirmed', piece: 'Gaia pendant GA-PEN-OV', from: '2026-05-15', until: '2026-05-17' });
    expect((await manager.write('post', loanPath(loan.id, '/refusal'), { reason: 'Too late' })).status).toBe(409);
    expect((await manager.write('post', loanPath(loan.id, '/hand-over'), {})).body.loan.status).toBe('handed_over');
    const returned = staffClubLoanResponseSchema.parse((await manager.write('post', loanPath(loan.id, '/return'), {})).body);
    expect(returned.loan.history.map((change) => [change.from, change.to, change.by])).toEqual([
      [null, 'requested', 'member'],
      ['requested', 'confirmed', manager.email],
      ['confirmed', 'handed_over', manager.email],
      ['handed_over', 'returned', manager.email],
    ]);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'AMA: Ihre Anfrage für eine Schmuckleihe',
      'AMA: Ihre Schmuckleihe ist bestätigt',
      'AMA: viel Freude bei Ihrem Anlass',
      'AMA: vielen Dank für die Rückgabe',
    ]);
    const audit = await db().selectFrom('staff_audit_log').select('action').where('subject', '=', loan.id).orderBy('id').execute();
    expect(audit.map((line) => line.action)).toEqual(['club.loan-confirm', 'club.loan-hand-over', 'club.loan-return']);
    expect((await loansOf(member.token)).loans[0]).toMatchObject({ status: 'returned', piece: 'Gaia pendant GA-PEN-OV' });
  });

  it('gives the member the reason of a refusal, keeps loans from staff who are not managers, and answers one step of two sent at once', async () => {
    const member = await memberWith({ locale: 'en' });
    const { loan } = (await ask(member.token, request1)).body;
    expect((await staff.get(loanPath(loan.id))).status).toBe(403);
    expect((await staff.write('post', loanPath(loan.id, '/refusal'), { reason: 'No' })).status).toBe(403);
    expect(fieldsOf(await manager.write('post', loanPath(loan.id, '/refusal'), { reason: '' }))).toEqual({ reason: 'required' });
    const [refusal, confirmation] = await Promise.all([
      manager.write('post', loanPath(loan.id, '/refusal'), { reason: 'Every piece is out that week' }),
      manager.write('post', loanPath(loan.id, '/confirmation'), { piece: 'Gaia pendant', from: '2026-05-15', until: '2026-05-16' }),
    ]);
    expect([refusal.status, confirmation.status].sort()).toEqual([200, 409]);
    const [mine] = (await loansOf(member.token)).loans;
    if (refusal.status === 200) expect(mine).toMatchObject({ status: 'refused', refusalReason: 'Every piece is out that week' });
    else expect(mine).toMatchObject({ status: 'confirmed' });
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toHaveLength(2);
    expect((await manager.get(loanPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await manager.get(loanPath('not-a-uuid'))).status).toBe(400);
  });
});
