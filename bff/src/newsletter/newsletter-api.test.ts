import { devOutboxResponseSchema, errorBodySchema, newsletterSubscriptionResponseSchema } from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';

const ENDPOINT = '/api/newsletter/subscriptions';
let serial = 0;
/** A fresh address per test: the database is shared by the whole file. */
const uniqueEmail = () => `shopper${++serial}.${Date.now()}@example.com`;
const validBody = (email = uniqueEmail()) => ({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true });

describeWithDatabase('POST /api/newsletter/subscriptions', (context) => {
  const appWith = (env: Record<string, string>) => createApp({ config: testConfig(env), db: context().db });
  // The default limit (10 per IP) would throttle this file's many requests; its own test lowers it instead.
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = appWith({ NEWSLETTER_RATE_LIMIT: '10000' });
  });
  const post = (body: unknown, locale = 'en') =>
    request(app)
      .post(`${ENDPOINT}?locale=${locale}`)
      .send(body as object);
  const subscribers = () => context().db.kysely;
  const outbox = () => context().db.kysely;
  const counts = async () => ({
    subscribers: (
      await subscribers()
        .selectFrom('newsletter_subscribers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    mails: (
      await outbox()
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });

  it('subscribes, answers 201 with a 10% welcome code and queues the confirmation in the shopper’s language', async () => {
    const email = uniqueEmail();
    const res = await post({ ...validBody(email), name: '  Giulia ', email: ` ${email.toUpperCase()} ` }, 'it');

    expect(res.status).toBe(201);
    const { subscription } = newsletterSubscriptionResponseSchema.parse(res.body);
    expect(subscription).toEqual({ email: email.toUpperCase(), discountCode: expect.stringMatching(/^WELCOME10(-[0-9A-HJKMNP-TV-Z]{4}){4}$/), discountPercent: 10 });

    const stored = await subscribers().selectFrom('newsletter_subscribers').selectAll().where('discount_code', '=', subscription.discountCode).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Giulia', surname: 'Lovelace', locale: 'it', discount_percent: 10, discount_redeemed_at: null });
    // The code the cart and the order placement look up: 10 %, one order, for this e-mail only.
    const code = await context().db.kysely.selectFrom('discount_codes').selectAll().where('code', '=', subscription.discountCode).executeTakeFirstOrThrow();
    expect(code).toMatchObject({ kind: 'percent', percent: 10, usage: 'single_use', bound_email: email.toUpperCase(), valid_until: null, active: true });

    const mail = await outbox().selectFrom('outbox').selectAll().where('to', '=', email.toUpperCase()).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, sent_at: null, subject: 'AMA: il tuo codice di benvenuto del 10%' });
    expect(mail.text).toContain('Gentile Giulia,');
    expect(mail.text).toContain(subscription.discountCode);
    expect(mail.html).toContain(`<strong>${subscription.discountCode}</strong>`);
  });

  it('gives every subscriber a different code', async () => {
    const codes = await Promise.all([post(validBody()), post(validBody()), post(validBody())]);
    expect(new Set(codes.map((res) => res.body.subscription.discountCode)).size).toBe(3);
  });

  it('escapes the name in the HTML mail', async () => {
    const email = uniqueEmail();
    expect((await post({ ...validBody(email), name: '<img src=x onerror=alert(1)>' })).status).toBe(201);
    const mail = await outbox().selectFrom('outbox').select(['html', 'text']).where('to', '=', email).executeTakeFirstOrThrow();
    expect(mail.html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('Dear <img src=x onerror=alert(1)>,');
  });

  it('refuses an address already registered, in any letter case, with 409 EMAIL_ALREADY_REGISTERED and no second mail', async () => {
    const email = uniqueEmail();
    expect((await post(validBody(email))).status).toBe(201);
    const before = await counts();

    const res = await post({ ...validBody(email.toUpperCase()), name: 'Someone', surname: 'Else' });

    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toEqual({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'This email is already registered',
      fields: { email: 'already_registered' },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['name', 'blank', '   ', 'required'],
    ['name', '81 characters long', 'x'.repeat(81), 'too_long'],
    ['surname', 'missing', undefined, 'required'],
    ['surname', '81 characters long', 'y'.repeat(81), 'too_long'],
    ['dateOfBirth', 'empty', '', 'required'],
    ['dateOfBirth', 'not ISO (17/05/1990)', '17/05/1990', 'invalid_date'],
    ['dateOfBirth', 'no calendar day (1990-02-30)', '1990-02-30', 'invalid_date'],
    ['dateOfBirth', 'before 1900', '1899-12-31', 'date_too_early'],
    ['dateOfBirth', 'in the future', '2999-01-01', 'date_not_in_past'],
    ['email', 'without @', 'ada.example.com', 'invalid_email'],
    ['email', 'without a domain suffix', 'ada@example', 'invalid_email'],
    ['email', 'over 254 characters', `${'a'.repeat(250)}@example.com`, 'too_long'],
    ['privacy', 'not accepted', false, 'privacy_required'],
    ['privacy', 'the text "true"', 'true', 'privacy_required'],
    ['name', 'holding a NUL ("A\\u0000B")', 'A\u0000B', 'control_characters'],
    ['name', 'only a NUL', '\u0000', 'control_characters'],
    ['name', 'holding a tab ("A\\tB")', 'A\tB', 'control_characters'],
    ['surname', 'holding a line break', 'Love\nlace', 'control_characters'],
    ['surname', 'holding an escape character', 'Love\u001Blace', 'control_characters'],
    ['email', 'holding a NUL', 'ada\u0000@example.com', 'control_characters'],
    ['email', 'holding DEL', 'ada\u007F@example.com', 'control_characters'],
    ['dateOfBirth', 'holding a NUL', '1990-05-17\u0000', 'control_characters'],
  ])('answers 400 naming %s when it is %s, and stores nothing', async (field, _case, value, problem) => {
    const before = await counts();
    const res = await post({ ...validBody(), [field]: value });
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: problem });
    expect(await counts()).toEqual(before);
  });

  it('refuses a date of birth of today: it must lie in the past', async () => {
    const res = await post({ ...validBody(), dateOfBirth: new Date().toISOString().slice(0, 10) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ dateOfBirth: 'date_not_in_past' });
  });

  it('names every missing field of an empty body', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['dateOfBirth', 'email', 'name', 'privacy', 'surname']);
  });

  it('refuses unknown fields with 400', async () => {
    const res = await post({ ...validBody(), discountPercent: 50 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { _: expect.stringContaining('discountPercent') } });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await request(app).post(`${ENDPOINT}?locale=en`).set('Content-Type', 'application/json').send('{"name": "Ada",');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_JSON');
  });

  it('answers a body that is not an object, or an unknown locale, with 400', async () => {
    expect((await post(['Ada'])).body.error.fields).toEqual({ _: 'Expected a JSON object' });
    const res = await post(validBody(), 'fr');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('locale');
  });

  it('stores neither the subscriber nor the mail when queuing the mail fails (one transaction)', async () => {
    const db = context().db.kysely;
    const email = uniqueEmail();
    await sql`alter table outbox add constraint refuse_all_for_test check (false) not valid`.execute(db);
    try {
      const res = await post(validBody(email));
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL');
    } finally {
      await sql`alter table outbox drop constraint refuse_all_for_test`.execute(db);
    }
    const stored = await subscribers().selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
    expect(await context().db.kysely.selectFrom('discount_codes').select('code').where('bound_email', '=', email).execute()).toEqual([]);
    expect((await post(validBody(email))).status).toBe(201);
  });

  // Same database (a cold start costs seconds), apps with their own settings.
  describe('rate limit and dev outbox', () => {
    it('answers 429 with Retry-After once an IP has used up its sign-ups', async () => {
      const app = appWith({ NEWSLETTER_RATE_LIMIT: '2', NEWSLETTER_RATE_WINDOW_SECONDS: '600' });
      const send = () => request(app).post(`${ENDPOINT}?locale=en`).send(validBody());
      expect((await send()).status).toBe(201);
      // Invalid requests count as well: probing addresses is throttled like flooding.
      expect((await request(app).post(`${ENDPOINT}?locale=en`).send({})).status).toBe(400);

      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(limited.headers['ratelimit-policy']).toBe('2;w=600');
      expect(errorBodySchema.parse(limited.body).error.code).toBe('RATE_LIMITED');
    });

    it('counts malformed JSON too: the request after the limit is a 429 with Retry-After, not another 400', async () => {
      const limit = 3;
      const app = appWith({ NEWSLETTER_RATE_LIMIT: String(limit), NEWSLETTER_RATE_WINDOW_SECONDS: '600' });
      const malformed = () => request(app).post(`${ENDPOINT}?locale=en`).set('Content-Type', 'application/json').send('{"name": "Ada",');
      for (let sent = 0; sent < limit; sent += 1) {
        const res = await malformed();
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('MALFORMED_JSON');
      }

      const limited = await malformed();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(limited.body).error.code).toBe('RATE_LIMITED');
    });

    it('counts bodies too large (413) and in an unsupported charset (415) as well', async () => {
      const app = appWith({ NEWSLETTER_RATE_LIMIT: '2', NEWSLETTER_RATE_WINDOW_SECONDS: '600' });
      const post = (contentType: string, body: string) => request(app).post(`${ENDPOINT}?locale=en`).set('Content-Type', contentType).send(body);
      const tooLarge = () => post('application/json', JSON.stringify({ ...validBody(), name: 'x'.repeat(150 * 1024) }));
      const latin1 = () => post('application/json; charset=latin1', JSON.stringify(validBody()));

      expect((await tooLarge()).body.error.code).toBe('PAYLOAD_TOO_LARGE');
      expect((await latin1()).body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      for (const limited of [await tooLarge(), await latin1(), await request(app).post(`${ENDPOINT}?locale=en`).send(validBody())]) {
        expect(limited.status).toBe(429);
        expect(limited.headers['retry-after']).toBeDefined();
      }
    });

    it('lists queued mails newest first on GET /api/dev/outbox, filtered by recipient', async () => {
      const app = appWith({});
      const email = uniqueEmail();
      await request(app).post(`${ENDPOINT}?locale=de`).send(validBody(email)).expect(201);
      await request(app).post(`${ENDPOINT}?locale=en`).send(validBody()).expect(201);

      const all = devOutboxResponseSchema.parse((await request(app).get('/api/dev/outbox?limit=2').expect(200)).body);
      expect(all.mails).toHaveLength(2);
      expect(all.mails[0]!.id).toBeGreaterThan(all.mails[1]!.id);

      const res = await request(app)
        .get(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`)
        .expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { mails } = devOutboxResponseSchema.parse(res.body);
      expect(mails).toEqual([expect.objectContaining({ to: email, subject: 'AMA: Ihr Willkommenscode über 10 %', status: 'pending', attempts: 0, sentAt: null })]);
      expect(mails[0]!.text).toContain('Guten Tag Ada Lovelace,');
    });

    it('hides the dev outbox (404) when DEV_OUTBOX is off, as it is by default in production', async () => {
      expect((await request(appWith({ DEV_OUTBOX: 'false' })).get('/api/dev/outbox')).status).toBe(404);
      expect((await request(appWith({ NODE_ENV: 'production', LOG_LEVEL: 'silent' })).get('/api/dev/outbox')).status).toBe(404);
    });
  });
});
