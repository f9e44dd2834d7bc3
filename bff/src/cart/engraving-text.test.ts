import { cartSchema, errorBodySchema, productQuoteSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

/**
 * The engraving took invisible Hangul fillers as letters (and charged the fee for
 * them) and refused 'Jose' + combining acute while taking the precomposed 'José'. The rule is
 * contracts/src/engraving.ts; these are its answers through the real app, cart and price alike.
 */
const RING = 'GA-SOL-OV';

describeWithDatabase('engraving text', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db });
  });
  const quote = (engraving: string) => request(app).get(`/api/products/${RING}/price?locale=en&size=14&engraving=${encodeURIComponent(engraving)}`);

  it.each([
    ['U+3164', '\u3164'],
    ['U+3164 inside a word', 'Ti\u3164amo'],
    ['U+115F U+1160', '\u115F\u1160'],
  ])('answers an engraving of %s with 400 on the cart and on the price, charging nothing', async (_name, engraving) => {
    const buyer = new Shopper(app);
    const res = await buyer.addLine({ sku: RING, options: { size: '14', engraving } });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error.fields).toEqual({ 'options.engraving': 'control_characters' });
    expect(buyer.token).toBeUndefined();
    const price = await quote(engraving);
    expect(price.status).toBe(400);
    expect(errorBodySchema.parse(price.body).error.fields).toEqual({ engraving: 'control_characters' });
  });

  it('answers full-width letters with 400: the workshop engraves Latin letters', async () => {
    const res = await new Shopper(app).addLine({ sku: RING, options: { size: '14', engraving: '\uFF2A\uFF2F\uFF33\uFF25' } });
    expect(res.status).toBe(400);
    expect(Object.keys(errorBodySchema.parse(res.body).error.fields ?? {})).toEqual(['options.engraving']);
  });

  it('accepts "Jose" + combining acute, stores and shows it as the precomposed "José", one line with the typed "José"', async () => {
    const buyer = new Shopper(app);
    expect((await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Jose\u0301' } })).status).toBe(201);
    const cart = cartSchema.parse((await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Jos\u00E9' } })).body);
    expect(cart.lines.map((line) => [line.options.engraving, line.quantity])).toEqual([['Jos\u00E9', 2]]);
    const rows = await context().db.kysely.selectFrom('cart_lines').select('options').where('id', '=', cart.lines[0]!.id).execute();
    expect(rows.map((row) => row.options.engraving)).toEqual(['Jos\u00E9']);
    // The price of the decomposed spelling is the price of the precomposed one.
    const [decomposed, precomposed] = await Promise.all([quote('Jose\u0301'), quote('Jos\u00E9')]);
    expect(decomposed.status).toBe(200);
    expect(productQuoteSchema.parse(decomposed.body)).toEqual(productQuoteSchema.parse(precomposed.body));
  });
});
