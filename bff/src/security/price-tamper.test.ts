import { cartSchema, errorBodySchema, orderResponseSchema, productQuoteSchema, SHIPPING } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

/**
 * Price tampering: a price, total or discount a client sends has no effect. Cart and order
 * bodies are strict (an unknown field is a 400, never silently kept), the server prices every line from
 * the catalogue, and the amount charged is the server's total: the client's `expectedTotalCents` is
 * only compared with it (a different one is a 409 and nothing is charged).
 */
const SKU = 'GA-PEN-OV';

describeWithDatabase('security: client-sent prices have no effect', (context) => {
  const gateway = createTestGateway();
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' }), db: context().db, payments: gateway });
  });

  /** The catalogue's own price of the default configuration. */
  const catalogPrice = async () => productQuoteSchema.parse((await request(app).get(`/api/products/${SKU}/price?locale=en`)).body).priceCents;

  it.each([
    ['a unit price', { sku: SKU, quantity: 1, unitPriceCents: 1 }],
    ['a price', { sku: SKU, quantity: 1, priceCents: 1 }],
    ['a line total', { sku: SKU, quantity: 1, lineTotalCents: 1 }],
    ['a price among the options', { sku: SKU, quantity: 1, options: { priceDeltaCents: -100000 } }],
    ['a currency', { sku: SKU, quantity: 1, currency: 'JPY' }],
  ])('refuses a cart line carrying %s (400), leaving the cart as it was', async (_what, body) => {
    const shopper = new Shopper(app);
    const res = await shopper.addLine(body);
    expect(res.status).toBe(400);
    errorBodySchema.parse(res.body);
    expect(cartSchema.parse((await shopper.cart()).body).lines).toEqual([]);
  });

  it('prices a line from the catalogue and refuses a price in a quantity change or a discount', async () => {
    const shopper = new Shopper(app);
    const added = cartSchema.parse((await shopper.addLine({ sku: SKU, quantity: 2 })).body);
    const price = await catalogPrice();
    expect(added.lines[0]!.unitPriceCents).toBe(price);
    expect(added.subtotalCents).toBe(2 * price);
    expect((await shopper.write('patch', `/api/cart/lines/${added.lines[0]!.id}`, { quantity: 1, unitPriceCents: 1 })).status).toBe(400);
    expect((await shopper.applyDiscount({ code: 'AMA10', amountCents: 999_999 })).status).toBe(400);
    expect((await shopper.applyDiscount({ code: 'AMA10', percent: 100 })).status).toBe(400);
    expect(cartSchema.parse((await shopper.cart()).body)).toEqual(added);
  });

  it.each([
    ['a total', (body: Record<string, unknown>) => ({ ...body, totalCents: 1 })],
    ['a discount', (body: Record<string, unknown>) => ({ ...body, discountCents: 999_999 })],
    ['lines with prices', (body: Record<string, unknown>) => ({ ...body, lines: [{ sku: SKU, quantity: 1, unitPriceCents: 1 }] })],
    ['free shipping', (body: Record<string, unknown>) => ({ ...body, shippingCents: 0 })],
    ['a price inside the payment', (body: Record<string, unknown>) => ({ ...body, payment: { ...(body.payment as object), amountCents: 1 } })],
  ])('refuses an order carrying %s (400) and charges nothing', async (_what, tamper) => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: SKU, quantity: 1 });
    const charged = gateway.charges.length;
    const res = await postOrder(app, shopper, tamper((await orderBody(shopper)) as unknown as Record<string, unknown>));
    expect(res.status).toBe(400);
    expect(gateway.charges.length).toBe(charged);
    expect(cartSchema.parse((await shopper.cart()).body).lines).toHaveLength(1);
  });

  it('treats a lower expected total as a changed total (409), charging nothing', async () => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: SKU, quantity: 1 });
    const charged = gateway.charges.length;
    const res = await postOrder(app, shopper, await orderBody(shopper, { expectedTotalCents: 1 }));
    expect(res.status).toBe(409);
    expect(gateway.charges.length).toBe(charged);
  });

  it("charges exactly the server's total: catalogue prices × quantities − the code's discount + shipping", async () => {
    const shopper = new Shopper(app);
    await shopper.addLine({ sku: SKU, quantity: 2 });
    expect((await shopper.applyDiscount({ code: 'AMA10' })).status).toBe(200);
    const price = await catalogPrice();
    const cart = cartSchema.parse((await shopper.cart()).body);
    expect(cart.subtotalCents).toBe(2 * price);
    expect(cart.discountCents).toBe(Math.round((2 * price) / 10));
    const expected = 2 * price - cart.discountCents + SHIPPING.costCents;
    const res = await postOrder(app, shopper, await orderBody(shopper));
    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.totals.totalCents).toBe(expected);
    expect(gateway.charges.at(-1)!.amountCents).toBe(expected);
  });
});
