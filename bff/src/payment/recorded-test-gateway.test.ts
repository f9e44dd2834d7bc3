import { randomUUID } from 'node:crypto';
import { describeWithDatabase } from '../test-support/engines';
import { PaymentKeyConflictError, PaymentStateError, type AuthoriseResult, type PaymentProvider } from './provider';
import { createTestGateway } from './test-gateway';
import { createRecordedTestGateway } from './recorded-test-gateway';

const paymentIdOf = (result: AuthoriseResult) => {
  if (!result.ok) throw new Error(`not authorised: ${result.reason}`);
  return result.authorisation.paymentId;
};

describeWithDatabase('the test gateway’s ledger in the database: refunds', (context) => {
  it('refunds a captured payment (again and again: idempotent), and refuses to refund one never captured', async () => {
    const gateway = createRecordedTestGateway(context().db.kysely);
    const authorise = () =>
      gateway.authorise({
        amountCents: 45_000,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123', holderName: 'Ada' },
      });
    const captured = paymentIdOf(await authorise());
    await gateway.capture(captured);
    await gateway.refund(captured);
    await gateway.refund(captured);
    const row = await context().db.kysely.selectFrom('test_gateway_charges').select('status').where('payment_id', '=', captured).executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
    await expect(gateway.capture(captured)).rejects.toBeInstanceOf(PaymentStateError);
    await expect(gateway.refund(paymentIdOf(await authorise()))).rejects.toBeInstanceOf(PaymentStateError);
  });

  // Both gateways, the one in memory and the one with its books in the database, give part back alike.
  it.each([
    ['in memory', () => createTestGateway()],
    ['in the database', () => createRecordedTestGateway(context().db.kysely)],
  ] as const)('%s: gives part of a captured payment back once per key, never more than was taken, and refunded in full at the last cent', async (_name, make) => {
    const gateway: PaymentProvider = make();
    const authorised = await gateway.authorise({
      amountCents: 45_000,
      currency: 'EUR',
      idempotencyKey: randomUUID(),
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123', holderName: 'Ada' },
    });
    const paymentId = paymentIdOf(authorised);
    await expect(gateway.refund(paymentId, { amountCents: 100, idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(PaymentStateError);
    await gateway.capture(paymentId);

    const first = { amountCents: 30_000, idempotencyKey: randomUUID() };
    await gateway.refund(paymentId, first);
    await gateway.refund(paymentId, first);
    await expect(gateway.refund(paymentId, { ...first, amountCents: 29_999 })).rejects.toBeInstanceOf(PaymentKeyConflictError);
    await expect(gateway.refund(paymentId, { amountCents: 15_001, idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(PaymentStateError);
    // Still captured: 150 euro are left to give back.
    await expect(gateway.capture(paymentId)).resolves.toBeUndefined();
    await gateway.refund(paymentId, { amountCents: 15_000, idempotencyKey: randomUUID() });
    await expect(gateway.capture(paymentId)).rejects.toBeInstanceOf(PaymentStateError);
  });
});
