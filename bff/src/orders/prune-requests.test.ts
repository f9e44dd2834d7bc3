import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createApp } from '../app';
import { CARDS, cardPayment, orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { DECLINED_KEY_RETENTION_MS, pruneDeclinedRequests } from './idempotency';

describeWithDatabase('forgetting old declined order attempts', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000' }), db: context().db });
  });
  const kysely = () => context().db.kysely;
  const ageBy = (key: string, ms: number) =>
    sql`update order_requests set created_at = created_at - make_interval(secs => ${ms / 1000}) where idempotency_key = ${key}`.execute(kysely());

  it('forgets a decline older than a day, so its key no longer answers; keeps a recent decline and every placed order', async () => {
    const shopper = new Shopper(app);
    expect((await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1 })).status).toBe(201);
    const declinedBody = await orderBody(shopper, { payment: cardPayment(CARDS.declined) });
    const [oldDecline, recentDecline, placed] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await postOrder(app, shopper, declinedBody, { key: oldDecline })).status).toBe(402);
    expect((await postOrder(app, shopper, declinedBody, { key: recentDecline })).status).toBe(402);
    expect((await postOrder(app, shopper, await orderBody(shopper), { key: placed })).status).toBe(201);
    await ageBy(oldDecline, DECLINED_KEY_RETENTION_MS + 60_000);
    await ageBy(placed, 10 * DECLINED_KEY_RETENTION_MS);

    expect(await pruneDeclinedRequests(kysely())).toBeGreaterThanOrEqual(1);

    const keys = (await sql<{ key: string }>`select idempotency_key::text as key from order_requests`.execute(kysely())).rows.map((row) => row.key);
    expect(keys).not.toContain(oldDecline);
    expect(keys).toEqual(expect.arrayContaining([recentDecline, placed]));
  });
});
