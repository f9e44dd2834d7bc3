import { island } from '@ama/platform';
import { SignInContent } from './session/SignInContent';
import { OrdersContent } from './orders/OrdersContent';
import { OrderContent } from './orders/OrderContent';
import { AccountsContent } from './accounts/AccountsContent';

/**
 * The back office's islands (docs/adr-009-islands.md). Every staff page is personal from top to bottom:
 * the server renders its frame (title, "checking your session"), never staff data; each page's whole
 * content is one island that asks for the session and the data in the browser, after hydration.
 */

/** /staff: the sign-in form, or straight on to the orders when already signed in. */
export const SignInIsland = island('backoffice/sign-in', SignInContent);
/** /staff/orders: filters (in the URL), the table and its pages. */
export const OrdersIsland = island('backoffice/orders', OrdersContent);
/** /staff/orders/{number}: the order and its status change form (the number is a route parameter, so a prop). */
export const OrderIsland = island('backoffice/order', OrderContent);
/** /staff/accounts: the staff accounts and the form that adds one (managers only). */
export const AccountsIsland = island('backoffice/accounts', AccountsContent);
