import { clubServicesResponseSchema, errorBodySchema, type ClubStatus } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { signMemberToken } from '../club';
import { describeWithDatabase, type EngineContext } from '../test-support/engines';

/** As appointments-api.test.ts: Tuesday 10 March 2026, 11:20 in Milan. */
const NOW = new Date('2026-03-10T10:20:00Z');
/** Free slots of that week: Thursday 15:00 at the showroom, Wednesday 14:00 and 15:00 in Rome (Italian time). */
const SHOWROOM_SLOT = { place: 'milano-showroom', start: '2026-03-12T14:00:00.000Z' };
const ROME_SLOT = { place: 'roma-via-condotti', start: '2026-03-11T13:00:00.000Z' };
const ROME_LATER = { place: 'roma-via-condotti', start: '2026-03-11T14:00:00.000Z' };
const contact = { name: 'Typed Name', email: 'typed@example.com', phone: '347 123 4567', privacy: true };

/** A club member straight in the club's table (the club's own tests cover how one becomes a member), and their link's token. */
async function addMember(context: EngineContext, status: ClubStatus, locale = 'it'): Promise<{ token: string; email: string; id: string }> {
  const id = randomUUID();
  const email = `member-${id}@example.com`;
  await context.db.kysely
    .insertInto('club_members')
    .values({
      id,
      email,
      name: 'Giulia',
      lastname: 'Rossi',
      person_key: `giulia rossi ${id}`,
      birth_date: '1990-05-01',
      phone: '+393471234567',
      country: 'IT',
      region_code: '03',
      region: 'Lombardia',
      city: 'Milano',
      province: 'MI',
      zip_code: '20121',
      address: 'Via della Spiga 1',
      locale,
      status,
      elite_until_year: status === 'elite' ? 2027 : null,
      privacy_accepted_at: NOW,
    } as never)
    .execute();
  return { id, email, token: signMemberToken(context.config.club.linkSecret, id, NOW) };
}

const appFor = (context: EngineContext) => createApp({ config: context.config, db: context.db, appointments: { now: () => NOW, rateLimit: { limit: 100_000, windowMs: 60_000 } } });

describeWithDatabase('Club AMA services booked as appointments', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = appFor(context());
  });
  const book = (body: unknown, token?: string) => {
    const req = request(app).post('/api/appointments?locale=en').set('Content-Type', 'application/json');
    return (token ? req.set('x-club-member-token', token) : req).send(JSON.stringify(body));
  };
  const services = (token?: string) => {
    const req = request(app).get('/api/appointments/club-services?locale=en');
    return token ? req.set('x-club-member-token', token) : req;
  };

  it("books a member's ultrasonic cleaning once a year, in the member's name and language, and shows it on their services", async () => {
    const member = await addMember(context(), 'member', 'it');
    const first = await book({ kind: 'ultrasonic_cleaning', ...ROME_SLOT, ...contact }, member.token);
    expect(first.status).toBe(201);
    expect(first.body.appointment).toMatchObject({ kind: 'ultrasonic_cleaning', name: 'Giulia Rossi', email: member.email, place: { id: 'roma-via-condotti' } });
    const mail = await context().db.kysely.selectFrom('outbox').selectAll().where('to', '=', member.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('AMA: il tuo appuntamento è confermato');
    expect(mail.text).toContain('pulizia a ultrasuoni gratuita');
    expect(mail.text).toContain('/it/book-an-appointment?cancel=');

    const again = await book({ kind: 'ultrasonic_cleaning', ...SHOWROOM_SLOT, ...contact }, member.token);
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(again.body).error).toMatchObject({ code: 'CLUB_SERVICE_ALREADY_USED', fields: { kind: 'already_used_this_year' } });

    const listed = clubServicesResponseSchema.parse((await services(member.token)).body);
    expect(listed.member).toEqual({ name: 'Giulia Rossi', email: member.email });
    expect(listed.services).toEqual([
      { kind: 'ultrasonic_cleaning', year: 2026, booking: expect.objectContaining({ start: ROME_SLOT.start, timeZone: 'Europe/Rome', placeName: expect.any(String) }) },
    ]);
  });

  it('gives an ELITE member both services, each once, the polishing at the showroom too', async () => {
    const elite = await addMember(context(), 'elite', 'de');
    expect(clubServicesResponseSchema.parse((await services(elite.token)).body).services.map((service) => [service.kind, service.booking])).toEqual([
      ['ultrasonic_cleaning', null],
      ['professional_polishing', null],
    ]);
    expect((await book({ kind: 'professional_polishing', ...SHOWROOM_SLOT, ...contact }, elite.token)).status).toBe(201);
    expect((await book({ kind: 'ultrasonic_cleaning', ...ROME_LATER, ...contact }, elite.token)).status).toBe(201);
    expect((await book({ kind: 'professional_polishing', ...ROME_SLOT, ...contact }, elite.token)).status).toBe(409);
    const mail = await context().db.kysely.selectFrom('outbox').select('text').where('to', '=', elite.email).orderBy('id').executeTakeFirstOrThrow();
    expect(mail.text).toContain('professionelle Reinigung und Politur');
  });

  it('refuses visitors, pending and closed accounts (403 members_only) and members asking for the ELITE service (403 elite_only)', async () => {
    const body = { kind: 'ultrasonic_cleaning', ...ROME_SLOT, ...contact };
    const cases: [string | undefined, string, string][] = [
      [undefined, 'ultrasonic_cleaning', 'members_only'],
      ['not-a-token', 'ultrasonic_cleaning', 'members_only'],
      [(await addMember(context(), 'pending')).token, 'ultrasonic_cleaning', 'members_only'],
      [(await addMember(context(), 'revoked')).token, 'ultrasonic_cleaning', 'members_only'],
      [(await addMember(context(), 'member')).token, 'professional_polishing', 'elite_only'],
    ];
    for (const [token, kind, problem] of cases) {
      const res = await book({ ...body, kind }, token);
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'FORBIDDEN', fields: { kind: problem } });
    }
    expect((await services()).status).toBe(404);
    expect((await services('not-a-token')).status).toBe(404);
    expect(clubServicesResponseSchema.parse((await services(cases[2]![0])).body).services).toEqual([]);
  });

  it('answers bad input with 400 naming the field, and offers the place slots for a service', async () => {
    const member = await addMember(context(), 'member');
    const noPlace = await book({ kind: 'ultrasonic_cleaning', start: ROME_SLOT.start, ...contact }, member.token);
    expect(noPlace.status).toBe(400);
    expect(errorBodySchema.parse(noPlace.body).error.fields?.place).toBe('place_required');
    const atlantis = await book({ kind: 'ultrasonic_cleaning', place: 'atlantis', start: ROME_SLOT.start, ...contact }, member.token);
    expect(errorBodySchema.parse(atlantis.body).error.fields?.place).toBe('unknown_place');
    const slots = await request(app).get('/api/appointments/slots').query({ kind: 'professional_polishing', place: 'milano-showroom', date: '2026-03-12' });
    expect(slots.status).toBe(200);
    expect(slots.body.slots.length).toBeGreaterThan(0);
  });
});

describeWithDatabase(
  '10 concurrent bookings of one member’s yearly cleaning',
  (context) => {
    it('books exactly one (201) and refuses the 9 others with 409 CLUB_SERVICE_ALREADY_USED', async () => {
      const app = appFor(context());
      const member = await addMember(context(), 'member', 'en');
      // Ten different free slots, so only the once-a-year rule can refuse.
      const starts = Array.from({ length: 10 }, (_, index) => new Date(Date.parse('2026-03-13T09:00:00.000Z') + (index % 8) * 3_600_000 + Math.floor(index / 8) * 86_400_000));
      const responses = await Promise.all(
        starts.map((start) =>
          request(app)
            .post('/api/appointments?locale=en')
            .set('Content-Type', 'application/json')
            .set('x-club-member-token', member.token)
            .send({ kind: 'ultrasonic_cleaning', place: 'milano-brera', start: start.toISOString(), ...contact }),
        ),
      );
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(responses.filter((res) => res.status === 409 && res.body.error.code === 'CLUB_SERVICE_ALREADY_USED')).toHaveLength(9);
      const rows = await sql<{ n: number }>`select count(*)::int as n from appointments where club_member_id = ${member.id}`.execute(context().db.kysely);
      expect(rows.rows[0]!.n).toBe(1);
      const mails = await sql<{ n: number }>`select count(*)::int as n from outbox where "to" = ${member.email}`.execute(context().db.kysely);
      expect(mails.rows[0]!.n).toBe(1);
    }, 60_000);
  },
  ['postgres'],
);
