import { z } from 'zod';

/**
 * How the back office asks for a list in another order: `?sort=<key>` ascending, `?sort=-<key>`
 * descending. Lists paginated by the server sort there (a page must be a slice of the whole order);
 * a value the list does not know answers 400 VALIDATION_FAILED on `sort`.
 */
export type StaffSort<K extends string> = K | `-${K}`;

/** Every value `sort` takes for these keys, ascending ones first. */
export const staffSortValues = <const K extends string>(keys: readonly [K, ...K[]]) =>
  [...keys, ...keys.map((key) => `-${key}` as const)] as unknown as readonly [StaffSort<K>, ...StaffSort<K>[]];

/** The `sort` query parameter of a list with these keys; absent → the list's own order. */
export const staffSortParam = <const K extends string>(keys: readonly [K, ...K[]]) => {
  const values = staffSortValues(keys);
  return z.enum(values, { error: `Unknown sort: one of ${values.join(', ')}` }).optional();
};

/** The key a `sort` value names, whichever way it runs ('-total' → 'total'). */
export type StaffSortKey<S extends string> = S extends `-${infer K}` ? K : S;

/** A `sort` value read back: the list's key, and whether the list runs from its last to its first. */
export function readStaffSort<S extends string>(sort: S): { key: StaffSortKey<S>; descending: boolean } {
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as StaffSortKey<S>, descending };
}

/** The orders list's keys; without `sort`, newest first (-placedAt). */
export const STAFF_ORDER_SORT_KEYS = ['placedAt', 'number', 'customer', 'total', 'status'] as const;
export type StaffOrderSort = StaffSort<(typeof STAFF_ORDER_SORT_KEYS)[number]>;

/** The discount codes list's keys; without `sort`, newest first (-createdAt). */
export const STAFF_DISCOUNT_CODE_SORT_KEYS = ['createdAt', 'code', 'validUntil', 'redemptions'] as const;
export type StaffDiscountCodeSort = StaffSort<(typeof STAFF_DISCOUNT_CODE_SORT_KEYS)[number]>;

/** The products list's keys (`available`: on sale first); without `sort`, by SKU (sku). */
export const STAFF_PRODUCT_SORT_KEYS = ['sku', 'name', 'collection', 'price', 'available'] as const;
export type StaffProductSort = StaffSort<(typeof STAFF_PRODUCT_SORT_KEYS)[number]>;

/**
 * The Club members list's keys (`name`: last name, then name; `status`: by its place in a membership's
 * life, as the list shows it); without `sort`, the newest sign-ups first (-registeredAt).
 */
export const STAFF_CLUB_MEMBER_SORT_KEYS = ['name', 'status', 'registeredAt', 'memberSince'] as const;
export type StaffClubMemberSort = StaffSort<(typeof STAFF_CLUB_MEMBER_SORT_KEYS)[number]>;

/**
 * What a shopper typing the code meets now: `active`, `scheduled` (its first day is ahead), `expired`
 * (its last day is past), or `off` (switched off by staff, whatever its days).
 */
export const DISCOUNT_CODE_STATES = ['active', 'scheduled', 'expired', 'off'] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];
