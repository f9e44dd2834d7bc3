import { euros } from '@ama/contracts';
import type { Insertable } from 'kysely';
import type { DiscountCodesTable } from './tables';

/**
 * The shop's codes for development and the e2e journeys (docs/discount-codes.md), loaded only when
 * SEED_DISCOUNT_CODES is on (by default outside production; e2e turns it on):
 *
 * | code      | what                      | rules                                 | shows                    |
 * |-----------|---------------------------|---------------------------------------|--------------------------|
 * | AMA10     | 10 % off                  | unlimited, no end                     | a percentage             |
 * | GIFT50    | €50 off                   | subtotal of at least €2,000           | a fixed amount, minimum  |
 * | EXPIRED20 | 20 % off                  | ended on 1 January 2024               | "expired"                |
 * | ONCE15    | 15 % off                  | one order in total                    | "used" once an order took it |
 *
 * Any letter case works (the shopper may type "ama10"). GIFT50's minimum is €2,000, not a lower
 * figure, because the cheapest piece costs €590: one pendant (€1,190) shows "minimum not reached",
 * two reach it.
 */
export const DISCOUNT_CODE_SEED: readonly Insertable<DiscountCodesTable>[] = [
  { code: 'AMA10', kind: 'percent', percent: 10, usage: 'unlimited' },
  { code: 'GIFT50', kind: 'fixed', amount_cents: euros(50), usage: 'unlimited', minimum_subtotal_cents: euros(2_000) },
  { code: 'EXPIRED20', kind: 'percent', percent: 20, usage: 'unlimited', valid_from: new Date('2023-01-01T00:00:00Z'), valid_until: new Date('2024-01-01T00:00:00Z') },
  { code: 'ONCE15', kind: 'percent', percent: 15, usage: 'single_use' },
];
