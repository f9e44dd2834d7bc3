import { errorBodySchema, fieldErrors } from './errors';
import { expiryIn } from './test-support';
import { orderHeadersSchema, orderParamsSchema, placeOrderSchema, totalChangedBodySchema } from './orders';

const form = {
  contact: { email: 'ada@example.com', phone: '+49 30 1234567', name: 'Ada', surname: 'Lovelace' },
  shipping: { country: 'DE', city: 'Berlin', address: 'Unter den Linden 1', zipCode: '10117' },
  billing: { sameAsShipping: true },
  privacy: true,
};
const card = { cardNumber: '4242 4242 4242 4242', expiry: expiryIn(24), cvc: '123', cardholderName: 'Ada Lovelace' };

describe('placeOrderSchema', () => {
  it('takes the form, the card and the total the shopper saw', () => {
    const parsed = placeOrderSchema.parse({ checkout: form, payment: card, expectedTotalCents: 119_000 });
    expect(parsed.checkout.contact.phone).toBe('+49301234567');
    expect(parsed.payment.cardNumber).toBe('4242424242424242');
    expect(parsed.expectedTotalCents).toBe(119_000);
  });

  it('names problems by their path in the body, the way the checkout page finds its fields', () => {
    const result = placeOrderSchema.safeParse({ checkout: { ...form, shipping: { ...form.shipping, zipCode: '1011' } }, payment: { ...card, cvc: '1' }, expectedTotalCents: -1 });
    expect(fieldErrors(result.error!.issues)).toEqual({ 'checkout.shipping.zipCode': 'invalid_zip', 'payment.cvc': 'invalid_cvc', expectedTotalCents: expect.any(String) });
  });

  it('refuses a body without its parts, with extra keys, or that is no object', () => {
    expect(fieldErrors(placeOrderSchema.safeParse({}).error!.issues)).toEqual({ checkout: 'required', payment: 'required', expectedTotalCents: expect.any(String) });
    expect(fieldErrors(placeOrderSchema.safeParse({ checkout: form, payment: card, expectedTotalCents: 1, totalCents: 1 }).error!.issues)).toEqual({
      _: 'Unknown field(s): totalCents',
    });
    expect(fieldErrors(placeOrderSchema.safeParse('order').error!.issues)).toEqual({ _: 'Expected a JSON object' });
  });
});

describe('order request parts', () => {
  it('needs an Idempotency-Key that is a UUID, in any letter case', () => {
    expect(orderHeadersSchema.safeParse({ 'idempotency-key': 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D' }).success).toBe(true);
    expect(fieldErrors(orderHeadersSchema.safeParse({}).error!.issues)).toEqual({ 'idempotency-key': 'required' });
    expect(fieldErrors(orderHeadersSchema.safeParse({ 'idempotency-key': 'twice' }).error!.issues)).toEqual({ 'idempotency-key': 'Expected a UUID' });
  });

  it('reads an order reference of 43 base64url characters only', () => {
    expect(orderParamsSchema.safeParse({ reference: 'a'.repeat(43) }).success).toBe(true);
    for (const reference of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}/`]) expect(orderParamsSchema.safeParse({ reference }).success).toBe(false);
  });

  it('sends TOTAL_CHANGED as an ordinary error body with the re-priced cart beside it', () => {
    const body = {
      error: { code: 'TOTAL_CHANGED', message: 'The total of your cart has changed' },
      cart: {
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
      },
    };
    expect(totalChangedBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.parse(body).error.code).toBe('TOTAL_CHANGED');
    expect(totalChangedBodySchema.safeParse({ error: body.error }).success).toBe(false);
  });
});
