import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DiscountTerms } from './discount-rules';

/**
 * Whether `email` (any letter case) already has an order other than `exceptOrderRef` (the order being
 * placed, written earlier in its own transaction). The orders module answers it and the app wires it
 * in: the cart reads no other module's table, and orders already import the cart.
 */
export type HasEarlierOrder = (db: Kysely<Database>, email: string, exceptOrderRef: string | null) => Promise<boolean>;

/**
 * The "earlier order?" a first-purchase code needs (discountProblem's `earlierOrder`), asked only of
 * such a code, so other codes cost no query. Undefined when there is no one to ask.
 */
export async function earlierOrderFor(
  db: Kysely<Database>,
  terms: DiscountTerms | undefined,
  email: string | null,
  { hasEarlierOrder, exceptOrderRef = null }: { hasEarlierOrder?: HasEarlierOrder; exceptOrderRef?: string | null },
): Promise<boolean | undefined> {
  if (!terms?.firstOrderOnly || email === null || !hasEarlierOrder) return undefined;
  return hasEarlierOrder(db, email, exceptOrderRef);
}
