import { randomUUID } from 'node:crypto';
import { describeEachEngine } from '../test-support/engines';
import { PaymentStateError, type AuthoriseResult } from './provider';
import { createRecordedTestGateway } from './recorded-test-gateway';

const paymentIdOf = (result: AuthoriseResult) => {
  if (!result.ok) throw new Error(`not authorised: ${result.reason}`);
  return result.authorisation.paymentId;
};

describeEachEngine('the test gateway’s ledger in the database: refunds', (context) => {
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
});
