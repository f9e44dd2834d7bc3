import { randomUUID } from 'node:crypto';
import { cardBrand } from './card-brand';
import { PaymentKeyConflictError, PaymentStateError, type AuthoriseResult, type CardDetails } from './provider';
import { createTestGateway, TEST_CARDS, type TestGateway } from './test-gateway';

const card = (number: string, overrides: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expiryMonth: 12,
  expiryYear: 2031,
  cvc: '123',
  holderName: 'Ada Lovelace',
  ...overrides,
});
const NOW = new Date('2030-06-15T12:00:00Z');

describe('the test gateway', () => {
  const authorise = (gateway: TestGateway, number: string, overrides: Partial<CardDetails> = {}, idempotencyKey = randomUUID(), amountCents = 12_300) =>
    gateway.authorise({ amountCents, currency: 'EUR', card: card(number, overrides), idempotencyKey });
  const paymentIdOf = (result: AuthoriseResult) => {
    if (!result.ok) throw new Error(`not authorised: ${result.reason}`);
    return result.authorisation.paymentId;
  };

  it('authorises 4242 4242 4242 4242 and answers its brand and last four digits only; the money is taken by the capture', async () => {
    const gateway = createTestGateway(() => NOW);
    const result = await authorise(gateway, '4242424242424242');
    expect(result).toEqual({ ok: true, authorisation: { paymentId: expect.stringMatching(/^test_/), brand: 'visa', last4: '4242', amountCents: 12_300 } });
    expect(gateway.charges).toHaveLength(0);
    expect(gateway.payments).toEqual([expect.objectContaining({ status: 'authorised', amountCents: 12_300 })]);

    await gateway.capture(paymentIdOf(result));
    await gateway.capture(paymentIdOf(result));
    expect(gateway.charges).toEqual([expect.objectContaining({ amountCents: 12_300, currency: 'EUR', last4: '4242' })]);
    expect(JSON.stringify(gateway.payments)).not.toContain('4242424242424242');
    // Captured money is not given back by a void (that would be a refund).
    await expect(gateway.void(paymentIdOf(result))).rejects.toBeInstanceOf(PaymentStateError);
  });

  it('voids an authorisation: never captured afterwards, and its key stands for the void', async () => {
    const gateway = createTestGateway(() => NOW);
    const key = randomUUID();
    const result = await authorise(gateway, '4242424242424242', {}, key);
    await gateway.void(paymentIdOf(result));
    await gateway.void(paymentIdOf(result));
    await expect(gateway.capture(paymentIdOf(result))).rejects.toBeInstanceOf(PaymentStateError);
    await expect(authorise(gateway, '4242424242424242', {}, key)).rejects.toBeInstanceOf(PaymentKeyConflictError);
    expect(gateway.charges).toHaveLength(0);
    expect(gateway.payments.map((payment) => payment.status)).toEqual(['voided']);
  });

  it.each(TEST_CARDS.declined)('declines %s and holds nothing', async (number) => {
    const gateway = createTestGateway(() => NOW);
    expect(await authorise(gateway, number)).toEqual({ ok: false, reason: 'declined' });
    expect(gateway.payments).toHaveLength(0);
  });

  it.each([
    ['a number failing the Luhn check', '4242424242424241', {}],
    ['a card that expired last month', '4242424242424242', { expiryMonth: 5, expiryYear: 2030 }],
    ['a valid number that is no test card (a real card)', '4111111111111111', {}],
  ])('refuses %s as an invalid card before authorising', async (_case, number, overrides) => {
    const gateway = createTestGateway(() => NOW);
    expect(await authorise(gateway, number, overrides)).toEqual({ ok: false, reason: 'invalid_card' });
    expect(gateway.payments).toHaveLength(0);
  });

  it('accepts a card until the end of its expiry month', async () => {
    const gateway = createTestGateway(() => NOW);
    expect((await authorise(gateway, '5555555555554444', { expiryMonth: 6, expiryYear: 2030 })).ok).toBe(true);
  });

  it('answers a repeated idempotency key with the first authorisation, and refuses it for another amount, naming that authorisation', async () => {
    const gateway = createTestGateway(() => NOW);
    const key = randomUUID();
    const first = await authorise(gateway, '4242424242424242', {}, key);
    const again = await Promise.all([1, 2, 3].map(() => authorise(gateway, '4242424242424242', {}, key)));
    expect(again).toEqual([first, first, first]);
    expect(gateway.payments).toHaveLength(1);
    const conflict = await authorise(gateway, '4242424242424242', {}, key, 1).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(PaymentKeyConflictError);
    expect((conflict as PaymentKeyConflictError).earlier).toEqual({ paymentId: paymentIdOf(first), brand: 'visa', last4: '4242', amountCents: 12_300, status: 'authorised' });
  });

  it('refunds a captured payment once, and nothing else: an authorisation is voided, not refunded', async () => {
    const gateway = createTestGateway(() => NOW);
    const captured = paymentIdOf(await authorise(gateway, '4242424242424242'));
    await gateway.capture(captured);
    await gateway.refund(captured);
    await gateway.refund(captured);
    expect(gateway.payments.find((payment) => payment.paymentId === captured)?.status).toBe('refunded');
    await expect(gateway.capture(captured)).rejects.toBeInstanceOf(PaymentStateError);
    const held = paymentIdOf(await authorise(gateway, '4242424242424242'));
    await expect(gateway.refund(held)).rejects.toBeInstanceOf(PaymentStateError);
    await expect(gateway.refund('test_unknown')).rejects.toBeInstanceOf(PaymentStateError);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'card'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
