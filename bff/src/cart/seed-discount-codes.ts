import type { AppDatabase } from '../db';
import { DISCOUNT_CODE_SEED } from './discount-code-seed';

/**
 * Loads the development and e2e discount codes (discount-code-seed.ts) on every start: a code that
 * exists already is left as it is (one switched off by hand stays off), so this can never undo a
 * change made to it, and two instances starting together both succeed (ON CONFLICT in the database).
 * Returns how many codes were added.
 */
export async function seedDiscountCodes(database: AppDatabase): Promise<number> {
  const added = await database.kysely
    .insertInto('discount_codes')
    .values([...DISCOUNT_CODE_SEED])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .execute();
  return added.length;
}
