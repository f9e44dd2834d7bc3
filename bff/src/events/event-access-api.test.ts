import { randomBytes } from 'node:crypto';
import { CLUB_MEMBER_TOKEN_HEADER, errorBodySchema, eventDetailSchema, eventListResponseSchema, staffEventResponseSchema, type StaffEventCreateInput } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { signMemberToken, verifyMemberToken } from '../club';
import { insertTestMember, type TestMemberOptions } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { signedInStaff, type StaffMember } from '../test-support/staff';

/*
 * Club AMA's "invitations to events and previews" (docs/services.md): staff make an event members only or
 * members first, the active members are invited once each in their language, and registration asks for a
 * member (link or e-mail) while the event is for members.
 */

const PUBLIC_URL = 'https://shop.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const config = testConfig({ PUBLIC_URL, DEV_OUTBOX: '1' });

const texts = (locale: string) => ({
  title: `Anteprima Gaia (${locale})`,
  summary: `The Gaia collection before anyone else (${locale}).`,
  description: `A preview for Club AMA (${locale}).`,
  venueName: 'AMA Showroom',
  address: 'Via della Spiga 1, 20121 Milano',
  city: 'Milano',
});

let serial = 0;
const guest = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+39 02 1234 5678',
  email,
  company: 'Analytical Engines Srl',
  companions: [],
  presence: 'yes',
  conditions: true,
  privacy: true,
});
const stranger = () => `stranger.${++serial}.${Date.now()}@example.com`;

describeWithDatabase('events for Club AMA members', (context) => {
  // One clock for the shop's staff and its shoppers, moved past a public opening by the tests.
  let clock = new Date('2026-11-25T10:00:00Z');
  let app: ReturnType<typeof createApp>;
  let staff: StaffMember;
  const db = () => context().db.kysely;
  beforeAll(async () => {
    app = createApp({
      config,
      db: context().db,
      events: { now: () => clock, rateLimit: { limit: 100_000, windowMs: 60_000 } },
      backoffice: { now: () => clock },
    });
    staff = await signedInStaff(app, db(), `club-events.${context().engine}@ama.example`, 'staff');
  });

  const newEvent = (changes: Partial<StaffEventCreateInput> = {}): StaffEventCreateInput => ({
    key: `gaia-preview-${randomBytes(4).toString('hex')}`,
    startsAt: '2027-03-18T18:30',
    endsAt: '2027-03-18T21:30',
    capacity: 30,
    seatsReserved: 0,
    texts: { en: texts('en'), it: texts('it'), es: texts('es'), de: texts('de') },
    ...changes,
  });
  const create = (event: StaffEventCreateInput) => staff.write('post', '/api/staff/events?locale=en', event);
  const edit = (key: string, event: Partial<StaffEventCreateInput>) => staff.write('put', `/api/staff/events/${key}?locale=en`, event);
  const withoutKey = ({ key: _key, ...event }: StaffEventCreateInput) => event;
  const shopperView = async (key: string, locale = 'en') => eventDetailSchema.parse((await request(app).get(`/api/events/${key}?locale=${locale}`)).body);
  const register = (key: string, email: string, token?: string) => {
    const call = request(app).post(`/api/events/${key}/registrations?locale=en`);
    return (token ? call.set(CLUB_MEMBER_TOKEN_HEADER, token) : call).send(guest(email));
  };
  const member = (options: TestMemberOptions = {}) => insertTestMember(db(), { status: 'member', ...options });
  const tokenOf = (id: string) => signMemberToken(config.club.linkSecret, id);
  const invitationsTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text', 'html']).where('to', '=', email).where('subject', 'like', 'Club AMA:%').execute();
  const registrations = (key: string) => db().selectFrom('event_registrations').select('email').where('event_key', '=', key).execute();

  describe('staff', () => {
    it('make an event members only or members first, and shoppers read it; public is the default', async () => {
      const open = newEvent();
      expect((await create(open)).status).toBe(201);
      expect(await shopperView(open.key)).toMatchObject({ access: 'public', publicRegistrationOpensAt: null });

      const onlyMembers = newEvent({ access: 'members_only' });
      const created = await create(onlyMembers);
      expect(created.status).toBe(201);
      expect(staffEventResponseSchema.parse(created.body).editable).toMatchObject({ access: 'members_only', membersFirstDays: null });
      expect(await shopperView(onlyMembers.key)).toMatchObject({ access: 'members_only', publicRegistrationOpensAt: null });

      const first = newEvent({ access: 'members_first', membersFirstDays: 7 });
      expect((await create(first)).status).toBe(201);
      // Seven days from the save, at the venue's clock: 25 November 11:00 in Rome, +7 days.
      expect(await shopperView(first.key, 'it')).toMatchObject({ access: 'members_first', publicRegistrationOpensAt: '2026-12-02T11:00:00+01:00' });
      const listed = eventListResponseSchema.parse((await request(app).get('/api/events?locale=en')).body).upcoming.find((event) => event.key === first.key);
      expect(listed).toMatchObject({ access: 'members_first', publicRegistrationOpensAt: '2026-12-02T11:00:00+01:00' });

      // Fewer days keep the members' start: the public opening moves by the difference.
      const shorter = await edit(first.key, { ...withoutKey(first), membersFirstDays: 3 });
      expect(staffEventResponseSchema.parse(shorter.body).editable).toMatchObject({ access: 'members_first', membersFirstDays: 3 });
      expect((await shopperView(first.key)).publicRegistrationOpensAt).toBe('2026-11-28T11:00:00+01:00');
      // An edit that leaves access out keeps it.
      const { access: _access, membersFirstDays: _days, ...withoutAccess } = withoutKey(first);
      expect((await edit(first.key, withoutAccess)).status).toBe(200);
      expect((await shopperView(first.key)).access).toBe('members_first');
      const opened = await edit(first.key, { ...withoutAccess, access: 'public' });
      expect(staffEventResponseSchema.parse(opened.body).editable).toMatchObject({ access: 'public', membersFirstDays: null });
      expect((await shopperView(first.key)).access).toBe('public');
    });

    it('answer every bad access with a 400 naming the field, never a 500', async () => {
      const cases: [Partial<StaffEventCreateInput> | Record<string, unknown>, Record<string, string>][] = [
        [{ access: 'vip' }, { access: 'invalid' }],
        [{ access: 'members_first' }, { membersFirstDays: 'required' }],
        [{ access: 'members_first', membersFirstDays: null }, { membersFirstDays: 'required' }],
        [{ access: 'members_first', membersFirstDays: 0 }, { membersFirstDays: 'too_small' }],
        [{ access: 'members_first', membersFirstDays: 61 }, { membersFirstDays: 'too_large' }],
        [{ access: 'members_first', membersFirstDays: 2.5 }, { membersFirstDays: 'not_whole_number' }],
        [{ access: 'members_first', membersFirstDays: '7' }, { membersFirstDays: 'not_whole_number' }],
        [{ access: 'public', membersFirstDays: 7 }, { membersFirstDays: 'members_first_only' }],
        [{ membersFirstDays: 7 }, { membersFirstDays: 'members_first_only' }],
        // Everyone could register only after the start: that is members only, said plainly.
        [{ access: 'members_first', membersFirstDays: 10, startsAt: '2026-12-01T18:30', endsAt: '2026-12-01T21:30' }, { membersFirstDays: 'opens_after_start' }],
        [{ access: 42 }, { access: 'invalid' }],
      ];
      for (const [changes, fields] of cases) {
        const res = await create({ ...newEvent(), ...changes } as StaffEventCreateInput);
        expect([res.status, errorBodySchema.parse(res.body).error.code, errorBodySchema.parse(res.body).error.fields]).toEqual([400, 'VALIDATION_FAILED', fields]);
      }
      const event = newEvent();
      await create(event);
      const late = await edit(event.key, { ...withoutKey(event), access: 'members_first', membersFirstDays: 60, startsAt: '2026-12-20T18:00', endsAt: '2026-12-20T20:00' });
      expect([late.status, errorBodySchema.parse(late.body).error.fields]).toEqual([400, { membersFirstDays: 'opens_after_start' }]);
      expect((await shopperView(event.key)).access).toBe('public');
    });
  });

  describe('invitations', () => {
    it('go once to every active member, in their language, with the event and its page; never to pending, revoked or terminated accounts', async () => {
      const italian = await member({ locale: 'it' });
      const german = await member({ locale: 'de', status: 'elite' });
      const closed = await Promise.all((['pending', 'revoked', 'terminated'] as const).map((status) => insertTestMember(db(), { status })));

      const event = newEvent({ access: 'members_only' });
      expect((await create(event)).status).toBe(201);
      const [toItalian] = await invitationsTo(italian.email);
      expect(toItalian!.subject).toBe('Club AMA: sei invitato/a a «Anteprima Gaia (it)»');
      expect(toItalian!.text).toContain('giovedì 18 marzo 2027, 18:30');
      expect(toItalian!.text).toContain('AMA Showroom, Via della Spiga 1, 20121 Milano');
      expect(toItalian!.text).toContain(`${PUBLIC_URL}/it/events/${event.key}`);
      expect(toItalian!.html).toContain(`href="${PUBLIC_URL}/it/events/${event.key}?token=`);
      // The link carries the member's own link token, which the event's page carries on to its registration.
      const link = new URL(/https?:\/\/\S+\/events\/\S+/.exec(toItalian!.text)![0]);
      expect(verifyMemberToken(context().config.club.linkSecret, link.searchParams.get('token'))?.memberId).toBe(italian.id);
      const [toGerman] = await invitationsTo(german.email);
      expect(toGerman!.subject).toBe('Club AMA: Ihre Einladung zu „Anteprima Gaia (de)“');
      expect(toGerman!.text).toContain(`${PUBLIC_URL}/de/events/${event.key}`);
      for (const account of closed) expect(await invitationsTo(account.email)).toEqual([]);

      // Saved again, opened to everyone, made members first: nobody is invited twice.
      expect((await edit(event.key, withoutKey(event))).status).toBe(200);
      expect((await edit(event.key, { ...withoutKey(event), access: 'public' })).status).toBe(200);
      expect((await edit(event.key, { ...withoutKey(event), access: 'members_first', membersFirstDays: 5 })).status).toBe(200);
      expect(await invitationsTo(italian.email)).toHaveLength(1);
      expect(await invitationsTo(german.email)).toHaveLength(1);
      const rows = await db().selectFrom('event_invitations').select(['club_member_id', 'locale']).where('event_key', '=', event.key).execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { club_member_id: italian.id, locale: 'it' },
          { club_member_id: german.id, locale: 'de' },
        ]),
      );
      expect(rows.filter((row) => closed.some((account) => account.id === row.club_member_id))).toEqual([]);

      // A member who joined since is invited when an event is changed to one for members, and only then.
      const newcomer = await member({ locale: 'es' });
      const later = newEvent();
      await create(later);
      expect(await invitationsTo(newcomer.email)).toEqual([]);
      await edit(later.key, { ...withoutKey(later), access: 'members_first', membersFirstDays: 2 });
      const [toSpanish] = await invitationsTo(newcomer.email);
      expect(toSpanish!.subject).toBe('Club AMA: estás invitado/a a «Anteprima Gaia (es)»');
      expect(toSpanish!.text).toContain('la inscripción se abre a todos el viernes, 27 de noviembre de 2026, 11:00');
    });

    it('are written in the save’s transaction: a refused save invites nobody', async () => {
      const someone = await member();
      const refused = await create(newEvent({ access: 'members_first', membersFirstDays: 60, startsAt: '2026-12-01T18:30', endsAt: '2026-12-01T21:30' }));
      expect(refused.status).toBe(400);
      const event = newEvent({ access: 'members_only' });
      await create(event);
      const taken = await create({ ...newEvent({ access: 'members_only' }), key: event.key });
      expect(taken.status).toBe(409);
      expect(await invitationsTo(someone.email)).toHaveLength(1);
    });
  });

  describe('registration', () => {
    it('for members only takes a member, by their link or their e-mail, and refuses anyone else with 403 EVENT_MEMBERS_ONLY', async () => {
      const event = newEvent({ access: 'members_only' });
      await create(event);
      const active = await member();
      const pending = await insertTestMember(db(), { status: 'pending' });
      const revoked = await insertTestMember(db(), { status: 'revoked' });

      for (const refused of [
        await register(event.key, stranger()),
        await register(event.key, pending.email),
        await register(event.key, revoked.email),
        await register(event.key, stranger(), tokenOf(revoked.id)),
        await register(event.key, stranger(), 'not-a-token'),
      ]) {
        expect([refused.status, errorBodySchema.parse(refused.body).error.code]).toEqual([403, 'EVENT_MEMBERS_ONLY']);
      }
      expect(await registrations(event.key)).toEqual([]);

      // The member's e-mail, whatever its letter case; or any e-mail with the member's link.
      expect((await register(event.key, active.email.toUpperCase())).status).toBe(201);
      const colleague = stranger();
      expect((await register(event.key, colleague, tokenOf(active.id))).status).toBe(201);
      expect((await registrations(event.key)).map((row) => row.email).sort()).toEqual([active.email.toUpperCase(), colleague].sort());
    });

    it('for members first takes members before the public opening, and everyone after it', async () => {
      const event = newEvent({ access: 'members_first', membersFirstDays: 3 });
      await create(event);
      const active = await member();
      const early = await register(event.key, stranger());
      expect([early.status, errorBodySchema.parse(early.body).error.code]).toEqual([403, 'EVENT_MEMBERS_ONLY']);
      expect((await register(event.key, active.email)).status).toBe(201);

      const saved = clock;
      try {
        clock = new Date(saved.getTime() + 3 * DAY_MS);
        expect((await register(event.key, stranger())).status).toBe(201);
        expect(await shopperView(event.key)).toMatchObject({ access: 'public', publicRegistrationOpensAt: null });
      } finally {
        clock = saved;
      }
    });

    it('of many members at once still fills no more seats than there are', async () => {
      const event = newEvent({ access: 'members_only', capacity: 5 });
      await create(event);
      const active = await member();
      const token = tokenOf(active.id);
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => register(event.key, stranger(), token)));
      const statuses = outcomes.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(outcomes.filter((res) => res.status === 409).map((res) => errorBodySchema.parse(res.body).error.code)).toEqual(Array(15).fill('SOLD_OUT'));
      expect(await registrations(event.key)).toHaveLength(5);
      const row = await db().selectFrom('events').select(['seats_taken']).where('key', '=', event.key).executeTakeFirstOrThrow();
      expect(row.seats_taken).toBe(5);
    });
  });
});
