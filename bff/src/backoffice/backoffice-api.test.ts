import { orderResponseSchema, staffOrderListSchema, staffOrderResponseSchema, staffSessionSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { addStaffAccount } from '.';
import { EVENT_SEED, seedEvents } from '../events';
import { createTestGateway, type TestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { insertTestMember } from '../test-support/club';
import { Shopper } from '../test-support/shopper';
import { StaffMember, signedInStaff, staffCookieOf } from '../test-support/staff';

const RING = 'GA-SOL-OV';

describeWithDatabase('the back office API', (context) => {
  let app: ReturnType<typeof createApp>;
  let gateway: TestGateway;
  let clock: Date;
  beforeAll(() => {
    gateway = createTestGateway();
    clock = new Date();
    app = createApp({
      config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', STAFF_SIGN_IN_RATE_LIMIT: '1000' }),
      db: context().db,
      payments: gateway,
      backoffice: { now: () => clock },
    });
  });
  const db = () => context().db.kysely;
  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
  let accounts = 0;
  const nextEmail = (name: string) => `${name}.${(accounts += 1)}.${context().engine}@ama.example`;

  /** A shopper's order, placed through the checkout like any other, in `locale`. */
  async function placeOrder(locale = 'en'): Promise<{ number: string; email: string; reference: string; shopper: Shopper }> {
    const shopper = new Shopper(app, locale);
    expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } })).status).toBe(201);
    const res = await postOrder(app, shopper, await orderBody(shopper), { locale });
    expect(res.status).toBe(201);
    return { number: res.body.order.number, email: res.body.order.email, reference: res.body.order.reference, shopper };
  }
  const outboxTo = (email: string) => db().selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();

  describe('signing in', () => {
    it('opens a session in an httpOnly, SameSite=Strict cookie only the staff API receives', async () => {
      const { oneTimePassword } = await addStaffAccount(db(), nextEmail('ada'), 'staff');
      const email = `ada.${accounts}.${context().engine}@ama.example`;
      const res = await request(app).post('/api/staff/session').set('Content-Type', 'application/json').send({ email: email.toUpperCase(), password: oneTimePassword });
      expect(res.status).toBe(200);
      expect(staffSessionSchema.parse(res.body)).toMatchObject({ staff: { email, role: 'staff' }, mustChangePassword: true });
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('ama_staff='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/staff/);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers a wrong password and an unknown e-mail alike, and signs nobody in', async () => {
      const email = nextEmail('bea');
      await addStaffAccount(db(), email, 'staff');
      const wrong = await new StaffMember(app, email, 'not the password').signIn();
      const unknown = await new StaffMember(app, nextEmail('nobody'), 'not the password').signIn();
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
        expect(staffCookieOf(res)).toBeUndefined();
      }
    });

    it('locks an account after five wrong passwords, even against the right one, until the lock runs out', async () => {
      const email = nextEmail('cleo');
      const { oneTimePassword } = await addStaffAccount(db(), email, 'staff');
      const member = new StaffMember(app, email, oneTimePassword);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await member.signIn('guess ' + attempt)).status);
      expect(answers).toEqual([401, 401, 401, 401, 429]);
      const locked = await member.signIn();
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      later(16);
      expect((await member.signIn()).status).toBe(200);
    });

    it('answers an unknown e-mail exactly as a real account under repeated wrong passwords: both lock, so the lock tells no one who is staff', async () => {
      const real = nextEmail('elsa');
      await addStaffAccount(db(), real, 'staff');
      const answersOf = async (email: string) => {
        const member = new StaffMember(app, email, 'not the password');
        const answers: [number, string, boolean][] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const res = await member.signIn('guess ' + attempt);
          answers.push([res.status, res.body.error.code, Number(res.headers['retry-after']) > 0]);
        }
        return answers;
      };
      const known = await answersOf(real);
      expect(known.at(-1)).toEqual([429, 'ACCOUNT_LOCKED', true]);
      expect(await answersOf(nextEmail('nobody'))).toEqual(known);
    });

    it('counts wrong current passwords of a password change: the fifth locks the e-mail and ends the session that guessed', async () => {
      const email = nextEmail('fede');
      const { oneTimePassword } = await addStaffAccount(db(), email, 'staff');
      const member = new StaffMember(app, email, oneTimePassword);
      await member.signIn();
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await member.write('put', '/api/staff/password', { currentPassword: `guess number ${attempt}`, newPassword: 'a much longer passphrase' })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      expect((await member.get('/api/staff/session')).status).toBe(401);
      expect((await member.signIn()).status).toBe(429);
      later(16);
      expect((await member.signIn()).status).toBe(200);
    });

    it('asks for an own password before anything else, and the one-time password no longer works after', async () => {
      const email = nextEmail('dora');
      const { oneTimePassword } = await addStaffAccount(db(), email, 'staff');
      const member = new StaffMember(app, email, oneTimePassword);
      await member.signIn();
      const early = await member.get('/api/staff/orders');
      expect(early.status).toBe(403);
      expect(early.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');

      const short = await member.write('put', '/api/staff/password', { currentPassword: oneTimePassword, newPassword: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.error.fields).toEqual({ newPassword: 'too_short' });
      const wrongCurrent = await member.write('put', '/api/staff/password', { currentPassword: 'not it at all', newPassword: 'a much longer passphrase' });
      expect(wrongCurrent.body.error.fields).toEqual({ currentPassword: 'incorrect' });

      const changed = await member.write('put', '/api/staff/password', { currentPassword: oneTimePassword, newPassword: 'a much longer passphrase' });
      expect(changed.status).toBe(200);
      expect(changed.body.mustChangePassword).toBe(false);
      expect((await member.get('/api/staff/orders')).status).toBe(200);
      expect((await new StaffMember(app, email, oneTimePassword).signIn()).status).toBe(401);
      expect((await new StaffMember(app, email, 'a much longer passphrase').signIn()).status).toBe(200);
    });
  });

  it('answers a method no staff path has (TRACE) with 405 and the methods it has', async () => {
    const res = await request(app).trace('/api/staff/orders');
    expect([res.status, res.body.error.code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, DELETE');
  });

  describe('signing out', () => {
    it('ends this session; signing out everywhere ends the others too', async () => {
      const email = nextEmail('eve');
      const desk = await signedInStaff(app, db(), email, 'staff');
      const phone = new StaffMember(app, email, desk.password);
      await phone.signIn();
      const laptop = new StaffMember(app, email, desk.password);
      await laptop.signIn();

      expect((await desk.write('delete', '/api/staff/session')).status).toBe(204);
      expect((await desk.get('/api/staff/session')).status).toBe(401);
      expect((await phone.get('/api/staff/session')).status).toBe(200);

      expect((await phone.write('delete', '/api/staff/sessions')).status).toBe(204);
      expect((await phone.get('/api/staff/session')).status).toBe(401);
      expect((await laptop.get('/api/staff/session')).status).toBe(401);
    });

    it('ends a session left unused for longer than the idle limit', async () => {
      const member = await signedInStaff(app, db(), nextEmail('fay'), 'staff');
      later(121);
      const res = await member.get('/api/staff/session');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('orders', () => {
    it('lists orders newest first, found by status and by a piece of the number or the e-mail', async () => {
      const member = await signedInStaff(app, db(), nextEmail('gia'), 'staff');
      const first = await placeOrder();
      const second = await placeOrder();
      const all = staffOrderListSchema.parse((await member.get('/api/staff/orders')).body);
      expect(all.orders.map((order) => order.number).indexOf(second.number)).toBeLessThan(all.orders.map((order) => order.number).indexOf(first.number));
      expect(all.orders.find((order) => order.number === first.number)).toMatchObject({ email: first.email, status: 'received', currency: 'EUR' });

      const byEmail = staffOrderListSchema.parse((await member.get(`/api/staff/orders?q=${encodeURIComponent(first.email.slice(0, 12).toUpperCase())}`)).body);
      expect(byEmail.orders.map((order) => order.number)).toEqual([first.number]);
      const byNumber = staffOrderListSchema.parse((await member.get(`/api/staff/orders?q=${second.number.toLowerCase()}`)).body);
      expect(byNumber.orders.map((order) => order.number)).toEqual([second.number]);
      const shipped = staffOrderListSchema.parse((await member.get('/api/staff/orders?status=shipped')).body);
      expect(shipped.orders.map((order) => order.number)).not.toContain(first.number);
      const bad = await member.get('/api/staff/orders?status=lost&page=0');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['page', 'status']);
    });

    it('moves an order received → in production → shipped, e-mailing the shopper in the order’s language each time', async () => {
      const member = await signedInStaff(app, db(), nextEmail('hana'), 'staff');
      const { number, email, reference, shopper } = await placeOrder('it');

      const detail = staffOrderResponseSchema.parse((await member.get(`/api/staff/orders/${number}`)).body).order;
      expect(detail).toMatchObject({ number, status: 'received', next: ['in_production', 'cancelled'] });
      expect(detail.lines[0]).toMatchObject({ sku: RING, quantity: 1 });

      expect((await member.write('post', `/api/staff/orders/${number}/status`, { status: 'in_production' })).status).toBe(200);
      const noTracking = await member.write('post', `/api/staff/orders/${number}/status`, { status: 'shipped', carrier: 'BRT' });
      expect(noTracking.status).toBe(400);
      expect(noTracking.body.error.fields).toEqual({ trackingNumber: 'required' });

      const shipped = await member.write('post', `/api/staff/orders/${number}/status`, { status: 'shipped', carrier: 'BRT', trackingNumber: 'BRT123456789IT' });
      expect(shipped.status).toBe(200);
      const order = staffOrderResponseSchema.parse(shipped.body).order;
      expect(order.status).toBe('shipped');
      expect(order.next).toEqual(['delivered']);
      expect(order.history.map(({ status, by }) => [status, by])).toEqual([
        ['received', null],
        ['in_production', member.email],
        ['shipped', member.email],
      ]);
      expect(order.history[2]).toMatchObject({ carrier: 'BRT', trackingNumber: 'BRT123456789IT' });

      const mails = await outboxTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringContaining(number),
        `AMA: il tuo ordine ${number} è in lavorazione`,
        `AMA: il tuo ordine ${number} è stato spedito`,
      ]);
      expect(mails[2]!.text).toContain('Numero di tracciamento: BRT123456789IT');

      // The shopper's own page reads the same steps, without who moved them or their notes.
      const own = orderResponseSchema.parse((await shopper.get(`/api/orders/${reference}`, 'it')).body).order;
      expect(own.status).toBe('shipped');
      expect(own.history).toEqual(order.history.map(({ by: _by, note: _note, ...step }) => step));
      expect(JSON.stringify(own)).not.toContain(member.email);

      const audit = await db().selectFrom('staff_audit_log').select(['staff_email', 'action']).where('subject', '=', number).orderBy('id').execute();
      expect(audit).toEqual([
        { staff_email: member.email, action: 'order.status' },
        { staff_email: member.email, action: 'order.status' },
      ]);
    });

    it('refuses a change the order’s life does not allow, and changes nothing', async () => {
      const member = await signedInStaff(app, db(), nextEmail('ines'), 'staff');
      const { number, email } = await placeOrder();
      const skipped = await member.write('post', `/api/staff/orders/${number}/status`, { status: 'delivered' });
      expect(skipped.status).toBe(409);
      expect(skipped.body.error.code).toBe('STATUS_CHANGE_REFUSED');
      expect(staffOrderResponseSchema.parse((await member.get(`/api/staff/orders/${number}`)).body).order.status).toBe('received');
      expect(await outboxTo(email)).toHaveLength(1);
      expect((await member.get('/api/staff/orders/AMA-0000-00')).status).toBe(404);
    });

    it('cancels with a refund of the card payment, and a cancelled order stays cancelled', async () => {
      const member = await signedInStaff(app, db(), nextEmail('jo'), 'staff');
      const { number, email } = await placeOrder('de');
      const cancelled = await member.write('post', `/api/staff/orders/${number}/status`, { status: 'cancelled', note: 'Customer called' });
      expect(cancelled.status).toBe(200);
      const order = staffOrderResponseSchema.parse(cancelled.body).order;
      expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Customer called' });
      const payment = gateway.payments.find(
        (candidate) => candidate.last4 === order.payment.last4 && candidate.amountCents === order.totals.totalCents && candidate.status === 'refunded',
      );
      expect(payment).toBeDefined();
      expect((await outboxTo(email)).at(-1)!.subject).toBe(`AMA: Ihre Bestellung ${number} wurde storniert`);
      expect((await member.write('post', `/api/staff/orders/${number}/status`, { status: 'in_production' })).status).toBe(409);
    });
  });

  describe('events', () => {
    /** An event of this test's own, a year ahead, with seats for 10 and 2 held for invited guests. */
    async function ownEvent(): Promise<string> {
      const key = `staff-test-${(accounts += 1)}-${context().engine}`;
      const starts = new Date(Date.now() + 365 * 86_400_000);
      await seedEvents(context().db, [
        {
          ...EVENT_SEED[1]!,
          key,
          startsAt: starts
            .toISOString()
            .replace('Z', '+00:00')
            .replace(/\.\d{3}/, ''),
          endsAt: new Date(starts.getTime() + 3 * 3_600_000)
            .toISOString()
            .replace('Z', '+00:00')
            .replace(/\.\d{3}/, ''),
          capacity: 10,
          seatsReserved: 2,
          status: 'open',
        },
      ]);
      return key;
    }
    const register = (key: string, email: string, locale: string, companions: string[] = []) =>
      request(app)
        .post(`/api/events/${key}/registrations?locale=${locale}`)
        .send({
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+39 02 1234 5678',
          email,
          company: 'Engines Srl',
          companions: companions.map((name) => ({ name })),
          presence: 'yes',
          conditions: true,
          privacy: true,
        });

    it('shows seats taken and left, every guest with their companions, and the list as CSV', async () => {
      const member = await signedInStaff(app, db(), nextEmail('olga'), 'staff');
      const key = await ownEvent();
      expect((await register(key, `guest.a.${key}@example.com`, 'it', ['Marco Rossi', '=HYPERLINK("x")'])).status).toBe(201);
      expect((await register(key, `guest.b.${key}@example.com`, 'de')).status).toBe(201);

      const listed = (await member.get('/api/staff/events?locale=en')).body.events.find((event: { key: string }) => event.key === key);
      expect(listed).toMatchObject({ capacity: 10, seatsReserved: 2, seatsTaken: 4, seatsLeft: 4, registrations: 2, state: 'open' });
      const detail = await member.get(`/api/staff/events/${key}?locale=en`);
      expect(detail.body.registrations.map((r: { email: string; companions: string[]; seats: number }) => [r.email, r.companions, r.seats])).toEqual([
        [`guest.a.${key}@example.com`, ['Marco Rossi', '=HYPERLINK("x")'], 3],
        [`guest.b.${key}@example.com`, [], 1],
      ]);

      const csv = await member.get(`/api/staff/events/${key}/registrations.csv`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain(`${key}-registrations.csv`);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('"Marco Rossi; =HYPERLINK(""x"")"');
      expect(lines[1]).toContain(`"'+390212345678"`);
    });

    it('cancels an event: every confirmed guest is e-mailed in their language, the event takes no more guests', async () => {
      const member = await signedInStaff(app, db(), nextEmail('pia'), 'staff');
      const key = await ownEvent();
      const italian = `guest.it.${key}@example.com`;
      const german = `guest.de.${key}@example.com`;
      await register(key, italian, 'it');
      await register(key, german, 'de');

      // The cancellation takes nothing but its path: any body is refused, and the event stays open.
      const nested = JSON.parse('{"a":'.repeat(50) + '1' + '}'.repeat(50)) as unknown;
      const withBody = await member.write('post', `/api/staff/events/${key}/cancellation?locale=en`, nested);
      expect([withBody.status, withBody.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
      const cancelled = await member.write('post', `/api/staff/events/${key}/cancellation?locale=en`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.event.state).toBe('cancelled');
      expect((await outboxTo(italian)).at(-1)!.subject).toMatch(/annullamento$/);
      expect((await outboxTo(german)).at(-1)!.subject).toMatch(/Absage$/);
      expect((await register(key, `late.${key}@example.com`, 'en')).body.error.code).toBe('EVENT_CANCELLED');
      expect((await member.write('post', `/api/staff/events/${key}/cancellation?locale=en`, {})).status).toBe(409);
      expect((await member.write('post', '/api/staff/events/no-such-event/cancellation', {})).status).toBe(404);
      const audit = await db().selectFrom('staff_audit_log').select(['action', 'detail']).where('subject', '=', key).execute();
      expect(audit).toEqual([{ action: 'event.cancel', detail: { guests: 2 } }]);
    });
  });

  describe('appointments', () => {
    it('lists a day’s appointments, sends a video call’s link and cancels, e-mailing the customer each time', async () => {
      const member = await signedInStaff(app, db(), nextEmail('quinn'), 'staff');
      // A video call a week ahead, on a weekday, booked through the shop.
      const day = new Date(Date.now() + 7 * 86_400_000);
      while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
      const date = day.toISOString().slice(0, 10);
      const free = await request(app).get(`/api/appointments/slots?kind=video&date=${date}`);
      const start = free.body.slots.at(-1).start as string;
      const email = `video.${context().engine}@example.com`;
      const booked = await request(app)
        .post('/api/appointments?locale=es')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ kind: 'video', start, name: 'Lola Flores', email, phone: '347 123 4567', privacy: true }));
      expect(booked.status).toBe(201);

      const list = await member.get(`/api/staff/appointments?date=${date}`);
      const appointment = list.body.appointments.find((candidate: { email: string }) => candidate.email === email);
      expect(appointment).toMatchObject({ kind: 'video', start, name: 'Lola Flores', phone: '+393471234567', locale: 'es', status: 'booked', videoLink: null });

      const notHttps = await member.write('put', `/api/staff/appointments/${appointment.id}/video-link`, { videoLink: 'http://meet.example/ama' });
      expect(notHttps.body.error.fields).toEqual({ videoLink: 'invalid_url' });
      const sent = await member.write('put', `/api/staff/appointments/${appointment.id}/video-link`, { videoLink: 'https://meet.example/ama-lola' });
      expect(sent.body.appointment.videoLink).toBe('https://meet.example/ama-lola');
      const linkMail = (await outboxTo(email)).at(-1)!;
      expect(linkMail.subject).toBe('AMA: el enlace de tu videollamada');
      expect(linkMail.text).toContain('https://meet.example/ama-lola');

      const cancelled = await member.write('post', `/api/staff/appointments/${appointment.id}/cancellation`, {});
      expect(cancelled.body.appointment.status).toBe('cancelled');
      expect((await outboxTo(email)).at(-1)!.subject).toBe('AMA: tu cita está cancelada');
      expect((await member.write('post', `/api/staff/appointments/${appointment.id}/cancellation`, {})).body.error.code).toBe('APPOINTMENT_CANCELLED');
      // The slot is free again for shoppers.
      expect((await request(app).get(`/api/appointments/slots?kind=video&date=${date}`)).body.slots.map((slot: { start: string }) => slot.start)).toContain(start);
      expect((await member.get('/api/staff/appointments?date=tomorrow')).status).toBe(400);
    });
  });

  describe('the catalogue (managers)', () => {
    it('takes a product off sale: a cart holding it says so and its order is refused; back on sale, it sells again', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('mia'), 'manager');
      const HOOPS = 'SE-HOO-RD';
      const shopper = new Shopper(app);
      expect((await shopper.addLine({ sku: HOOPS })).status).toBe(201);

      const off = await manager.write('put', `/api/staff/products/${HOOPS}/availability?locale=it`, { available: false });
      expect(off.status).toBe(200);
      expect(off.body.product).toMatchObject({ sku: HOOPS, available: false });
      try {
        const cart = (await shopper.cart()).body as { lines: Array<{ sku: string; available: boolean }> };
        expect(cart.lines.find((line) => line.sku === HOOPS)?.available).toBe(false);
        const refused = await postOrder(app, shopper, await orderBody(shopper));
        expect([refused.status, refused.body.error.code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
        const listed = await manager.get('/api/staff/products?available=false&locale=en');
        expect(listed.body.products.map((product: { sku: string }) => product.sku)).toContain(HOOPS);
        const audit = await db().selectFrom('staff_audit_log').select(['action', 'staff_email']).where('subject', '=', HOOPS).execute();
        expect(audit).toEqual([{ action: 'product.unavailable', staff_email: manager.email }]);
      } finally {
        expect((await manager.write('put', `/api/staff/products/${HOOPS}/availability?locale=it`, { available: true })).body.product.available).toBe(true);
      }
      expect((await postOrder(app, shopper, await orderBody(shopper))).status).toBe(201);
    });

    it('is the managers’ alone', async () => {
      const member = await signedInStaff(app, db(), nextEmail('noa'), 'staff');
      expect((await member.write('put', '/api/staff/products/SE-HOO-RD/availability', { available: false })).status).toBe(403);
    });
  });

  describe('discount codes (managers)', () => {
    it('creates a code shoppers can use, lists who used it, and switches it off: shoppers then read it as invalid', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('rosa'), 'manager');
      const code = `WINTER${accounts}${context().engine.toUpperCase()}`;
      const bad = await manager.write('post', '/api/staff/discount-codes', { code: 'x', kind: 'percent', usage: 'sometimes', validFrom: '2026-12-10', validUntil: '2026-12-01' });
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['code', 'usage']);
      const created = await manager.write('post', '/api/staff/discount-codes', {
        code: code.toLowerCase(),
        kind: 'percent',
        percent: 15,
        usage: 'once_per_email',
        validUntil: '2099-12-31',
      });
      expect(created.status).toBe(201);
      expect(created.body.code).toMatchObject({ code, percent: 15, usage: 'once_per_email', active: true, redemptions: 0, validFrom: null });
      // The last day, as typed; the code holds until midnight in Italy (23:00 UTC in winter).
      expect(created.body.code.validUntil).toBe('2099-12-31');
      const stored = await db().selectFrom('discount_codes').select('valid_until').where('code', '=', code).executeTakeFirstOrThrow();
      expect(stored.valid_until!.toISOString()).toBe('2099-12-31T23:00:00.000Z');
      expect((await manager.write('post', '/api/staff/discount-codes', { code, kind: 'fixed', amountCents: 100, usage: 'unlimited' })).body.error.code).toBe('DISCOUNT_CODE_TAKEN');

      const shopper = new Shopper(app);
      await shopper.addLine({ sku: 'GA-PEN-OV' });
      expect((await shopper.applyDiscount({ code })).status).toBe(200);
      const placed = await postOrder(app, shopper, await orderBody(shopper));
      expect(placed.status).toBe(201);
      const detail = await manager.get(`/api/staff/discount-codes/${code}`);
      expect(detail.body.code.redemptions).toBe(1);
      expect(detail.body.redemptions).toEqual([{ email: placed.body.order.email, orderNumber: placed.body.order.number, redeemedAt: expect.any(String) }]);

      const off = await manager.write('put', `/api/staff/discount-codes/${code}/active`, { active: false });
      expect(off.body.code.active).toBe(false);
      const next = new Shopper(app);
      await next.addLine({ sku: 'GA-PEN-OV' });
      const refused = await next.applyDiscount({ code });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'INVALID_DISCOUNT_CODE']);
      const listed = await manager.get(`/api/staff/discount-codes?q=${code.slice(0, 8)}`);
      expect(listed.body.codes.find((candidate: { code: string }) => candidate.code === code)).toMatchObject({ active: false, redemptions: 1 });
    });
  });

  describe('Club AMA (managers)', () => {
    it('lists members with their status and the year’s spend; terminates one for breach with the reason on record; announces a terms change 30 days ahead', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('sara'), 'manager');
      const member = await insertTestMember(db(), { status: 'member', locale: 'it' });
      const listed = await manager.get(`/api/staff/club/members?q=${encodeURIComponent(member.email.slice(0, 20).toLowerCase())}`);
      expect(listed.body.members).toEqual([expect.objectContaining({ id: member.id, email: member.email, status: 'member', locale: 'it' })]);
      expect((await manager.get('/api/staff/club/members?status=elite')).body.members.map((m: { id: string }) => m.id)).not.toContain(member.id);

      const detail = await manager.get(`/api/staff/club/members/${member.id}`);
      expect(detail.body.member).toMatchObject({ yearSpendCents: 0, status: 'member' });

      const ended = await manager.write('post', `/api/staff/club/members/${member.id}/termination`, { reason: 'Resold benefit codes' });
      expect(ended.body.member.status).toBe('terminated');
      expect(ended.body.member.history.at(-1)).toMatchObject({
        to: 'terminated',
        reason: 'terminated_for_breach',
        actor: 'operator',
        detail: `Resold benefit codes (${manager.email})`,
      });
      // Twice: nothing changes, the first reason stays on record.
      const again = await manager.write('post', `/api/staff/club/members/${member.id}/termination`, { reason: 'Again' });
      expect(again.body.member.history.filter((change: { to: string }) => change.to === 'terminated')).toHaveLength(1);

      const active = await insertTestMember(db(), { status: 'member', locale: 'de' });
      const tooSoon = await manager.write('post', '/api/staff/club/terms-changes', {
        version: `soon-${accounts}`,
        summary: 'New terms',
        effectiveFrom: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      });
      expect(tooSoon.body.error.fields).toEqual({ effectiveFrom: 'notice_too_short' });
      const announced = await manager.write('post', '/api/staff/club/terms-changes', {
        version: `later-${accounts}-${context().engine}`,
        summary: 'New terms',
        effectiveFrom: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      });
      expect(announced.status).toBe(201);
      expect(announced.body.notified).toBeGreaterThan(0);
      expect(await outboxTo(active.email)).toHaveLength(1);
      expect((await manager.get('/api/staff/club/members/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('staff accounts (managers)', () => {
    it('lets a manager add an account with a one-time password; the new member can sign in with it', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('kim'), 'manager');
      const email = nextEmail('lea');
      const added = await manager.write('post', '/api/staff/accounts', { email, role: 'staff' });
      expect(added.status).toBe(201);
      expect((await new StaffMember(app, email, added.body.oneTimePassword).signIn()).body.mustChangePassword).toBe(true);
      expect((await manager.write('post', '/api/staff/accounts', { email, role: 'manager' })).body.error.code).toBe('EMAIL_TAKEN');
      const list = await manager.get('/api/staff/accounts');
      expect(list.body.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ email, role: 'staff', locked: false })]));
    });
  });
});
