import { cartSchema, type CheckoutFormInput, type PaymentInput, type PlaceOrderInput } from '@ama/contracts';
import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { VISITOR_COOKIE } from '../visitor';
import type { Shopper } from './shopper';

/** The test gateway's cards (payment/test-gateway.ts), as a shopper types them. */
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', notATestCard: '4111 1111 1111 1111' } as const;

/** 'MM/YY' of a card valid for another two years. */
export const futureExpiry = (now = new Date()): string => `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

export const checkoutForm = (overrides: Partial<CheckoutFormInput> = {}): CheckoutFormInput => ({
  contact: { email: `ada.${randomUUID().slice(0, 8)}@example.com`, phone: '347 123 4567', name: 'Ada', surname: 'Lovelace' },
  shipping: { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' },
  billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
  privacy: true,
  giftWrapping: false,
  ...overrides,
});

export const cardPayment = (cardNumber: string = CARDS.succeeds): PaymentInput => ({ cardNumber, expiry: futureExpiry(), cvc: '123', cardholderName: 'Ada Lovelace' });

/** The cart's total as the shopper sees it now: what the order request says it expects. */
export async function shownTotal(shopper: Shopper): Promise<number> {
  return cartSchema.parse((await shopper.cart()).body).totalCents;
}

export interface OrderRequestOptions {
  key?: string;
  locale?: string;
  /** The visitor token to send; the shopper's by default, null for none. */
  token?: string | null;
}

/** POST /api/orders as the checkout page sends it: JSON, the visitor cookie, an Idempotency-Key. */
export function postOrder(app: Express, shopper: Shopper, body: PlaceOrderInput | Record<string, unknown>, options: OrderRequestOptions = {}): Promise<Response> {
  const token = options.token === undefined ? shopper.token : options.token;
  let test = request(app)
    .post(`/api/orders?locale=${options.locale ?? 'en'}`)
    .set('Content-Type', 'application/json')
    .set('Idempotency-Key', options.key ?? randomUUID());
  if (token) test = test.set('Cookie', `${VISITOR_COOKIE}=${token}`);
  return test.send(JSON.stringify(body));
}

/** The whole request body for the shopper's cart as shown now. */
export async function orderBody(shopper: Shopper, overrides: Partial<PlaceOrderInput> = {}): Promise<PlaceOrderInput> {
  return { checkout: checkoutForm(), payment: cardPayment(), expectedTotalCents: await shownTotal(shopper), ...overrides };
}
