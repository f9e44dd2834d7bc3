import { cartSchema, errorBodySchema, euros, newsletterSubscriptionResponseSchema, type Cart, type DiscountProblem } from '@ama/contracts';
import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import type { DiscountCodesTable } from './tables';
import { DiscountRefusedError } from './errors';
import { markWelcomeCodeRedeemed } from '../newsletter';

import { describeWithDatabase, testConfig } from '../test-support/engines';
import { checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { Shopper, visitorSetCookie } from '../test-support/shopper';
import { hashVisitorToken } from '../visitor';
import { redeemDiscount } from './redeem-discount';

/** No size, no engraving. */
const PENDANT = 'GA-PEN-OV';

describeWithDatabase('cart discount codes API', (context) => {
  const appWith = (env: Record<string, string> = {}) =>
    createApp({
      config: testConfig({ CART_RATE_LIMIT: '100000', DISCOUNT_RATE_LIMIT: '100000', NEWSLETTER_RATE_LIMIT: '10000', ORDER_RATE_LIMIT: '100000', ...env }),
      db: context().db,
    });
  // The default attempt budget (10 per IP) would throttle this file; the rate-limit test lowers it on its own app.
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = appWith();
  });
  const kysely = () => context().db.kysely;
  const shopper = (locale = 'en') => new Shopper(app, locale);
  const cartOf = (res: request.Response): Cart => {
    expect(res.status).toBe(200);
    return cartSchema.parse(res.body);
  };

  let serial = 0;
  /** A code of this test's own (the database is shared by the file): 20 % unlimited unless told otherwise. */
  const newCode = async (overrides: Partial<Insertable<DiscountCodesTable>> = {}) => {
    const code = `T${++serial}-${randomBytes(3).toString('hex').toUpperCase()}`;
    await kysely()
      .insertInto('discount_codes')
      .values({ code, kind: 'percent', percent: 20, usage: 'unlimited', ...overrides })
      .execute();
    return code;
  };
  /** A shopper whose cart holds `quantity` pendants (€1,190 each). */
  const buyerOf = async (quantity = 1) => {
    const buyer = shopper();
    expect((await buyer.addLine({ sku: PENDANT, quantity })).status).toBe(201);
    return buyer;
  };
  /** The problem a refused redemption names (fails the test when it was not refused that way). */
  const refusal = async (redeeming: Promise<unknown>) => {
    const error = await redeeming.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DiscountRefusedError);
    return (error as DiscountRefusedError).problem;
  };
  const expectRefused = (res: request.Response, problem: DiscountProblem) => {
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toEqual({ code: 'INVALID_DISCOUNT_CODE', message: expect.any(String), fields: { code: problem } });
  };
  const expectValidation = (res: request.Response, fields: Record<string, unknown>) => {
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(expect.objectContaining(fields));
  };
  /** The code carts.discount_code holds for the shopper. */
  const storedCode = async (buyer: Shopper) =>
    (await kysely().selectFrom('carts').select('discount_code').where('visitor_hash', '=', hashVisitorToken(buyer.token!)).executeTakeFirstOrThrow()).discount_code;

  describe('applying a code', () => {
    it('takes a percentage off the subtotal: 200 with the whole cart, the code shown, never cached, the cookie sent again', async () => {
      const buyer = await buyerOf(3);
      const before = cartOf(await buyer.cart());
      const res = await buyer.applyDiscount({ code: 'AMA10' });
      const cart = cartOf(res);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(visitorSetCookie(res)).toContain(buyer.token);
      const tenth = Math.floor((before.subtotalCents * 10 + 50) / 100);
      expect(cart.discount).toEqual({ code: 'AMA10', kind: 'percent', percent: 10, amountCents: tenth, boundToEmail: false });
      expect(cart).toMatchObject({ subtotalCents: before.subtotalCents, discountCents: tenth, totalCents: before.subtotalCents - tenth });
      expect(cart.lines).toEqual(before.lines);
      // Every later read carries it.
      expect(cartOf(await buyer.cart())).toEqual(cart);
    });

    it('takes a fixed amount off a cart that reaches its minimum (GIFT50: €50 from €2,000; two pendants)', async () => {
      const buyer = await buyerOf(2);
      const cart = cartOf(await buyer.applyDiscount({ code: 'GIFT50' }));
      expect(cart.subtotalCents).toBeGreaterThanOrEqual(euros(2_000));
      expect(cart.discount).toEqual({ code: 'GIFT50', kind: 'fixed', amountCents: euros(50), boundToEmail: false });
      expect(cart).toMatchObject({ discountCents: euros(50), totalCents: cart.subtotalCents - euros(50) });
    });

    it('never takes more than the subtotal', async () => {
      const buyer = await buyerOf(1);
      const code = await newCode({ kind: 'fixed', percent: null, amount_cents: euros(1_000_000) });
      const cart = cartOf(await buyer.applyDiscount({ code }));
      expect(cart).toMatchObject({ discountCents: cart.subtotalCents, totalCents: 0, discount: { amountCents: cart.subtotalCents } });
    });

    it('reads the code in any letter case, with spaces around it', async () => {
      const buyer = await buyerOf(1);
      expect(cartOf(await buyer.applyDiscount({ code: ' ama10 ' })).discount?.code).toBe('AMA10');
      const code = await newCode();
      expect(cartOf(await buyer.applyDiscount({ code: code.toLowerCase() })).discount?.code).toBe(code);
    });

    it('applies a code only once at a time: another one replaces it, never adds up', async () => {
      const buyer = await buyerOf(2);
      const twenty = await newCode();
      const first = cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      const second = cartOf(await buyer.applyDiscount({ code: twenty }));
      const fifth = Math.floor((first.subtotalCents * 20 + 50) / 100);
      expect(second.discount).toMatchObject({ code: twenty, percent: 20, amountCents: fifth });
      expect(second).toMatchObject({ discountCents: fifth, totalCents: first.subtotalCents - fifth });
      // The same code again changes nothing.
      expect(cartOf(await buyer.applyDiscount({ code: twenty }))).toEqual(second);
    });

    it('applies a code bound to an e-mail and a once-per-e-mail code in the cart, where no e-mail is known yet', async () => {
      const buyer = await buyerOf(1);
      const personal = await newCode({ usage: 'single_use', bound_email: 'someone@example.com' });
      expect(cartOf(await buyer.applyDiscount({ code: personal })).discount).toMatchObject({ code: personal, boundToEmail: true });
      const perEmail = await newCode({ usage: 'once_per_email' });
      await redeemDiscount(kysely(), perEmail, 'earlier@example.com', null);
      expect(cartOf(await buyer.applyDiscount({ code: perEmail })).discount).toMatchObject({ code: perEmail, boundToEmail: false });
    });
  });

  describe('refused codes', () => {
    it.each<[string, () => Promise<string>, DiscountProblem]>([
      ['an unknown code', async () => 'NOPE-NOT-A-CODE', 'invalid'],
      ['a code switched off (never said to exist)', () => newCode({ active: false }), 'invalid'],
      ['an expired code (EXPIRED20)', async () => 'EXPIRED20', 'expired'],
      ['a code ended a second ago', () => newCode({ valid_until: new Date(Date.now() - 1000) }), 'expired'],
      ['a code not valid yet', () => newCode({ valid_from: new Date(Date.now() + 86_400_000) }), 'not_yet_valid'],
      ['a code whose minimum the cart does not reach', () => newCode({ minimum_subtotal_cents: euros(10_000_000) }), 'minimum_not_reached'],
      ['GIFT50 under €2,000 (one pendant)', async () => 'GIFT50', 'minimum_not_reached'],
    ])('refuse %s with 400 INVALID_DISCOUNT_CODE, and the cart keeps its code', async (_case, make, problem) => {
      const buyer = await buyerOf(1);
      const kept = cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      expectRefused(await buyer.applyDiscount({ code: await make() }), problem);
      expect(cartOf(await buyer.cart())).toEqual(kept);
    });

    it('refuses a single-use code an order has taken (used), and takes it off a cart that held it (ONCE15)', async () => {
      const holder = await buyerOf(1);
      expect(cartOf(await holder.applyDiscount({ code: 'once15' })).discount).toMatchObject({ code: 'ONCE15', percent: 15 });
      await redeemDiscount(kysely(), 'ONCE15', 'first@example.com', 'order-once15');
      expectRefused(await (await buyerOf(1)).applyDiscount({ code: 'ONCE15' }), 'used');
      const reread = cartOf(await holder.cart());
      expect(reread).toMatchObject({ discount: null, discountCents: 0, totalCents: reread.subtotalCents });
    });

    it('answers a cart without lines with 400 VALIDATION_FAILED on lines, whatever the code, and creates nothing', async () => {
      const visitors = async () =>
        (
          await kysely()
            .selectFrom('visitors')
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = await visitors();
      const stranger = shopper();
      for (const code of ['AMA10', 'NOPE-NOT-A-CODE']) {
        const res = await stranger.applyDiscount({ code });
        expectValidation(res, { lines: 'empty' });
        expect(visitorSetCookie(res)).toBeUndefined();
      }
      expect(stranger.token).toBeUndefined();
      expect(await visitors()).toBe(before);

      const emptied = await buyerOf(1);
      const { lines } = cartOf(await emptied.cart());
      await emptied.removeLine(lines[0]!.id);
      expectValidation(await emptied.applyDiscount({ code: 'AMA10' }), { lines: 'empty' });
    });

    it.each([
      ['an amount sent by the client', { code: 'AMA10', amountCents: 100_000 }, { _: expect.stringContaining('amountCents') }],
      ['a percent sent by the client', { code: 'AMA10', percent: 100 }, { _: expect.stringContaining('percent') }],
      ['no code', {}, { code: expect.any(String) }],
      ['an empty code', { code: '' }, { code: 'required' }],
      ['a code of 41 characters', { code: 'A'.repeat(41) }, { code: 'too_long' }],
      ['a code that is not text', { code: 10 }, { code: expect.any(String) }],
      ['a code over two lines', { code: 'AMA\n10' }, { code: expect.any(String) }],
    ])('refuses %s with 400 VALIDATION_FAILED, the cart unchanged', async (_case, body, fields) => {
      const buyer = await buyerOf(1);
      const before = cartOf(await buyer.cart());
      expectValidation(await buyer.applyDiscount(body), fields);
      expect(cartOf(await buyer.cart())).toEqual(before);
    });

    it('refuses a form post (415), like every cart write', async () => {
      const buyer = await buyerOf(1);
      const res = await request(app).put('/api/cart/discount?locale=en').set('Cookie', `ama_visitor=${buyer.token}`).type('form').send({ code: 'AMA10' });
      expect(res.status).toBe(415);
      expect(cartOf(await buyer.cart()).discount).toBeNull();
    });
  });

  describe('removing the code', () => {
    it('answers 200 with the cart at full price, and again when there is nothing to remove', async () => {
      const buyer = await buyerOf(2);
      cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      for (let round = 0; round < 2; round += 1) {
        const res = await buyer.removeDiscount();
        const cart = cartOf(res);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(cart).toMatchObject({ discount: null, discountCents: 0, totalCents: cart.subtotalCents });
      }
      expect(cartOf(await buyer.cart()).discount).toBeNull();
      expect(await storedCode(buyer)).toBeNull();
    });

    it('answers a visitor without a cart with the empty cart, and sets no cookie', async () => {
      const res = await shopper().removeDiscount();
      expect(cartOf(res)).toMatchObject({ lines: [], discount: null });
      expect(visitorSetCookie(res)).toBeUndefined();
    });

    it('needs JSON like every cart write', async () => {
      const buyer = await buyerOf(1);
      cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      expect((await request(app).delete('/api/cart/discount?locale=en').set('Cookie', `ama_visitor=${buyer.token}`)).status).toBe(415);
      expect(cartOf(await buyer.cart()).discount?.code).toBe('AMA10');
    });
  });

  describe('the code is checked again on every read', () => {
    it('drops a code that expired since it was applied; it does not come back by itself', async () => {
      const buyer = await buyerOf(1);
      const code = await newCode();
      expect(cartOf(await buyer.applyDiscount({ code })).discount?.code).toBe(code);
      await kysely()
        .updateTable('discount_codes')
        .set({ valid_until: sql<Date>`now() - interval '1 minute'` })
        .where('code', '=', code)
        .execute();
      const cart = cartOf(await buyer.cart());
      expect(cart).toMatchObject({ discount: null, discountCents: 0, totalCents: cart.subtotalCents });
      expect(await storedCode(buyer)).toBeNull();
      await kysely().updateTable('discount_codes').set({ valid_until: null }).where('code', '=', code).execute();
      expect(cartOf(await buyer.cart()).discount).toBeNull();
    });

    it('drops a code switched off since, in every answer (a line added here)', async () => {
      const buyer = await buyerOf(1);
      const code = await newCode();
      cartOf(await buyer.applyDiscount({ code }));
      await kysely().updateTable('discount_codes').set({ active: false }).where('code', '=', code).execute();
      const res = await buyer.addLine({ sku: PENDANT });
      expect(res.status).toBe(201);
      expect(cartSchema.parse(res.body)).toMatchObject({ discount: null, discountCents: 0 });
    });

    it('drops a code whose minimum the cart no longer reaches, and one whose cart was emptied', async () => {
      const buyer = await buyerOf(2);
      const { subtotalCents, lines } = cartOf(await buyer.cart());
      const code = await newCode({ minimum_subtotal_cents: subtotalCents });
      expect(cartOf(await buyer.applyDiscount({ code })).discount?.code).toBe(code);
      expect(cartOf(await buyer.setQuantity(lines[0]!.id, 1))).toMatchObject({ discount: null, discountCents: 0 });
      expect(cartOf(await buyer.setQuantity(lines[0]!.id, 2)).discount).toBeNull();

      cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      expect(cartOf(await buyer.removeLine(lines[0]!.id)).discount).toBeNull();
      expect(await storedCode(buyer)).toBeNull();
      expect(cartSchema.parse((await buyer.addLine({ sku: PENDANT })).body).discount).toBeNull();
    });

    it('prices the code on today’s subtotal', async () => {
      const buyer = await buyerOf(1);
      const one = cartOf(await buyer.applyDiscount({ code: 'AMA10' }));
      const two = cartOf(await buyer.setQuantity(one.lines[0]!.id, 2));
      expect(two.discount).toMatchObject({ code: 'AMA10', amountCents: Math.floor((two.subtotalCents * 10 + 50) / 100) });
      expect(two.discountCents).toBe(two.discount!.amountCents);
    });
  });

  describe('the newsletter’s welcome code', () => {
    const subscribe = async (email: string) => {
      const res = await request(app).post('/api/newsletter/subscriptions?locale=en').send({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true });
      expect(res.status).toBe(201);
      return newsletterSubscriptionResponseSchema.parse(res.body).subscription.discountCode;
    };

    it('applies in the cart as a personal 10 % code, and an order may use it once, with its e-mail only', async () => {
      const email = `Ada.${Date.now()}@Example.com`;
      const code = await subscribe(email);
      const buyer = await buyerOf(2);
      const cart = cartOf(await buyer.applyDiscount({ code: code.toLowerCase() }));
      expect(cart.discount).toEqual({ code, kind: 'percent', percent: 10, amountCents: Math.floor((cart.subtotalCents * 10 + 50) / 100), boundToEmail: true });

      expect(await refusal(redeemDiscount(kysely(), code, 'eve@example.com', 'order-eve'))).toBe('invalid');
      // With the newsletter's hook, as the app wires it into the order placement (app.ts).
      expect((await redeemDiscount(kysely(), code, email.toLowerCase(), 'order-ada-1', { onRedeemed: markWelcomeCodeRedeemed })).code).toBe(code);
      expect(await refusal(redeemDiscount(kysely(), code, email, 'order-ada-2'))).toBe('used');

      const subscriber = await kysely().selectFrom('newsletter_subscribers').select('discount_redeemed_at').where('discount_code', '=', code).executeTakeFirstOrThrow();
      expect(subscriber.discount_redeemed_at).not.toBeNull();
      // Used by an order: the cart that held it drops it, and no other cart takes it.
      expect(cartOf(await buyer.cart()).discount).toBeNull();
      expectRefused(await buyer.applyDiscount({ code }), 'used');
    });

    it('is for a first purchase only: refused (not_first_order) once its e-mail, in any letter case, has an order, and the cart keeps the code it had', async () => {
      const email = `First.${randomBytes(4).toString('hex')}@Example.com`;
      const code = await subscribe(email);
      // The subscriber buys something without the code first.
      const earlier = await buyerOf(1);
      const contact = { ...checkoutForm().contact, email: email.toLowerCase() };
      expect((await postOrder(app, earlier, await orderBody(earlier, { checkout: checkoutForm({ contact }) }))).status).toBe(201);

      const buyer = await buyerOf(1);
      expect(cartOf(await buyer.applyDiscount({ code: 'AMA10' })).discount?.code).toBe('AMA10');
      expectRefused(await buyer.applyDiscount({ code }), 'not_first_order');
      expect(await storedCode(buyer)).toBe('AMA10');
      expect(cartOf(await buyer.cart()).discount?.code).toBe('AMA10');
    });

    it('is written as a first-purchase code, bound to the subscriber', async () => {
      const email = `flag.${randomBytes(4).toString('hex')}@example.com`;
      const code = await subscribe(email);
      expect(await kysely().selectFrom('discount_codes').select(['first_order_only', 'bound_email', 'usage']).where('code', '=', code).executeTakeFirstOrThrow()).toEqual({
        first_order_only: true,
        bound_email: email,
        usage: 'single_use',
      });
    });
  });

  describe('attempt limit', () => {
    it('answers 429 with Retry-After once an IP has tried its codes, refused and accepted alike; removing still works', async () => {
      const limited = appWith({ DISCOUNT_RATE_LIMIT: '3', DISCOUNT_RATE_WINDOW_SECONDS: '600' });
      const buyer = new Shopper(limited);
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      expectRefused(await buyer.applyDiscount({ code: 'GUESS-1' }), 'invalid');
      expectValidation(await buyer.applyDiscount({ code: 'AMA10', amountCents: 1 }), { _: expect.any(String) });
      expect((await buyer.applyDiscount({ code: 'AMA10' })).status).toBe(200);
      for (const code of ['AMA10', 'GUESS-2']) {
        const res = await buyer.applyDiscount({ code });
        expect(res.status).toBe(429);
        expect(errorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
      }
      // The cart's own writes have their own budget.
      expect((await buyer.addLine({ sku: PENDANT })).status).toBe(201);
      expect(cartOf(await buyer.removeDiscount()).discount).toBeNull();
    });

    it('limits by default to the contract’s figure, 10 attempts', async () => {
      const limited = appWith({ DISCOUNT_RATE_LIMIT: '' });
      const buyer = new Shopper(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await buyer.applyDiscount({ code: 'AMA10' })).status);
      expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    });
  });
});
