import { CART_LIMITS, cartSchema, errorBodySchema, productQuoteSchema, type Cart } from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

const RING = 'GA-SOL-OV';
/** No size, no engraving. */
const PENDANT = 'GA-PEN-OV';
/** Unavailable in the seed. */
const UNAVAILABLE = 'NY-RIV-EM';

describeWithDatabase('cart API', (context) => {
  // The default write budget (120 a minute per IP) would throttle this file; the rate-limit test lowers it elsewhere.
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db });
  });
  const shopper = (locale = 'en') => new Shopper(app, locale);
  const kysely = () => context().db.kysely;
  const cartOf = (res: request.Response): Cart => cartSchema.parse(res.body);
  const quote = async (sku: string, query: string, locale = 'en') => {
    const res = await request(app).get(`/api/products/${sku}/price?locale=${locale}&${query}`);
    expect(res.status).toBe(200);
    return productQuoteSchema.parse(res.body);
  };
  const expectFields = (res: request.Response, fields: Record<string, unknown>) => {
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(expect.objectContaining(fields));
  };
  const visitorCount = async () =>
    (
      await kysely()
        .selectFrom('visitors')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  describe('adding a piece', () => {
    it('answers 201 with the whole cart, priced by the server, never cached', async () => {
      const res = await shopper().addLine({ sku: RING, quantity: 2, options: { size: '14' } });
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const cart = cartOf(res);
      const { priceCents } = await quote(RING, 'size=14');
      expect(cart.lines).toEqual([
        expect.objectContaining({
          sku: RING,
          name: 'Gaia Solitaire Ring',
          available: true,
          quantity: 2,
          options: { gold: 'YELLOW', size: '14', carat: '0.30', stone: 'LAB_DIAMOND' },
          unitPriceCents: priceCents,
          lineTotalCents: priceCents * 2,
          imageUrl: '/images/products/GA-SOL-OV-yellow.svg',
        }),
      ]);
      expect(cart).toMatchObject({
        totalItems: 2,
        subtotalCents: priceCents * 2,
        discountCents: 0,
        shippingCents: 0,
        totalCents: priceCents * 2,
        currency: 'EUR',
        checkoutBlocked: false,
      });
    });

    it('creates the visitor, its cart and the line together: a reload right after finds the line', async () => {
      const buyer = shopper();
      const before = await visitorCount();
      const added = cartOf(await buyer.addLine({ sku: PENDANT }));
      expect(buyer.token).toBeDefined();
      expect(await visitorCount()).toBe(before + 1);
      const reloaded = await buyer.cart();
      expect(reloaded.status).toBe(200);
      expect(cartOf(reloaded)).toEqual(added);
      expect(added.lines.map((line) => line.sku)).toEqual([PENDANT]);
    });

    it('stores nothing, not even the visitor, when the line cannot be written (one transaction)', async () => {
      const before = await visitorCount();
      await sql`alter table cart_lines add constraint refuse_all_for_test check (false) not valid`.execute(kysely());
      try {
        const buyer = shopper();
        const res = await buyer.addLine({ sku: PENDANT });
        expect(res.status).toBe(500);
        expect(buyer.token).toBeUndefined();
      } finally {
        await sql`alter table cart_lines drop constraint refuse_all_for_test`.execute(kysely());
      }
      expect(await visitorCount()).toBe(before);
    });

    it('adds the same piece in the same configuration to its line, however the options were spelled', async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: RING, options: { size: '14' } });
      // The defaults spelled out, in another order, are the same configuration.
      const cart = cartOf(await buyer.addLine({ sku: RING, quantity: 2, options: { stone: 'LAB_DIAMOND', size: '14', gold: 'YELLOW' } }));
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({ quantity: 3, lineTotalCents: cart.lines[0]!.unitPriceCents * 3 });
      expect(cart.totalItems).toBe(3);
    });

    it('keeps another engraving, size or gold as another line, in the order the lines were added', async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Ti amo' } });
      await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Per sempre' } });
      await buyer.addLine({ sku: RING, options: { size: '15', engraving: 'Ti amo' } });
      await buyer.addLine({ sku: RING, options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } });
      const cart = cartOf(await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Ti amo' } }));
      expect(cart.lines.map((line) => [line.options.engraving, line.options.size, line.options.gold, line.quantity])).toEqual([
        ['Ti amo', '14', 'YELLOW', 2],
        ['Per sempre', '14', 'YELLOW', 1],
        ['Ti amo', '15', 'YELLOW', 1],
        ['Ti amo', '14', 'ROSE', 1],
      ]);
      expect(cart.lines[3]!.imageUrl).toBe('/images/products/GA-SOL-OV-rose.svg');
    });
  });

  describe('prices', () => {
    it.each([
      ['gold', 'gold=ROSE', { gold: 'ROSE' }],
      ['size', '', {}],
      ['carat', 'carat=1.00', { carat: '1.00' }],
      ['stone', 'stone=LAB_DIAMOND_EXCEPTIONAL', { stone: 'LAB_DIAMOND_EXCEPTIONAL' }],
      ['engraving fee', 'engraving=Ti%20amo', { engraving: 'Ti amo' }],
      [
        'every option at once',
        'gold=WHITE&carat=1.50&stone=LAB_DIAMOND_EXCEPTIONAL&engraving=A%26B',
        { gold: 'WHITE', carat: '1.50', stone: 'LAB_DIAMOND_EXCEPTIONAL', engraving: 'A&B' },
      ],
    ])('charges the catalogue quote times the quantity for the %s', async (_kind, query, options) => {
      const expected = await quote(RING, `size=16&${query}`);
      const cart = cartOf(await shopper().addLine({ sku: RING, quantity: 3, options: { size: '16', ...options } }));
      const [line] = cart.lines;
      expect(line!.unitPriceCents).toBe(expected.priceCents);
      expect(line!.lineTotalCents).toBe(expected.priceCents * 3);
      expect(cart.subtotalCents).toBe(expected.priceCents * 3);
      expect(cart.totalCents).toBe(expected.priceCents * 3);
      // Every surcharge is listed with the line, and they add up to the unit price.
      expect(line!.selection.reduce((sum, option) => sum + option.priceDeltaCents, expected.basePriceCents)).toBe(line!.unitPriceCents);
    });

    it('adds the surcharges of carat, stone and engraving to the list price', async () => {
      const base = await quote(RING, 'size=16');
      const cart = cartOf(await shopper().addLine({ sku: RING, options: { size: '16', carat: '1.00', stone: 'LAB_DIAMOND_EXCEPTIONAL', engraving: 'Ti amo' } }));
      const deltas = Object.fromEntries(cart.lines[0]!.selection.map((option) => [option.type, option.priceDeltaCents]));
      expect(deltas.CARAT).toBeGreaterThan(0);
      expect(deltas.STONE).toBeGreaterThan(0);
      expect(deltas.WRITING).toBe(5_000);
      expect(cart.lines[0]!.unitPriceCents).toBe(base.priceCents + deltas.CARAT! + deltas.STONE! + 5_000);
    });

    it('sums several lines', async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: RING, quantity: 2, options: { size: '14' } });
      const cart = cartOf(await buyer.addLine({ sku: PENDANT, quantity: 3 }));
      const ring = await quote(RING, 'size=14');
      const pendant = await quote(PENDANT, '');
      expect(cart).toMatchObject({ totalItems: 5, subtotalCents: 2 * ring.priceCents + 3 * pendant.priceCents, totalCents: 2 * ring.priceCents + 3 * pendant.priceCents });
    });

    it('refuses a price sent by the client, at the top or among the options', async () => {
      const buyer = shopper();
      expectFields(await buyer.addLine({ sku: PENDANT, unitPriceCents: 1 }), { _: expect.stringContaining('unitPriceCents') });
      expectFields(await buyer.addLine({ sku: PENDANT, options: { priceCents: 1 } }), { options: expect.stringContaining('priceCents') });
      expect(buyer.token).toBeUndefined();
    });
  });

  describe('labels in the requested locale', () => {
    it('names the piece and its options in Italian, carats with a decimal comma, the engraving as written', async () => {
      const cart = cartOf(await shopper('it').addLine({ sku: RING, options: { size: '14', gold: 'ROSE', carat: '0.50', engraving: 'Ti amo' } }));
      const [line] = cart.lines;
      expect(line!.name).toBe('Anello solitario Gaia');
      expect(line!.selection.map(({ type, label, valueLabel }) => [type, label, valueLabel])).toEqual([
        ['GOLD_COLOUR', 'Colore dell’oro', 'Oro rosa 18KT'],
        ['SIZE', 'Misura', '14'],
        ['CARAT', 'Carati', '0,50 ct'],
        ['STONE', 'Pietra', 'Diamante coltivato in laboratorio, colore F, purezza VS'],
        ['MATERIAL', 'Materiale', 'Oro 18KT riciclato al 100%, affinato al 99,9%'],
        ['WRITING', 'Incisione', 'Ti amo'],
      ]);
    });

    it('reads the same cart in every language', async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: RING, options: { size: '14', carat: '0.50' } });
      const names = await Promise.all(['en', 'es', 'de'].map(async (locale) => cartOf(await buyer.cart(locale)).lines[0]!));
      expect(names.map((line) => line.name)).toEqual(['Gaia Solitaire Ring', 'Anillo solitario Gaia', 'Solitärring Gaia']);
      expect(names.map((line) => line.selection.find((option) => option.type === 'CARAT')!.valueLabel)).toEqual(['0.50 ct', '0,50 ct', '0,50 ct']);
      expect(names[2]!.selection.find((option) => option.type === 'SIZE')!.label).toBe('Ringgröße');
      expect((await buyer.cart('fr')).status).toBe(400);
    });
  });

  describe('refusals', () => {
    it('asks for the ring size, and creates nothing', async () => {
      const before = await visitorCount();
      const buyer = shopper();
      const res = await buyer.addLine({ sku: RING });
      expectFields(res, { 'options.size': 'required' });
      expect(buyer.token).toBeUndefined();
      expect(await visitorCount()).toBe(before);
    });

    it.each([
      ['a size the ring is not made in', 'options.size', RING, { size: '99' }],
      ['an unknown gold', 'options.gold', RING, { size: '14', gold: 'PLATINUM' }],
      ['a gold the piece is not made in', 'options.gold', 'NY-SOL-EM', { size: '14', gold: 'ROSE' }],
      ['a carat not offered', 'options.carat', RING, { size: '14', carat: '7.00' }],
      ['a stone not offered', 'options.stone', PENDANT, { stone: 'RUBY' }],
      ['a size on a piece without sizes', 'options.size', PENDANT, { size: '14' }],
      ['an engraving of 11 characters', 'options.engraving', RING, { size: '14', engraving: 'Ti amo tanto' }],
      ['an engraving on a piece that cannot be engraved', 'options.engraving', PENDANT, { engraving: 'Hi' }],
      ['an engraving with markup', 'options.engraving', RING, { size: '14', engraving: '<b>' }],
    ])('answers %s with 400 naming %s', async (_case, field, sku, options) => {
      const buyer = shopper();
      const res = await buyer.addLine({ sku, options });
      expectFields(res, { [field]: expect.any(String) });
      expect(buyer.token).toBeUndefined();
    });

    it('never cuts an engraving: 10 characters go in whole, 11 are refused', async () => {
      const buyer = shopper();
      const cart = cartOf(await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Ti amo ♥ 1' } }));
      expect(cart.lines[0]!.options.engraving).toBe('Ti amo ♥ 1');
      expect((await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'Ti amo ♥ 12' } })).status).toBe(400);
      expect(cartOf(await buyer.cart()).lines).toHaveLength(1);
    });

    it('answers an unknown SKU with 404 and a malformed one with 400', async () => {
      const res = await shopper().addLine({ sku: 'ZZ-NOPE-01' });
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
      expectFields(await shopper().addLine({ sku: 'GA SOL' }), { sku: expect.any(String) });
    });

    it('refuses a piece that cannot be ordered with 409 PRODUCT_UNAVAILABLE', async () => {
      const buyer = shopper();
      const res = await buyer.addLine({ sku: UNAVAILABLE });
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error.code).toBe('PRODUCT_UNAVAILABLE');
      expect(buyer.token).toBeUndefined();
    });
  });

  describe('a piece that becomes unavailable', () => {
    it('stays in the cart with its price, marked unavailable, and blocks checkout until removed', async () => {
      const sku = 'SE-HOO-RD';
      const buyer = shopper();
      await buyer.addLine({ sku: PENDANT });
      const added = cartOf(await buyer.addLine({ sku, quantity: 2 }));
      const line = added.lines.find((candidate) => candidate.sku === sku)!;
      await kysely().updateTable('products').set({ available: false }).where('sku', '=', sku).execute();
      try {
        const cart = cartOf(await buyer.cart());
        expect(cart.lines.find((candidate) => candidate.sku === sku)).toEqual({ ...line, available: false });
        expect(cart.lines.find((candidate) => candidate.sku === PENDANT)!.available).toBe(true);
        expect(cart.checkoutBlocked).toBe(true);
        expect(cart.subtotalCents).toBe(added.subtotalCents);
        // No more of it can be added, but the line can be removed.
        expect((await buyer.addLine({ sku })).status).toBe(409);
        const after = cartOf(await buyer.removeLine(line.id));
        expect(after.checkoutBlocked).toBe(false);
        expect(after.lines.map((candidate) => candidate.sku)).toEqual([PENDANT]);
      } finally {
        await kysely().updateTable('products').set({ available: true }).where('sku', '=', sku).execute();
      }
    });
  });

  describe('quantities and limits', () => {
    it.each([0, -1, 1.5, CART_LIMITS.maxQuantityPerLine + 1, '2'])('refuses a quantity of %j with 400', async (quantity) => {
      expectFields(await shopper().addLine({ sku: PENDANT, quantity }), { quantity: expect.any(String) });
    });

    it(`refuses to go past ${CART_LIMITS.maxQuantityPerLine} pieces on a line by adding more, and keeps the line as it was`, async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: PENDANT, quantity: 6 });
      expectFields(await buyer.addLine({ sku: PENDANT, quantity: 5 }), { quantity: expect.any(String) });
      expect(cartOf(await buyer.cart()).lines[0]!.quantity).toBe(6);
      expect(cartOf(await buyer.addLine({ sku: PENDANT, quantity: 4 })).lines[0]!.quantity).toBe(CART_LIMITS.maxQuantityPerLine);
    });

    it('changes a quantity within 1 and the maximum', async () => {
      const buyer = shopper();
      const { lines } = cartOf(await buyer.addLine({ sku: PENDANT }));
      const res = await buyer.setQuantity(lines[0]!.id, CART_LIMITS.maxQuantityPerLine);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const cart = cartOf(res);
      expect(cart.lines[0]!.quantity).toBe(CART_LIMITS.maxQuantityPerLine);
      expect(cart.totalItems).toBe(CART_LIMITS.maxQuantityPerLine);
      expect(cart.subtotalCents).toBe(cart.lines[0]!.unitPriceCents * CART_LIMITS.maxQuantityPerLine);
      for (const quantity of [0, CART_LIMITS.maxQuantityPerLine + 1, null]) {
        expectFields(await buyer.setQuantity(lines[0]!.id, quantity), { quantity: expect.any(String) });
      }
      expectFields(await buyer.write('patch', `/api/cart/lines/${lines[0]!.id}`, { quantity: 2, unitPriceCents: 1 }), { _: expect.any(String) });
      expect(cartOf(await buyer.cart()).lines[0]!.quantity).toBe(CART_LIMITS.maxQuantityPerLine);
    });

    it(`holds at most ${CART_LIMITS.maxLines} lines`, async () => {
      const buyer = shopper();
      for (let index = 1; index <= CART_LIMITS.maxLines; index += 1) {
        expect((await buyer.addLine({ sku: RING, options: { size: '14', engraving: `N ${index}` } })).status).toBe(201);
      }
      expectFields(await buyer.addLine({ sku: PENDANT }), { lines: expect.any(String) });
      // More of a piece already in the cart still fits.
      const cart = cartOf(await buyer.addLine({ sku: RING, options: { size: '14', engraving: 'N 1' } }));
      expect(cart.lines).toHaveLength(CART_LIMITS.maxLines);
      expect(cart.lines[0]!.quantity).toBe(2);
    });
  });

  describe('lines belong to their visitor', () => {
    it('removes a line and answers the cart without it', async () => {
      const buyer = shopper();
      await buyer.addLine({ sku: PENDANT });
      const { lines } = cartOf(await buyer.addLine({ sku: RING, options: { size: '14' } }));
      const res = await buyer.removeLine(lines[0]!.id);
      expect(res.status).toBe(200);
      expect(cartOf(res).lines.map((line) => line.sku)).toEqual([RING]);
      expect((await buyer.removeLine(lines[0]!.id)).status).toBe(404);
    });

    it('answers 404 for another visitor’s line, an unknown line and a visitor without a cart, and leaves the line alone', async () => {
      const owner = shopper();
      const { lines } = cartOf(await owner.addLine({ sku: PENDANT, quantity: 2 }));
      const lineId = lines[0]!.id;
      const other = shopper();
      await other.addLine({ sku: RING, options: { size: '14' } });
      for (const res of [
        await other.setQuantity(lineId, 5),
        await other.removeLine(lineId),
        await shopper().removeLine(lineId),
        await owner.setQuantity('00000000-0000-4000-8000-000000000000', 1),
      ]) {
        expect(res.status).toBe(404);
        expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
      }
      expect(cartOf(await owner.cart()).lines[0]!.quantity).toBe(2);
      expectFields(await owner.removeLine('not-a-uuid'), { lineId: expect.any(String) });
    });
  });
});
