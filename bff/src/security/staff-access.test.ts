import request from 'supertest';
import { documentedEndpoints } from '../api-endpoints';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { insertTestMember } from '../test-support/club';
import { Shopper } from '../test-support/shopper';
import { signedInStaff, type StaffMember } from '../test-support/staff';

/**
 * Every staff endpoint (issue 27's security walk), taken from the OpenAPI document so a new one is
 * walked too: anonymously and with a forged session → 401; with a role that may not → 403; a write
 * without the session's CSRF token → 403; and in none of these cases did anything change.
 */
const SIGN_IN = 'post /api/staff/session';
/** Managers only; a test below fails when a staff endpoint is in neither list. */
const MANAGER_ONLY = new Set([
  'get /api/staff/accounts',
  'post /api/staff/accounts',
  'get /api/staff/products',
  'put /api/staff/products/:sku/availability',
  'get /api/staff/discount-codes',
  'post /api/staff/discount-codes',
  'get /api/staff/discount-codes/:code',
  'put /api/staff/discount-codes/:code/active',
  'get /api/staff/club/members',
  'get /api/staff/club/members/:id',
  'post /api/staff/club/members/:id/termination',
  'post /api/staff/club/terms-changes',
  'get /api/staff/club/loans',
  'get /api/staff/club/loans/:id',
  'post /api/staff/club/loans/:id/confirmation',
  'post /api/staff/club/loans/:id/refusal',
  'post /api/staff/club/loans/:id/hand-over',
  'post /api/staff/club/loans/:id/return',
  'get /api/staff/club/personalisations',
  'get /api/staff/club/personalisations/:id',
  'post /api/staff/club/personalisations/:id/approval',
  'post /api/staff/club/personalisations/:id/refusal',
  'get /api/staff/club/designs',
  'get /api/staff/club/designs/:id',
  'post /api/staff/club/designs/:id/proposal',
  'post /api/staff/club/designs/:id/production',
  'post /api/staff/club/designs/:id/closing',
]);
const FOR_STAFF = new Set([
  'get /api/staff/session',
  'delete /api/staff/session',
  'delete /api/staff/sessions',
  'put /api/staff/password',
  'get /api/staff/orders',
  'get /api/staff/orders/:number',
  'post /api/staff/orders/:number/status',
  'post /api/staff/orders/:number/returns',
  'post /api/staff/orders/:number/returns/:returnId/status',
  'get /api/staff/renewals',
  'get /api/staff/renewals/:id',
  'post /api/staff/renewals/:id/status',
  'get /api/staff/events',
  'post /api/staff/events',
  'put /api/staff/events/:key',
  'get /api/staff/events/:key',
  'get /api/staff/events/:key/registrations.csv',
  'post /api/staff/events/:key/cancellation',
  'get /api/staff/appointments',
  'put /api/staff/appointments/:id/video-link',
  'post /api/staff/appointments/:id/cancellation',
]);

/** A whole event as staff would create (with a key) or edit it: every field valid. */
const EVENT_INPUT = (key?: string) => {
  const texts = { title: 'Intruder evening', summary: 'Nobody comes.', description: 'Nothing.', venueName: 'Nowhere', address: 'Via Nessuna 1', city: 'Milano' };
  return {
    ...(key ? { key } : {}),
    startsAt: '2099-03-18T18:30',
    endsAt: '2099-03-18T21:30',
    capacity: 1999,
    seatsReserved: 0,
    texts: { en: texts, it: texts, es: texts, de: texts },
  };
};

describeWithDatabase('security: every staff endpoint refuses who may not', (context) => {
  const config = testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' });
  let app: ReturnType<typeof createApp>;
  let staff: StaffMember;
  let orderNumber: string;
  let eventKey: string;
  let memberId: string;
  const endpoints = () => documentedEndpoints(config).filter((endpoint) => endpoint.path.startsWith('/api/staff'));
  const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

  beforeAll(async () => {
    app = createApp({ config, db: context().db, payments: createTestGateway() });
    staff = await signedInStaff(app, context().db.kysely, `walker.${context().engine}@ama.example`, 'staff');
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1 });
    orderNumber = (await postOrder(app, shopper, await orderBody(shopper))).body.order.number;
    memberId = (await insertTestMember(context().db.kysely, { status: 'member' })).id;
    eventKey = (await context().db.kysely.selectFrom('events').select('key').where('status', '=', 'open').orderBy('starts_at', 'desc').executeTakeFirstOrThrow()).key;
  });

  /** A valid request for each endpoint: refused only for who sends it. */
  const valid = (endpoint: { method: string; path: string }) => ({
    url:
      endpoint.path
        .replace(':number', orderNumber)
        .replace(':sku', 'GA-PEN-OV')
        .replace(':key', eventKey)
        .replace(':id', endpoint.path.includes('/club/') ? memberId : '1')
        .replace(':returnId', '00000000-0000-4000-8000-000000000001')
        .replace(':code', 'AMA10') + (endpoint.path.endsWith('/appointments') ? '?date=2026-12-01' : ''),
    body: {
      'put /api/staff/password': { currentPassword: staff.password, newPassword: 'another long passphrase' },
      'post /api/staff/accounts': { email: 'intruder@ama.example', role: 'manager' },
      'post /api/staff/orders/:number/status': { status: 'cancelled' },
      'post /api/staff/orders/:number/returns': { positions: [1] },
      'post /api/staff/events': EVENT_INPUT('intruder-evening'),
      'put /api/staff/events/:key': EVENT_INPUT(),
      'post /api/staff/orders/:number/returns/:returnId/status': { status: 'received' },
      'post /api/staff/renewals/:id/status': { status: 'received' },
      'put /api/staff/products/:sku/availability': { available: false },
      'put /api/staff/appointments/:id/video-link': { videoLink: 'https://meet.example/x' },
      'post /api/staff/discount-codes': { code: 'INTRUDER50', kind: 'percent', percent: 50, usage: 'unlimited' },
      'put /api/staff/discount-codes/:code/active': { active: false },
      'post /api/staff/club/members/:id/termination': { reason: 'Resold benefit codes' },
      'post /api/staff/club/terms-changes': { version: '2099-1', summary: 'New terms', effectiveFrom: '2099-01-01' },
    }[key(endpoint)],
  });
  const send = (endpoint: { method: string; path: string }, headers: Record<string, string>) => {
    const { url, body } = valid(endpoint);
    let test = request(app)[endpoint.method as 'get'](url).set(headers);
    if (endpoint.method !== 'get') test = test.set('Content-Type', 'application/json').send(JSON.stringify(body ?? {}));
    return test;
  };
  /** What a refused request must not have changed. */
  const state = async () => ({
    order: (await context().db.kysely.selectFrom('orders').select('status').where('number', '=', orderNumber).executeTakeFirstOrThrow()).status,
    accounts: (await context().db.kysely.selectFrom('staff_accounts').select('email').execute()).length,
    club: (await context().db.kysely.selectFrom('club_members').select('status').where('id', '=', memberId).executeTakeFirstOrThrow()).status,
    terms: (await context().db.kysely.selectFrom('club_terms_versions').select('version').execute()).length,
    codes: (await context().db.kysely.selectFrom('discount_codes').select(['code', 'active']).where('bound_email', 'is', null).orderBy('code').execute())
      .map((row) => `${row.code}:${row.active}`)
      .join(' '),
    cancelledEvents: (await context().db.kysely.selectFrom('events').select('key').where('status', '=', 'cancelled').execute()).length,
    events: (await context().db.kysely.selectFrom('events').select(['key', 'capacity']).orderBy('key').execute()).map((row) => `${row.key}:${row.capacity}`).join(' '),
    unavailable: (await context().db.kysely.selectFrom('products').select('sku').where('available', '=', false).execute()).length,
    returns: (await context().db.kysely.selectFrom('order_returns').select('id').execute()).length,
    renewals: (await context().db.kysely.selectFrom('order_renewals').select(['id', 'status']).orderBy('id').execute()).map((row) => `${row.id}:${row.status}`).join(' '),
    sessions: (await context().db.kysely.selectFrom('staff_sessions').select('token_hash').execute()).length,
    loans: (await context().db.kysely.selectFrom('club_loans').select(['id', 'status']).orderBy('id').execute()).map((row) => `${row.id}:${row.status}`).join(' '),
    stillSignedIn: (await staff.get('/api/staff/session')).status,
  });

  it('classifies every staff endpoint of the document', () => {
    const unclassified = endpoints()
      .map(key)
      .filter((name) => name !== SIGN_IN && !MANAGER_ONLY.has(name) && !FOR_STAFF.has(name));
    expect(unclassified).toEqual([]);
    expect(endpoints().length).toBe(1 + MANAGER_ONLY.size + FOR_STAFF.size);
  });

  it('answers 401 to an anonymous visitor and to a forged or stale session, and changes nothing', async () => {
    const before = await state();
    const forged = { Cookie: `ama_staff=${Buffer.alloc(32, 7).toString('base64url')}`, 'X-CSRF-Token': staff.csrfToken! };
    for (const endpoint of endpoints().filter((candidate) => key(candidate) !== SIGN_IN)) {
      for (const headers of [{}, forged]) {
        const res = await send(endpoint, headers);
        expect([key(endpoint), res.status, res.body.error?.code]).toEqual([key(endpoint), 401, 'UNAUTHENTICATED']);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answers 403 to a staff member on every manager endpoint, and changes nothing', async () => {
    const before = await state();
    for (const endpoint of endpoints().filter((candidate) => MANAGER_ONLY.has(key(candidate)))) {
      const res = await send(endpoint, { Cookie: staff.cookie!, 'X-CSRF-Token': staff.csrfToken! });
      expect([key(endpoint), res.status, res.body.error?.code]).toEqual([key(endpoint), 403, 'FORBIDDEN']);
    }
    expect(await state()).toEqual(before);
  });

  it('answers 403 to a write without the session’s CSRF token or with another session’s, and changes nothing', async () => {
    const other = await signedInStaff(app, context().db.kysely, `other.${context().engine}@ama.example`, 'manager');
    const before = await state();
    const writes = endpoints().filter((endpoint) => endpoint.method !== 'get' && key(endpoint) !== SIGN_IN && !MANAGER_ONLY.has(key(endpoint)));
    expect(writes.length).toBeGreaterThan(0);
    for (const endpoint of writes) {
      for (const token of [undefined, other.csrfToken!, '']) {
        const res = await send(endpoint, { Cookie: staff.cookie!, ...(token === undefined ? {} : { 'X-CSRF-Token': token }) });
        expect([key(endpoint), res.status, res.body.error?.code]).toEqual([key(endpoint), 403, 'CSRF_FAILED']);
      }
    }
    expect(await state()).toEqual(before);
  });
});
