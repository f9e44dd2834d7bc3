import { errorBodySchema, staffDiscountCodeListSchema, staffOrderListSchema, staffOrderResponseSchema, type StaffOrder } from '@ama/contracts';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { signedInStaff } from '../test-support/staff';

const RING = 'GA-SOL-OV';

/** The back office's lists in the order staff ask for, a code's state as shoppers meet it, an order's options in the page's language. */
describeWithDatabase('the back office lists API', (context) => {
  let app: ReturnType<typeof createApp>;
  // A fixed day, so a code's days are judged against a known "now".
  const clock = new Date('2026-06-15T10:00:00.000Z');
  beforeAll(() => {
    app = createApp({
      config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', STAFF_SIGN_IN_RATE_LIMIT: '1000' }),
      db: context().db,
      payments: createTestGateway(),
      backoffice: { now: () => clock },
    });
  });
  const db = () => context().db.kysely;
  let accounts = 0;
  const nextEmail = (name: string) => `${name}.${(accounts += 1)}.${context().engine}@ama.example`;

  async function placeOrder(locale: string) {
    const shopper = new Shopper(app, locale);
    expect((await shopper.addLine({ sku: RING, options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } })).status).toBe(201);
    const res = await postOrder(app, shopper, await orderBody(shopper), { locale });
    expect(res.status).toBe(201);
    return res.body.order.number as string;
  }
  const expectBadSort = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['sort']);
  };

  describe('orders', () => {
    it('sorts by number either way on the server, and answers an unknown sort with 400 on sort', async () => {
      const member = await signedInStaff(app, db(), nextEmail('ugo'), 'staff');
      for (let n = 0; n < 3; n += 1) await placeOrder('en');
      const numbersOf = async (sort: string) => staffOrderListSchema.parse((await member.get(`/api/staff/orders?sort=${sort}`)).body).orders.map((order) => order.number);
      const ascending = await numbersOf('number');
      expect(ascending.length).toBeGreaterThanOrEqual(3);
      expect(ascending).toEqual([...ascending].sort());
      const descending = await numbersOf('-number');
      expect(descending).toEqual([...descending].sort().reverse());
      for (const bad of ['nope', 'number;drop', '--number']) expectBadSort(await member.get(`/api/staff/orders?sort=${encodeURIComponent(bad)}`));
    });

    it('names an Italian order’s options in the staff member’s page language; the engraving stays as typed', async () => {
      const member = await signedInStaff(app, db(), nextEmail('vera'), 'staff');
      const number = await placeOrder('it');
      const optionsIn = async (locale: string) => {
        const { order } = staffOrderResponseSchema.parse((await member.get(`/api/staff/orders/${number}?locale=${locale}`)).body);
        return Object.fromEntries(order.lines[0]!.selection.map((option) => [option.label, option.valueLabel]));
      };
      expect(await optionsIn('en')).toMatchObject({ 'Gold colour': '18KT rose gold', 'Ring size': '14', Engraving: 'Ti amo' });
      expect(await optionsIn('de')).toMatchObject({ Goldfarbe: '18 kt Roségold', Gravur: 'Ti amo' });
      expect(await optionsIn('it')).toMatchObject({ 'Colore dell’oro': 'Oro rosa 18KT', Incisione: 'Ti amo' });

      const moved = await member.write('post', `/api/staff/orders/${number}/status?locale=en`, { status: 'in_production' });
      expect(moved.status).toBe(200);
      const labels = (moved.body.order as StaffOrder).lines[0]!.selection.map((option) => option.label);
      expect(labels).toContain('Gold colour');
    });
  });

  describe('discount codes', () => {
    const insertCode = (code: string, values: { valid_from?: Date; valid_until?: Date; active?: boolean }) =>
      db()
        .insertInto('discount_codes')
        .values({ code, kind: 'percent', percent: 20, usage: 'unlimited', ...values })
        .execute();

    it('says what a shopper meets now: expired, scheduled, switched off or active', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('wanda'), 'manager');
      const tag = `ST${context().engine.toUpperCase()}`;
      await insertCode(`${tag}-EXPIRED20`, { valid_from: new Date('2023-01-01T00:00:00+01:00'), valid_until: new Date('2025-01-01T00:00:00+01:00') });
      await insertCode(`${tag}-LATER`, { valid_from: new Date('2026-07-01T00:00:00+02:00') });
      await insertCode(`${tag}-OFF`, { active: false, valid_until: new Date('2020-01-01T00:00:00+01:00') });
      await insertCode(`${tag}-NOW`, { valid_until: new Date('2027-01-01T00:00:00+01:00') });
      const listed = staffDiscountCodeListSchema.parse((await manager.get(`/api/staff/discount-codes?q=${tag}`)).body);
      expect(Object.fromEntries(listed.codes.map((code) => [code.code, code.state]))).toEqual({
        [`${tag}-EXPIRED20`]: 'expired',
        [`${tag}-LATER`]: 'scheduled',
        [`${tag}-OFF`]: 'off',
        [`${tag}-NOW`]: 'active',
      });
      expect((await manager.get(`/api/staff/discount-codes/${tag}-EXPIRED20`)).body.code.state).toBe('expired');
    });

    it('sorts by code and by last day on the server, and answers an unknown sort with 400 on sort', async () => {
      const manager = await signedInStaff(app, db(), nextEmail('xena'), 'manager');
      const tag = `SO${context().engine.toUpperCase()}`;
      await insertCode(`${tag}-B`, { valid_until: new Date('2026-09-01T00:00:00+02:00') });
      await insertCode(`${tag}-C`, { valid_until: new Date('2026-08-01T00:00:00+02:00') });
      await insertCode(`${tag}-A`, {});
      const codesBy = async (sort: string) =>
        staffDiscountCodeListSchema.parse((await manager.get(`/api/staff/discount-codes?q=${tag}&sort=${sort}`)).body).codes.map((code) => code.code);
      expect(await codesBy('code')).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`]);
      expect(await codesBy('-code')).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
      // A code without a last day never ends: last when the soonest end comes first.
      expect(await codesBy('validUntil')).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
      expect(await codesBy('-redemptions')).toHaveLength(3);
      expectBadSort(await manager.get('/api/staff/discount-codes?sort=valid_until'));
    });
  });
});
