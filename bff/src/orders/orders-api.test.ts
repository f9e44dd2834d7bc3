import { cartSchema, errorBodySchema, newsletterSubscriptionResponseSchema, orderResponseSchema, totalChangedBodySchema, type Cart, type Order } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { insertDiscountCode } from '../cart';

import { createTestGateway, type TestGateway } from '../payment';
import { CARDS, cardPayment, checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { BOTH_ENGINES, describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

const RING = 'GA-SOL-OV';
const PENDANT = 'GA-PEN-OV';
/** Available in the seed; tests switch it off and back on. */
const HOOPS = 'SE-HOO-RD';

describeWithDatabase(
  'POST /api/orders',
  (context) => {
    let app: ReturnType<typeof createApp>;
    let gateway: TestGateway;
    beforeAll(() => {
      gateway = createTestGateway();
      app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db, payments: gateway });
    });
    const kysely = () => context().db.kysely;
    const tables = () => kysely();
    const count = async (table: 'orders' | 'order_lines' | 'order_payments' | 'order_requests') =>
      (
        await tables()
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const counts = async () => ({
      orders: await count('orders'),
      lines: await count('order_lines'),
      payments: await count('order_payments'),
      requests: await count('order_requests'),
      mails: (
        await kysely()
          .selectFrom('outbox')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      charges: gateway.charges.length,
    });
    const cartOf = async (shopper: Shopper, locale?: string): Promise<Cart> => cartSchema.parse((await shopper.cart(locale)).body);
    const orderOf = (res: request.Response): Order => orderResponseSchema.parse(res.body).order;
    const errorOf = (res: request.Response) => errorBodySchema.parse(res.body).error;

    /** A shopper with an engraved ring and two pendants in the cart. */
    async function shopperWithCart(locale = 'en'): Promise<Shopper> {
      const shopper = new Shopper(app, locale);
      expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } })).status).toBe(201);
      expect((await shopper.addLine({ sku: PENDANT, quantity: 2 })).status).toBe(201);
      return shopper;
    }

    describe('placing an order', () => {
      it('answers 201 with the order as sold, charges the total once, writes the order, its lines, its payment and its e-mail, and empties the cart', async () => {
        const shopper = await shopperWithCart();
        const cart = await cartOf(shopper);
        const before = await counts();
        const body = await orderBody(shopper, { checkout: checkoutForm({ giftWrapping: true, giftMessage: 'Happy birthday\nwith love' }) });

        const res = await postOrder(app, shopper, body);

        expect(res.status).toBe(201);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['idempotent-replayed']).toBeUndefined();
        const order = orderOf(res);
        expect(order).toMatchObject({
          number: expect.stringMatching(/^AMA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/),
          reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          locale: 'en',
          email: body.checkout.contact.email,
          customer: { name: 'Ada', surname: 'Lovelace', phone: '+393471234567' },
          shippingAddress: { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' },
          billingAddress: { country: 'IT', city: 'Milano', zipCode: '20121' },
          fiscalCode: 'RSSMRA85T10A562S',
          giftWrapping: true,
          giftMessage: 'Happy birthday\nwith love',
          discountCode: null,
          totals: { subtotalCents: cart.subtotalCents, discountCents: 0, shippingCents: 0, totalCents: cart.totalCents, currency: 'EUR' },
          payment: { brand: 'visa', last4: '4242' },
          status: 'received',
        });
        expect(order.history).toEqual([{ status: 'received', at: order.placedAt, carrier: null, trackingNumber: null }]);
        // The lines exactly as the cart showed them, engraving and fees included.
        expect(order.lines).toEqual(cart.lines.map(({ id: _id, available: _available, ...line }) => line));
        expect(order.lines[0]!.options.engraving).toBe('Ti amo');
        expect(order.lines[0]!.selection.find((option) => option.type === 'WRITING')).toMatchObject({ valueLabel: 'Ti amo', priceDeltaCents: 5_000 });
        expect(Date.now() - Date.parse(order.placedAt)).toBeLessThan(60_000);
        // Made to order: it ships by the day the cart said, kept with the order (its slowest piece's working days).
        expect(cart.shipsBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.parse(cart.shipsBy!) - Date.parse(order.placedAt)).toBeGreaterThan(14 * 86_400_000);
        expect(order.shipsBy).toBe(cart.shipsBy);

        expect(gateway.charges.at(-1)).toMatchObject({ amountCents: cart.totalCents, currency: 'EUR', last4: '4242' });
        expect(await counts()).toEqual({
          ...before,
          orders: before.orders + 1,
          lines: before.lines + 2,
          payments: before.payments + 1,
          requests: before.requests + 1,
          mails: before.mails + 1,
          charges: before.charges + 1,
        });

        const stored = await tables().selectFrom('orders').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ email: body.checkout.contact.email, subtotal_cents: cart.subtotalCents, total_cents: cart.totalCents, gift_wrapping: true, locale: 'en' });
        // Proof of the privacy acceptance: when the order was placed.
        expect(Math.abs(new Date(stored.privacy_accepted_at).getTime() - Date.parse(order.placedAt))).toBeLessThan(5_000);
        const payment = await tables().selectFrom('order_payments').selectAll().where('order_id', '=', stored.id).executeTakeFirstOrThrow();
        expect(payment).toMatchObject({
          provider: 'test',
          provider_payment_id: gateway.charges.at(-1)!.paymentId,
          brand: 'visa',
          last4: '4242',
          amount_cents: cart.totalCents,
          currency: 'EUR',
        });
        const lines = await tables().selectFrom('order_lines').selectAll().where('order_id', '=', stored.id).orderBy('position').execute();
        expect(lines.map((line) => [line.sku, line.quantity, line.unit_price_cents, line.options.engraving ?? null])).toEqual(
          cart.lines.map((line) => [line.sku, line.quantity, line.unitPriceCents, line.options.engraving ?? null]),
        );
        const mail = await kysely().selectFrom('outbox').selectAll().where('to', '=', body.checkout.contact.email).executeTakeFirstOrThrow();
        expect(mail).toMatchObject({ status: 'pending', subject: `AMA: your order ${order.number}` });
        expect(mail.text).toContain('Engraving: Ti amo (+€50.00)');

        // The cart is empty now, its visitor kept.
        expect(await cartOf(shopper)).toMatchObject({ lines: [], totalItems: 0, totalCents: 0, discount: null, shipsBy: null });
      });

      it('writes the e-mail in the shopper’s language, every amount formatted for it, the shopper’s text escaped', async () => {
        const shopper = await shopperWithCart('it');
        const body = await orderBody(shopper, {
          checkout: checkoutForm({
            contact: { email: `giulia.${randomUUID().slice(0, 6)}@example.com`, phone: '+39 02 1234 5678', name: '<b>Giulia</b>', surname: 'Rossi' },
            giftMessage: '<script>alert(1)</script>\nTi amo',
          }),
        });
        const res = await postOrder(app, shopper, body, { locale: 'it' });
        expect(res.status).toBe(201);
        const order = orderOf(res);
        expect(order.locale).toBe('it');
        expect(order.lines[0]!.name).toBe('Anello solitario Gaia');

        const mail = await kysely().selectFrom('outbox').selectAll().where('to', '=', body.checkout.contact.email).executeTakeFirstOrThrow();
        expect(mail.subject).toBe(`AMA: il tuo ordine ${order.number}`);
        expect(mail.text).toContain('Gentile <b>Giulia</b>,');
        expect(mail.text).toContain(`Totale (IVA inclusa): ${new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(order.totals.totalCents / 100)}`);
        expect(mail.text).toMatch(/Incisione: Ti amo \(\+50,00\s€\)/);
        expect(mail.text).toContain('Italia');
        expect(mail.html).toContain('Gentile &lt;b&gt;Giulia&lt;/b&gt;,');
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Ti amo');
        expect(mail.html).not.toMatch(/<script|<b>Giulia/);
      });

      it('keeps the total at list price for the club and redeems the cart’s discount code with the order', async () => {
        const shopper = await shopperWithCart();
        expect((await shopper.applyDiscount({ code: 'ama10' })).status).toBe(200);
        const cart = await cartOf(shopper);
        expect(cart.discountCents).toBeGreaterThan(0);

        const res = await postOrder(app, shopper, await orderBody(shopper));

        expect(res.status).toBe(201);
        const order = orderOf(res);
        expect(order.totals).toEqual({
          subtotalCents: cart.subtotalCents,
          discountCents: cart.discountCents,
          shippingCents: 0,
          totalCents: cart.subtotalCents - cart.discountCents,
          currency: 'EUR',
        });
        expect(order.discountCode).toBe('AMA10');
        expect(gateway.charges.at(-1)!.amountCents).toBe(cart.totalCents);
        const redemption = await sql<{ code: string }>`select code from discount_redemptions where order_ref = ${order.number}`.execute(kysely());
        expect(redemption.rows).toEqual([{ code: 'AMA10' }]);
        expect((await cartOf(shopper)).discount).toBeNull();
      });

      it('marks the newsletter’s welcome code as redeemed with the order (the hook app.ts wires)', async () => {
        const email = `welcome.${randomUUID().slice(0, 8)}@example.com`;
        const signUp = await request(app)
          .post('/api/newsletter/subscriptions?locale=en')
          .send({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true });
        expect(signUp.status).toBe(201);
        const code = newsletterSubscriptionResponseSchema.parse(signUp.body).subscription.discountCode;
        const shopper = await shopperWithCart();
        expect((await shopper.applyDiscount({ code })).status).toBe(200);
        const contact = { ...checkoutForm().contact, email };

        expect((await postOrder(app, shopper, await orderBody(shopper, { checkout: checkoutForm({ contact }) }))).status).toBe(201);

        const subscriber = await sql<{ redeemed: boolean }>`select discount_redeemed_at is not null as redeemed from newsletter_subscribers where discount_code = ${code}`.execute(
          kysely(),
        );
        expect(subscriber.rows).toEqual([{ redeemed: true }]);
      });

      /** A new subscriber's e-mail and personal code (10 % off the first purchase). */
      async function newsletterCode(email = `first.${randomUUID().slice(0, 8)}@example.com`): Promise<{ email: string; code: string }> {
        const signUp = await request(app)
          .post('/api/newsletter/subscriptions?locale=en')
          .send({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true });
        expect(signUp.status).toBe(201);
        return { email, code: newsletterSubscriptionResponseSchema.parse(signUp.body).subscription.discountCode };
      }
      const withEmail = (email: string) => checkoutForm({ contact: { ...checkoutForm().contact, email } });

      it('refuses the newsletter’s code when its e-mail (any letter case) placed an order since it was applied: 400 not_first_order, nothing written, nothing charged', async () => {
        const { email, code } = await newsletterCode();
        const shopper = await shopperWithCart();
        expect((await shopper.applyDiscount({ code })).status).toBe(200);
        // Another tab, without the code, orders first.
        const otherTab = await shopperWithCart();
        expect((await postOrder(app, otherTab, await orderBody(otherTab, { checkout: withEmail(email.toUpperCase()) }))).status).toBe(201);
        const before = await counts();

        const res = await postOrder(app, shopper, await orderBody(shopper, { checkout: withEmail(email) }));

        expect(res.status).toBe(400);
        expect(errorOf(res)).toEqual({ code: 'INVALID_DISCOUNT_CODE', message: expect.any(String), fields: { code: 'not_first_order' } });
        expect(await counts()).toEqual({ ...before, requests: before.requests + 1 });
        expect((await sql<{ n: number }>`select count(*)::int as n from discount_redemptions where code = ${code}`.execute(kysely())).rows).toEqual([{ n: 0 }]);
      });

      it('of two orders placed at once with the same newsletter code and e-mail, places one and refuses the other', async () => {
        const { email, code } = await newsletterCode();
        const tabs = [await shopperWithCart(), await shopperWithCart()];
        for (const tab of tabs) expect((await tab.applyDiscount({ code })).status).toBe(200);
        const bodies = await Promise.all(tabs.map((tab) => orderBody(tab, { checkout: withEmail(email) })));

        const results = await Promise.all(tabs.map((tab, index) => postOrder(app, tab, bodies[index]!)));

        expect(results.filter((res) => res.status === 201)).toHaveLength(1);
        const refused = results.find((res) => res.status !== 201)!;
        if (refused.status === 409) {
          // It read its cart after the other order committed: the used code had left it, so the total moved.
          expect(totalChangedBodySchema.parse(refused.body).cart.discount).toBeNull();
        } else {
          // Or it got as far as the order's transaction, and waited there for the other order.
          expect(refused.status).toBe(400);
          expect(errorOf(refused).code).toBe('INVALID_DISCOUNT_CODE');
          expect(['used', 'not_first_order']).toContain(errorOf(refused).fields?.code);
        }
        const placed = await sql<{ n: number }>`select count(*)::int as n from orders where lower(email) = lower(${email})`.execute(kysely());
        expect(placed.rows).toEqual([{ n: 1 }]);
      });

      it('accepts the newsletter’s code on the e-mail’s first order', async () => {
        const { email, code } = await newsletterCode();
        const shopper = await shopperWithCart();
        expect((await shopper.applyDiscount({ code })).status).toBe(200);
        const res = await postOrder(app, shopper, await orderBody(shopper, { checkout: withEmail(email) }));
        expect(res.status).toBe(201);
        expect(orderOf(res).discountCode).toBe(code);
      });
    });

    describe('the confirmation page', () => {
      it('reads the order back for the visitor who placed it only: anyone else gets 404', async () => {
        const shopper = await shopperWithCart();
        const placed = orderOf(await postOrder(app, shopper, await orderBody(shopper)));
        const path = `/api/orders/${placed.reference}`;

        const res = await shopper.get(path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(orderOf(res)).toEqual(placed);

        const stranger = new Shopper(app);
        await stranger.addLine({ sku: PENDANT });
        for (const other of [await stranger.get(path), await request(app).get(`${path}?locale=en`), await shopper.get(`/api/orders/${'A'.repeat(43)}`)]) {
          expect(other.status).toBe(404);
          expect(errorOf(other).code).toBe('NOT_FOUND');
        }
        expect((await shopper.get('/api/orders/not-a-reference')).status).toBe(400);
        expect((await shopper.get(path, 'fr')).status).toBe(400);
      });
    });

    describe('a payment failure', () => {
      it('answers 402 PAYMENT_FAILED for a declined card, writes nothing but the key, keeps the cart, and a new key with another card succeeds', async () => {
        const shopper = await shopperWithCart();
        const cart = await cartOf(shopper);
        const before = await counts();
        const key = randomUUID();
        const body = await orderBody(shopper, { payment: cardPayment(CARDS.declined) });

        const res = await postOrder(app, shopper, body, { key });

        expect(res.status).toBe(402);
        expect(errorOf(res)).toEqual({ code: 'PAYMENT_FAILED', message: expect.any(String), fields: { payment: 'declined' } });
        expect(await counts()).toEqual({ ...before, requests: before.requests + 1 });
        expect(await tables().selectFrom('order_requests').select(['outcome', 'decline_reason', 'order_id']).where('idempotency_key', '=', key).executeTakeFirst()).toEqual({
          outcome: 'declined',
          decline_reason: 'declined',
          order_id: null,
        });
        expect(await cartOf(shopper)).toEqual(cart);

        // The same request again is the same decline, not a second attempt.
        const again = await postOrder(app, shopper, body, { key });
        expect(again.status).toBe(402);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.body).toEqual(res.body);

        const retry = await postOrder(app, shopper, { ...body, payment: cardPayment(CARDS.succeeds) });
        expect(retry.status).toBe(201);
        expect(orderOf(retry).totals.totalCents).toBe(cart.totalCents);
      });

      it('rolls the discount’s redemption back with a declined payment', async () => {
        const shopper = await shopperWithCart();
        await shopper.applyDiscount({ code: 'AMA10' });
        const redemptions = async () => (await sql<{ n: number }>`select count(*)::int as n from discount_redemptions`.execute(kysely())).rows[0]!.n;
        const before = await redemptions();
        const res = await postOrder(app, shopper, await orderBody(shopper, { payment: cardPayment(CARDS.declined) }));
        expect(res.status).toBe(402);
        expect(await redemptions()).toBe(before);
        expect((await cartOf(shopper)).discount?.code).toBe('AMA10');
      });

      it('refuses a personal code bound to another e-mail with 400 INVALID_DISCOUNT_CODE, before any charge', async () => {
        const code = `MINE-${randomUUID().slice(0, 8).toUpperCase()}`;
        await insertDiscountCode(kysely(), { code, kind: 'percent', percent: 10, usage: 'single_use', bound_email: 'someone.else@example.com' });
        const shopper = await shopperWithCart();
        expect((await shopper.applyDiscount({ code })).status).toBe(200);
        const before = await counts();
        const res = await postOrder(app, shopper, await orderBody(shopper));
        expect(res.status).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: 'INVALID_DISCOUNT_CODE', fields: { code: 'invalid' } });
        // The code is refused inside the order's transaction, after the authorisation: that is voided,
        // nothing is taken, and the key's row only says its attempt was given up.
        expect(await counts()).toEqual({ ...before, requests: before.requests + 1 });
        expect(gateway.payments.at(-1)).toMatchObject({ status: 'voided' });
        expect((await cartOf(shopper)).lines).toHaveLength(2);
      });

      it('answers 402 with invalid_card for a number the gateway does not know, and 400 before any charge for one that fails the Luhn check', async () => {
        const shopper = await shopperWithCart();
        const before = await counts();
        const unknown = await postOrder(app, shopper, await orderBody(shopper, { payment: cardPayment(CARDS.notATestCard) }));
        expect(unknown.status).toBe(402);
        expect(errorOf(unknown).fields).toEqual({ payment: 'invalid_card' });

        const typo = await postOrder(app, shopper, await orderBody(shopper, { payment: cardPayment('4242 4242 4242 4241') }));
        expect(typo.status).toBe(400);
        expect(errorOf(typo)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'payment.cardNumber': 'invalid_card_number' } });
        expect(await counts()).toEqual({ ...before, requests: before.requests + 1 });
      });
    });

    describe('refusals before any charge', () => {
      it('answers 409 TOTAL_CHANGED with the cart priced now when a price moved since the shopper saw it; the same key then pays the new total', async () => {
        const shopper = await shopperWithCart();
        const body = await orderBody(shopper);
        const before = await counts();
        const key = randomUUID();
        await kysely()
          .updateTable('products')
          .set((eb) => ({ list_price_cents: eb('list_price_cents', '+', 10_000) }))
          .where('sku', '=', PENDANT)
          .execute();
        try {
          const res = await postOrder(app, shopper, body, { key });
          expect(res.status).toBe(409);
          const { error, cart } = totalChangedBodySchema.parse(res.body);
          expect(error.code).toBe('TOTAL_CHANGED');
          expect(cart.totalCents).toBe(body.expectedTotalCents + 2 * 10_000);
          expect(cart).toEqual(await cartOf(shopper));
          expect(await counts()).toEqual(before);

          const confirmed = await postOrder(app, shopper, { ...body, expectedTotalCents: cart.totalCents }, { key });
          expect(confirmed.status).toBe(201);
          expect(orderOf(confirmed).totals.totalCents).toBe(cart.totalCents);
        } finally {
          await kysely()
            .updateTable('products')
            .set((eb) => ({ list_price_cents: eb('list_price_cents', '-', 10_000) }))
            .where('sku', '=', PENDANT)
            .execute();
        }
      });

      it('answers 409 PRODUCT_UNAVAILABLE while a line can no longer be ordered, and charges nothing', async () => {
        const shopper = await shopperWithCart();
        await shopper.addLine({ sku: HOOPS });
        const body = await orderBody(shopper);
        const before = await counts();
        await kysely().updateTable('products').set({ available: false }).where('sku', '=', HOOPS).execute();
        try {
          const res = await postOrder(app, shopper, body);
          expect(res.status).toBe(409);
          expect(errorOf(res).code).toBe('PRODUCT_UNAVAILABLE');
          expect(await counts()).toEqual(before);
          expect((await cartOf(shopper)).lines).toHaveLength(3);
        } finally {
          await kysely().updateTable('products').set({ available: true }).where('sku', '=', HOOPS).execute();
        }
      });

      it('answers 409 CART_EMPTY without a cookie, with an emptied cart, and after the cart was ordered', async () => {
        const before = await counts();
        const nobody = new Shopper(app);
        const noCookie = await postOrder(app, nobody, { checkout: checkoutForm(), payment: cardPayment(), expectedTotalCents: 0 });
        expect(noCookie.status).toBe(409);
        expect(errorOf(noCookie).code).toBe('CART_EMPTY');

        const emptied = new Shopper(app);
        const { lines } = cartSchema.parse((await emptied.addLine({ sku: PENDANT })).body);
        await emptied.removeLine(lines[0]!.id);
        expect(errorOf(await postOrder(app, emptied, await orderBody(emptied))).code).toBe('CART_EMPTY');
        expect(await counts()).toEqual(before);

        const buyer = await shopperWithCart();
        const body = await orderBody(buyer);
        expect((await postOrder(app, buyer, body)).status).toBe(201);
        // Another attempt (another key) finds nothing left to pay for.
        const twice = await postOrder(app, buyer, body);
        expect(twice.status).toBe(409);
        expect(errorOf(twice).code).toBe('CART_EMPTY');
      });

      it.each([
        ['no Idempotency-Key', { 'Idempotency-Key': '' }, 'idempotency-key', 'required'],
        ['a key that is no UUID', { 'Idempotency-Key': 'order-1' }, 'idempotency-key', 'Expected a UUID'],
      ])('answers 400 for %s', async (_case, headers, field, problem) => {
        const shopper = await shopperWithCart();
        let test = request(app).post('/api/orders?locale=en').set('Content-Type', 'application/json').set('Cookie', `ama_visitor=${shopper.token}`);
        for (const [name, value] of Object.entries(headers)) if (value) test = test.set(name, value);
        const res = await test.send(JSON.stringify(await orderBody(shopper)));
        expect(res.status).toBe(400);
        expect(errorOf(res).fields).toEqual({ [field]: problem });
      });

      it('answers 400 naming each field of a bad form, and charges nothing', async () => {
        const shopper = await shopperWithCart();
        const before = await counts();
        const form = checkoutForm({ privacy: false as true, giftMessage: 'x\u0000' });
        const res = await postOrder(
          app,
          shopper,
          await orderBody(shopper, { checkout: { ...form, contact: { ...form.contact, phone: '12' }, shipping: { ...form.shipping, zipCode: '2012' } } }),
        );
        expect(res.status).toBe(400);
        expect(errorOf(res)).toEqual({
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          fields: {
            'checkout.privacy': 'privacy_required',
            'checkout.giftMessage': 'control_characters',
            'checkout.contact.phone': 'invalid_phone',
            'checkout.shipping.zipCode': 'invalid_zip',
          },
        });
        expect(errorOf(await postOrder(app, shopper, { ...(await orderBody(shopper)), totalCents: 1 })).fields).toEqual({ _: expect.stringContaining('totalCents') });
        expect(errorOf(await postOrder(app, shopper, await orderBody(shopper), { locale: 'fr' })).fields).toHaveProperty('locale');
        expect(await counts()).toEqual(before);
      });

      it('refuses what a cross-site form could send (415) and malformed JSON (400)', async () => {
        const shopper = await shopperWithCart();
        const form = await request(app)
          .post('/api/orders?locale=en')
          .set('Cookie', `ama_visitor=${shopper.token}`)
          .set('Idempotency-Key', randomUUID())
          .type('form')
          .send({ expectedTotalCents: 1 });
        expect(form.status).toBe(415);
        const malformed = await request(app).post('/api/orders?locale=en').set('Content-Type', 'application/json').set('Idempotency-Key', randomUUID()).send('{"checkout":');
        expect(errorOf(malformed).code).toBe('MALFORMED_JSON');
      });
    });

    describe('the Idempotency-Key', () => {
      it('answers the same request sent 10 times with one order, charged once, e-mailed once', async () => {
        const shopper = await shopperWithCart();
        const body = await orderBody(shopper);
        const key = randomUUID();
        const before = await counts();

        const responses = [];
        for (let attempt = 0; attempt < 10; attempt += 1) responses.push(await postOrder(app, shopper, body, { key }));

        expect(responses.map((res) => res.status)).toEqual(Array(10).fill(201));
        expect(new Set(responses.map((res) => JSON.stringify(res.body))).size).toBe(1);
        expect(responses.map((res) => res.headers['idempotent-replayed'] ?? 'first')).toEqual(['first', ...Array(9).fill('true')]);
        expect(await counts()).toEqual({
          ...before,
          orders: before.orders + 1,
          lines: before.lines + 2,
          payments: before.payments + 1,
          requests: before.requests + 1,
          mails: before.mails + 1,
          charges: before.charges + 1,
        });
      });

      it('refuses a key used for another request, or by another visitor, and tells nothing of that order', async () => {
        const shopper = await shopperWithCart();
        const body = await orderBody(shopper);
        const key = randomUUID();
        expect((await postOrder(app, shopper, body, { key })).status).toBe(201);

        const other = await shopperWithCart();
        for (const res of [await postOrder(app, shopper, { ...body, checkout: checkoutForm() }, { key }), await postOrder(app, other, body, { key })]) {
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { 'idempotency-key': 'already_used' } } });
        }
      });
    });

    describe('one transaction', () => {
      it('writes nothing and takes nothing when the e-mail cannot be queued: the authorisation is voided; the same key retried is charged once and placed', async () => {
        const shopper = await shopperWithCart();
        const body = await orderBody(shopper);
        const key = randomUUID();
        const before = await counts();
        await sql`alter table outbox add constraint refuse_all_for_test check (false) not valid`.execute(kysely());
        try {
          const res = await postOrder(app, shopper, body, { key });
          expect(res.status).toBe(500);
          expect(errorOf(res).code).toBe('INTERNAL');
        } finally {
          await sql`alter table outbox drop constraint refuse_all_for_test`.execute(kysely());
        }
        // The card was authorised before the transaction and that authorisation voided when it failed:
        // nothing was taken, and only the key's row says its attempt was given up.
        expect(await counts()).toEqual({ ...before, requests: before.requests + 1 });
        expect(gateway.payments.at(-1)).toMatchObject({ status: 'voided', amountCents: body.expectedTotalCents });
        expect((await cartOf(shopper)).lines).toHaveLength(2);

        // The same key authorises afresh (a voided authorisation is never used again) and places the order.
        const retried = await postOrder(app, shopper, body, { key });
        expect(retried.status).toBe(201);
        expect(gateway.payments.at(-1)).toMatchObject({ status: 'captured', amountCents: body.expectedTotalCents });
        expect(gateway.payments.at(-2)).toMatchObject({ status: 'voided' });
        expect(await counts()).toEqual({
          ...before,
          orders: before.orders + 1,
          lines: before.lines + 2,
          payments: before.payments + 1,
          requests: before.requests + 1,
          mails: before.mails + 1,
          charges: before.charges + 1,
        });
        expect((await cartOf(shopper)).lines).toEqual([]);
      });
    });

    describe('the card number', () => {
      it('is stored nowhere: no column of any table holds it, after an order and a decline', async () => {
        const shopper = await shopperWithCart();
        expect((await postOrder(app, shopper, await orderBody(shopper, { payment: cardPayment(CARDS.declined) }))).status).toBe(402);
        expect((await postOrder(app, shopper, await orderBody(shopper))).status).toBe(201);

        const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely())).rows[0]!.schema;
        const names = (
          await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(kysely())
        ).rows.map((row) => row.name);
        expect(names).toEqual(expect.arrayContaining(['orders', 'order_lines', 'order_payments', 'order_requests', 'outbox']));
        for (const pan of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002']) {
          for (const name of names) {
            const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)} t where position(${pan} in row_to_json(t)::text) > 0`.execute(kysely());
            expect([name, pan, found.rows[0]!.n]).toEqual([name, pan, 0]);
          }
        }
      });
    });
  },
  BOTH_ENGINES,
);

describeWithDatabase(
  'POST /api/orders rate limit',
  (context) => {
    it('answers 429 with Retry-After once an IP has used up its order attempts, refused ones included', async () => {
      const app = createApp({ config: testConfig({ ORDER_RATE_LIMIT: '2', ORDER_RATE_WINDOW_SECONDS: '600' }), db: context().db, payments: createTestGateway() });
      const shopper = new Shopper(app);
      await shopper.addLine({ sku: PENDANT });
      const body = await orderBody(shopper);
      expect((await postOrder(app, shopper, { ...body, expectedTotalCents: 1 })).status).toBe(409);
      expect((await postOrder(app, shopper, body, { locale: 'fr' })).status).toBe(400);
      const limited = await postOrder(app, shopper, body);
      expect(limited.status).toBe(429);
      expect(errorBodySchema.parse(limited.body).error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The cart's own budget is apart: the shopper can still change the cart.
      expect((await shopper.addLine({ sku: PENDANT })).status).toBe(201);
    });
  },
  BOTH_ENGINES,
);
