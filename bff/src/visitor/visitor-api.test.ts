import { cartSchema, errorBodySchema, wishlistSchema } from '@ama/contracts';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper, visitorSetCookie, visitorTokenOf } from '../test-support/shopper';

const PENDANT = 'GA-PEN-OV';
const ADD = '/api/cart/lines?locale=en';
const EMPTY_CART = {
  lines: [],
  discount: null,
  totalItems: 0,
  subtotalCents: 0,
  discountCents: 0,
  shippingCents: 0,
  totalCents: 0,
  currency: 'EUR',
  checkoutBlocked: false,
  shipsBy: null,
};

/** The attributes of a Set-Cookie line: 'Max-Age=1; HttpOnly' → { 'max-age': '1', httponly: '' }. */
const attributes = (line: string) =>
  Object.fromEntries(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
  );

describeWithDatabase('visitor cookie', (context) => {
  const appWith = (env: Record<string, string> = {}) => createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ...env }), db: context().db });
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = appWith();
  });
  const kysely = () => context().db.kysely;
  const addWithCookie = (cookie: string) =>
    request(app)
      .post(ADD)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ sku: PENDANT }));

  describe('the cookie', () => {
    it('is set by the first write: HttpOnly, SameSite=Lax, Path=/, 400 days, not Secure over http', async () => {
      const res = await new Shopper(app).addLine({ sku: PENDANT });
      expect(res.status).toBe(201);
      const line = visitorSetCookie(res)!;
      expect(line).toMatch(/^ama_visitor=[A-Za-z0-9_-]{43};/);
      const cookie = attributes(line);
      expect(cookie).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': String(400 * 24 * 60 * 60) });
      expect(cookie).not.toHaveProperty('secure');
      expect(cookie).not.toHaveProperty('domain');
    });

    it('is Secure when the shop is served over https (PUBLIC_URL)', async () => {
      const res = await new Shopper(appWith({ PUBLIC_URL: 'https://shop.example.com' })).addLine({ sku: PENDANT });
      expect(attributes(visitorSetCookie(res)!)).toHaveProperty('secure', '');
    });

    it('draws a new random token for every visitor', async () => {
      const tokens = await Promise.all([1, 2, 3].map(async () => visitorTokenOf(await new Shopper(app).addLine({ sku: PENDANT }))));
      expect(new Set(tokens).size).toBe(3);
    });

    it('is sent again, with the same token, on every later write', async () => {
      const shopper = new Shopper(app);
      const token = visitorTokenOf(await shopper.addLine({ sku: PENDANT }));
      for (const res of [await shopper.save(PENDANT), await shopper.addLine({ sku: PENDANT })]) {
        expect(visitorTokenOf(res)).toBe(token);
        expect(attributes(visitorSetCookie(res)!)['max-age']).toBe(String(400 * 24 * 60 * 60));
      }
    });
  });

  describe('reads', () => {
    it.each([
      ['no cookie', undefined],
      ['an unknown token', `ama_visitor=${'A'.repeat(43)}`],
      ['a malformed token', 'ama_visitor=not%20a%20token'],
      ['a token too long', `ama_visitor=${'A'.repeat(44)}`],
      ['a garbled header', 'ama_visitor; =; ama_visitor==x=; %%'],
    ])('answer an empty cart and wishlist with %s, and set no cookie', async (_case, cookie) => {
      for (const path of ['/api/cart?locale=en', '/api/wishlist?locale=en']) {
        const req = request(app).get(path);
        const res = await (cookie ? req.set('Cookie', cookie) : req);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.body).toEqual(path.startsWith('/api/cart') ? EMPTY_CART : { items: [], count: 0 });
      }
    });

    it('find the visitor’s cart among other cookies', async () => {
      const shopper = new Shopper(app);
      await shopper.addLine({ sku: PENDANT });
      const res = await request(app).get('/api/cart?locale=en').set('Cookie', `ama_locale=it; ama_visitor=${shopper.token}; other=1`);
      expect(cartSchema.parse(res.body).lines.map((line) => line.sku)).toEqual([PENDANT]);
      expect(wishlistSchema.parse((await shopper.wishlist()).body).count).toBe(0);
    });
  });

  describe('writes', () => {
    it('store only the SHA-256 of the token, never the token itself', async () => {
      const shopper = new Shopper(app);
      await shopper.addLine({ sku: PENDANT });
      const token = shopper.token!;
      const hash = createHash('sha256').update(token).digest('hex');
      const row = await kysely().selectFrom('visitors').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
      expect(Object.keys(row).sort()).toEqual(['created_at', 'last_seen_at', 'token_hash']);
      const found = await sql<{ n: number }>`select (
          (select count(*) from visitors v where position(${token} in row_to_json(v)::text) > 0) +
          (select count(*) from carts c where position(${token} in row_to_json(c)::text) > 0) +
          (select count(*) from cart_lines l where position(${token} in row_to_json(l)::text) > 0)
        )::int as n`.execute(kysely());
      expect(found.rows[0]!.n).toBe(0);
      const line = await kysely().selectFrom('cart_lines').select('visitor_hash').where('visitor_hash', '=', hash).executeTakeFirst();
      expect(line).toBeDefined();
    });

    it.each([
      ['a malformed cookie', 'ama_visitor=%E0%A4%A'],
      ['a well-formed token the shop never issued', `ama_visitor=${'B'.repeat(43)}`],
    ])('ignore %s: the write succeeds for a new visitor with a fresh token', async (_case, cookie) => {
      const res = await addWithCookie(cookie);
      expect(res.status).toBe(201);
      const token = visitorTokenOf(res);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(`ama_visitor=${token}`).not.toBe(cookie);
      expect(cartSchema.parse(res.body).totalItems).toBe(1);
    });

    it.each([
      ['a DELETE without a Content-Type', (token: string) => request(app).delete('/api/wishlist/items/GA-PEN-OV?locale=en').set('Cookie', `ama_visitor=${token}`)],
      ['a form post', (token: string) => request(app).post(ADD).set('Cookie', `ama_visitor=${token}`).type('form').send({ sku: PENDANT })],
      [
        'a text/plain post',
        (token: string) =>
          request(app)
            .post(ADD)
            .set('Cookie', `ama_visitor=${token}`)
            .set('Content-Type', 'text/plain')
            .send(JSON.stringify({ sku: PENDANT })),
      ],
      ['a PUT without a Content-Type', (token: string) => request(app).put('/api/wishlist/items/AR-PEN-PR?locale=en').set('Cookie', `ama_visitor=${token}`)],
    ])('refuse %s with 415 and change nothing (what a cross-site form could send)', async (_case, send) => {
      const shopper = new Shopper(app);
      await shopper.save(PENDANT);
      const res = await send(shopper.token!);
      expect(res.status).toBe(415);
      expect(errorBodySchema.parse(res.body).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(wishlistSchema.parse((await shopper.wishlist()).body).items.map((item) => item.sku)).toEqual([PENDANT]);
      expect(cartSchema.parse((await shopper.cart()).body).lines).toEqual([]);
    });

    it('accept application/json with a charset', async () => {
      const res = await request(app)
        .post(ADD)
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ sku: PENDANT }));
      expect(res.status).toBe(201);
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After once an IP has used up its writes, cart and wishlist together; reads go on', async () => {
      const limited = new Shopper(appWith({ CART_RATE_LIMIT: '3', CART_RATE_WINDOW_SECONDS: '60' }));
      expect((await limited.addLine({ sku: PENDANT })).status).toBe(201);
      expect((await limited.save(PENDANT)).status).toBe(200);
      // Refused requests count as well, so probing costs the same as writing.
      expect((await limited.addLine({ sku: PENDANT, priceCents: 1 })).status).toBe(400);

      for (const res of [await limited.addLine({ sku: PENDANT }), await limited.unsave(PENDANT), await limited.moveToCart(PENDANT)]) {
        expect(res.status).toBe(429);
        expect(errorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      expect(cartSchema.parse((await limited.cart()).body).totalItems).toBe(1);
      expect((await limited.wishlist()).status).toBe(200);
    });
  });
});
