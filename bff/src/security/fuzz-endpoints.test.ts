import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CLUB_MEMBER_TOKEN_HEADER,
  CUSTOM_DESIGN_TOKEN_HEADER,
  customDesignCreatedSchema,
  cartSchema,
  errorBodySchema,
  eventListResponseSchema,
  orderResponseSchema,
} from '@ama/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { signMemberToken } from '../club/member-token';
import { cardPayment, checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { insertTestMember } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { VISITOR_COOKIE } from '../visitor';
import { leafPaths, oddValues, withValueAt, type Json } from '../test-support/json-mutations';

/**
 * Fuzzing: every POST/PUT/PATCH/DELETE endpoint of the API gets FUZZ_BODIES bodies: arbitrary
 * JSON, text that is not JSON, and mutations of a valid body (a field dropped, replaced by any JSON
 * value, spoiled with control characters or made huge, an unknown field added). Whatever comes in, the
 * answer is below 500, and every 4xx is the shop's JSON error. The bench runs this file with
 * FUZZ_BODIES=10000; CI keeps the default, small enough for the whole file to stay well under a minute.
 * Rate limits are raised out of the way: a 429 would hide the bodies behind it.
 */
const BODIES = Math.max(1, Number(process.env.FUZZ_BODIES) || 150);
const CONCURRENCY = 4;
/** A request still unanswered after this long counts as a failure, and ends that endpoint's run. */
const ANSWER_WITHIN_MS = 10_000;
const SEED = Number(process.env.FUZZ_SEED) || 20_261_115;
/**
 * Room for every endpoint's bodies on a slow machine: about 3 ms a body were measured over 23 endpoints,
 * so the bench's 10 000 each took more than ten minutes. A run cut short by its timeout closed the
 * database under the requests still in flight, and those answered 500: a fault of the test, not the shop.
 */
const RUN_WITHIN_MS = Math.max(600_000, BODIES * 30 * 10);
const HUGE = '100000';
const OPERATOR_TOKEN = randomBytes(32).toString('hex');
/** A custom design request a customer may send (a fresh e-mail each time). */
const designBody = () => ({
  pieceKind: 'ring',
  description: 'A signet ring in yellow gold with a small engraved star',
  budgetEuros: 3000,
  name: 'Ada Lovelace',
  email: `fuzz.${randomUUID()}@example.com`,
  payment: cardPayment(),
  privacy: true,
});

/** A body as sent: JSON of a value, raw text (not necessarily JSON), or nothing. */
type Sent = { kind: 'json'; value: Json } | { kind: 'raw'; text: string } | { kind: 'none' };

const oddValue = oddValues();

/** Mutations of a valid body: what a broken or hostile client sends in place of the real thing. */
function shapedBodies(base: Json): fc.Arbitrary<Json> {
  const paths = leafPaths(base);
  const at = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<Array<string | number>>([]);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(base) },
    { weight: 4, arbitrary: fc.tuple(at, oddValue).map(([path, value]) => (path.length ? withValueAt(base, path, value) : value)) },
    { weight: 2, arbitrary: at.map((path) => (path.length ? withValueAt(base, path, undefined) : base)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 12 }), oddValue)
        .map(([key, value]) => (base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base, [key || 'extra']: value } : value)),
    },
    { weight: 1, arbitrary: fc.constantFrom<Json>({ __proto__: { isAdmin: true } }, JSON.parse('{"__proto__":{"polluted":1}}'), [base], { data: base }) },
  );
}

const sentBodies = (base: Json): fc.Arbitrary<Sent> =>
  fc.oneof(
    { weight: 6, arbitrary: shapedBodies(base).map((value): Sent => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): Sent => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,]', 'nul', '"\\u00"', '{"a":1}{"b":2}')).map((text): Sent => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant<Sent>({ kind: 'none' }) },
  );

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As mounted (for the report line); `url()` fills in the parameters. */
  path: string;
  url: () => string;
  /** A valid body (fresh e-mails, keys and totals each call): what the mutations start from. */
  base: () => Json | Promise<Json>;
  headers?: () => Record<string, string>;
}

describeWithDatabase('security: fuzzing every write endpoint', (context) => {
  let server: Server;
  let origin: string;
  let shopper: Shopper;
  let manager: StaffMember;
  let lineId: string;
  let memberToken: string;
  let eventKey: string;
  /** A delivered order of two pieces, the second's warranty renewal asked for: the renewals' endpoints. */
  let renewer: Shopper;
  let renewalOrder: string;
  let renewalId: string;
  /** A custom design asked for (its fee held): the designs' endpoints. */
  let design: { id: string; token: string };
  /** An ELITE member with a loan and a personalisation asked for: the loans' and personalisations' endpoints. */
  let eliteToken: string;
  let loanId: string;
  let personalisationId: string;
  const slots: string[] = [];
  const config = testConfig({
    NEWSLETTER_RATE_LIMIT: '10000',
    CART_RATE_LIMIT: HUGE,
    ORDER_RATE_LIMIT: HUGE,
    DISCOUNT_RATE_LIMIT: HUGE,
    CLUB_RATE_LIMIT: HUGE,
    SEARCH_RATE_LIMIT: HUGE,
    CLUB_OPERATOR_TOKEN: OPERATOR_TOKEN,
    CLUB_OPERATOR_RATE_LIMIT: HUGE,
    STAFF_SIGN_IN_RATE_LIMIT: HUGE,
    RUM_RATE_LIMIT: HUGE,
    STAFF_API_RATE_LIMIT: HUGE,
    // Wrong passwords lock any address typed, a fuzzed one too: out of the way like the limits.
    STAFF_LOCKOUT_ATTEMPTS: '100',
  });
  const huge = { limit: Number(HUGE), windowMs: 60_000 };

  beforeAll(async () => {
    const { db } = context();
    // The in-memory test gateway: this file is about input handling. (The database-recorded gateway the
    // app builds by default charged outside the order's transaction and hung every order on PGlite.)
    const app = createApp({ config, db, payments: createTestGateway(), appointments: { rateLimit: huge }, events: { rateLimit: huge } });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    shopper = new Shopper(app);
    const added = await shopper.write('post', '/api/cart/lines', { sku: 'GA-PEN-OV', quantity: 1 });
    expect(added.status).toBe(201);
    lineId = cartSchema.parse(added.body).lines[0]!.id;
    manager = await signedInStaff(app, db.kysely, 'fuzz.manager@ama.example', 'manager');
    renewer = new Shopper(app);
    await renewer.addLine({ sku: 'GA-PEN-OV', quantity: 1 });
    await renewer.addLine({ sku: 'GA-PEN-OV', quantity: 1, options: { gold: 'ROSE' } });
    const delivered = orderResponseSchema.parse((await postOrder(app, renewer, await orderBody(renewer))).body).order;
    for (const status of ['in_production', 'shipped', 'delivered'])
      await manager.write('post', `/api/staff/orders/${delivered.number}/status`, { status, carrier: 'BRT', trackingNumber: 'BRT123' });
    renewalOrder = delivered.reference;
    const renewal = await request(app)
      .post(`/api/orders/${renewalOrder}/renewals?locale=en`)
      .set({ 'Content-Type': 'application/json', Cookie: `${VISITOR_COOKIE}=${renewer.token}`, 'Idempotency-Key': randomUUID() })
      .send(JSON.stringify({ position: 2, payment: cardPayment() }));
    expect(renewal.status).toBe(201);
    renewalId = orderResponseSchema.parse(renewal.body).order.renewals[0]!.id;
    const designed = await request(app)
      .post('/api/club/custom-designs?locale=en')
      .set({ 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() })
      .send(JSON.stringify(designBody()));
    expect(designed.status).toBe(201);
    const created = customDesignCreatedSchema.parse(designed.body);
    design = { id: created.design.id, token: created.token };
    const member = await insertTestMember(db.kysely, { status: 'member' });
    memberToken = signMemberToken(config.club.linkSecret, member.id);
    const elite = await insertTestMember(db.kysely, { status: 'elite' });
    eliteToken = signMemberToken(config.club.linkSecret, elite.id);
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const asked = { member_id: elite.id, year: Number(soon.slice(0, 4)) };
    loanId = (
      await db.kysely
        .insertInto('club_loans')
        .values({ ...asked, event_date: soon, days: 2, occasion: 'Gala' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    personalisationId = (
      await db.kysely
        .insertInto('club_personalisations')
        .values({ ...asked, occasion_kind: 'wedding', occasion_date: soon, description: 'Our wedding' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const events = eventListResponseSchema.parse((await request(app).get('/api/events?locale=en')).body);
    eventKey = (events.upcoming.find((event) => event.state === 'open') ?? events.upcoming[0] ?? events.past[0])?.key ?? 'no-event';
    // Free video-call slots of the coming days: a valid booking needs one.
    for (let day = 1; day <= 10 && slots.length < 20; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const res = await request(app).get(`/api/appointments/slots?locale=en&kind=video&date=${date}`);
      if (res.status === 200) slots.push(...(res.body as { slots: Array<{ start: string }> }).slots.map((slot) => slot.start));
    }
    expect(slots.length).toBeGreaterThan(0);
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const visitor = () => ({ Cookie: `${VISITOR_COOKIE}=${shopper.token}` });
  const staff = () => ({ Cookie: manager.cookie!, 'X-CSRF-Token': manager.csrfToken! });
  const member = () => ({ [CLUB_MEMBER_TOKEN_HEADER]: memberToken });
  const operator = () => ({ Authorization: `Bearer ${OPERATOR_TOKEN}` });
  const email = () => `fuzz.${randomUUID()}@example.com`;
  const fixed = (path: string) => () => `/api${path}?locale=en`;
  const designer = () => ({ [CUSTOM_DESIGN_TOKEN_HEADER]: design.token });
  const eliteMember = () => ({ [CLUB_MEMBER_TOKEN_HEADER]: eliteToken });
  const soon = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const ENDPOINTS: Endpoint[] = [
    {
      method: 'POST',
      path: '/api/rum',
      url: fixed('/rum'),
      base: () => ({ events: [{ kind: 'page-view', remote: 'mfe_catalog', release: '1.0.0', pageType: '/', side: 'live' }] }),
    },
    // An unknown e-mail: wrong guesses at a real account would lock it (a 429 by design).
    { method: 'POST', path: '/api/staff/session', url: () => '/api/staff/session', base: () => ({ email: email(), password: 'a guess at a password' }) },
    { method: 'POST', path: '/api/staff/accounts', url: () => '/api/staff/accounts', base: () => ({ email: email(), role: 'staff' }), headers: staff },
    {
      method: 'POST',
      path: '/api/staff/orders/:number/status',
      url: () => '/api/staff/orders/AMA-0000-00/status',
      base: () => ({ status: 'shipped', carrier: 'BRT', trackingNumber: 'BRT123' }),
      headers: staff,
    },
    {
      method: 'POST',
      path: '/api/newsletter/subscriptions',
      url: fixed('/newsletter/subscriptions'),
      base: () => ({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-04', email: email(), privacy: true }),
    },
    {
      method: 'POST',
      path: '/api/club/sign-ups',
      url: fixed('/club/sign-ups'),
      base: () => ({
        name: 'Giulia',
        lastname: `Rossi ${randomUUID()}`,
        email: email(),
        phone: '347 123 4567',
        country: 'IT',
        address: 'Via Roma 1',
        birthDate: '1990-05-17',
        privacy: true,
        region: '03',
        city: 'Milano',
        zipCode: '20121',
      }),
    },
    { method: 'POST', path: '/api/club/member/seasonal-codes', url: fixed('/club/member/seasonal-codes'), base: () => ({}), headers: member },
    { method: 'POST', path: '/api/club/member/friend-invitations', url: fixed('/club/member/friend-invitations'), base: () => ({ friendEmail: email() }), headers: member },
    { method: 'POST', path: '/api/club/member/donations', url: fixed('/club/member/donations'), base: () => ({ code: 'CLUBWELCOME5-0000-0000-0000-0000' }), headers: member },
    { method: 'POST', path: '/api/club/custom-designs', url: fixed('/club/custom-designs'), base: designBody, headers: () => ({ 'Idempotency-Key': randomUUID() }) },
    {
      method: 'POST',
      path: '/api/staff/club/designs/:id/proposal',
      url: () => `/api/staff/club/designs/${design.id}/proposal`,
      base: () => ({ message: 'A star set flush' }),
      headers: staff,
    },
    {
      method: 'POST',
      path: '/api/staff/club/designs/:id/production',
      url: () => `/api/staff/club/designs/${design.id}/production`,
      base: () => ({ orderNumber: 'AMA-0000-00' }),
      headers: staff,
    },
    { method: 'POST', path: '/api/club/custom-designs/mine/withdrawal', url: fixed('/club/custom-designs/mine/withdrawal'), base: () => ({}), headers: designer },
    {
      method: 'POST',
      path: '/api/staff/club/designs/:id/closing',
      url: () => `/api/staff/club/designs/${design.id}/closing`,
      base: () => ({ reason: 'No answer' }),
      headers: staff,
    },
    { method: 'POST', path: '/api/club/member/loans', url: fixed('/club/member/loans'), base: () => ({ eventDate: soon(), days: 2, occasion: 'A gala' }), headers: eliteMember },
    {
      method: 'POST',
      path: '/api/club/member/personalisations',
      url: fixed('/club/member/personalisations'),
      base: () => ({ occasionKind: 'birthday', occasionDate: soon(), description: 'Her birthday', piece: 'new' }),
      headers: member,
    },
    {
      method: 'POST',
      path: '/api/staff/club/loans/:id/refusal',
      url: () => `/api/staff/club/loans/${loanId}/refusal`,
      base: () => ({ reason: 'No piece free' }),
      headers: staff,
    },
    {
      method: 'POST',
      path: '/api/staff/club/loans/:id/confirmation',
      url: () => `/api/staff/club/loans/${loanId}/confirmation`,
      base: () => ({ piece: 'Gaia pendant', from: soon(), until: soon() }),
      headers: staff,
    },
    { method: 'POST', path: '/api/staff/club/loans/:id/hand-over', url: () => `/api/staff/club/loans/${loanId}/hand-over`, base: () => ({}), headers: staff },
    { method: 'POST', path: '/api/staff/club/loans/:id/return', url: () => `/api/staff/club/loans/${loanId}/return`, base: () => ({}), headers: staff },
    {
      method: 'POST',
      path: '/api/staff/club/personalisations/:id/refusal',
      url: () => `/api/staff/club/personalisations/${personalisationId}/refusal`,
      base: () => ({ reason: 'Not documented' }),
      headers: staff,
    },
    {
      method: 'POST',
      path: '/api/staff/club/personalisations/:id/approval',
      url: () => `/api/staff/club/personalisations/${personalisationId}/approval`,
      base: () => ({}),
      headers: staff,
    },
    { method: 'POST', path: '/api/club/member/revocation', url: fixed('/club/member/revocation'), base: () => ({ statement: 'I revoke my membership.' }), headers: member },
    {
      method: 'POST',
      path: '/api/club/operator/terminations',
      url: fixed('/club/operator/terminations'),
      base: () => ({ email: email(), reason: 'Breach of the terms' }),
      headers: operator,
    },
    {
      method: 'POST',
      path: '/api/club/operator/terms-changes',
      url: fixed('/club/operator/terms-changes'),
      base: () => ({ version: '2027-01', summary: 'New terms', effectiveFrom: '2030-01-01' }),
      headers: operator,
    },
    {
      method: 'POST',
      path: '/api/appointments',
      url: fixed('/appointments'),
      base: () => ({ kind: 'video', place: null, start: slots.shift() ?? '2030-03-12T11:00:00.000Z', name: 'Ada', email: email(), phone: '347 123 4567', privacy: true }),
    },
    { method: 'POST', path: '/api/appointments/cancel', url: fixed('/appointments/cancel'), base: () => ({ token: randomBytes(32).toString('base64url') }) },
    {
      method: 'POST',
      path: '/api/events/:key/registrations',
      url: () => `/api/events/${encodeURIComponent(eventKey)}/registrations?locale=en`,
      base: () => ({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '347 123 4567',
        email: email(),
        company: 'AMA',
        companions: [{ name: 'Charles' }],
        presence: 'yes',
        conditions: true,
        privacy: true,
      }),
    },
    { method: 'POST', path: '/api/events/registrations/cancel', url: fixed('/events/registrations/cancel'), base: () => ({ token: randomBytes(32).toString('base64url') }) },
    {
      method: 'POST',
      path: '/api/cart/lines',
      url: fixed('/cart/lines'),
      base: () => ({ sku: 'GA-PEN-OV', quantity: 1, options: { gold: 'yellow', engraving: 'A & B' } }),
      headers: visitor,
    },
    { method: 'PATCH', path: '/api/cart/lines/:lineId', url: () => `/api/cart/lines/${lineId}?locale=en`, base: () => ({ quantity: 2 }), headers: visitor },
    { method: 'PUT', path: '/api/cart/discount', url: fixed('/cart/discount'), base: () => ({ code: 'AMA10' }), headers: visitor },
    { method: 'DELETE', path: '/api/cart/discount', url: fixed('/cart/discount'), base: () => ({}), headers: visitor },
    { method: 'PUT', path: '/api/wishlist/items/:sku', url: fixed('/wishlist/items/GA-PEN-OV'), base: () => ({}), headers: visitor },
    { method: 'POST', path: '/api/wishlist/items/:sku/move-to-cart', url: fixed('/wishlist/items/GA-PEN-OV/move-to-cart'), base: () => ({}), headers: visitor },
    { method: 'DELETE', path: '/api/wishlist/items/:sku', url: fixed('/wishlist/items/GA-PEN-OV'), base: () => ({}), headers: visitor },
    { method: 'DELETE', path: '/api/cart/lines/:lineId', url: () => `/api/cart/lines/${lineId}?locale=en`, base: () => ({}), headers: visitor },
    {
      method: 'POST',
      path: '/api/orders',
      url: fixed('/orders'),
      // The total the shopper is shown now (a stale one is a 409, which would keep the order from being placed).
      base: async () => {
        // A placed order empties the cart: fill it again, so that the next valid body can be placed too.
        let cart = cartSchema.parse((await shopper.cart()).body);
        if (cart.lines.length === 0) cart = cartSchema.parse((await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1 })).body);
        return { checkout: checkoutForm(), payment: cardPayment(), expectedTotalCents: cart.totalCents };
      },
      headers: () => ({ ...visitor(), 'Idempotency-Key': randomUUID() }),
    },
    {
      method: 'POST',
      path: '/api/orders/:reference/renewals',
      url: () => `/api/orders/${renewalOrder}/renewals?locale=en`,
      base: () => ({ position: 1, payment: cardPayment() }),
      headers: () => ({ Cookie: `${VISITOR_COOKIE}=${renewer.token}`, 'Idempotency-Key': randomUUID() }),
    },
    { method: 'POST', path: '/api/staff/renewals/:id/status', url: () => `/api/staff/renewals/${renewalId}/status`, base: () => ({ status: 'received' }), headers: staff },
  ];

  /** Sends one body; the status and, for a failure, what to reproduce it with. */
  async function send(endpoint: Endpoint, sent: Sent): Promise<{ status: number; problem?: string }> {
    const body = sent.kind === 'json' ? JSON.stringify(sent.value) : sent.kind === 'raw' ? sent.text : undefined;
    let res: globalThis.Response;
    try {
      res = await fetch(origin + endpoint.url(), {
        method: endpoint.method,
        headers: { 'Content-Type': 'application/json', ...endpoint.headers?.() },
        body,
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
    } catch (error) {
      // No answer at all (a hung request, e.g. a deadlock) is as much a failure as a 5xx.
      return { status: 0, problem: `no answer within ${ANSWER_WITHIN_MS} ms (${String(error)}) for ${body?.slice(0, 300)}` };
    }
    const text = await res.text();
    if (res.status >= 500) return { status: res.status, problem: `${res.status} for ${body?.slice(0, 300)}: ${text.slice(0, 300)}` };
    // Every refusal is the shop's JSON error, whatever the body was.
    if (res.status >= 400 && !errorBodySchema.safeParse(JSON.parse(text || 'null')).success) return { status: res.status, problem: `not the JSON error: ${text.slice(0, 200)}` };
    return { status: res.status };
  }

  it(
    "answers every fuzzed body below 500, and every refusal in the shop's JSON error shape",
    async () => {
      const problems: string[] = [];
      for (const endpoint of ENDPOINTS) {
        const bodies = fc.sample(sentBodies(await endpoint.base()), { numRuns: BODIES, seed: SEED });
        let fiveHundreds = 0;
        const statuses = new Map<number, number>();
        let next = 0;
        let stalled = false;
        const worker = async () => {
          while (next < bodies.length && !stalled) {
            const sent = bodies[next++]!;
            // A fresh valid base now and then (new e-mail, new key), so the happy path is reached too.
            const outcome = await send(endpoint, sent.kind === 'json' && next % 10 === 0 ? { kind: 'json', value: await endpoint.base() } : sent);
            statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
            if (outcome.status >= 500) fiveHundreds += 1;
            if (outcome.status === 0) stalled = true;
            if (outcome.problem && problems.length < 20) problems.push(`${endpoint.method} ${endpoint.path}: ${outcome.problem}`);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        process.stdout.write(
          `fuzz: ${endpoint.method} ${endpoint.path} ${bodies.length} bodies, ${fiveHundreds} 5xx${stalled ? ', STALLED' : ''} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')})\n`,
        );
        // Not one 429: the limits are out of the way, so nothing was hidden behind them.
        expect(statuses.get(429) ?? 0).toBe(0);
      }
      expect(problems).toEqual([]);
    },
    RUN_WITHIN_MS,
  );
});
