import { randomUUID } from 'node:crypto';
import { customDesignCreatedSchema, orderResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { cardPayment, orderBody, postOrder } from '../../test-support/checkout';
import { CONTRACT_PENDANT as PENDANT, uniqueSuffix, type ContractCases } from '../../test-support/contract';
import { insertTestMember } from '../../test-support/club';
import { designRequest } from '../../club/__tests__/contract-cases';
import { Shopper } from '../../test-support/shopper';
import { StaffMember, signedInStaff } from '../../test-support/staff';
import { VISITOR_COOKIE } from '../../visitor';
import { addStaffAccount } from '../accounts';

export const backofficeContract: ContractCases = {
  'the back office: a session, a password, accounts and an order moved on': async ({ app, db, valid, invalid, json }) => {
    const { account, oneTimePassword } = await addStaffAccount(db.kysely, `first.${uniqueSuffix()}@ama.example`, 'manager');
    const first = new StaffMember(app, account.email, oneTimePassword);
    await valid('post', '/api/staff/session', first.signIn());
    await invalid('post', '/api/staff/session', json(request(app).post('/api/staff/session'), { email: first.email, password: 'wrong' }), 401);
    await valid('get', '/api/staff/session', first.get('/api/staff/session'));
    await invalid('put', '/api/staff/password', first.write('put', '/api/staff/password', { currentPassword: oneTimePassword, newPassword: 'short' }), 400);
    await valid('put', '/api/staff/password', first.write('put', '/api/staff/password', { currentPassword: oneTimePassword, newPassword: 'a long enough passphrase' }));

    const manager = await signedInStaff(app, db.kysely, `manager.${uniqueSuffix()}@ama.example`, 'manager');
    await valid('get', '/api/staff/accounts', manager.get('/api/staff/accounts'));
    await valid('post', '/api/staff/accounts', manager.write('post', '/api/staff/accounts', { email: `new.${uniqueSuffix()}@ama.example`, role: 'staff' }), 201);
    await invalid('post', '/api/staff/accounts', manager.write('post', '/api/staff/accounts', { email: 'not an e-mail', role: 'boss' }), 400);

    const shopper = new Shopper(app);
    await shopper.addLine({ sku: PENDANT });
    const { number } = (await postOrder(app, shopper, await orderBody(shopper))).body.order as { number: string };
    await valid('get', '/api/staff/orders', manager.get('/api/staff/orders?status=received&page=1'));
    await invalid('get', '/api/staff/orders', manager.get('/api/staff/orders?from=yesterday'), 400);
    await valid('get', '/api/staff/orders/:number', manager.get(`/api/staff/orders/${number}`));
    await invalid('get', '/api/staff/orders/:number', manager.get('/api/staff/orders/AMA-0000-00'), 404);
    await valid('post', '/api/staff/orders/:number/status', manager.write('post', `/api/staff/orders/${number}/status`, { status: 'in_production' }));
    await invalid('post', '/api/staff/orders/:number/status', manager.write('post', `/api/staff/orders/${number}/status`, { status: 'received' }), 400);
    for (const status of ['shipped', 'delivered']) await manager.write('post', `/api/staff/orders/${number}/status`, { status, carrier: 'BRT', trackingNumber: '1Z999' });
    const opened = await valid('post', '/api/staff/orders/:number/returns', manager.write('post', `/api/staff/orders/${number}/returns`, { positions: [1] }), 201);
    await invalid('post', '/api/staff/orders/:number/returns', manager.write('post', `/api/staff/orders/${number}/returns`, { positions: [1] }), 409);
    const returnPath = `/api/staff/orders/${number}/returns/${(opened.body as { order: { returns: { id: string }[] } }).order.returns[0]!.id}/status`;
    await invalid('post', '/api/staff/orders/:number/returns/:returnId/status', manager.write('post', returnPath, { status: 'refused' }), 400);
    await valid('post', '/api/staff/orders/:number/returns/:returnId/status', manager.write('post', returnPath, { status: 'received' }));
    await invalid('post', '/api/staff/orders/:number/returns/:returnId/status', manager.write('post', returnPath, { status: 'received' }), 409);

    const { key } = (await db.kysely.selectFrom('events').select('key').where('status', '=', 'open').orderBy('starts_at', 'desc').executeTakeFirstOrThrow()) as { key: string };
    await valid('get', '/api/staff/events', manager.get('/api/staff/events?locale=de'));
    await invalid('get', '/api/staff/events', manager.get('/api/staff/events?locale=xx'), 400);
    await valid('get', '/api/staff/events/:key', manager.get(`/api/staff/events/${key}?locale=en`));
    await invalid('get', '/api/staff/events/:key', manager.get('/api/staff/events/no-such-event?locale=en'), 404);
    await valid('get', '/api/staff/events/:key/registrations.csv', manager.get(`/api/staff/events/${key}/registrations.csv?locale=en`));
    await invalid('get', '/api/staff/events/:key/registrations.csv', manager.get('/api/staff/events/Not_A_Key/registrations.csv'), 400);
    const texts = { title: 'Contract evening', summary: 'One evening.', description: 'Drinks.', venueName: 'AMA Showroom', address: 'Via della Spiga 1', city: 'Milano' };
    const event = { startsAt: '2099-05-04T18:30', endsAt: '2099-05-04T21:00', capacity: 20, seatsReserved: 2, texts: { en: texts, it: texts, es: texts, de: texts } };
    const newKey = `contract-evening-${uniqueSuffix()}`;
    await valid('post', '/api/staff/events', manager.write('post', '/api/staff/events?locale=en', { key: newKey, ...event }), 201);
    await invalid('post', '/api/staff/events', manager.write('post', '/api/staff/events?locale=en', { key: newKey, ...event }), 409);
    await invalid('post', '/api/staff/events', manager.write('post', '/api/staff/events?locale=en', { key: 'Not A Key', ...event }), 400);
    await valid('put', '/api/staff/events/:key', manager.write('put', `/api/staff/events/${newKey}?locale=it`, { ...event, capacity: 30 }));
    await invalid('put', '/api/staff/events/:key', manager.write('put', '/api/staff/events/no-such-event?locale=it', event), 404);
    await valid('post', '/api/staff/events/:key/cancellation', manager.write('post', `/api/staff/events/${key}/cancellation?locale=en`, {}));
    await invalid('post', '/api/staff/events/:key/cancellation', manager.write('post', `/api/staff/events/${key}/cancellation?locale=en`, {}), 409);

    await valid('get', '/api/staff/appointments', manager.get('/api/staff/appointments?date=2026-12-01'));
    await invalid('get', '/api/staff/appointments', manager.get('/api/staff/appointments'), 400);
    const day = new Date(Date.now() + 8 * 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const slot = (await request(app).get(`/api/appointments/slots?kind=video&date=${date}`)).body.slots[0].start as string;
    await json(request(app).post('/api/appointments?locale=en'), {
      kind: 'video',
      start: slot,
      name: 'Ada',
      email: `ada.${uniqueSuffix()}@example.com`,
      phone: '347 123 4567',
      privacy: true,
    });
    const { id } = (await manager.get(`/api/staff/appointments?date=${date}`)).body.appointments[0] as { id: number };
    await valid('put', '/api/staff/appointments/:id/video-link', manager.write('put', `/api/staff/appointments/${id}/video-link`, { videoLink: 'https://meet.example/ada' }));
    await invalid('put', '/api/staff/appointments/:id/video-link', manager.write('put', `/api/staff/appointments/${id}/video-link`, { videoLink: 'not a link' }), 400);
    await valid('post', '/api/staff/appointments/:id/cancellation', manager.write('post', `/api/staff/appointments/${id}/cancellation`, {}));
    await invalid('post', '/api/staff/appointments/:id/cancellation', manager.write('post', `/api/staff/appointments/${id}/cancellation`, {}), 409);

    const newCode = `SPRING${uniqueSuffix().toUpperCase()}`;
    await valid(
      'post',
      '/api/staff/discount-codes',
      manager.write('post', '/api/staff/discount-codes', { code: newCode, kind: 'fixed', amountCents: 5_000, usage: 'once_per_email', validUntil: '2099-12-31' }),
      201,
    );
    await invalid(
      'post',
      '/api/staff/discount-codes',
      manager.write('post', '/api/staff/discount-codes', { code: newCode, kind: 'fixed', amountCents: 5_000, usage: 'once_per_email' }),
      409,
    );
    await valid('get', '/api/staff/discount-codes', manager.get('/api/staff/discount-codes?q=spring&personal=true'));
    await invalid('get', '/api/staff/discount-codes', manager.get('/api/staff/discount-codes?page=-1'), 400);
    await valid('get', '/api/staff/discount-codes/:code', manager.get(`/api/staff/discount-codes/${newCode.toLowerCase()}`));
    await invalid('get', '/api/staff/discount-codes/:code', manager.get('/api/staff/discount-codes/NO-SUCH-CODE'), 404);
    await valid('put', '/api/staff/discount-codes/:code/active', manager.write('put', `/api/staff/discount-codes/${newCode}/active`, { active: false }));
    await invalid('put', '/api/staff/discount-codes/:code/active', manager.write('put', `/api/staff/discount-codes/${newCode}/active`, { active: 'no' }), 400);

    const member = await insertTestMember(db.kysely, { status: 'member' });
    await valid('get', '/api/staff/club/members', manager.get('/api/staff/club/members?status=member'));
    await invalid('get', '/api/staff/club/members', manager.get('/api/staff/club/members?status=vip'), 400);
    await valid('get', '/api/staff/club/members/:id', manager.get(`/api/staff/club/members/${member.id}`));
    await invalid('get', '/api/staff/club/members/:id', manager.get('/api/staff/club/members/not-an-id'), 400);
    await valid('post', '/api/staff/club/members/:id/termination', manager.write('post', `/api/staff/club/members/${member.id}/termination`, { reason: 'Breach' }));
    await invalid('post', '/api/staff/club/members/:id/termination', manager.write('post', `/api/staff/club/members/${member.id}/termination`, { reason: '' }), 400);
    const effectiveFrom = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await valid(
      'post',
      '/api/staff/club/terms-changes',
      manager.write('post', '/api/staff/club/terms-changes', { version: `v-${uniqueSuffix()}`, summary: 'New terms', effectiveFrom }),
      201,
    );
    await invalid(
      'post',
      '/api/staff/club/terms-changes',
      manager.write('post', '/api/staff/club/terms-changes', { version: 'v', summary: 'x', effectiveFrom: '2020-01-01' }),
      400,
    );

    // An ELITE member's loan request, answered step by step (club/staff-loans.ts).
    const elite = await insertTestMember(db.kysely, { status: 'elite' });
    const eventDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const asked = async () =>
      (
        await db.kysely
          .insertInto('club_loans')
          .values({ member_id: elite.id, event_date: eventDate, year: Number(eventDate.slice(0, 4)), days: 2, occasion: 'Gala' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [confirmed, refused] = [await asked(), await asked()];
    const loan = (id: string, step = '') => `/api/staff/club/loans/${id}${step}`;
    await valid('get', '/api/staff/club/loans', manager.get('/api/staff/club/loans?status=requested'));
    await invalid('get', '/api/staff/club/loans', manager.get('/api/staff/club/loans?status=lost'), 400);
    await valid('get', '/api/staff/club/loans/:id', manager.get(loan(confirmed)));
    await invalid('get', '/api/staff/club/loans/:id', manager.get(loan('not-an-id')), 400);
    await invalid(
      'post',
      '/api/staff/club/loans/:id/confirmation',
      manager.write('post', loan(confirmed, '/confirmation'), { piece: 'Gaia pendant', from: eventDate, until: '2099-01-01' }),
      400,
    );
    await valid(
      'post',
      '/api/staff/club/loans/:id/confirmation',
      manager.write('post', loan(confirmed, '/confirmation'), { piece: 'Gaia pendant', from: eventDate, until: eventDate }),
    );
    await invalid('post', '/api/staff/club/loans/:id/refusal', manager.write('post', loan(refused, '/refusal'), { reason: '' }), 400);
    await valid('post', '/api/staff/club/loans/:id/refusal', manager.write('post', loan(refused, '/refusal'), { reason: 'No piece free' }));
    await invalid('post', '/api/staff/club/loans/:id/return', manager.write('post', loan(confirmed, '/return'), {}), 409);
    await valid('post', '/api/staff/club/loans/:id/hand-over', manager.write('post', loan(confirmed, '/hand-over'), {}));
    await invalid('post', '/api/staff/club/loans/:id/hand-over', manager.write('post', loan(confirmed, '/hand-over'), { extra: 1 }), 400);
    await valid('post', '/api/staff/club/loans/:id/return', manager.write('post', loan(confirmed, '/return'), {}));

    // A member's free personalisation, approved or refused (club/staff-personalisations.ts).
    const occasionDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const personalisationOf = async (memberId: string) =>
      (
        await db.kysely
          .insertInto('club_personalisations')
          .values({ member_id: memberId, occasion_kind: 'birthday', occasion_date: occasionDate, year: Number(occasionDate.slice(0, 4)), description: 'Her 40th' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [approved, declined] = [await personalisationOf(elite.id), await personalisationOf((await insertTestMember(db.kysely, { status: 'member' })).id)];
    const personalisation = (id: string, step = '') => `/api/staff/club/personalisations/${id}${step}`;
    await valid('get', '/api/staff/club/personalisations', manager.get('/api/staff/club/personalisations?status=requested'));
    await invalid('get', '/api/staff/club/personalisations', manager.get('/api/staff/club/personalisations?status=lost'), 400);
    await valid('get', '/api/staff/club/personalisations/:id', manager.get(personalisation(approved)));
    await invalid('get', '/api/staff/club/personalisations/:id', manager.get(personalisation('not-an-id')), 400);
    await invalid('post', '/api/staff/club/personalisations/:id/approval', manager.write('post', personalisation(approved, '/approval'), { extra: 1 }), 400);
    await valid('post', '/api/staff/club/personalisations/:id/approval', manager.write('post', personalisation(approved, '/approval'), {}));
    await invalid('post', '/api/staff/club/personalisations/:id/refusal', manager.write('post', personalisation(approved, '/refusal'), { reason: 'Too late' }), 409);
    await invalid('post', '/api/staff/club/personalisations/:id/refusal', manager.write('post', personalisation(declined, '/refusal'), { reason: '' }), 400);
    await valid('post', '/api/staff/club/personalisations/:id/refusal', manager.write('post', personalisation(declined, '/refusal'), { reason: 'Not documented' }));

    await valid('get', '/api/staff/products', manager.get('/api/staff/products?q=gaia&available=true&locale=it'));
    await invalid('get', '/api/staff/products', manager.get('/api/staff/products?available=maybe'), 400);
    await valid('put', '/api/staff/products/:sku/availability', manager.write('put', `/api/staff/products/${PENDANT}/availability?locale=en`, { available: true }));
    await invalid('put', '/api/staff/products/:sku/availability', manager.write('put', '/api/staff/products/NO-SUCH-SKU/availability?locale=en', { available: false }), 404);

    await valid('delete', '/api/staff/sessions', first.write('delete', '/api/staff/sessions'), 204);
    await valid('delete', '/api/staff/session', manager.write('delete', '/api/staff/session'), 204);
    await invalid('delete', '/api/staff/session', manager.write('delete', '/api/staff/session'), 401);
  },
  'the back office: a warranty renewal moved on': async ({ app, db, valid, invalid, json }) => {
    const staff = await signedInStaff(app, db.kysely, `renewals.${uniqueSuffix()}@ama.example`, 'staff');
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: PENDANT });
    const { number, reference } = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper))).body).order;
    for (const status of ['in_production', 'shipped', 'delivered'])
      await staff.write('post', `/api/staff/orders/${number}/status`, { status, carrier: 'BRT', trackingNumber: '1Z999' });
    const asked = await json(
      request(app).post(`/api/orders/${reference}/renewals?locale=en`).set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`).set('Idempotency-Key', randomUUID()),
      { position: 1, payment: cardPayment() },
    );
    const { id } = orderResponseSchema.parse(asked.body).order.renewals[0]!;
    const renewal = (step = '') => `/api/staff/renewals/${id}${step}`;
    await valid('get', '/api/staff/renewals', staff.get('/api/staff/renewals?status=requested'));
    await invalid('get', '/api/staff/renewals', staff.get('/api/staff/renewals?status=lost'), 400);
    await valid('get', '/api/staff/renewals/:id', staff.get(renewal()));
    await invalid('get', '/api/staff/renewals/:id', staff.get('/api/staff/renewals/not-an-id'), 400);
    await invalid('post', '/api/staff/renewals/:id/status', staff.write('post', renewal('/status'), { status: 'in_service' }), 409);
    await invalid('post', '/api/staff/renewals/:id/status', staff.write('post', renewal('/status'), { status: 'received', carrier: 'BRT' }), 400);
    await valid('post', '/api/staff/renewals/:id/status', staff.write('post', renewal('/status'), { status: 'received' }));
  },
  'the back office: a custom design proposed, made and closed': async ({ app, db, valid, invalid, json }) => {
    const manager = await signedInStaff(app, db.kysely, `designs.${uniqueSuffix()}@ama.example`, 'manager');
    const ask = async () =>
      customDesignCreatedSchema.parse((await json(request(app).post('/api/club/custom-designs?locale=en').set('Idempotency-Key', randomUUID()), designRequest())).body).design.id;
    const [made, closed] = [await ask(), await ask()];
    const design = (id: string, step = '') => `/api/staff/club/designs/${id}${step}`;
    await valid('get', '/api/staff/club/designs', manager.get('/api/staff/club/designs?status=requested'));
    await invalid('get', '/api/staff/club/designs', manager.get('/api/staff/club/designs?status=lost'), 400);
    await valid('get', '/api/staff/club/designs/:id', manager.get(design(made)));
    await invalid('get', '/api/staff/club/designs/:id', manager.get(design('not-an-id')), 400);
    await invalid('post', '/api/staff/club/designs/:id/proposal', manager.write('post', design(made, '/proposal'), { message: '' }), 400);
    await valid('post', '/api/staff/club/designs/:id/proposal', manager.write('post', design(made, '/proposal'), { message: 'A star of 0.05 ct set flush' }));
    await invalid('post', '/api/staff/club/designs/:id/production', manager.write('post', design(made, '/production'), { orderNumber: 'AMA-NONE-00' }), 400);
    await valid('post', '/api/staff/club/designs/:id/production', manager.write('post', design(made, '/production'), {}));
    await invalid('post', '/api/staff/club/designs/:id/closing', manager.write('post', design(made, '/closing'), { reason: 'Too late' }), 409);
    await valid('post', '/api/staff/club/designs/:id/closing', manager.write('post', design(closed, '/closing'), { reason: 'No answer for three months' }));
  },
};
