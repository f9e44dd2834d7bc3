import { passesLuhn } from '@ama/contracts';
import { randomUUID } from 'node:crypto';
import { cardBrand } from './card-brand';
import { PaymentKeyConflictError, PaymentStateError, type AuthoriseRequest, type AuthoriseResult, type PaymentProvider, type PaymentStatus, type RefundPart } from './provider';

/**
 * The built-in gateway (PAYMENT_PROVIDER=test), behaving like the common test cards of real providers.
 * It knows test cards only: any other number is refused as invalid, so a real card typed into a shop
 * running the test gateway is never "accepted".
 */
export const TEST_CARDS = {
  succeeds: ['4242424242424242', '5555555555554444', '378282246310005'],
  declined: ['4000000000000002', '4000000000009995'],
} as const;

/** A payment as the gateway's dashboard shows it: the last four digits only. */
export interface TestPayment {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  brand: string;
  last4: string;
  status: PaymentStatus;
}

/** A captured payment: money actually taken. */
export type TestCharge = Omit<TestPayment, 'status'>;

export interface TestGateway extends PaymentProvider {
  /** Captured payments, in the order they were captured (tests count them: money taken). */
  readonly charges: readonly TestCharge[];
  /** Every authorisation, with its status now (authorised, captured, voided or refunded). */
  readonly payments: readonly TestPayment[];
  /** Partial refunds, in the order they were made (full refunds only change the payment's status). */
  readonly refunds: readonly TestRefund[];
}

export type TestRefund = RefundPart & { paymentId: string };

const isExpired = (month: number, year: number, now: Date) => year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/** The gateway's decision for a new key: the same rules whether its memory is a Map or a table. */
export function decideAuthorisation({ amountCents, card }: AuthoriseRequest, now: Date): AuthoriseResult {
  // Checked again here, whatever the caller validated: a provider never trusts its client.
  if (!passesLuhn(card.number) || isExpired(card.expiryMonth, card.expiryYear, now)) return { ok: false, reason: 'invalid_card' };
  if ((TEST_CARDS.declined as readonly string[]).includes(card.number)) return { ok: false, reason: 'declined' };
  if (!(TEST_CARDS.succeeds as readonly string[]).includes(card.number)) return { ok: false, reason: 'invalid_card' };
  return { ok: true, authorisation: { paymentId: `test_${randomUUID()}`, brand: cardBrand(card.number), last4: card.number.slice(-4), amountCents } };
}

/** The test gateway with its memory in this process (PGlite tests, and any test that inspects it). */
export function createTestGateway(now: () => Date = () => new Date()): TestGateway {
  const charges: TestCharge[] = [];
  const payments: TestPayment[] = [];
  /** One answer per idempotency key, as real providers keep them. */
  const answers = new Map<string, { amountCents: number; result: AuthoriseResult; payment?: TestPayment }>();
  const byId = new Map<string, TestPayment>();
  const refunds: TestRefund[] = [];

  return {
    name: 'test',
    charges,
    payments,
    refunds,
    async authorise(request) {
      const earlier = answers.get(request.idempotencyKey);
      if (earlier) {
        // A real provider refuses a key reused for another amount rather than guess, and a voided
        // authorisation stays voided.
        if (earlier.amountCents !== request.amountCents || earlier.payment?.status === 'voided') {
          throw new PaymentKeyConflictError(earlier.result.ok ? { ...earlier.result.authorisation, status: earlier.payment!.status } : null);
        }
        return earlier.result;
      }
      const result = decideAuthorisation(request, now());
      let payment: TestPayment | undefined;
      if (result.ok) {
        const { paymentId, brand, last4 } = result.authorisation;
        payment = { paymentId, idempotencyKey: request.idempotencyKey, amountCents: request.amountCents, currency: request.currency, brand, last4, status: 'authorised' };
        payments.push(payment);
        byId.set(paymentId, payment);
      }
      answers.set(request.idempotencyKey, { amountCents: request.amountCents, result, payment });
      return result;
    },
    async capture(paymentId) {
      const payment = byId.get(paymentId);
      if (!payment || payment.status === 'voided' || payment.status === 'refunded') throw new PaymentStateError(paymentId, payment?.status ?? 'unknown', 'capture');
      if (payment.status === 'captured') return;
      payment.status = 'captured';
      const { status: _status, ...charge } = payment;
      charges.push(charge);
    },
    async void(paymentId) {
      const payment = byId.get(paymentId);
      if (!payment || payment.status === 'captured' || payment.status === 'refunded') throw new PaymentStateError(paymentId, payment?.status ?? 'unknown', 'void');
      payment.status = 'voided';
    },
    async refund(paymentId, part) {
      const payment = byId.get(paymentId);
      if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) throw new PaymentStateError(paymentId, payment?.status ?? 'unknown', 'refund');
      if (!part) {
        payment.status = 'refunded';
        return;
      }
      const earlier = refunds.find((refund) => refund.idempotencyKey === part.idempotencyKey);
      if (earlier) {
        if (earlier.paymentId !== paymentId || earlier.amountCents !== part.amountCents) throw new PaymentKeyConflictError(null);
        return;
      }
      const given = refunds.filter((refund) => refund.paymentId === paymentId).reduce((sum, refund) => sum + refund.amountCents, 0);
      if (payment.status === 'refunded' || given + part.amountCents > payment.amountCents) throw new PaymentStateError(paymentId, payment.status, 'refund');
      refunds.push({ paymentId, ...part });
      if (given + part.amountCents === payment.amountCents) payment.status = 'refunded';
    },
  };
}
