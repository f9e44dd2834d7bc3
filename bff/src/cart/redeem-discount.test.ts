import { euros } from '@ama/contracts';
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DiscountCodesTable } from './tables';
import { DiscountRefusedError } from './errors';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { redeemDiscount } from './redeem-discount';
import type { HasEarlierOrder } from './earlier-order';

describeWithDatabase(
  'redeemDiscount',
  (context) => {
    const kysely = () => context().db.kysely;
    let serial = 0;
    /** A code of this test's own: 20 % unlimited unless told otherwise. */
    const newCode = async (overrides: Partial<Insertable<DiscountCodesTable>> = {}) => {
      const code = `R${++serial}-${randomBytes(3).toString('hex').toUpperCase()}`;
      await kysely()
        .insertInto('discount_codes')
        .values({ code, kind: 'percent', percent: 20, usage: 'unlimited', ...overrides })
        .execute();
      return code;
    };
    const redemptions = async (code: string) => kysely().selectFrom('discount_redemptions').select(['code', 'email', 'order_ref']).where('code', '=', code).orderBy('id').execute();
    /** The problem a refused redemption names; fails the test when it was not refused. */
    const refusal = async (redeeming: Promise<unknown>) => {
      const error = await redeeming.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DiscountRefusedError);
      return (error as DiscountRefusedError).problem;
    };

    it('records the redemption with its order and e-mail, and returns the code’s terms to price the order', async () => {
      const code = await newCode({ kind: 'fixed', percent: null, amount_cents: euros(30) });
      const terms = await redeemDiscount(kysely(), code.toLowerCase(), 'ada@example.com', 'order-1');
      expect(terms).toMatchObject({ code, kind: 'fixed', amountCents: euros(30), usage: 'unlimited' });
      expect(await redemptions(code)).toEqual([{ code, email: 'ada@example.com', order_ref: 'order-1' }]);
    });

    it('lets an unlimited code serve many orders', async () => {
      const code = await newCode();
      for (const order of ['a', 'b', 'c']) await redeemDiscount(kysely(), code, 'ada@example.com', `unlimited-${code}-${order}`);
      expect(await redemptions(code)).toHaveLength(3);
    });

    it('gives a single-use code to one order only', async () => {
      const code = await newCode({ usage: 'single_use' });
      await redeemDiscount(kysely(), code, 'ada@example.com', null);
      expect(await refusal(redeemDiscount(kysely(), code, 'bob@example.com', null))).toBe('used');
      expect(await redemptions(code)).toHaveLength(1);
    });

    it('gives a once-per-e-mail code to one order per e-mail, in any letter case', async () => {
      const code = await newCode({ usage: 'once_per_email' });
      await redeemDiscount(kysely(), code, 'ada@example.com', null);
      expect(await refusal(redeemDiscount(kysely(), code, 'ADA@Example.com', null))).toBe('used');
      await redeemDiscount(kysely(), code, 'bob@example.com', null);
      expect(await redemptions(code)).toHaveLength(2);
    });

    it('gives a personal code to its e-mail only, and calls it invalid for anyone else', async () => {
      const code = await newCode({ usage: 'single_use', bound_email: 'Ada@Example.com' });
      expect(await refusal(redeemDiscount(kysely(), code, 'eve@example.com', null))).toBe('invalid');
      await redeemDiscount(kysely(), code, 'ada@example.com', null);
      // Used up now, yet still 'invalid' for someone else: nothing is told about another's code.
      expect(await refusal(redeemDiscount(kysely(), code, 'eve@example.com', null))).toBe('invalid');
      expect(await refusal(redeemDiscount(kysely(), code, 'ada@example.com', null))).toBe('used');
    });

    it.each<[string, Partial<Insertable<DiscountCodesTable>> | null, string]>([
      ['an unknown code', null, 'invalid'],
      ['a code switched off', { active: false }, 'invalid'],
      ['an expired code', { valid_until: new Date(Date.now() - 1000) }, 'expired'],
      ['a code not valid yet', { valid_from: new Date(Date.now() + 86_400_000) }, 'not_yet_valid'],
    ])('refuses %s and records nothing', async (_case, overrides, problem) => {
      const code = overrides ? await newCode(overrides) : 'NOPE-NOT-A-CODE';
      expect(await refusal(redeemDiscount(kysely(), code, 'ada@example.com', null))).toBe(problem);
      expect(await redemptions(code)).toEqual([]);
    });

    it('checks the minimum against the order’s subtotal when given one', async () => {
      const code = await newCode({ minimum_subtotal_cents: euros(2_000) });
      expect(await refusal(redeemDiscount(kysely(), code, 'ada@example.com', null, { subtotalCents: euros(1_999) }))).toBe('minimum_not_reached');
      await redeemDiscount(kysely(), code, 'ada@example.com', null, { subtotalCents: euros(2_000) });
      expect(await redemptions(code)).toHaveLength(1);
    });

    it('is undone with the order’s transaction: a failed order leaves the code unused', async () => {
      const code = await newCode({ usage: 'single_use' });
      await expect(
        kysely()
          .transaction()
          .execute(async (trx) => {
            await redeemDiscount(trx, code, 'ada@example.com', 'order-failed');
            throw new Error('payment refused');
          }),
      ).rejects.toThrow('payment refused');
      expect(await redemptions(code)).toEqual([]);
      await redeemDiscount(kysely(), code, 'ada@example.com', 'order-retried');
    });

    it('refuses a first-purchase code (the newsletter’s) once its e-mail has another order, asking with this order set aside; other codes never ask', async () => {
      const code = await newCode({ usage: 'single_use', bound_email: 'Ada@Example.com', first_order_only: true });
      const asked: [string, string | null][] = [];
      const ordered =
        (answer: boolean): HasEarlierOrder =>
        async (_db, email, exceptOrderRef) => {
          asked.push([email, exceptOrderRef]);
          return answer;
        };
      expect(await refusal(redeemDiscount(kysely(), code, 'ada@example.com', `first-${code}-2`, { hasEarlierOrder: ordered(true) }))).toBe('not_first_order');
      expect(asked).toEqual([['ada@example.com', `first-${code}-2`]]);
      expect(await redemptions(code)).toEqual([]);

      await redeemDiscount(kysely(), code, 'ada@example.com', `first-${code}-1`, { hasEarlierOrder: ordered(false) });
      expect(await redemptions(code)).toHaveLength(1);
      asked.length = 0;
      await redeemDiscount(kysely(), await newCode(), 'ada@example.com', `first-${code}-other`, { hasEarlierOrder: ordered(true) });
      expect(asked).toEqual([]);
    });

    it('keeps "first purchase only" to personal codes: the e-mail whose orders count is the bound one', async () => {
      await expect(newCode({ first_order_only: true })).rejects.toThrow(/discount_codes_first_order_bound_check/);
    });

    it('lets an order use one code only (order_ref is unique)', async () => {
      const [first, second] = [await newCode(), await newCode()];
      await redeemDiscount(kysely(), first, 'ada@example.com', `order-two-codes-${first}`);
      await expect(redeemDiscount(kysely(), second, 'ada@example.com', `order-two-codes-${first}`)).rejects.toThrow();
      expect(await redemptions(second)).toEqual([]);
    });

    it('gives a single-use code to exactly one of many orders placed at once', async () => {
      const code = await newCode({ usage: 'single_use' });
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, index) =>
          kysely()
            .transaction()
            .execute((trx) => redeemDiscount(trx, code, `shopper${index}@example.com`, `race-${code}-${index}`)),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as DiscountRefusedError).problem).toBe('used');
      }
      expect(await redemptions(code)).toHaveLength(1);
    });
  },
  BOTH_ENGINES,
);

/** PostgreSQL only: PGlite runs one transaction at a time, so there is no race to lose there. */
describeWithDatabase(
  'redeemDiscount under concurrent orders',
  (context) => {
    const kysely = () => context().db.kysely;

    it('makes a second order wait for the first to commit, then refuses it a single-use code (the row lock)', async () => {
      const code = `LOCK-${randomBytes(3).toString('hex').toUpperCase()}`;
      await kysely().insertInto('discount_codes').values({ code, kind: 'percent', percent: 15, usage: 'single_use' }).execute();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let redeemedByFirst!: () => void;
      const firstRedeemed = new Promise<void>((resolve) => (redeemedByFirst = resolve));
      // The first order redeems the code, then keeps its transaction open until released.
      const first = kysely()
        .transaction()
        .execute(async (trx) => {
          await redeemDiscount(trx, code, 'first@example.com', `held-${code}-1`);
          redeemedByFirst();
          await held;
        });
      await firstRedeemed;
      let secondSettled = false;
      const second = kysely()
        .transaction()
        .execute((trx) => redeemDiscount(trx, code, 'second@example.com', `held-${code}-2`))
        .then(
          () => 'redeemed',
          (error: unknown) => (error instanceof DiscountRefusedError ? error.problem : error),
        )
        .finally(() => (secondSettled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Without the lock the second would have counted no use (the first has not committed) and gone through.
      expect(secondSettled).toBe(false);
      release();
      await first;
      expect(await second).toBe('used');
      const rows = await kysely().selectFrom('discount_redemptions').select(['email', 'order_ref']).where('code', '=', code).execute();
      expect(rows).toEqual([{ email: 'first@example.com', order_ref: `held-${code}-1` }]);
    });
  },
  ['postgres'],
);
