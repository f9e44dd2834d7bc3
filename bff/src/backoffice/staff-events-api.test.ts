import { errorBodySchema, eventDetailSchema, staffEventResponseSchema, type StaffEventCreateInput } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { signedInStaff, type StaffMember } from '../test-support/staff';

const texts = (locale: string) => ({
  title: `Serata Gaia (${locale})`,
  summary: `The Gaia collection, for one evening (${locale}).`,
  description: `Drinks at the showroom.\n\nThe goldsmiths show the collection (${locale}).`,
  venueName: 'AMA Showroom',
  address: 'Via della Spiga 1, 20121 Milano',
  city: 'Milano',
});

describeWithDatabase('events created and edited in the back office', (context) => {
  let app: ReturnType<typeof createApp>;
  let staff: StaffMember;
  let events = 0;
  const db = () => context().db.kysely;
  beforeAll(async () => {
    app = createApp({ config: testConfig({ DEV_OUTBOX: '1' }), db: context().db, events: { rateLimit: { limit: 100_000, windowMs: 60_000 } } });
    staff = await signedInStaff(app, db(), `events.${context().engine}@ama.example`, 'staff');
  });
  const newEvent = (changes: Partial<StaffEventCreateInput> = {}): StaffEventCreateInput => ({
    key: `gaia-evening-${context().engine}-${(events += 1)}`,
    startsAt: '2099-03-18T18:30',
    endsAt: '2099-03-18T21:30',
    capacity: 3,
    seatsReserved: 1,
    texts: { en: texts('en'), it: texts('it'), es: texts('es'), de: texts('de') },
    ...changes,
  });
  const create = (event: StaffEventCreateInput) => staff.write('post', '/api/staff/events?locale=en', event);
  const edit = (key: string, event: Omit<StaffEventCreateInput, 'key'>) => staff.write('put', `/api/staff/events/${key}?locale=en`, event);
  const withoutKey = ({ key: _key, ...event }: StaffEventCreateInput) => event;

  it('creates an event open for registration, which shoppers read in their language at its Italian time', async () => {
    const event = newEvent();
    const created = await create(event);
    expect(created.status).toBe(201);
    expect(staffEventResponseSchema.parse(created.body).editable).toEqual({ ...withoutKey(event), access: 'public', membersFirstDays: null });
    const german = eventDetailSchema.parse((await request(app).get(`/api/events/${event.key}?locale=de`)).body);
    expect(german).toMatchObject({ title: 'Serata Gaia (de)', state: 'open', capacity: 3, seatsLeft: 2, startsAt: '2099-03-18T18:30:00+01:00', timeZone: 'Europe/Rome' });
    const audit = await db().selectFrom('staff_audit_log').select(['action', 'staff_email']).where('subject', '=', event.key).execute();
    expect(audit).toEqual([{ action: 'event.create', staff_email: staff.email }]);
  });

  it('refuses a key another event has, a start in the past, an end before the start and a missing language', async () => {
    const event = newEvent();
    expect((await create(event)).status).toBe(201);
    const taken = await create({ ...newEvent(), key: event.key });
    expect([taken.status, errorBodySchema.parse(taken.body).error.code]).toEqual([409, 'EVENT_KEY_TAKEN']);
    const past = await create(newEvent({ startsAt: '2020-01-10T18:00', endsAt: '2020-01-10T20:00' }));
    expect([past.status, errorBodySchema.parse(past.body).error.fields]).toEqual([400, { startsAt: 'in_the_past' }]);
    const backwards = await create(newEvent({ endsAt: '2099-03-18T17:00' }));
    expect(errorBodySchema.parse(backwards.body).error.fields).toMatchObject({ endsAt: 'ends_before_start' });
    const { de: _de, ...threeLanguages } = newEvent().texts;
    const missing = await create({ ...newEvent(), texts: threeLanguages as StaffEventCreateInput['texts'] });
    expect([missing.status, errorBodySchema.parse(missing.body).error.fields]).toEqual([400, { 'texts.de': 'required' }]);
  });

  it('edits the texts without a word to the guests, and e-mails each confirmed guest in their language when the time moves', async () => {
    const event = newEvent();
    await create(event);
    const email = `guest.${context().engine}.${events}@example.com`;
    const registered = await request(app)
      .post(`/api/events/${event.key}/registrations?locale=it`)
      .send({ firstName: 'Giulia', lastName: 'Rossi', phone: '+39 02 1234 5678', email, company: 'Rossi Srl', companions: [], presence: 'yes', conditions: true, privacy: true });
    expect(registered.status).toBe(201);
    const mails = async () => (await db().selectFrom('outbox').select('subject').where('to', '=', email).orderBy('id').execute()).map((mail) => mail.subject);
    const before = await mails();

    const retitled = await edit(event.key, { ...withoutKey(event), texts: { ...event.texts, it: { ...texts('it'), title: 'Serata Gaia a Milano' } } });
    expect(retitled.status).toBe(200);
    expect(await mails()).toEqual(before);

    const moved = await edit(event.key, { ...withoutKey(event), startsAt: '2099-03-19T19:00', endsAt: '2099-03-19T22:00' });
    expect(staffEventResponseSchema.parse(moved.body).event.startsAt).toBe('2099-03-19T19:00:00+01:00');
    expect(await mails()).toEqual([...before, 'AMA: «Serata Gaia (it)» — nuovo orario o luogo']);
  });

  it('keeps the capacity at or above the seats held, and never edits a cancelled event', async () => {
    const event = newEvent({ capacity: 5, seatsReserved: 3 });
    await create(event);
    // A guest takes a seat: reserved and taken together may not pass the capacity.
    const guest = await request(app)
      .post(`/api/events/${event.key}/registrations?locale=en`)
      .send({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+39 02 1234 5678',
        email: `ada.${context().engine}.${events}@example.com`,
        company: 'Engines Srl',
        companions: [],
        presence: 'yes',
        conditions: true,
        privacy: true,
      });
    expect(guest.status).toBe(201);
    const held = await edit(event.key, { ...withoutKey(event), capacity: 3, seatsReserved: 3 });
    expect([held.status, errorBodySchema.parse(held.body).error.fields]).toEqual([400, { capacity: 'below_seats_held' }]);
    const fewerReserved = await edit(event.key, { ...withoutKey(event), capacity: 3, seatsReserved: 2 });
    expect(staffEventResponseSchema.parse(fewerReserved.body).event).toMatchObject({ capacity: 3, seatsReserved: 2, seatsTaken: 1, seatsLeft: 0 });
    const overCapacity = await edit(event.key, { ...withoutKey(event), capacity: 1, seatsReserved: 2 });
    expect(errorBodySchema.parse(overCapacity.body).error.fields).toEqual({ seatsReserved: 'over_capacity' });
    expect((await staff.write('post', `/api/staff/events/${event.key}/cancellation?locale=en`, {})).status).toBe(200);
    const cancelled = await edit(event.key, withoutKey(event));
    expect([cancelled.status, errorBodySchema.parse(cancelled.body).error.code]).toEqual([409, 'EVENT_CANCELLED']);
    expect((await edit('no-such-event', withoutKey(event))).status).toBe(404);
  });
});
