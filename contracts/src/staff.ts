import { z } from 'zod';
import { currencySchema, moneyCentsSchema, skuParamsSchema } from './catalog';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { APPOINTMENT_KINDS } from './appointment-fields';
import { appointmentPlaceSchema } from './appointments';
import { CLUB_STATUSES } from './club-fields';
import { eventSummarySchema } from './events';
import { orderSchema, orderStatusSchema, orderStepSchema } from './orders';
import { STAFF_LIMITS, STAFF_ROLES } from './staff-fields';
import { singleLineText, multiLineText } from './text';
import { staffEventEditableSchema } from './staff-events';
import { DISCOUNT_CODE_STATES, STAFF_DISCOUNT_CODE_SORT_KEYS, STAFF_ORDER_SORT_KEYS, staffSortParam } from './staff-sorting';
export * from './staff-events';
export * from './staff-sorting';

/**
 * The back office's API (mfe-backoffice + bff/src/backoffice, docs/backoffice.md), under /api.
 * Every call but the sign-in needs the staff session cookie; every write also needs the session's
 * CSRF token in the `X-CSRF-Token` header. Without a session → 401 UNAUTHENTICATED; with a role that
 * may not do it → 403 FORBIDDEN; without the right token → 403 CSRF_FAILED; before a one-time password
 * is replaced, anything but the session and the password change → 403 PASSWORD_CHANGE_REQUIRED. Never cached.
 *
 * POST   /api/staff/session        { email, password } → 200 StaffSession | 401 INVALID_CREDENTIALS | 429 ACCOUNT_LOCKED
 * GET    /api/staff/session        → 200 StaffSession (the signed-in account and its CSRF token)
 * DELETE /api/staff/session        → 204, this session ends
 * DELETE /api/staff/sessions       → 204, every session of this account ends (sign out everywhere)
 * PUT    /api/staff/password       { currentPassword, newPassword } → 200 StaffSession (every other session ends)
 * GET    /api/staff/accounts       → 200 StaffAccountList                        (manager)
 * POST   /api/staff/accounts       { email, role } → 201 NewStaffAccount         (manager; a one-time password)
 * GET    /api/staff/orders?status&from&to&q&page&sort → 200 StaffOrderList (sort: staff-sorting.ts)
 * GET    /api/staff/orders/:number → 200 StaffOrderResponse | 404 (the lines' options labelled in ?locale)
 * POST   /api/staff/orders/:number/status { status, carrier?, trackingNumber?, note? } → 200 StaffOrderResponse | 409 STATUS_CHANGE_REFUSED
 * GET    /api/staff/events           → 200 StaffEventList (upcoming first, then past)
 * GET    /api/staff/events/:key      → 200 StaffEventResponse: seats and every registration with its companions
 * GET    /api/staff/events/:key/registrations.csv → 200 text/csv
 * POST   /api/staff/events/:key/cancellation → 200 StaffEventResponse; every confirmed guest is e-mailed | 409 EVENT_CANCELLED
 * POST   /api/staff/events, PUT /api/staff/events/:key: an event created or edited in four languages (staff-events.ts)
 * GET    /api/staff/appointments?date=YYYY-MM-DD → 200 StaffAppointmentList (that day, Italian time)
 * PUT    /api/staff/appointments/:id/video-link { videoLink } → 200 StaffAppointmentResponse; the customer is e-mailed the link
 * POST   /api/staff/appointments/:id/cancellation → 200 StaffAppointmentResponse; the customer is e-mailed
 * GET    /api/staff/discount-codes?q&personal&page&sort → 200 StaffDiscountCodeList (manager; sort: staff-sorting.ts)
 * POST   /api/staff/discount-codes { code, kind, percent | amountCents, usage, validFrom?, validUntil?, minimumSubtotalCents? } → 201 (manager) | 409 DISCOUNT_CODE_TAKEN
 * GET    /api/staff/discount-codes/:code → 200 StaffDiscountCodeResponse with its redemptions (manager)
 * PUT    /api/staff/discount-codes/:code/active { active } → 200 StaffDiscountCodeResponse (manager)
 * GET    /api/staff/club/members?q&status&page → 200 StaffClubMemberList (manager)
 * GET    /api/staff/club/members/:id → 200 StaffClubMemberResponse: status, the year's spend, history (manager)
 * POST   /api/staff/club/members/:id/termination { reason } → 200 StaffClubMemberResponse (manager; the operator API's rule)
 * POST   /api/staff/club/terms-changes { version, summary, effectiveFrom } → 201 { version, notified } (manager; ≥ 30 days ahead)
 * GET    /api/staff/products?q&available&page → 200 StaffProductList                  (manager)
 * PUT    /api/staff/products/:sku/availability { available } → 200 StaffProductResponse (manager)
 */
export * from './staff-fields';

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffEmailSchema = singleLineText()
  .min(1, 'required')
  .max(STAFF_LIMITS.emailMaxLength, 'too_long')
  .regex(z.regexes.email, 'invalid_email')
  .transform((email) => email.toLowerCase());

export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    // Not trimmed or normalised beyond the length cap: a password is what was typed.
    password: z.string().min(1, 'required').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
  })
  .strict();
export type StaffSignIn = z.input<typeof staffSignInSchema>;

export const staffAccountSchema = z.object({ email: z.string(), role: staffRoleSchema });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSessionSchema = z.object({
  staff: staffAccountSchema,
  /** Send it back in X-CSRF-Token on every write of this session. */
  csrfToken: z.string(),
  /** Signed in with a one-time password: nothing but PUT /api/staff/password until it is replaced. */
  mustChangePassword: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffPasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'required').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
    newPassword: z.string().min(STAFF_LIMITS.passwordMinLength, 'too_short').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
  })
  .strict()
  .refine((change) => change.newPassword !== change.currentPassword, { path: ['newPassword'], message: 'same_as_current' });
export type StaffPasswordChange = z.input<typeof staffPasswordChangeSchema>;

export const newStaffAccountSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema }).strict();
export type NewStaffAccountInput = z.input<typeof newStaffAccountSchema>;

export const staffAccountListSchema = z.object({
  accounts: z.array(staffAccountSchema.extend({ createdAt: z.string(), locked: z.boolean() })),
});
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

/** 201 of POST /api/staff/accounts: shown once, never stored in clear; replaced at the first sign-in. */
export const newStaffAccountResponseSchema = z.object({ account: staffAccountSchema, oneTimePassword: z.string() });
export type NewStaffAccountResponse = z.infer<typeof newStaffAccountResponseSchema>;

const optionalLine = (max: number) =>
  singleLineText()
    .max(max, 'too_long')
    .optional()
    .transform((text) => text || undefined);

/** POST …/status: shipping names its carrier and tracking number; a note goes to the history only. */
export const orderStatusChangeSchema = z
  .object({
    status: orderStatusSchema.exclude(['received']),
    carrier: optionalLine(STAFF_LIMITS.carrierMaxLength),
    trackingNumber: optionalLine(STAFF_LIMITS.trackingNumberMaxLength),
    note: multiLineText().max(STAFF_LIMITS.noteMaxLength, 'too_long').optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.status !== 'shipped') return;
    if (!change.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'required' });
    if (!change.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'required' });
  });
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');

export const staffOrdersQuerySchema = z
  .object({
    /** Every call of the shop's front ends names its locale; the list reads the same in every one. */
    locale: localeParam.optional(),
    status: orderStatusSchema.optional(),
    /** Placed on or after this day (Italian time). */
    from: calendarDay.optional(),
    /** Placed on or before this day (Italian time). */
    to: calendarDay.optional(),
    /** An order number (or part of one) or an e-mail (or part of one). */
    q: singleLineText().max(STAFF_LIMITS.searchMaxLength, 'too_long').optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    sort: staffSortParam(STAFF_ORDER_SORT_KEYS),
  })
  .strict();
export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;

export const staffOrderParamsSchema = z.object({ number: z.string().regex(/^AMA-[0-9A-Z]{4}-[0-9A-Z]{2}$/, 'Expected an order number') });

export const staffOrderSummarySchema = z.object({
  number: z.string(),
  placedAt: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  locale: localeSchema,
  status: orderStatusSchema,
  totalCents: moneyCentsSchema,
  currency: currencySchema,
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** One step of an order's history: who moved it (a staff e-mail; null for the shopper's own order) and when. */
export const orderHistoryEntrySchema = orderStepSchema.extend({
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const staffOrderSchema = orderSchema.omit({ reference: true }).extend({
  status: orderStatusSchema,
  history: z.array(orderHistoryEntrySchema),
  /** The statuses this order may move to now. */
  next: z.array(orderStatusSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderResponseSchema = z.object({ order: staffOrderSchema });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

export const staffProductsQuerySchema = z
  .object({
    locale: localeParam.optional(),
    /** A piece of the SKU or of the product's name (in the query's locale). */
    q: singleLineText().max(STAFF_LIMITS.searchMaxLength, 'too_long').optional(),
    available: z.enum(['true', 'false']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StaffProductsQuery = z.output<typeof staffProductsQuerySchema>;

export const staffProductParamsSchema = skuParamsSchema;

/** Whether shoppers may buy it: unavailable, it leaves the listings and carts holding it say so. */
export const productAvailabilitySchema = z.object({ available: z.boolean() }).strict();

export const staffProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  collection: z.string(),
  listPriceCents: moneyCentsSchema,
  available: z.boolean(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductListSchema = z.object({ products: z.array(staffProductSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffProductList = z.infer<typeof staffProductListSchema>;
export const staffProductResponseSchema = z.object({ product: staffProductSchema });
export type StaffProductResponse = z.infer<typeof staffProductResponseSchema>;

/** A write that takes nothing but its path (cancelling an event or an appointment): `{}`, and nothing else. */
export const emptyStaffBodySchema = z.strictObject({});

export const staffEventParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an event key')
    .max(60),
});

/** An event as staff see it: the shopper's summary, plus the seats held for invited guests, taken and registrations. */
export const staffEventSummarySchema = eventSummarySchema.extend({
  seatsReserved: z.number().int(),
  seatsTaken: z.number().int(),
  /** Confirmed registrations (attending or not). */
  registrations: z.number().int(),
});
export type StaffEventSummary = z.infer<typeof staffEventSummarySchema>;
export const staffEventListSchema = z.object({ events: z.array(staffEventSummarySchema) });
export type StaffEventList = z.infer<typeof staffEventListSchema>;

export const staffRegistrationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string(),
  presence: z.boolean(),
  seats: z.number().int(),
  companions: z.array(z.string()),
  locale: localeSchema,
  status: z.enum(['confirmed', 'cancelled']),
  registeredAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;
export const staffEventResponseSchema = z.object({
  event: staffEventSummarySchema,
  registrations: z.array(staffRegistrationSchema),
  /** What the edit form starts from (staff-events.ts). */
  editable: staffEventEditableSchema,
});
export type StaffEventResponse = z.infer<typeof staffEventResponseSchema>;

export const staffAppointmentsQuerySchema = z.object({ locale: localeParam.optional(), date: calendarDay }).strict();
export const staffAppointmentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The video call's link staff send: an https address (a meeting room of the shop's video service). */
export const videoLinkSchema = z
  .object({
    videoLink: singleLineText()
      .min(1, 'required')
      .max(STAFF_LIMITS.videoLinkMaxLength, 'too_long')
      .refine((link) => URL.canParse(link) && new URL(link).protocol === 'https:', 'invalid_url'),
  })
  .strict();
export type VideoLinkInput = z.input<typeof videoLinkSchema>;

export const staffAppointmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPOINTMENT_KINDS),
  place: appointmentPlaceSchema.nullable(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: localeSchema,
  status: z.enum(['booked', 'cancelled']),
  videoLink: z.string().nullable(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export const staffAppointmentListSchema = z.object({ date: z.string(), appointments: z.array(staffAppointmentSchema) });
export type StaffAppointmentList = z.infer<typeof staffAppointmentListSchema>;
export const staffAppointmentResponseSchema = z.object({ appointment: staffAppointmentSchema });
export type StaffAppointmentResponse = z.infer<typeof staffAppointmentResponseSchema>;

export const DISCOUNT_CODE_USAGES = ['unlimited', 'single_use', 'once_per_email'] as const;

export const staffDiscountCodesQuerySchema = z
  .object({
    locale: localeParam.optional(),
    q: singleLineText().max(STAFF_LIMITS.searchMaxLength, 'too_long').optional(),
    /** Include the personal codes (newsletter welcome, Club AMA); the shop's own codes only by default. */
    personal: z.enum(['true', 'false']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    sort: staffSortParam(STAFF_DISCOUNT_CODE_SORT_KEYS),
  })
  .strict();
export type StaffDiscountCodesQuery = z.output<typeof staffDiscountCodesQuerySchema>;

const codeText = singleLineText()
  .min(3, 'too_short')
  .max(40, 'too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'invalid_code')
  .transform((code) => code.toUpperCase());
export const staffDiscountCodeParamsSchema = z.object({ code: codeText });

/** A new code: a percentage (1–100) or a fixed amount, how often it may be used, its days (Italian time) and a minimum. */
export const newDiscountCodeSchema = z
  .object({
    code: codeText,
    kind: z.enum(['percent', 'fixed']),
    percent: z.number().int().min(1, 'too_small').max(100, 'too_large').optional(),
    amountCents: moneyCentsSchema.min(1, 'too_small').max(10_000_000, 'too_large').optional(),
    usage: z.enum(DISCOUNT_CODE_USAGES),
    /** First day it applies (included). */
    validFrom: calendarDay.optional(),
    /** Last day it applies (included). */
    validUntil: calendarDay.optional(),
    minimumSubtotalCents: moneyCentsSchema.min(1, 'too_small').max(100_000_000, 'too_large').optional(),
  })
  .strict()
  .superRefine((code, ctx) => {
    if (code.kind === 'percent' && code.percent === undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required' });
    if (code.kind === 'fixed' && code.amountCents === undefined) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'required' });
    if (code.kind === 'percent' && code.amountCents !== undefined) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'not_for_percent' });
    if (code.kind === 'fixed' && code.percent !== undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'not_for_fixed' });
    if (code.validFrom && code.validUntil && code.validUntil < code.validFrom) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'before_start' });
  });
export type NewDiscountCodeInput = z.input<typeof newDiscountCodeSchema>;
export type NewDiscountCode = z.output<typeof newDiscountCodeSchema>;

export const discountCodeActiveSchema = z.object({ active: z.boolean() }).strict();

export const staffDiscountCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  usage: z.enum(DISCOUNT_CODE_USAGES),
  /** The first day it applies (Italian calendar, YYYY-MM-DD). */
  validFrom: z.string().nullable(),
  /** The last day it applies (Italian calendar, YYYY-MM-DD). */
  validUntil: z.string().nullable(),
  minimumSubtotalCents: z.number().int().nullable(),
  /** A personal code's owner (newsletter, Club AMA); null for the shop's own codes. */
  boundEmail: z.string().nullable(),
  active: z.boolean(),
  /** What a shopper meets now: decided by the BFF from `active` and its days, as the cart decides it. */
  state: z.enum(DISCOUNT_CODE_STATES),
  createdAt: z.string(),
  redemptions: z.number().int(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;
export const staffDiscountCodeListSchema = z.object({ codes: z.array(staffDiscountCodeSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffDiscountCodeList = z.infer<typeof staffDiscountCodeListSchema>;
export const staffRedemptionSchema = z.object({ email: z.string(), orderNumber: z.string().nullable(), redeemedAt: z.string() });
export const staffDiscountCodeResponseSchema = z.object({ code: staffDiscountCodeSchema, redemptions: z.array(staffRedemptionSchema) });
export type StaffDiscountCodeResponse = z.infer<typeof staffDiscountCodeResponseSchema>;

export const staffClubMembersQuerySchema = z
  .object({
    locale: localeParam.optional(),
    /** A piece of the e-mail or of the name. */
    q: singleLineText().max(STAFF_LIMITS.searchMaxLength, 'too_long').optional(),
    status: z.enum(CLUB_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StaffClubMembersQuery = z.output<typeof staffClubMembersQuerySchema>;
export const staffClubMemberParamsSchema = z.object({ id: z.uuid('Expected a member id') });

export const staffClubMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  locale: localeSchema,
  status: z.enum(CLUB_STATUSES),
  registeredAt: z.string(),
  memberSince: z.string().nullable(),
  eliteUntilYear: z.number().int().nullable(),
});
export type StaffClubMember = z.infer<typeof staffClubMemberSchema>;
export const staffClubMemberListSchema = z.object({ members: z.array(staffClubMemberSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffClubMemberList = z.infer<typeof staffClubMemberListSchema>;

export const staffClubMemberResponseSchema = z.object({
  member: staffClubMemberSchema.extend({
    /** Purchases at list price in Italy's current calendar year (what ELITE counts). */
    yearSpendCents: moneyCentsSchema,
    codes: z.number().int(),
    history: z.array(
      z.object({ at: z.string(), from: z.enum(CLUB_STATUSES).nullable(), to: z.enum(CLUB_STATUSES), reason: z.string(), actor: z.string(), detail: z.string().nullable() }),
    ),
  }),
});
export type StaffClubMemberResponse = z.infer<typeof staffClubMemberResponseSchema>;

export const staffTerminationSchema = z.object({ reason: multiLineText().min(1, 'required').max(500, 'too_long') }).strict();
