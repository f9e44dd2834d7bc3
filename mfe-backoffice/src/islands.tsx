import { island } from '@ama/platform';
import { SignInContent } from './session/SignInContent';
import { OrdersContent } from './orders/OrdersContent';
import { OrderContent } from './orders/OrderContent';
import { WarrantyRenewalsContent } from './orders/renewals/WarrantyRenewalsContent';
import { WarrantyRenewalContent } from './orders/renewals/WarrantyRenewalContent';
import { EventsContent } from './events/EventsContent';
import { EventContent } from './events/EventContent';
import { AppointmentsContent } from './appointments/AppointmentsContent';
import { DiscountCodesContent } from './discount-codes/DiscountCodesContent';
import { DiscountCodeContent } from './discount-codes/DiscountCodeContent';
import { ClubMembersContent } from './club/ClubMembersContent';
import { ClubMemberContent } from './club/ClubMemberContent';
import { ClubLoansContent } from './club/loans/ClubLoansContent';
import { ClubLoanContent } from './club/loans/ClubLoanContent';
import { ClubPersonalisationsContent } from './club/personalisations/ClubPersonalisationsContent';
import { ClubPersonalisationContent } from './club/personalisations/ClubPersonalisationContent';
import { CustomDesignsContent } from './club/designs/CustomDesignsContent';
import { CustomDesignContent } from './club/designs/CustomDesignContent';
import { ProductsContent } from './products/ProductsContent';
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
/** /staff/renewals: the warranty renewals, their status filter and page in the URL (every staff role). */
export const WarrantyRenewalsIsland = island('backoffice/renewals', WarrantyRenewalsContent);
/** /staff/renewals/{id}: one renewal, its order, history and next step (the id is a route parameter, so a prop; every staff role). */
export const WarrantyRenewalIsland = island('backoffice/renewal', WarrantyRenewalContent);
/** /staff/events: every event with its seats and registrations (every staff role). */
export const EventsIsland = island('backoffice/events', EventsContent);
/** /staff/events/{key}: one event, its guests, their list as CSV, and cancelling it (the key is a route parameter, so a prop). */
export const EventIsland = island('backoffice/event', EventContent);
/** /staff/appointments: a day's appointments (the day in the URL, today in Italy by default), sending a video call's link and cancelling (every staff role). */
export const AppointmentsIsland = island('backoffice/appointments', AppointmentsContent);
/** /staff/discount-codes: the codes, their filters in the URL, switching one off or on, and creating one (managers only). */
export const DiscountCodesIsland = island('backoffice/discount-codes', DiscountCodesContent);
/** /staff/discount-codes/{code}: one code, its rules and who used it on which order (the code is a route parameter, so a prop; managers only). */
export const DiscountCodeIsland = island('backoffice/discount-code', DiscountCodeContent);
/** /staff/club: Club AMA's members, their filters in the URL, and announcing a terms change (managers only). */
export const ClubMembersIsland = island('backoffice/club-members', ClubMembersContent);
/** /staff/club/{id}: one member, their status, the year's spend, history and terminating for breach (the id is a route parameter, so a prop; managers only). */
export const ClubMemberIsland = island('backoffice/club-member', ClubMemberContent);
/** /staff/club/loans: the ELITE members' loan requests, their status filter and page in the URL (managers only). */
export const ClubLoansIsland = island('backoffice/club-loans', ClubLoansContent);
/** /staff/club/loans/{id}: one loan, its member, history and next step (the id is a route parameter, so a prop; managers only). */
export const ClubLoanIsland = island('backoffice/club-loan', ClubLoanContent);
/** /staff/club/personalisations: the members' free personalisation requests, their status filter and page in the URL (managers only). */
export const ClubPersonalisationsIsland = island('backoffice/club-personalisations', ClubPersonalisationsContent);
/** /staff/club/personalisations/{id}: one request, its member, code, history and answer (the id is a route parameter, so a prop; managers only). */
export const ClubPersonalisationIsland = island('backoffice/club-personalisation', ClubPersonalisationContent);
/** /staff/club/designs: the customers' custom design requests, their status filter and page in the URL (managers only). */
export const CustomDesignsIsland = island('backoffice/custom-designs', CustomDesignsContent);
/** /staff/club/designs/{id}: one design, its customer, fee, history and next steps (the id is a route parameter, so a prop; managers only). */
export const CustomDesignIsland = island('backoffice/custom-design', CustomDesignContent);
/** /staff/products: the catalogue, its filters in the URL, taking a product off sale or putting it back (managers only). */
export const ProductsIsland = island('backoffice/products', ProductsContent);
/** /staff/accounts: the staff accounts and the form that adds one (managers only). */
export const AccountsIsland = island('backoffice/accounts', AccountsContent);
