import { cartSchema } from '@ama/contracts';
import request from 'supertest';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../../test-support/contract';
import { Shopper } from '../../test-support/shopper';

export const cartContract: ContractCases = {
  'the cart and its discount code': async ({ app, valid, invalid }) => {
    const shopper = new Shopper(app);
    await valid('get', '/api/cart', shopper.cart());
    await invalid('get', '/api/cart', shopper.cart('xx'), 400);
    const added = await valid('post', '/api/cart/lines', shopper.addLine({ sku: PENDANT }), 201);
    await invalid('post', '/api/cart/lines', shopper.addLine({ sku: PENDANT, quantity: 0 }), 400);
    const lineId = cartSchema.parse(added.body).lines[0]!.id;
    await valid('patch', '/api/cart/lines/:lineId', shopper.setQuantity(lineId, 2));
    await invalid('patch', '/api/cart/lines/:lineId', shopper.setQuantity(lineId, 'two'), 400);
    await valid('put', '/api/cart/discount', shopper.applyDiscount({ code: 'AMA10' }));
    await invalid('put', '/api/cart/discount', shopper.applyDiscount({ code: 'NOT-A-CODE' }), 400);
    await valid('delete', '/api/cart/discount', shopper.removeDiscount());
    await invalid('delete', '/api/cart/discount', request(app).delete('/api/cart/discount?locale=en'), 415);
    await valid('delete', '/api/cart/lines/:lineId', shopper.removeLine(lineId));
    await invalid('delete', '/api/cart/lines/:lineId', shopper.removeLine(lineId), 404);
  },
};
