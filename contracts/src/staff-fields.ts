/** The back office's paths, header, roles, limits and the order's next statuses, without zod (the schemas are in each area's file, listed by staff.ts; docs/forms.md). */
import type { OrderStatus } from './order-fields';

export const STAFF_PATHS = {
  session: '/staff/session',
  sessions: '/staff/sessions',
  password: '/staff/password',
  accounts: '/staff/accounts',
  orders: '/staff/orders',
  order: '/staff/orders/:number',
  orderStatus: '/staff/orders/:number/status',
  orderReturns: '/staff/orders/:number/returns',
  orderReturnStatus: '/staff/orders/:number/returns/:returnId/status',
  events: '/staff/events',
  event: '/staff/events/:key',
  eventRegistrationsCsv: '/staff/events/:key/registrations.csv',
  eventCancellation: '/staff/events/:key/cancellation',
  appointments: '/staff/appointments',
  appointmentVideoLink: '/staff/appointments/:id/video-link',
  appointmentCancellation: '/staff/appointments/:id/cancellation',
  discountCodes: '/staff/discount-codes',
  discountCode: '/staff/discount-codes/:code',
  discountCodeActive: '/staff/discount-codes/:code/active',
  clubMembers: '/staff/club/members',
  clubMember: '/staff/club/members/:id',
  clubMemberTermination: '/staff/club/members/:id/termination',
  clubTermsChanges: '/staff/club/terms-changes',
  clubLoans: '/staff/club/loans',
  clubLoan: '/staff/club/loans/:id',
  clubLoanConfirmation: '/staff/club/loans/:id/confirmation',
  clubLoanRefusal: '/staff/club/loans/:id/refusal',
  clubLoanHandOver: '/staff/club/loans/:id/hand-over',
  clubLoanReturn: '/staff/club/loans/:id/return',
  clubPersonalisations: '/staff/club/personalisations',
  clubPersonalisation: '/staff/club/personalisations/:id',
  clubPersonalisationApproval: '/staff/club/personalisations/:id/approval',
  clubPersonalisationRefusal: '/staff/club/personalisations/:id/refusal',
  customDesigns: '/staff/club/designs',
  customDesign: '/staff/club/designs/:id',
  customDesignProposal: '/staff/club/designs/:id/proposal',
  customDesignProduction: '/staff/club/designs/:id/production',
  customDesignClosing: '/staff/club/designs/:id/closing',
  warrantyRenewals: '/staff/renewals',
  warrantyRenewal: '/staff/renewals/:id',
  warrantyRenewalStatus: '/staff/renewals/:id/status',
  products: '/staff/products',
  productAvailability: '/staff/products/:sku/availability',
} as const;

/** The header a staff write carries its session's CSRF token in. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

/** staff: orders, events, appointments; manager: all of that, and the catalogue, codes, the club and staff accounts. */
export const STAFF_ROLES = ['staff', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_LIMITS = {
  emailMaxLength: 254,
  /** Long passphrases welcome; the cap only stops a hashing flood. */
  passwordMaxLength: 200,
  passwordMinLength: 12,
  carrierMaxLength: 60,
  trackingNumberMaxLength: 60,
  noteMaxLength: 500,
  searchMaxLength: 100,
  /** Orders per page of the list. */
  ordersPageSize: 20,
  videoLinkMaxLength: 500,
  /** Club members per page of the list. */
  clubMembersPageSize: 30,
  /** ELITE loan requests per page of the list. */
  clubLoansPageSize: 30,
  /** Free personalisation requests per page of the list. */
  clubPersonalisationsPageSize: 30,
  /** Custom design requests per page of the list. */
  customDesignsPageSize: 30,
  /** Warranty renewals per page of the list. */
  warrantyRenewalsPageSize: 30,
  /** Codes per page of the list. */
  discountCodesPageSize: 30,
  /** Products per page of the catalogue's list. */
  productsPageSize: 30,
} as const;

/** Where each status may go next; cancelling refunds the payment, so it stops once the piece has left. */
export const ORDER_STATUS_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
