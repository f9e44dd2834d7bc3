import { newsletterSubscriptionResponseSchema, placeOrderSchema } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app';
import { DiscountRefusedError } from '../cart/errors';
import { createTestGateway } from '../payment';
import { checkoutForm, orderBody } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { hashVisitorToken } from '../visitor';
import { cartDiscountRedemption } from './discount-redemption';
import { createOrderService } from './place-order';

const PENDANT = 'GA-PEN-OV';

/**
 * PostgreSQL only (PGlite runs one transaction at a time, so there is no race to lose there): the
 * newsletter's "first purchase" when the subscriber orders in two tabs at once, one order without the
 * code and one with it. The orders of one e-mail take turns (earlier-orders.ts lockOrdersOfEmail), so
 * the order with the code sees the other one once it commits.
 */
describeWithDatabase(
  'the newsletter’s first-purchase code against an order of another tab',
  (context) => {
    it('makes the order with the code wait for the other tab’s order, then refuses the code (not_first_order)', async () => {
      const gateway = createTestGateway();
      const app = createApp({
        config: testConfig({ CART_RATE_LIMIT: '100000', DISCOUNT_RATE_LIMIT: '100000', NEWSLETTER_RATE_LIMIT: '10000' }),
        db: context().db,
        payments: gateway,
      });
      const email = `tabs.${randomUUID().slice(0, 8)}@example.com`;
      const signUp = await request(app).post('/api/newsletter/subscriptions?locale=en').send({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true });
      const { discountCode } = newsletterSubscriptionResponseSchema.parse(signUp.body).subscription;
      const [plain, withCode] = [new Shopper(app), new Shopper(app)];
      for (const tab of [plain, withCode]) expect((await tab.addLine({ sku: PENDANT })).status).toBe(201);
      expect((await withCode.applyDiscount({ code: discountCode })).status).toBe(200);
      const checkout = checkoutForm({ contact: { ...checkoutForm().contact, email } });
      const orderOf = async (tab: Shopper) => placeOrderSchema.parse(await orderBody(tab, { checkout }));
      const visitorOf = (tab: Shopper) => ({ token: tab.token!, hash: hashVisitorToken(tab.token!) });

      // The order without the code keeps its transaction open once it has written its order.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const plainWritten = new Promise<void>((resolve) => (written = resolve));
      let holding = true;
      const orders = createOrderService({
        db: context().db.kysely,
        payments: gateway,
        redeemDiscount: cartDiscountRedemption(),
        onPlaced: async () => {
          if (!holding) return;
          holding = false;
          written();
          await held;
        },
      });

      const [plainOrder, codeOrder] = [await orderOf(plain), await orderOf(withCode)];
      const first = orders.place(visitorOf(plain), plainOrder, 'en', randomUUID());
      let secondSettled = false;
      let second: Promise<unknown> | undefined;
      try {
        await plainWritten;
        second = orders
          .place(visitorOf(withCode), codeOrder, 'en', randomUUID())
          .then(
            (outcome) => outcome.kind,
            (error: unknown) => (error instanceof DiscountRefusedError ? error.problem : error),
          )
          .finally(() => (secondSettled = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Without the turn it would have seen no order of the e-mail (the first has not committed) and used the code.
        expect(secondSettled).toBe(false);
      } finally {
        // Always let the held transaction end, or the database could not close after a failure.
        release();
      }
      expect((await first).kind).toBe('placed');
      expect(await second).toBe('not_first_order');
    });
  },
  ['postgres'],
);
