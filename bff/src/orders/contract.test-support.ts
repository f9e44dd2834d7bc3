import { orderResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { orderBody, postOrder } from '../test-support/checkout';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../test-support/contract';
import { Shopper } from '../test-support/shopper';

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
};
