import {
  CLUB,
  CLUB_MEMBER_TOKEN_HEADER,
  cartSchema,
  clubCitiesResponseSchema,
  clubMemberViewSchema,
  clubPostalCodesResponseSchema,
  clubRegionsResponseSchema,
  clubSignUpResponseSchema,
  clubToday,
  errorBodySchema,
  orderResponseSchema,
  newsletterSubscriptionResponseSchema,
  type ClubMemberView,
} from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';

import { orderBody, postOrder } from '../test-support/checkout';
import { clubSignUpBody } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { addDays, romeDay, startOfRomeDay } from './calendar';
import { signMemberToken } from './member-token';

/** No size, no engraving (the catalogue's seed). */
const PENDANT = 'GA-PEN-OV';

let serial = 0;
/** A fresh address and person per test: the database is shared by the whole file. */
const uniqueEmail = () => `member${++serial}.${Date.now()}@example.com`;
const uniqueLastname = () => `Bianchi ${++serial} ${randomUUID().slice(0, 8)}`;
const validBody = clubSignUpBody;

/** Born `years` years before `day` (YYYY-MM-DD), the same month and day. */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
/** Noon in Rome on an Italian calendar day. */
const noonInRome = (day: string) => new Date(startOfRomeDay(day).getTime() + 12 * 3_600_000);

describeWithDatabase('Club AMA API', (context) => {
  /** The club's clock: undefined → the real time. */
  let clock: Date | undefined;
  const appWith = (env: Record<string, string> = {}) =>
    createApp({
      config: testConfig({
        CLUB_RATE_LIMIT: '100000',
        CART_RATE_LIMIT: '100000',
        DISCOUNT_RATE_LIMIT: '100000',
        NEWSLETTER_RATE_LIMIT: '10000',
        ORDER_RATE_LIMIT: '10000',
        ...env,
      }),
      db: context().db,
      club: { now: () => clock ?? new Date() },
    });
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = appWith();
  });
  afterEach(() => {
    clock = undefined;
  });
  const kysely = () => context().db.kysely;
  const secret = () => context().config.club.linkSecret;

  const signUp = (body: unknown, locale = 'en') => request(app).post(`/api/club/sign-ups?locale=${locale}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const member = (token: string | undefined, locale = 'en') => {
    const test = request(app).get(`/api/club/member?locale=${locale}`);
    return token === undefined ? test : test.set(CLUB_MEMBER_TOKEN_HEADER, token);
  };
  const memberPost = (path: string, token: string, body: unknown) =>
    request(app).post(`/api/club/member/${path}?locale=en`).set(CLUB_MEMBER_TOKEN_HEADER, token).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const viewOf = (res: request.Response): ClubMemberView => {
    expect(res.status).toBe(200);
    return clubMemberViewSchema.parse(res.body).member;
  };
  const mailsTo = (email: string) =>
    kysely()
      .selectFrom('outbox')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['to']), '=', email.toLowerCase()))
      .orderBy('id')
      .execute();
  /** The member link's token, as the confirmation mail carries it. */
  const tokenFromMail = async (email: string) => {
    const [mail] = await mailsTo(email);
    const match = /\/club\/member\?token=([A-Za-z0-9._%-]+)/.exec(mail!.text);
    return decodeURIComponent(match![1]!);
  };
  const counts = async () => ({
    members: (
      await kysely()
        .selectFrom('club_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    mails: (
      await kysely()
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    codes: (
      await kysely()
        .selectFrom('discount_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });
  /** Signs someone up and gives back their e-mail and member token; `status` set as the lifecycle would. */
  const enrol = async (overrides: Record<string, unknown> = {}, status: 'pending' | 'member' | 'elite' | 'revoked' = 'member', locale = 'en') => {
    const body = validBody(overrides);
    const res = await signUp(body, locale);
    expect(res.status).toBe(201);
    const email = body.email as string;
    if (status !== 'pending') await kysely().updateTable('club_members').set({ status }).where('email', '=', email).execute();
    return { email, token: await tokenFromMail(email), body };
  };

  describe('places', () => {
    it('lists the regions of Italy, cacheable for long', async () => {
      const res = await request(app).get('/api/club/places/regions?country=IT&locale=it');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
      const { regions } = clubRegionsResponseSchema.parse(res.body);
      expect(regions).toHaveLength(20);
      expect(regions).toContainEqual({ code: '03', name: 'Lombardia' });
    });

    it('lists a region’s cities with their province, Milano (MI) in Lombardy', async () => {
      const res = await request(app).get('/api/club/places/cities?country=it&region=03&locale=en');
      expect(res.status).toBe(200);
      const { cities } = clubCitiesResponseSchema.parse(res.body);
      expect(cities).toContainEqual({ name: 'Milano', province: 'MI' });
      expect(cities.every((city) => /^[A-Z]{2}$/.test(city.province))).toBe(true);
    });

    it('lists a city’s postal codes', async () => {
      const res = await request(app).get(`/api/club/places/postal-codes?country=IT&region=03&city=${encodeURIComponent('Milano')}&locale=en`);
      const { postalCodes } = clubPostalCodesResponseSchema.parse(res.body);
      expect(postalCodes).toContain('20121');
      expect(postalCodes).toContain('20162');
    });

    it('answers empty lists for another country and for an unknown region or city, not an error', async () => {
      expect((await request(app).get('/api/club/places/regions?country=FR')).body).toEqual({ regions: [] });
      expect((await request(app).get('/api/club/places/cities?country=IT&region=99')).body).toEqual({ cities: [] });
      expect((await request(app).get('/api/club/places/postal-codes?country=IT&region=03&city=Atlantide')).body).toEqual({ postalCodes: [] });
    });

    it.each([
      ['no country', '/api/club/places/regions', 'country'],
      ['a 3-letter country', '/api/club/places/regions?country=ITA', 'country'],
      ['cities without a region', '/api/club/places/cities?country=IT', 'region'],
      ['postal codes without a city', '/api/club/places/postal-codes?country=IT&region=03', 'city'],
      ['an unknown parameter', '/api/club/places/regions?country=IT&page=2', '_'],
      ['a repeated country', '/api/club/places/regions?country=IT&country=FR', 'country'],
    ])('answers 400 JSON for %s', async (_case, url, field) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error.fields).toHaveProperty(field);
    });
  });

  describe('sign-up', () => {
    it('answers 201 pending, stores the member with the place as the data names it, its history, its welcome code and a mail in the shopper’s language', async () => {
      const body = validBody({ city: 'milano', email: ` ${uniqueEmail().toUpperCase()} ` });
      const email = body.email.trim();
      const res = await signUp(body, 'it');

      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(clubSignUpResponseSchema.parse(res.body)).toEqual({ signUp: { email, status: 'pending' } });

      const stored = await kysely().selectFrom('club_members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        name: 'Giulia',
        status: 'pending',
        country: 'IT',
        region_code: '03',
        region: 'Lombardia',
        city: 'Milano',
        province: 'MI',
        zip_code: '20121',
        phone: '+390212345678',
        locale: 'it',
        elite_until_year: null,
        member_since: null,
      });
      const history = await kysely().selectFrom('club_status_changes').selectAll().where('member_id', '=', stored.id).execute();
      expect(history).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending', reason: 'signed_up', actor: 'member' })]);

      const [clubCode] = await kysely().selectFrom('club_codes').selectAll().where('member_id', '=', stored.id).execute();
      expect(clubCode).toMatchObject({ kind: 'welcome', donated_at: null });
      const code = await kysely().selectFrom('discount_codes').selectAll().where('code', '=', clubCode!.code).executeTakeFirstOrThrow();
      expect(code).toMatchObject({ kind: 'percent', percent: CLUB.welcomeDiscount.percent, usage: 'single_use', bound_email: email, active: true });
      expect(romeDay(new Date(code.valid_until!.getTime() - 1))).toBe(addDays(romeDay(stored.registered_at), CLUB.welcomeDiscount.validDays));

      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: 'pending', subject: 'Benvenuto nel Club AMA' });
      expect(mails[0]!.text).toContain('Gentile Giulia,');
      expect(mails[0]!.text).toContain(clubCode!.code);
      expect(mails[0]!.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/it\/club\/member\?token=/);
    });

    it('escapes the names in the HTML mail, written in German for a German shopper', async () => {
      const body = validBody({ name: '<img src=x onerror=alert(1)>', lastname: `O'Brien & ${uniqueLastname()}` });
      expect((await signUp(body, 'de')).status).toBe(201);
      const [mail] = await mailsTo(body.email);
      expect(mail!.subject).toBe('Willkommen im Club AMA');
      expect(mail!.html).toContain('Guten Tag &lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; ');
      expect(mail!.html).not.toContain('<img');
      expect(mail!.text).toContain("Guten Tag <img src=x onerror=alert(1)> O'Brien & ");
    });

    it('links the mail to a member page that shows the pending sign-up with its welcome code', async () => {
      const { email, token } = await enrol({}, 'pending');
      const res = await member(token);
      expect(res.headers['cache-control']).toBe('no-store');
      const view = viewOf(res);
      expect(view).toMatchObject({
        email,
        status: 'pending',
        eliteUntilYear: null,
        yearSpendCents: 0,
        seasonalCodesLeftThisYear: 0,
        treesDonated: 0,
        pendingTermsChange: null,
        history: [expect.objectContaining({ status: 'pending', reason: 'signed_up' })],
      });
      expect(view.codes).toEqual([expect.objectContaining({ kind: 'welcome', percent: CLUB.welcomeDiscount.percent, state: 'available' })]);
    });

    describe('eligibility: adult on Italy’s day of sign-up', () => {
      it('accepts the 18th birthday today and refuses it tomorrow (real clock, the schema’s check)', async () => {
        const today = clubToday();
        expect((await signUp(validBody({ birthDate: yearsBefore(today, CLUB.minimumAge) }))).status).toBe(201);
        const res = await signUp(validBody({ birthDate: yearsBefore(addDays(today, 1), CLUB.minimumAge) }));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { birthDate: 'under_age' } });
      });

      it('uses the club’s clock: on 15 March 2026 someone born on 15 March 2008 joins, someone born on 16 March 2008 does not', async () => {
        clock = noonInRome('2026-03-15');
        expect((await signUp(validBody({ birthDate: '2008-03-15' }))).status).toBe(201);
        const before = await counts();
        const res = await signUp(validBody({ birthDate: '2008-03-16' }));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { birthDate: 'under_age' } });
        expect(await counts()).toEqual(before);
      });

      it('counts the day in Italy: at 00:30 in Rome (23:30 UTC the day before) the birthday has come', async () => {
        clock = new Date('2026-03-14T23:30:00Z');
        expect(romeDay(clock)).toBe('2026-03-15');
        expect((await signUp(validBody({ birthDate: '2008-03-15' }))).status).toBe(201);
      });
    });

    it.each([
      ['another country', { country: 'FR' }, 'country', 'not_resident'],
      ['an unknown country', { country: 'XX' }, 'country', 'unknown_country'],
      ['a region name instead of its code', { region: 'Lombardia' }, 'region', 'unknown_region'],
      ['a city of another region', { city: 'Roma' }, 'city', 'unknown_city'],
      ['a postal code of another city', { zipCode: '00184' }, 'zipCode', 'unknown_zip'],
      ['no privacy acceptance', { privacy: false }, 'privacy', 'privacy_required'],
      ['a malformed e-mail', { email: 'giulia.example.com' }, 'email', 'email_unavailable'],
      ['a phone that is no number', { phone: '12' }, 'phone', 'invalid_phone'],
      ['a NUL in the address', { address: 'Via\u0000Roma' }, 'address', 'control_characters'],
      ['a future birth date', { birthDate: '2999-01-01' }, 'birthDate', 'date_not_in_past'],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_case, overrides, field, problem) => {
      const before = await counts();
      const res = await signUp(validBody(overrides));
      expect(res.status).toBe(400);
      const { error } = errorBodySchema.parse(res.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ [field]: problem });
      expect(await counts()).toEqual(before);
    });

    it('names every missing field of an empty body, and refuses unknown fields', async () => {
      const empty = await signUp({});
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.error.fields).sort()).toEqual([
        'address',
        'birthDate',
        'city',
        'country',
        'email',
        'lastname',
        'name',
        'phone',
        'privacy',
        'region',
        'zipCode',
      ]);
      expect((await signUp({ ...validBody(), status: 'elite' })).status).toBe(400);
      expect((await signUp([validBody()])).status).toBe(400);
    });

    it('refuses an e-mail already registered, in another letter case, with 409 and no second mail', async () => {
      const { email } = await enrol({}, 'pending');
      const before = await counts();
      const res = await signUp(validBody({ email: email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'email_unavailable' } });
      expect(await counts()).toEqual(before);
    });

    it('refuses the same person under another e-mail, names compared without case or accents', async () => {
      const lastname = `D'Annunzio ${uniqueLastname()}`;
      await enrol({ name: 'Niccolò', lastname, birthDate: '1985-11-02' }, 'pending');
      const before = await counts();
      const res = await signUp(validBody({ name: 'NICCOLO', lastname: lastname.toLowerCase().replace("'", ' '), birthDate: '1985-11-02' }));
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'person_already_registered' } });
      expect(await counts()).toEqual(before);
      // Another birth date is another person.
      expect((await signUp(validBody({ name: 'Niccolò', lastname, birthDate: '1985-11-03' }))).status).toBe(201);
    });

    it('gives exactly one account to simultaneous sign-ups of one e-mail, and of one person, the others a clean 409', async () => {
      const email = uniqueEmail();
      const sameEmail = await Promise.all(Array.from({ length: 6 }, () => signUp(validBody({ email }))));
      expect(sameEmail.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const res of sameEmail.filter((res) => res.status === 409)) expect(res.body.error.fields).toEqual({ email: 'email_unavailable' });

      const lastname = uniqueLastname();
      const samePerson = await Promise.all(Array.from({ length: 6 }, () => signUp(validBody({ lastname }))));
      expect(samePerson.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const res of samePerson.filter((res) => res.status === 409)) expect(res.body.error.fields).toEqual({ email: 'person_already_registered' });

      const accounts = await kysely()
        .selectFrom('club_members')
        .select('id')
        .where((eb) => eb.or([eb('email', '=', email), eb('lastname', '=', lastname)]))
        .execute();
      expect(accounts).toHaveLength(2);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('answers 415 to a form post and 429 with Retry-After once an IP has used up its sign-ups', async () => {
      const limited = appWith({ CLUB_RATE_LIMIT: '2', CLUB_RATE_WINDOW_SECONDS: '600' });
      const form = await request(limited).post('/api/club/sign-ups?locale=en').type('form').send({ name: 'Ada' });
      expect(form.status).toBe(415);
      expect((await request(limited).post('/api/club/sign-ups?locale=en').send(validBody())).status).toBe(201);
      const res = await request(limited).post('/api/club/sign-ups?locale=en').send(validBody());
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
    });
  });

  describe('member page', () => {
    it.each([
      ['no token', undefined],
      ['a malformed token', 'not-a-token'],
      ['a token of another key', signMemberToken('another-secret-of-at-least-32-characters', randomUUID())],
    ])('answers 404 JSON to %s, never saying whether a member exists', async (_case, token) => {
      const res = await member(token);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
    });

    it('answers 404 to a well-signed token of no member, and to an altered one', async () => {
      expect((await member(signMemberToken(secret(), randomUUID()))).status).toBe(404);
      const { token } = await enrol({}, 'pending');
      expect((await member(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).status).toBe(404);
      expect((await member(token)).status).toBe(200);
    });

    it('sums this year’s purchases at list price for the member’s e-mail in any case', async () => {
      const { email, token } = await enrol();
      const buyer = new Shopper(app);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      const subtotal = cartSchema.parse((await buyer.cart()).body).subtotalCents;
      const body = await orderBody(buyer);
      const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email: email.toUpperCase() } } });
      expect(placed.status).toBe(201);
      expect(viewOf(await member(token)).yearSpendCents).toBe(subtotal);
    });

    it('shows a terms change announced and not yet in force', async () => {
      const { token } = await enrol();
      const version = `test-${randomUUID()}`;
      const effectiveFrom = new Date(Date.now() + 40 * 86_400_000);
      await kysely().insertInto('club_terms_versions').values({ version, summary: 'New loan rules', announced_at: new Date(), effective_from: effectiveFrom }).execute();
      try {
        expect(viewOf(await member(token)).pendingTermsChange).toEqual(expect.objectContaining({ version, summary: 'New loan rules', effectiveFrom: effectiveFrom.toISOString() }));
      } finally {
        await kysely().deleteFrom('club_terms_versions').where('version', '=', version).execute();
      }
    });
  });

  describe('welcome code: valid to the end of day 45', () => {
    it('reads available at the last second of day 45 and expired from day 46', async () => {
      clock = new Date('2026-03-01T09:00:00Z');
      const { token } = await enrol({}, 'pending');
      clock = new Date('2026-04-15T21:59:59Z');
      expect(viewOf(await member(token)).codes[0]).toMatchObject({ kind: 'welcome', state: 'available' });
      clock = new Date('2026-04-15T22:00:00Z');
      expect(viewOf(await member(token)).codes[0]).toMatchObject({ kind: 'welcome', state: 'expired' });
    });

    it('is taken by the cart on day 45 and refused as expired on day 46 (the cart’s real clock)', async () => {
      const today = clubToday();
      const codeOfSignUpOn = async (day: string) => {
        clock = new Date(startOfRomeDay(day).getTime() + 3_600_000);
        const { email } = await enrol({}, 'pending');
        clock = undefined;
        return (await kysely().selectFrom('discount_codes').select('code').where('bound_email', '=', email).executeTakeFirstOrThrow()).code;
      };
      const day45 = await codeOfSignUpOn(addDays(today, -CLUB.welcomeDiscount.validDays));
      const day46 = await codeOfSignUpOn(addDays(today, -CLUB.welcomeDiscount.validDays - 1));
      const buyer = new Shopper(app);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      expect(cartSchema.parse((await buyer.applyDiscount({ code: day45 })).body).discount?.code).toBe(day45);
      const refused = await buyer.applyDiscount({ code: day46 });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_DISCOUNT_CODE', fields: { code: 'expired' } });
    });
  });

  describe('birthday code', () => {
    const birthdayCodes = (view: ClubMemberView) => view.codes.filter((code) => code.kind === 'birthday');

    it('is issued once when the page is read inside the window, next year’s around a year end', async () => {
      clock = noonInRome('2026-11-01');
      const { token } = await enrol({ birthDate: '1990-01-02' });
      clock = noonInRome('2026-12-02');
      expect(birthdayCodes(viewOf(await member(token)))).toEqual([]);
      clock = noonInRome('2026-12-10');
      const [code] = birthdayCodes(viewOf(await member(token)));
      expect(code).toMatchObject({ percent: CLUB.birthdayDiscount.percent, state: 'available' });
      expect(code!.validFrom).toBe(startOfRomeDay('2026-12-03').toISOString());
      expect(code!.validUntil).toBe(startOfRomeDay('2027-02-02').toISOString());
      // Read again, in the same window: the same code, no second one.
      clock = noonInRome('2027-01-20');
      expect(birthdayCodes(viewOf(await member(token)))).toEqual([code]);
      // The next birthday's window opens a new one.
      clock = noonInRome('2027-12-20');
      const codes = birthdayCodes(viewOf(await member(token)));
      expect(codes).toHaveLength(2);
      expect(codes[0]).toMatchObject({ code: code!.code, state: 'expired' });
      expect(codes[1]!.validUntil).toBe(startOfRomeDay('2028-02-02').toISOString());
    });

    it('is for members: a pending sign-up in its window gets none', async () => {
      clock = noonInRome('2026-06-10');
      const { token } = await enrol({ birthDate: '1990-06-15' }, 'pending');
      expect(birthdayCodes(viewOf(await member(token)))).toEqual([]);
    });

    it('is issued once even when the page is read twice at the same moment', async () => {
      clock = noonInRome('2026-06-10');
      const { token } = await enrol({ birthDate: '1990-06-15' });
      const views = await Promise.all([member(token), member(token), member(token)]);
      expect(new Set(views.map((res) => birthdayCodes(viewOf(res))[0]?.code)).size).toBe(1);
      expect(birthdayCodes(viewOf(await member(token)))).toHaveLength(1);
    });
  });

  describe('seasonal codes', () => {
    /** A purchase of `email` through the checkout: its total is a receipt. */
    const buy = async (email: string) => {
      const buyer = new Shopper(app);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      const body = await orderBody(buyer);
      const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email } } });
      expect(placed.status).toBe(201);
      const { order } = orderResponseSchema.parse(placed.body);
      return { number: order.number, totalCents: order.totals.totalCents };
    };
    const worth = (receiptCents: number) => Math.round((receiptCents * CLUB.seasonalDiscount.percent) / 100);
    const refusal = (res: request.Response) => errorBodySchema.parse(res.body).error;

    it(`is ${CLUB.seasonalDiscount.percent} % of the last receipt as an amount off: one per receipt, ${CLUB.seasonalDiscount.maxPerYear} a calendar year, again next year`, async () => {
      clock = noonInRome('2026-05-01');
      const { email, token } = await enrol();
      expect(viewOf(await member(token))).toMatchObject({ seasonalCodesLeftThisYear: CLUB.seasonalDiscount.maxPerYear, seasonalReceipt: null });
      // No purchase, no receipt to take a share of.
      const none = await memberPost('seasonal-codes', token, {});
      expect(none.status).toBe(409);
      expect(refusal(none)).toMatchObject({ code: 'CLUB_BENEFIT_REFUSED', fields: { _: 'no_receipt' } });

      const first = await buy(email.toUpperCase());
      expect(viewOf(await member(token)).seasonalReceipt).toMatchObject({
        orderNumber: first.number,
        receiptCents: first.totalCents,
        amountCents: worth(first.totalCents),
        used: false,
      });
      const res = await memberPost('seasonal-codes', token, {});
      expect(res.status).toBe(201);
      expect(res.body.code).toMatchObject({
        kind: 'seasonal',
        percent: CLUB.seasonalDiscount.percent,
        amountCents: worth(first.totalCents),
        state: 'available',
        validUntil: startOfRomeDay('2027-01-01').toISOString(),
      });
      const stored = await kysely().selectFrom('discount_codes').selectAll().where('code', '=', res.body.code.code).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ kind: 'fixed', amount_cents: worth(first.totalCents), percent: null, usage: 'single_use', bound_email: email });
      // The member page lists it as an amount off, and the receipt as used.
      const view = viewOf(await member(token));
      expect(view.codes.find((code) => code.code === res.body.code.code)).toMatchObject({ kind: 'seasonal', amountCents: worth(first.totalCents), state: 'available' });
      expect(view.seasonalReceipt).toMatchObject({ orderNumber: first.number, used: true });

      // The same receipt gives no second code; the next purchase gives the next.
      const again = await memberPost('seasonal-codes', token, {});
      expect(again.status).toBe(409);
      expect(refusal(again).fields).toEqual({ _: 'receipt_already_used' });
      await buy(email);
      expect((await memberPost('seasonal-codes', token, {})).status).toBe(201);
      await buy(email);
      const third = await memberPost('seasonal-codes', token, {});
      expect(third.status).toBe(409);
      expect(refusal(third).fields).toEqual({ _: 'seasonal_limit_reached' });
      expect(viewOf(await member(token)).seasonalCodesLeftThisYear).toBe(0);

      // A new calendar year: the receipt not yet used gives its code.
      clock = noonInRome('2027-01-05');
      expect(viewOf(await member(token)).seasonalCodesLeftThisYear).toBe(CLUB.seasonalDiscount.maxPerYear);
      expect((await memberPost('seasonal-codes', token, {})).status).toBe(201);
    });

    it('takes the code off an order at its amount, and a cancelled order or a refunded part is no receipt', async () => {
      const { email, token } = await enrol();
      const older = await buy(email);
      const latest = await buy(email);
      // The latest purchase cancelled: the one before it is the last receipt.
      await kysely().updateTable('orders').set({ status: 'cancelled' }).where('number', '=', latest.number).execute();
      expect(viewOf(await member(token)).seasonalReceipt).toMatchObject({ orderNumber: older.number, receiptCents: older.totalCents });
      // Part of it refunded: the receipt is what was kept.
      const refunded = 10_000;
      const { id } = await kysely().selectFrom('orders').select('id').where('number', '=', older.number).executeTakeFirstOrThrow();
      await kysely()
        .insertInto('order_returns')
        .values({ order_id: id, status: 'refunded', positions: JSON.stringify([1]), amount_cents: refunded, requested_by: 'customer' })
        .execute();
      expect(viewOf(await member(token)).seasonalReceipt).toMatchObject({ receiptCents: older.totalCents - refunded, amountCents: worth(older.totalCents - refunded) });
      const issued = await memberPost('seasonal-codes', token, {});
      expect(issued.status).toBe(201);

      // Used at the checkout, the code takes its amount off.
      const buyer = new Shopper(app);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      expect((await buyer.applyDiscount({ code: issued.body.code.code })).status).toBe(200);
      expect(cartSchema.parse((await buyer.cart()).body).discountCents).toBe(worth(older.totalCents - refunded));
    });

    it('counts simultaneous requests one after the other: one code for one receipt', async () => {
      const { email, token } = await enrol();
      await buy(email);
      const answers = await Promise.all(Array.from({ length: 5 }, () => memberPost('seasonal-codes', token, {})));
      expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 409).map((res) => refusal(res).fields)).toEqual(Array.from({ length: 4 }, () => ({ _: 'receipt_already_used' })));
    });

    it('is for members and ELITE only', async () => {
      for (const status of ['pending', 'revoked'] as const) {
        const { email, token } = await enrol({}, status);
        await buy(email);
        const res = await memberPost('seasonal-codes', token, {});
        expect(res.status).toBe(409);
        expect(res.body.error.fields).toEqual({ _: 'members_only' });
      }
      const elite = await enrol({}, 'elite');
      await buy(elite.email);
      expect((await memberPost('seasonal-codes', elite.token, {})).status).toBe(201);
    });

    it('takes no input, and needs the member’s token', async () => {
      const { token } = await enrol();
      expect((await memberPost('seasonal-codes', token, { percent: 50 })).status).toBe(400);
      expect((await memberPost('seasonal-codes', 'bad-token', {})).status).toBe(404);
    });
  });

  describe('bring a friend', () => {
    it('gives both 10 % for 45 days: the member’s code is theirs, the friend’s is bound to the friend and mailed in the member’s language', async () => {
      clock = noonInRome('2026-05-01');
      const { email, token } = await enrol({}, 'member', 'es');
      const friendEmail = uniqueEmail();
      const res = await memberPost('friend-invitations', token, { friendEmail });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ friendEmail, code: { kind: 'friend', percent: CLUB.bringAFriendDiscount.percent, state: 'available' } });
      expect(romeDay(new Date(Date.parse(res.body.code.validUntil) - 1))).toBe(addDays('2026-05-01', CLUB.bringAFriendDiscount.validDays));

      const invitation = await kysely().selectFrom('club_friend_invitations').selectAll().where('friend_email', '=', friendEmail).executeTakeFirstOrThrow();
      expect(invitation.member_code).toBe(res.body.code.code);
      const codes = await kysely().selectFrom('discount_codes').selectAll().where('code', 'in', [invitation.member_code, invitation.friend_code]).execute();
      expect(codes.find((code) => code.code === invitation.member_code)).toMatchObject({ bound_email: email, usage: 'single_use', percent: 10 });
      expect(codes.find((code) => code.code === invitation.friend_code)).toMatchObject({ bound_email: friendEmail, usage: 'single_use', percent: 10 });

      const [mail] = await mailsTo(friendEmail);
      expect(mail!.subject).toBe('AMA: un regalo del 10 % de un amigo');
      expect(mail!.text).toContain(invitation.friend_code);
      // The member page lists the member's own code, not the friend's.
      const view = viewOf(await member(token));
      expect(view.codes.map((code) => code.code)).toContain(invitation.member_code);
      expect(view.codes.map((code) => code.code)).not.toContain(invitation.friend_code);
    });

    it('refuses a friend already invited (by anyone, in any case), the member’s own address and a member’s', async () => {
      const first = await enrol();
      const second = await enrol();
      const friendEmail = uniqueEmail();
      expect((await memberPost('friend-invitations', first.token, { friendEmail })).status).toBe(201);
      const cases: Array<[string, string]> = [
        [friendEmail.toUpperCase(), 'friend_already_invited'],
        [second.email.toUpperCase(), 'own_email'],
        [first.email, 'friend_already_member'],
      ];
      for (const [address, problem] of cases) {
        const res = await memberPost('friend-invitations', second.token, { friendEmail: address });
        expect(res.status).toBe(409);
        expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'CLUB_BENEFIT_REFUSED', fields: { friendEmail: problem } });
      }
    });

    it('refuses a malformed address with 400', async () => {
      const { token } = await enrol();
      const res = await memberPost('friend-invitations', token, { friendEmail: 'nobody' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ friendEmail: 'email_unavailable' });
    });
  });

  describe('donation', () => {
    const welcomeOf = async (token: string) => viewOf(await member(token)).codes.find((code) => code.kind === 'welcome')!.code;

    it('switches the member’s unused code off and counts a tree; the cart then refuses the code', async () => {
      const { token } = await enrol();
      const code = await welcomeOf(token);
      const res = await memberPost('donations', token, { code: code.toLowerCase() });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: { code, state: 'donated' }, treesDonated: 1 });
      expect(await kysely().selectFrom('discount_codes').select('active').where('code', '=', code).executeTakeFirstOrThrow()).toEqual({ active: false });
      const view = viewOf(await member(token));
      expect(view.treesDonated).toBe(1);
      expect(view.codes.find((entry) => entry.code === code)?.state).toBe('donated');

      const again = await memberPost('donations', token, { code });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'CLUB_BENEFIT_REFUSED', fields: { code: 'donated' } });

      const buyer = new Shopper(app);
      await buyer.addLine({ sku: PENDANT });
      expect((await buyer.applyDiscount({ code })).body.error.fields).toEqual({ code: 'invalid' });
    });

    it('answers 404 for someone else’s code and for a code that does not exist', async () => {
      const owner = await enrol();
      const other = await enrol();
      expect((await memberPost('donations', other.token, { code: await welcomeOf(owner.token) })).status).toBe(404);
      expect((await memberPost('donations', other.token, { code: 'AMA10' })).status).toBe(404);
      expect((await memberPost('donations', other.token, { code: 'NO-SUCH-CODE' })).status).toBe(404);
    });

    it('refuses a used code and an expired one with 409', async () => {
      const { email, token } = await enrol();
      const code = await welcomeOf(token);
      await kysely().insertInto('discount_redemptions').values({ code, email, order_ref: null }).execute();
      expect((await memberPost('donations', token, { code })).body.error.fields).toEqual({ code: 'used' });

      clock = new Date('2026-03-01T09:00:00Z');
      const old = await enrol();
      clock = undefined;
      const expired = await memberPost('donations', old.token, { code: await welcomeOf(old.token) });
      expect(expired.status).toBe(409);
      expect(expired.body.error.fields).toEqual({ code: 'expired' });
    });
  });

  describe('codes are never cumulative', () => {
    it('lets a cart hold a club code or the newsletter code, the last one applied, never both', async () => {
      const { email, token } = await enrol();
      const clubCode = viewOf(await member(token)).codes[0]!.code;
      const subscribed = await request(app)
        .post('/api/newsletter/subscriptions?locale=en')
        .send({ name: 'Giulia', surname: 'Bianchi', dateOfBirth: '1990-05-17', email, privacy: true });
      expect(subscribed.status).toBe(201);
      const newsletterCode = newsletterSubscriptionResponseSchema.parse(subscribed.body).subscription.discountCode;

      const buyer = new Shopper(app);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      const withClub = cartSchema.parse((await buyer.applyDiscount({ code: clubCode })).body);
      expect(withClub.discount?.code).toBe(clubCode);
      const withNewsletter = cartSchema.parse((await buyer.applyDiscount({ code: newsletterCode })).body);
      expect(withNewsletter.discount?.code).toBe(newsletterCode);
      // Only the newsletter's 10 % is taken off, not 10 % + the club's 5 %.
      expect(withNewsletter.discountCents).toBe(Math.floor((withNewsletter.subtotalCents * 10 + 50) / 100));

      // The order uses the cart's one code: the newsletter's is redeemed, the club code stays unused.
      const body = await orderBody(buyer);
      const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email } } });
      expect(placed.status).toBe(201);
      const redeemed = await kysely().selectFrom('discount_redemptions').select('code').where('code', 'in', [clubCode, newsletterCode]).execute();
      expect(redeemed).toEqual([{ code: newsletterCode }]);
      expect(viewOf(await member(token)).codes[0]).toMatchObject({ code: clubCode, state: 'available' });
    });

    it('lets the member’s own order use a club code, and then shows it used', async () => {
      const { email, token } = await enrol();
      const clubCode = viewOf(await member(token)).codes[0]!.code;
      const buyer = new Shopper(app);
      await buyer.addLine({ sku: PENDANT });
      await buyer.applyDiscount({ code: clubCode });
      const body = await orderBody(buyer);
      const placed = await postOrder(app, buyer, { ...body, checkout: { ...body.checkout, contact: { ...body.checkout.contact, email: email.toUpperCase() } } });
      expect(placed.status).toBe(201);
      expect(viewOf(await member(token)).codes[0]).toMatchObject({ code: clubCode, state: 'used' });
    });
  });

  describe('ELITE page token', () => {
    it('answers 204 to the configured token and 404 JSON to anything else, never cached', async () => {
      const right = await request(app).get(`/api/club/elite/${context().config.club.eliteToken}?locale=en`);
      expect(right.status).toBe(204);
      expect(right.headers['cache-control']).toBe('no-store');
      for (const wrong of ['0123456789abcdef0123456789abcdee', 'elite', `${context().config.club.eliteToken}0`, '%00']) {
        const res = await request(app).get(`/api/club/elite/${wrong}`);
        expect(res.status).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
      }
    });

    it('uses CLUB_ELITE_TOKEN when set', async () => {
      const token = 'f'.repeat(40);
      const configured = appWith({ CLUB_ELITE_TOKEN: token });
      expect((await request(configured).get(`/api/club/elite/${token}`)).status).toBe(204);
      expect((await request(configured).get(`/api/club/elite/${context().config.club.eliteToken}`)).status).toBe(404);
    });
  });

  it('keeps its tables consistent: every club code is a discount code bound to its member', async () => {
    const orphans = await sql<{ n: number }>`
      select count(*)::int as n from club_codes c
      join club_members m on m.id = c.member_id
      join discount_codes d on d.code = c.code
      where lower(d.bound_email) <> lower(m.email) or d.usage <> 'single_use'`.execute(kysely());
    expect(orphans.rows[0]!.n).toBe(0);
  });
});
