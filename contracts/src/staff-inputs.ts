import { z } from 'zod';
import { STAFF_LIMITS } from './staff-fields';
import { singleLineText } from './text';

/*
 * What several staff areas read alike (staff-orders.ts, staff-appointments.ts, staff-discount-codes.ts,
 * staff-club.ts, staff-products.ts). Only emptyStaffBodySchema is the package's; the rest is the areas' own.
 */

/** A day of the calendar, YYYY-MM-DD (Italian time where it bounds something). */
export const staffCalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');

/** A list's search box: a piece of what the list shows. */
export const staffSearchParam = () => singleLineText().max(STAFF_LIMITS.searchMaxLength, 'too_long').optional();

/** A list's page, the first without it. */
export const staffPageParam = () => z.coerce.number().int().min(1).max(10_000).default(1);

/** A write that takes nothing but its path (cancelling an event or an appointment): `{}`, and nothing else. */
export const emptyStaffBodySchema = z.strictObject({});
