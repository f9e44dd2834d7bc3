import { cartSchema, visitorCountsSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

const RING = 'GA-SOL-OV';
const PENDANT = 'GA-PEN-OV';

describeWithDatabase('visitor counts API', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db });
  });
  const countsOf = async (shopper: Shopper) => {
    const res = await shopper.get('/api/visitor/counts');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return visitorCountsSchema.parse(res.body);
  };

  it('answers zero and zero to a first visitor, without setting a cookie', async () => {
    const res = await request(app).get('/api/visitor/counts');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(visitorCountsSchema.parse(res.body)).toEqual({ cartItems: 0, wishlistItems: 0 });
  });

  it("counts the cart's pieces as the cart does and the wishlist's pieces, for this visitor only", async () => {
    const shopper = new Shopper(app);
    const added = await shopper.addLine({ sku: PENDANT, quantity: 2 });
    expect(added.status).toBe(201);
    await shopper.save(RING);
    await shopper.save(PENDANT);
    const cart = cartSchema.parse((await shopper.cart()).body);

    expect(await countsOf(shopper)).toEqual({ cartItems: cart.totalItems, wishlistItems: 2 });
    expect(cart.totalItems).toBe(2);
    expect(await countsOf(new Shopper(app))).toEqual({ cartItems: 0, wishlistItems: 0 });
  });

  it('reads a malformed cookie as no visitor', async () => {
    const res = await request(app).get('/api/visitor/counts').set('Cookie', 'ama_visitor=not-a-token');
    expect(visitorCountsSchema.parse(res.body)).toEqual({ cartItems: 0, wishlistItems: 0 });
  });
});
