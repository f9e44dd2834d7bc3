import { passesLuhn } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { cardBrand } from './card-brand';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';

/**
 * The built-in gateway (PAYMENT_PROVIDER=test), behaving like the common test cards of real providers.
 * It knows test cards only: any other number is refused as invalid, so a real card typed into a shop
 * running the test gateway is never "accepted".
 */
export const TEST_CARDS = {
  succeeds: ['4242424242424242', '5555555555554444', '378282246310005'],
  declined: ['4000000000000002', '4000000000009995'],
} as const;

/** What the gateway charged: the last four digits only, like a real provider's dashboard. */
export interface TestCharge {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  brand: string;
  last4: string;
}

export interface TestGateway extends PaymentProvider {
  /** Successful charges, in order (tests count them). */
  readonly charges: readonly TestCharge[];
}

const isExpired = (month: number, year: number, now: Date) => year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

export function createTestGateway(now: () => Date = () => new Date()): TestGateway {
  const charges: TestCharge[] = [];
  /** One answer per idempotency key, as real providers keep them. */
  const answers = new Map<string, { amountCents: number; result: ChargeResult }>();

  const decide = ({ amountCents, currency, card, idempotencyKey }: ChargeRequest): ChargeResult => {
    // Checked again here, whatever the caller validated: a provider never trusts its client.
    if (!passesLuhn(card.number) || isExpired(card.expiryMonth, card.expiryYear, now())) return { ok: false, reason: 'invalid_card' };
    if ((TEST_CARDS.declined as readonly string[]).includes(card.number)) return { ok: false, reason: 'declined' };
    if (!(TEST_CARDS.succeeds as readonly string[]).includes(card.number)) return { ok: false, reason: 'invalid_card' };
    const charge: TestCharge = { paymentId: `test_${randomUUID()}`, idempotencyKey, amountCents, currency, brand: cardBrand(card.number), last4: card.number.slice(-4) };
    charges.push(charge);
    return { ok: true, paymentId: charge.paymentId, brand: charge.brand, last4: charge.last4 };
  };

  return {
    name: 'test',
    charges,
    async charge(request) {
      const earlier = answers.get(request.idempotencyKey);
      if (earlier) {
        // A real provider refuses a key reused for another amount rather than guess.
        if (earlier.amountCents !== request.amountCents) throw new Error('Idempotency key reused with another amount');
        return earlier.result;
      }
      const result = decide(request);
      answers.set(request.idempotencyKey, { amountCents: request.amountCents, result });
      return result;
    },
  };
}
