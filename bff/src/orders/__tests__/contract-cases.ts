import { orderResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { orderBody, postOrder } from '../../test-support/checkout';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../../test-support/contract';
import { Shopper } from '../../test-support/shopper';
import { createTestGateway } from '../../payment';
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
};
