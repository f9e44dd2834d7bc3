import { randomUUID } from 'node:crypto';
import { cardBrand } from './card-brand';
import type { CardDetails } from './provider';
import { createTestGateway, TEST_CARDS } from './test-gateway';

const card = (number: string, overrides: Partial<CardDetails> = {}): CardDetails => ({ number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', ...overrides });
const NOW = new Date('2030-06-15T12:00:00Z');

describe('the test gateway', () => {
  const charge = (gateway: ReturnType<typeof createTestGateway>, number: string, overrides: Partial<CardDetails> = {}, idempotencyKey = randomUUID(), amountCents = 12_300) =>
    gateway.charge({ amountCents, currency: 'EUR', card: card(number, overrides), idempotencyKey });

  it('charges 4242 4242 4242 4242 and answers its brand and last four digits only', async () => {
    const gateway = createTestGateway(() => NOW);
    const result = await charge(gateway, '4242424242424242');
    expect(result).toEqual({ ok: true, paymentId: expect.stringMatching(/^test_/), brand: 'visa', last4: '4242' });
    expect(gateway.charges).toEqual([expect.objectContaining({ amountCents: 12_300, currency: 'EUR', last4: '4242' })]);
    expect(JSON.stringify(gateway.charges)).not.toContain('4242424242424242');
  });

  it.each(TEST_CARDS.declined)('declines %s and charges nothing', async (number) => {
    const gateway = createTestGateway(() => NOW);
    expect(await charge(gateway, number)).toEqual({ ok: false, reason: 'declined' });
    expect(gateway.charges).toHaveLength(0);
  });

  it.each([
    ['a number failing the Luhn check', '4242424242424241', {}],
    ['a card that expired last month', '4242424242424242', { expiryMonth: 5, expiryYear: 2030 }],
    ['a valid number that is no test card (a real card)', '4111111111111111', {}],
  ])('refuses %s as an invalid card before charging', async (_case, number, overrides) => {
    const gateway = createTestGateway(() => NOW);
    expect(await charge(gateway, number, overrides)).toEqual({ ok: false, reason: 'invalid_card' });
    expect(gateway.charges).toHaveLength(0);
  });

  it('accepts a card until the end of its expiry month', async () => {
    const gateway = createTestGateway(() => NOW);
    expect((await charge(gateway, '5555555555554444', { expiryMonth: 6, expiryYear: 2030 })).ok).toBe(true);
  });

  it('answers a repeated idempotency key with the first answer and charges once', async () => {
    const gateway = createTestGateway(() => NOW);
    const key = randomUUID();
    const first = await charge(gateway, '4242424242424242', {}, key);
    const again = await Promise.all([1, 2, 3].map(() => charge(gateway, '4242424242424242', {}, key)));
    expect(again).toEqual([first, first, first]);
    expect(gateway.charges).toHaveLength(1);
    await expect(charge(gateway, '4242424242424242', {}, key, 1)).rejects.toThrow(/another amount/);
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
