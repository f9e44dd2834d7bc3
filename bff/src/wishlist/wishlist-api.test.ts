import {
  cartSchema,
  errorBodySchema,
  moveToCartResultSchema,
  productDetailSchema,
  productQuoteSchema,
  productSummarySchema,
  WISHLIST_LIMITS,
  wishlistSchema,
  type Wishlist,
} from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { hashVisitorToken } from '../visitor';

const RING = 'GA-SOL-OV';
const PENDANT = 'GA-PEN-OV';
const UNAVAILABLE = 'NY-RIV-EM';

describeWithDatabase('wishlist API', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000' }), db: context().db });
  });
  const shopper = (locale = 'en') => new Shopper(app, locale);
  const kysely = () => context().db.kysely;
  const wishlistOf = (res: request.Response): Wishlist => {
    expect(res.status).toBe(200);
    return wishlistSchema.parse(res.body);
  };
  const quote = async (sku: string, query: string) => productQuoteSchema.parse((await request(app).get(`/api/products/${sku}/price?locale=en&${query}`)).body);
  const expectFields = (res: request.Response, fields: Record<string, unknown>) => {
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(expect.objectContaining(fields));
  };

  describe('saving', () => {
    it('saves a piece without a body: the listing card, the defaults, its price, the size still missing', async () => {
      const fan = shopper('de');
      const res = await fan.save(RING);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(fan.token).toBeDefined();
      const { items, count } = wishlistOf(res);
      expect(count).toBe(1);
      const detail = productDetailSchema.parse((await request(app).get(`/api/products/${RING}?locale=de`)).body);
      expect(productSummarySchema.parse(items[0])).toEqual(productSummarySchema.parse(detail));
      expect(items[0]).toMatchObject({
        name: 'Solitärring Gaia',
        options: { gold: 'YELLOW', carat: '0.30', stone: 'LAB_DIAMOND' },
        configuredPriceCents: detail.priceCents,
        missing: ['SIZE'],
      });
      expect(Date.now() - Date.parse(items[0]!.addedAt)).toBeLessThan(60_000);
      expect(wishlistOf(await fan.wishlist())).toEqual({ items, count });
    });

    it('replaces the options when the piece is saved again, keeping one entry and when it was added', async () => {
      const fan = shopper();
      const first = wishlistOf(await fan.save(RING, { options: { size: '14' } }));
      const again = wishlistOf(await fan.save(RING, { options: { size: '15', carat: '1.00', engraving: 'Ti amo' } }));
      expect(again.count).toBe(1);
      const expected = await quote(RING, 'size=15&carat=1.00&engraving=Ti%20amo');
      expect(again.items[0]).toMatchObject({
        options: { gold: 'YELLOW', size: '15', carat: '1.00', stone: 'LAB_DIAMOND', engraving: 'Ti amo' },
        configuredPriceCents: expected.priceCents,
        missing: [],
        addedAt: first.items[0]!.addedAt,
      });
      expect(expected.priceCents).toBeGreaterThan(first.items[0]!.configuredPriceCents);
    });

    it('lists the newest first, in the requested language', async () => {
      const fan = shopper();
      await fan.save(RING);
      await fan.save(PENDANT, {});
      const italian = wishlistOf(await fan.wishlist('it'));
      expect(italian.items.map((item) => [item.sku, item.name])).toEqual([
        [PENDANT, 'Collana punto luce Gaia'],
        [RING, 'Anello solitario Gaia'],
      ]);
      expect(italian.items[1]!.collectionName).toBe('Gaia');
      expect(italian.items[0]!.missing).toEqual([]);
    });

    it('keeps a piece that cannot be ordered, marked unavailable', async () => {
      const { items } = wishlistOf(await shopper().save(UNAVAILABLE));
      expect(items[0]).toMatchObject({ sku: UNAVAILABLE, available: false });
    });

    it('answers an unknown SKU with 404, options the piece is not made in with 400, and stores nothing', async () => {
      const fan = shopper();
      const missing = await fan.save('ZZ-NOPE-01');
      expect(missing.status).toBe(404);
      expect(errorBodySchema.parse(missing.body).error.code).toBe('NOT_FOUND');
      expectFields(await fan.save(RING, { options: { size: '99' } }), { 'options.size': expect.any(String) });
      expectFields(await fan.save(RING, { options: { engraving: 'Ti amo tanto' } }), { 'options.engraving': expect.any(String) });
      expectFields(await fan.save(PENDANT, { options: { engraving: 'Hi' } }), { 'options.engraving': expect.any(String) });
      expectFields(await fan.save(RING, { options: {}, priceCents: 1 }), { _: expect.any(String) });
      expect(fan.token).toBeUndefined();
    });

    it(`holds at most ${WISHLIST_LIMITS.maxItems} pieces, and still replaces one of them`, async () => {
      // The catalogue has fewer pieces than the limit: stand-ins fill the wishlist, straight in the database.
      const extra = Array.from({ length: WISHLIST_LIMITS.maxItems }, (_, index) => `ZZ-FILL-${index}`);
      const fan = shopper();
      wishlistOf(await fan.save(PENDANT));
      await kysely()
        .insertInto('products')
        .values(
          extra.map((sku, index) => ({
            sku,
            category_code: 'RINGS',
            collection_code: 'GAIA',
            shape_code: 'ROUND',
            list_price_cents: 100,
            default_gold: 'YELLOW',
            shipment_working_days: 5,
            suggested_rank: 1_000 + index,
          })),
        )
        .execute();
      try {
        await kysely()
          .insertInto('wishlist_items')
          .values(extra.slice(1).map((sku) => ({ visitor_hash: hashVisitorToken(fan.token!), sku, options: '{}' })))
          .execute();
        expectFields(await fan.save(RING), { items: expect.any(String) });
        expect((await fan.save(PENDANT, { options: { gold: 'ROSE' } })).status).toBe(200);
        expect((await fan.unsave(PENDANT)).status).toBe(200);
        expect((await fan.save(RING)).status).toBe(200);
      } finally {
        await kysely().deleteFrom('products').where('sku', 'in', extra).execute();
      }
    });
  });

  describe('removing', () => {
    it('removes a piece, and answers 200 with the wishlist when it is not there (idempotent)', async () => {
      const fan = shopper();
      await fan.save(RING);
      await fan.save(PENDANT);
      const removed = wishlistOf(await fan.unsave(RING));
      expect(removed.items.map((item) => item.sku)).toEqual([PENDANT]);
      expect(wishlistOf(await fan.unsave(RING))).toEqual(removed);
      expect(wishlistOf(await fan.unsave('ZZ-NOPE-01'))).toEqual(removed);
    });

    it('creates no visitor for a removal without one', async () => {
      const stranger = shopper();
      const res = await stranger.unsave(RING);
      expect(wishlistOf(res)).toEqual({ items: [], count: 0 });
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('moving to the cart', () => {
    it('adds the line and removes the piece in one go, answering both', async () => {
      const fan = shopper();
      await fan.save(PENDANT);
      await fan.save(RING, { options: { size: '14', gold: 'ROSE' } });
      const res = await fan.moveToCart(RING);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { wishlist, cart } = moveToCartResultSchema.parse(res.body);
      expect(wishlist.items.map((item) => item.sku)).toEqual([PENDANT]);
      const expected = await quote(RING, 'size=14&gold=ROSE');
      expect(cart.lines).toEqual([
        expect.objectContaining({ sku: RING, quantity: 1, unitPriceCents: expected.priceCents, options: expect.objectContaining({ size: '14', gold: 'ROSE' }) }),
      ]);
      expect(cartSchema.parse((await fan.cart()).body)).toEqual(cart);
      expect(wishlistOf(await fan.wishlist())).toEqual(wishlist);
    });

    it('merges with the same configuration already in the cart', async () => {
      const fan = shopper();
      await fan.addLine({ sku: RING, options: { size: '14' } });
      await fan.save(RING, { options: { size: '14' } });
      const { cart } = moveToCartResultSchema.parse((await fan.moveToCart(RING)).body);
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]!.quantity).toBe(2);
    });

    it('asks for the size first, and keeps the piece in the wishlist', async () => {
      const fan = shopper();
      await fan.save(RING);
      expectFields(await fan.moveToCart(RING), { 'options.size': 'required' });
      expect(wishlistOf(await fan.wishlist()).count).toBe(1);
      expect(cartSchema.parse((await fan.cart()).body).lines).toEqual([]);
    });

    it('refuses a piece that cannot be ordered with 409, and keeps it in the wishlist', async () => {
      const fan = shopper();
      await fan.save(UNAVAILABLE);
      const res = await fan.moveToCart(UNAVAILABLE);
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error.code).toBe('PRODUCT_UNAVAILABLE');
      expect(wishlistOf(await fan.wishlist()).items.map((item) => item.sku)).toEqual([UNAVAILABLE]);
    });

    it('changes nothing when the cart refuses the line (its quantity is at the maximum)', async () => {
      const fan = shopper();
      await fan.addLine({ sku: PENDANT, quantity: 10 });
      await fan.save(PENDANT);
      expectFields(await fan.moveToCart(PENDANT), { quantity: expect.any(String) });
      expect(wishlistOf(await fan.wishlist()).count).toBe(1);
      expect(cartSchema.parse((await fan.cart()).body).lines[0]!.quantity).toBe(10);
    });

    it('answers 404 for a piece that is not in the wishlist, or without a visitor', async () => {
      const fan = shopper();
      await fan.save(PENDANT);
      expect((await fan.moveToCart(RING)).status).toBe(404);
      expect((await shopper().moveToCart(PENDANT)).status).toBe(404);
      const count = await kysely()
        .selectFrom('wishlist_items')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('sku', '=', PENDANT)
        .executeTakeFirstOrThrow();
      expect(count.n).toBeGreaterThan(0);
    });
  });
});
