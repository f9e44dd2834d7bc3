import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { migrationsDirs } from '../paths';
import { DISCOUNT_CODE_SEED } from '../cart/discount-code-seed';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { migrate, migrationFiles } from './migrate';
import { MEMORY, openDatabase, type AppDatabase } from './open';
import { seedDiscountCodes } from '../cart';

describe('migration 004 on a shop that already has newsletter subscribers', () => {
  let database: AppDatabase;
  let before: string;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: MEMORY });
    // The schema as it was before 004: only the earlier migrations.
    before = await mkdtemp(path.join(tmpdir(), 'ama-migrations-'));
    for (const { name, file } of (await migrationFiles(migrationsDirs())).filter(({ name }) => name < '004')) await copyFile(file, path.join(before, name));
    await migrate(database, before);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('turns every welcome code into a personal single-use code, the ones already redeemed used', async () => {
    const subscriber = (email: string, code: string, redeemedAt: Date | null) => ({
      email,
      name: 'Ada',
      surname: 'Lovelace',
      date_of_birth: '1990-05-17',
      locale: 'en',
      privacy_accepted_at: new Date('2026-01-02T00:00:00Z'),
      discount_code: code,
      discount_percent: 10,
      discount_redeemed_at: redeemedAt,
    });
    await database.kysely
      .insertInto('newsletter_subscribers')
      .values([
        subscriber('Ada@Example.com', 'WELCOME10-AAAA-BBBB-CCCC-DDDD', null),
        subscriber('bob@example.com', 'WELCOME10-EEEE-FFFF-GGGG-HHHH', new Date('2026-02-01T00:00:00Z')),
      ])
      .execute();

    expect(await migrate(database, migrationsDirs())).toEqual({ applied: expect.arrayContaining(['004_discount_codes.sql']) });

    const codes = await database.kysely.selectFrom('discount_codes').select(['code', 'kind', 'percent', 'usage', 'bound_email', 'valid_until', 'active']).orderBy('code').execute();
    expect(codes).toEqual([
      { code: 'WELCOME10-AAAA-BBBB-CCCC-DDDD', kind: 'percent', percent: 10, usage: 'single_use', bound_email: 'Ada@Example.com', valid_until: null, active: true },
      { code: 'WELCOME10-EEEE-FFFF-GGGG-HHHH', kind: 'percent', percent: 10, usage: 'single_use', bound_email: 'bob@example.com', valid_until: null, active: true },
    ]);
    const used = await database.kysely.selectFrom('discount_redemptions').select(['code', 'email', 'order_ref']).execute();
    expect(used).toEqual([{ code: 'WELCOME10-EEEE-FFFF-GGGG-HHHH', email: 'bob@example.com', order_ref: null }]);
  });
});

describeWithDatabase(
  'discount codes in the schema',
  (context) => {
    const kysely = () => context().db.kysely;

    it('holds the development codes (SEED_DISCOUNT_CODES is on outside production)', async () => {
      const codes = await kysely().selectFrom('discount_codes').select('code').where('code', 'in', ['AMA10', 'GIFT50', 'EXPIRED20', 'ONCE15']).execute();
      expect(codes.map((row) => row.code).sort()).toEqual(['AMA10', 'EXPIRED20', 'GIFT50', 'ONCE15']);
    });

    it('seeds again without undoing a change made to a seeded code', async () => {
      await kysely().updateTable('discount_codes').set({ active: false }).where('code', '=', 'EXPIRED20').execute();
      expect(await seedDiscountCodes(context().db)).toBe(0);
      expect((await kysely().selectFrom('discount_codes').select('active').where('code', '=', 'EXPIRED20').executeTakeFirstOrThrow()).active).toBe(false);
      await kysely().updateTable('discount_codes').set({ active: true }).where('code', '=', 'EXPIRED20').execute();
      await kysely().deleteFrom('discount_codes').where('code', '=', 'EXPIRED20').execute();
      expect(await seedDiscountCodes(context().db)).toBe(1);
      expect(DISCOUNT_CODE_SEED).toHaveLength(4);
    });

    it.each([
      ['a lower-case code', { code: 'ama11' }],
      ['a code with a space', { code: 'AMA 11' }],
      ['a code of 41 characters', { code: 'A'.repeat(41) }],
      ['a percentage without its percent', { percent: null }],
      ['a percentage with an amount too', { amount_cents: 100 }],
      ['a percentage above 100', { percent: 101 }],
      ['an end before the start', { valid_from: new Date('2026-02-01'), valid_until: new Date('2026-01-01') }],
      ['an unknown usage', { usage: 'twice' as 'unlimited' }],
      ['a code that exists already', { code: 'AMA10' }],
    ])('refuses %s', async (_case, overrides) => {
      await expect(
        kysely()
          .insertInto('discount_codes')
          .values({ code: 'AMA11', kind: 'percent', percent: 10, usage: 'unlimited', ...overrides })
          .execute(),
      ).rejects.toThrow();
    });

    it('keeps only known codes on carts', async () => {
      const visitor = 'f'.repeat(64);
      await kysely().insertInto('visitors').values({ token_hash: visitor }).execute();
      await expect(kysely().insertInto('carts').values({ visitor_hash: visitor, discount_code: 'NOT-A-CODE' }).execute()).rejects.toThrow();
    });
  },
  BOTH_ENGINES,
);
