import { APPOINTMENT_ERROR_CODES } from './appointment-fields';
import { CART_ERROR_CODES } from './cart';
import { CATALOG_ERROR_CODES } from './catalog-enums';
import { CLUB_ERROR_CODES } from './club-fields';
import { EVENT_ERROR_CODES } from './event-fields';
import { NEWSLETTER_ERROR_CODES } from './newsletter-fields';
import { CHECKOUT_ERROR_CODES, ORDER_ERROR_CODES } from './order-fields';
import { STAFF_ERROR_CODES } from './staff-error-codes';

/**
 * Every business area's error codes, for errors.ts's `ErrorCode`. A team adds a code to its own area's
 * list, in its own file, beside its contract; this file changes only when an area is added:
 *
 * | area | list | file |
 * |---|---|---|
 * | catalogue | `CATALOG_ERROR_CODES` | catalog-enums.ts |
 * | cart, discount codes | `CART_ERROR_CODES` | cart.ts |
 * | checkout; an order's status, returns, refunds | `CHECKOUT_ERROR_CODES`, `ORDER_ERROR_CODES` | order-fields.ts |
 * | newsletter | `NEWSLETTER_ERROR_CODES` | newsletter-fields.ts |
 * | Club AMA | `CLUB_ERROR_CODES` | club-fields.ts |
 * | events | `EVENT_ERROR_CODES` | event-fields.ts |
 * | appointments | `APPOINTMENT_ERROR_CODES` | appointment-fields.ts |
 * | back office | `STAFF_ERROR_CODES` | staff-error-codes.ts |
 *
 * A list lives in the area's file without zod where it has one (cart.ts has none; the apps that read
 * errors.ts load it anyway), and never in a file that imports errors.ts, as orders.ts does: browser apps
 * import errors.ts for `fieldErrors`, and it must neither bring every area's schemas into their bundles
 * nor close an import loop. A code is declared once (errors.test.ts): an area that answers another's code
 * (the club and events answer the newsletter's EMAIL_ALREADY_REGISTERED) uses it as it is.
 */
export const AREA_ERROR_CODES = [
  ...CATALOG_ERROR_CODES,
  ...CART_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...NEWSLETTER_ERROR_CODES,
  ...CLUB_ERROR_CODES,
  ...EVENT_ERROR_CODES,
  ...APPOINTMENT_ERROR_CODES,
  ...STAFF_ERROR_CODES,
] as const;
