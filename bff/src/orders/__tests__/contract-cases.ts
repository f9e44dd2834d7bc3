import { orderResponseSchema } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { cardPayment, orderBody, postOrder } from '../../test-support/checkout';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../../test-support/contract';
import { Shopper } from '../../test-support/shopper';
import { createTestGateway } from '../../payment';
import { VISITOR_COOKIE } from '../../visitor';
import { changeOrderStatus } from '../status-change';

export const ordersContract: ContractCases = {
  'an order: placed, replayed and read back': async ({ app, valid, invalid, json }) => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: PENDANT });
    const placed = await valid('post', '/api/orders', postOrder(app, shopper, await orderBody(shopper)), 201);
    await invalid('post', '/api/orders', json(request(app).post('/api/orders?locale=en'), await orderBody(shopper)), 400);
    await invalid('post', '/api/orders', postOrder(app, shopper, await orderBody(shopper)), 409);
    const { reference } = orderResponseSchema.parse(placed.body).order;
    await valid('get', '/api/orders/:reference', shopper.get(`/api/orders/${reference}`));
    await invalid('get', '/api/orders/:reference', request(app).get(`/api/orders/${reference}?locale=en`), 404);
  },
  'a return: refused before delivery, opened after': async ({ app, db, valid, invalid }) => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: PENDANT });
    const { reference, number } = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper))).body).order;
    const path = `/api/orders/${reference}/returns`;
    await invalid('post', '/api/orders/:reference/returns', shopper.write('post', path, { positions: [1] }), 409);
    const deps = { db: db.kysely, payments: createTestGateway() };
    for (const status of ['in_production', 'shipped', 'delivered'] as const) {
      await changeOrderStatus(deps, number, { status, carrier: 'BRT', trackingNumber: '1Z999' }, 'contract@ama.example');
    }
    await invalid('post', '/api/orders/:reference/returns', shopper.write('post', path, { positions: [] }), 400);
    await invalid('post', '/api/orders/:reference/returns', new Shopper(app).write('post', path, { positions: [1] }), 404);
    await valid('post', '/api/orders/:reference/returns', shopper.write('post', path, { positions: [1], comment: 'The wrong size' }), 201);
  },
  'a warranty renewal: refused before delivery, paid after': async ({ app, db, valid, invalid, json }) => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: PENDANT });
    const { reference, number } = orderResponseSchema.parse((await postOrder(app, shopper, await orderBody(shopper))).body).order;
    const ask = (body: unknown, key: string | null = randomUUID()) => {
      const test = json(request(app).post(`/api/orders/${reference}/renewals?locale=en`).set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`), body);
      return key ? test.set('Idempotency-Key', key) : test;
    };
    const route = '/api/orders/:reference/renewals';
    await invalid('post', route, ask({ position: 1, payment: cardPayment() }), 409);
    const deps = { db: db.kysely, payments: createTestGateway() };
    for (const status of ['in_production', 'shipped', 'delivered'] as const) {
      await changeOrderStatus(deps, number, { status, carrier: 'BRT', trackingNumber: '1Z999' }, 'contract@ama.example');
    }
    await invalid('post', route, ask({ position: 0, payment: cardPayment() }), 400);
    await invalid('post', route, ask({ position: 1, payment: cardPayment() }, null), 400);
    await invalid('post', route, ask({ position: 1, payment: cardPayment('4000 0000 0000 0002') }), 402);
    await invalid(
      'post',
      route,
      json(request(app).post(`/api/orders/${reference}/renewals?locale=en`).set('Idempotency-Key', randomUUID()), { position: 1, payment: cardPayment() }),
      404,
    );
    await valid('post', route, ask({ position: 1, payment: cardPayment() }), 201);
  },
};
