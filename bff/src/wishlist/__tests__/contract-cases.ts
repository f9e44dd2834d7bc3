import request from 'supertest';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../../test-support/contract';
import { Shopper } from '../../test-support/shopper';

/** A ring, saved with its size. */
const RING = 'GA-SOL-OV';

export const wishlistContract: ContractCases = {
  'the wishlist': async ({ app, valid, invalid }) => {
    const shopper = new Shopper(app);
    await valid('get', '/api/wishlist', shopper.wishlist());
    await invalid('get', '/api/wishlist', shopper.wishlist('xx'), 400);
    await valid('put', '/api/wishlist/items/:sku', shopper.save(RING, { options: { size: '14' } }));
    await invalid('put', '/api/wishlist/items/:sku', shopper.save(RING, { options: 5 }), 400);
    await valid('post', '/api/wishlist/items/:sku/move-to-cart', shopper.moveToCart(RING));
    await invalid('post', '/api/wishlist/items/:sku/move-to-cart', shopper.moveToCart(RING), 404);
    await valid('delete', '/api/wishlist/items/:sku', shopper.unsave(PENDANT));
    await invalid('delete', '/api/wishlist/items/:sku', request(app).delete(`/api/wishlist/items/${PENDANT}?locale=en`), 415);
  },
};
