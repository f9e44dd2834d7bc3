import {
  addCartLineSchema,
  APPOINTMENTS,
  EVENTS,
  appointmentBookingResponseSchema,
  appointmentBookingSchema,
  appointmentCancelResponseSchema,
  appointmentCancelSchema,
  appointmentSlotsQuerySchema,
  appointmentSlotsResponseSchema,
  applyDiscountSchema,
  cartLineParamsSchema,
  cartSchema,
  categoryListResponseSchema,
  clubCitiesResponseSchema,
  clubDonationResponseSchema,
  clubDonationSchema,
  clubFriendInvitationResponseSchema,
  clubFriendInvitationSchema,
  clubIssuedCodeResponseSchema,
  clubMemberViewSchema,
  clubPlacesQuerySchema,
  clubPostalCodesResponseSchema,
  clubRegionsResponseSchema,
  clubRevocationResponseSchema,
  clubRevocationSchema,
  clubSignUpResponseSchema,
  clubSignUpSchema,
  clubTerminationResponseSchema,
  clubTerminationSchema,
  clubTermsChangeResponseSchema,
  clubTermsChangeSchema,
  collectionListResponseSchema,
  devOutboxQuerySchema,
  devOutboxResponseSchema,
  errorBodySchema,
  eventCancellationResponseSchema,
  eventCancellationSchema,
  eventDetailSchema,
  eventKeySchema,
  eventListResponseSchema,
  eventRegistrationResponseSchema,
  eventRegistrationSchema,
  livenessResponseSchema,
  localeQuerySchema,
  moveToCartResultSchema,
  newsletterSubscriptionResponseSchema,
  newsletterSubscriptionSchema,
  orderHeadersSchema,
  orderParamsSchema,
  orderResponseSchema,
  placeOrderSchema,
  productDetailSchema,
  productImageQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productQuoteQuerySchema,
  productQuoteSchema,
  readinessResponseSchema,
  registrySchema,
  saveWishlistItemSchema,
  shapeListResponseSchema,
  skuParamsSchema,
  storesQuerySchema,
  storesResponseSchema,
  totalChangedBodySchema,
  updateCartLineSchema,
  wishlistSchema,
  visitorCountsSchema,
} from '@ama/contracts';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { RateLimitOptions } from '../http/rate-limit';

/**
 * Every endpoint of the BFF, described with the zod schemas of @ama/contracts that the routes parse
 * with. document.ts turns this list into the OpenAPI document; coverage.test.ts checks that it names
 * exactly the routes the Express app has. Adding a route means adding its entry here (docs/api.md).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the success answer carries. */
export type Success =
  | { status: number; description: string; json: z.core.$ZodType }
  | { status: number; description: string; svg: true }
  | { status: number; description: string; html: true }
  | { status: number; description: string; text: true }
  | { status: 204; description: string; empty: true };

export interface RateLimitNote {
  /** Which budget, e.g. 'cart and wishlist writes'; routes naming the same budget share one count. */
  budget: string;
  limit: number;
  windowSeconds: number;
}

export interface Endpoint {
  method: Method;
  /** Express-style path as mounted, e.g. '/api/products/:sku'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Whether a body must be sent (false: it may be left out, e.g. a DELETE). */
  bodyRequired?: boolean;
  success: Success;
  /** Error statuses besides the ones every endpoint has (400 for bad parameters, 500): status → when. */
  errors?: Record<number, string>;
  /** An error status whose body is not (only) the shop's ErrorBody: status → its schema. */
  errorBodies?: Record<number, z.core.$ZodType>;
  rateLimit?: RateLimitNote;
  /** Takes the Idempotency-Key header (POST /api/orders). */
  idempotent?: boolean;
  /**
   * Who the request speaks for (document.ts's security schemes): the visitor's cookie (optional: none
   * reads as an empty cart), a Club AMA member's link token, the club operator's bearer token.
   */
  auth?: 'visitor' | 'member' | 'operator' | 'metrics';
  /** Mounted only under a condition (a configuration flag). */
  condition?: string;
}

const limitOf = (budget: string, { limit, windowMs }: RateLimitOptions): RateLimitNote => ({ budget, limit, windowSeconds: Math.round(windowMs / 1000) });

/** Errors of a write that reads a JSON body behind the shop's write guard (http/json-body.ts). */
const JSON_WRITE_ERRORS = {
  413: 'PAYLOAD_TOO_LARGE: the body is larger than 100 kB',
  415: 'UNSUPPORTED_MEDIA_TYPE: the request is not Content-Type: application/json',
  429: 'RATE_LIMITED: too many requests from this address; see Retry-After',
} as const;

/** A club member's link token that is missing, altered or expired (club/member-token.ts). */
const MEMBER_NOT_FOUND = { 404: 'NOT_FOUND: no or a bad member token' } as const;
/** Errors of a member page's benefit: a bad token, a benefit the member cannot have, a refused write. */
const MEMBER_BENEFIT_ERRORS = { ...MEMBER_NOT_FOUND, 409: 'CLUB_BENEFIT_REFUSED', ...JSON_WRITE_ERRORS } as const;

const CAPTCHA_ERRORS = { 503: 'SERVICE_UNAVAILABLE: the anti-spam check could not be reached (only with reCAPTCHA configured)' } as const;

const eventParams = z.object({ key: eventKeySchema });
const eliteParams = z.object({ token: z.string().meta({ description: 'The ELITE page token (CLUB_ELITE_TOKEN)' }) });
/** Seasonal codes take no input: an empty object or no body (club/routes.ts). */
const emptyBody = z.strictObject({});

/** The endpoints of an app built with `config`: rate limits and conditional routes follow it. */
export function apiEndpoints(config: AppConfig): Endpoint[] {
  const cartWrites = limitOf('cart and wishlist writes', config.cartRateLimit);
  const clubSignUps = limitOf('club sign-ups', config.club.rateLimit);
  const memberWrites = limitOf("club member page's writes", config.club.rateLimit);
  const operatorCalls = limitOf('club operator calls, counted before the token is checked', config.club.operatorRateLimit);
  const appointmentWrites = limitOf('appointment bookings and cancellations', { limit: APPOINTMENTS.writeRateLimit, windowMs: APPOINTMENTS.writeRateWindowSeconds * 1000 });
  const eventWrites = limitOf('event registrations and cancellations', { limit: EVENTS.writeRateLimit, windowMs: EVENTS.writeRateWindowSeconds * 1000 });
  return [
    // ── health (not under /api: for load balancers) ────────────────────────────────────────────
    { method: 'get', path: '/healthz', tag: 'health', summary: 'Liveness: the process answers', success: { status: 200, description: 'Alive', json: livenessResponseSchema } },
    {
      method: 'get',
      path: '/readyz',
      tag: 'health',
      summary: 'Readiness: the database answers too',
      success: { status: 200, description: 'Ready', json: readinessResponseSchema },
      errors: { 503: 'The database does not answer' },
      errorBodies: { 503: readinessResponseSchema },
    },
    {
      method: 'get',
      path: '/metrics',
      tag: 'health',
      summary: 'Prometheus metrics (text exposition format)',
      auth: 'metrics',
      success: { status: 200, description: 'The metrics', text: true },
      errors: {
        404: 'NOT_FOUND: METRICS_TOKEN is set and the bearer token is not it, or production without METRICS_TOKEN',
        503: 'SERVICE_UNAVAILABLE: with INSTANCES > 1, the metrics of every instance could not be gathered (an instance being replaced); see Retry-After',
      },
    },
    // ── catalogue ────────────────────────────────────────────────────────────────────────────
    {
      method: 'get',
      path: '/api/products',
      tag: 'catalogue',
      summary: 'Search and filter products',
      query: productListQuerySchema,
      success: { status: 200, description: 'One page of products with facet counts', json: productListResponseSchema },
      errors: { 429: 'RATE_LIMITED: too many searches from this address, or the shop is busy searching; see Retry-After' },
      rateLimit: limitOf('catalogue searches: only requests with a non-blank q count', config.searchRateLimit),
    },
    {
      method: 'get',
      path: '/api/products/:sku',
      tag: 'catalogue',
      summary: 'One product with its options',
      params: skuParamsSchema,
      query: localeQuerySchema,
      success: { status: 200, description: 'The product', json: productDetailSchema },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/products/:sku/image.svg',
      tag: 'catalogue',
      summary: "A product's SVG render in a gold colour",
      params: skuParamsSchema,
      query: productImageQuerySchema,
      success: { status: 200, description: 'The image', svg: true },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/products/:sku/price',
      tag: 'catalogue',
      summary: 'The server-side price of one configuration',
      params: skuParamsSchema,
      query: productQuoteQuerySchema,
      success: { status: 200, description: 'The quote', json: productQuoteSchema },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/collections',
      tag: 'catalogue',
      summary: 'The collections',
      query: localeQuerySchema,
      success: { status: 200, description: 'Collections', json: collectionListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/shapes',
      tag: 'catalogue',
      summary: 'The shapes',
      query: localeQuerySchema,
      success: { status: 200, description: 'Shapes', json: shapeListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/categories',
      tag: 'catalogue',
      summary: 'The categories',
      query: localeQuerySchema,
      success: { status: 200, description: 'Categories', json: categoryListResponseSchema },
    },
    // ── newsletter ───────────────────────────────────────────────────────────────────────────
    {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      tag: 'newsletter',
      summary: 'Subscribe to the newsletter (welcome code by e-mail)',
      query: localeQuerySchema,
      body: newsletterSubscriptionSchema,
      success: { status: 201, description: 'Subscribed', json: newsletterSubscriptionResponseSchema },
      errors: { 409: 'EMAIL_ALREADY_REGISTERED', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: limitOf('newsletter sign-ups', config.newsletterRateLimit),
    },
    // ── Club AMA ─────────────────────────────────────────────────────────────────────────────
    {
      method: 'get',
      path: '/api/club/places/regions',
      tag: 'club',
      summary: "A country's regions",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Regions', json: clubRegionsResponseSchema },
    },
    {
      method: 'get',
      path: '/api/club/places/cities',
      tag: 'club',
      summary: "A region's cities",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Cities', json: clubCitiesResponseSchema },
    },
    {
      method: 'get',
      path: '/api/club/places/postal-codes',
      tag: 'club',
      summary: "A city's postal codes",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Postal codes', json: clubPostalCodesResponseSchema },
    },
    {
      method: 'post',
      path: '/api/club/sign-ups',
      tag: 'club',
      summary: 'Sign up to Club AMA',
      query: localeQuerySchema,
      body: clubSignUpSchema,
      success: { status: 201, description: 'Signed up (pending until the first purchase)', json: clubSignUpResponseSchema },
      errors: { 409: 'EMAIL_ALREADY_REGISTERED: the e-mail or the person is already a member', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: clubSignUps,
    },
    {
      method: 'get',
      path: '/api/club/member',
      tag: 'club',
      summary: "The member page's view",
      query: localeQuerySchema,
      auth: 'member',
      success: { status: 200, description: 'The member', json: clubMemberViewSchema },
      errors: MEMBER_NOT_FOUND,
    },
    {
      method: 'post',
      path: '/api/club/member/seasonal-codes',
      tag: 'club',
      summary: "Issue this year's next seasonal code",
      query: localeQuerySchema,
      auth: 'member',
      body: emptyBody,
      bodyRequired: false,
      success: { status: 201, description: 'The code', json: clubIssuedCodeResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/friend-invitations',
      tag: 'club',
      summary: 'Bring a friend (a code for both)',
      query: localeQuerySchema,
      auth: 'member',
      body: clubFriendInvitationSchema,
      success: { status: 201, description: "The member's code and the friend's address", json: clubFriendInvitationResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/donations',
      tag: 'club',
      summary: "Donate a code's discount (trees planted instead)",
      query: localeQuerySchema,
      auth: 'member',
      body: clubDonationSchema,
      success: { status: 200, description: 'The donated code and the trees', json: clubDonationResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/revocation',
      tag: 'club',
      summary: 'Revoke the membership in writing',
      query: localeQuerySchema,
      auth: 'member',
      body: clubRevocationSchema,
      success: { status: 200, description: 'Revoked (or already ended)', json: clubRevocationResponseSchema },
      errors: { ...MEMBER_NOT_FOUND, ...JSON_WRITE_ERRORS },
      rateLimit: memberWrites,
    },
    ...(config.club.operatorToken
      ? ([
          {
            method: 'post',
            path: '/api/club/operator/terminations',
            tag: 'club operator',
            summary: 'Terminate a membership for breach',
            auth: 'operator',
            body: clubTerminationSchema,
            success: { status: 200, description: 'Terminated (or already ended)', json: clubTerminationResponseSchema },
            errors: { 404: 'NOT_FOUND: a wrong bearer token, or no such member', ...JSON_WRITE_ERRORS },
            rateLimit: operatorCalls,
            condition: 'CLUB_OPERATOR_TOKEN is set',
          },
          {
            method: 'post',
            path: '/api/club/operator/terms-changes',
            tag: 'club operator',
            summary: 'Announce a terms change to every active member',
            auth: 'operator',
            body: clubTermsChangeSchema,
            success: { status: 201, description: 'Announced', json: clubTermsChangeResponseSchema },
            errors: { 404: 'NOT_FOUND: a wrong bearer token', ...JSON_WRITE_ERRORS },
            rateLimit: operatorCalls,
            condition: 'CLUB_OPERATOR_TOKEN is set',
          },
        ] satisfies Endpoint[])
      : []),
    {
      method: 'get',
      path: '/api/club/elite/:token',
      tag: 'club',
      summary: 'Whether a token opens the ELITE page',
      params: eliteParams,
      success: { status: 204, description: 'The token is the configured one', empty: true },
      errors: { 404: 'NOT_FOUND: any other token' },
    },
    // ── stores, appointments, events ─────────────────────────────────────────────────────────
    {
      method: 'get',
      path: '/api/stores',
      tag: 'stores',
      summary: 'Stores, all or nearest first',
      query: storesQuerySchema,
      success: { status: 200, description: 'Stores (an unknown place is 200 with place: null)', json: storesResponseSchema },
    },
    {
      method: 'get',
      path: '/api/appointments/slots',
      tag: 'appointments',
      summary: "A day's free slots",
      query: appointmentSlotsQuerySchema,
      success: { status: 200, description: 'Free slots', json: appointmentSlotsResponseSchema },
    },
    {
      method: 'post',
      path: '/api/appointments',
      tag: 'appointments',
      summary: 'Book an appointment',
      query: localeQuerySchema,
      body: appointmentBookingSchema,
      success: { status: 201, description: 'Booked', json: appointmentBookingResponseSchema },
      errors: { 409: 'SLOT_TAKEN', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: appointmentWrites,
    },
    {
      method: 'post',
      path: '/api/appointments/cancel',
      tag: 'appointments',
      summary: "Cancel with the e-mail's link token",
      body: appointmentCancelSchema,
      success: { status: 200, description: 'Cancelled (or already)', json: appointmentCancelResponseSchema },
      errors: { 404: 'NOT_FOUND: no appointment has this token', ...JSON_WRITE_ERRORS },
      rateLimit: appointmentWrites,
    },
    {
      method: 'get',
      path: '/api/events',
      tag: 'events',
      summary: 'Corporate events',
      query: localeQuerySchema,
      success: { status: 200, description: 'Events', json: eventListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/events/:key',
      tag: 'events',
      summary: 'One event',
      params: eventParams,
      query: localeQuerySchema,
      success: { status: 200, description: 'The event', json: eventDetailSchema },
      errors: { 404: 'NOT_FOUND: no such event' },
    },
    {
      method: 'post',
      path: '/api/events/registrations/cancel',
      tag: 'events',
      summary: "Cancel a registration with the e-mail's link token",
      query: localeQuerySchema,
      body: eventCancellationSchema,
      success: { status: 200, description: 'Cancelled', json: eventCancellationResponseSchema },
      errors: { 404: 'NOT_FOUND: no registration has this token', 409: 'EVENT_PAST', ...JSON_WRITE_ERRORS },
      rateLimit: eventWrites,
    },
    {
      method: 'post',
      path: '/api/events/:key/registrations',
      tag: 'events',
      summary: 'Register for an event',
      params: eventParams,
      query: localeQuerySchema,
      body: eventRegistrationSchema,
      success: { status: 201, description: 'Registered', json: eventRegistrationResponseSchema },
      errors: { 404: 'NOT_FOUND: no such event', 409: 'EVENT_PAST | EVENT_CANCELLED | SOLD_OUT | EMAIL_ALREADY_REGISTERED', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: eventWrites,
    },
    // ── cart and wishlist (the visitor cookie) ───────────────────────────────────────────────
    {
      method: 'get',
      path: '/api/cart',
      tag: 'cart',
      summary: "The visitor's cart",
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The cart (empty without a cookie)', json: cartSchema },
    },
    {
      method: 'post',
      path: '/api/cart/lines',
      tag: 'cart',
      summary: 'Add a line',
      query: localeQuerySchema,
      body: addCartLineSchema,
      auth: 'visitor',
      success: { status: 201, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such product', 409: 'PRODUCT_UNAVAILABLE', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'patch',
      path: '/api/cart/lines/:lineId',
      tag: 'cart',
      summary: "Change a line's quantity",
      params: cartLineParamsSchema,
      query: localeQuerySchema,
      body: updateCartLineSchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such line in this cart', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'delete',
      path: '/api/cart/lines/:lineId',
      tag: 'cart',
      summary: 'Remove a line',
      params: cartLineParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such line in this cart', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'put',
      path: '/api/cart/discount',
      tag: 'cart',
      summary: 'Apply a discount code',
      description: 'A refused code is 400 INVALID_DISCOUNT_CODE with fields.code naming why.',
      query: localeQuerySchema,
      body: applyDiscountSchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart with the code', json: cartSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: limitOf('discount code attempts (on top of the cart writes)', config.discountRateLimit),
    },
    {
      method: 'delete',
      path: '/api/cart/discount',
      tag: 'cart',
      summary: 'Remove the discount code',
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart without a code', json: cartSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: cartWrites,
    },
    {
      method: 'get',
      path: '/api/visitor/counts',
      tag: 'wishlist',
      summary: "The visitor's cart and wishlist counts (the header's badges)",
      auth: 'visitor',
      success: { status: 200, description: 'Pieces in the cart and in the wishlist', json: visitorCountsSchema },
    },
    {
      method: 'get',
      path: '/api/wishlist',
      tag: 'wishlist',
      summary: "The visitor's wishlist",
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
    },
    {
      method: 'put',
      path: '/api/wishlist/items/:sku',
      tag: 'wishlist',
      summary: 'Save a product (options optional)',
      params: skuParamsSchema,
      query: localeQuerySchema,
      body: saveWishlistItemSchema,
      bodyRequired: false,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
      errors: { 404: 'NOT_FOUND: no such product', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'delete',
      path: '/api/wishlist/items/:sku',
      tag: 'wishlist',
      summary: 'Remove a product (idempotent)',
      params: skuParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: cartWrites,
    },
    {
      method: 'post',
      path: '/api/wishlist/items/:sku/move-to-cart',
      tag: 'wishlist',
      summary: 'Move a saved product to the cart',
      params: skuParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist and the cart', json: moveToCartResultSchema },
      errors: { 404: 'NOT_FOUND: not in the wishlist, or no such product', 409: 'PRODUCT_UNAVAILABLE', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    // ── orders ───────────────────────────────────────────────────────────────────────────────
    {
      method: 'post',
      path: '/api/orders',
      tag: 'orders',
      summary: 'Place the order of the visitor’s cart and pay',
      description: 'The same Idempotency-Key again answers what the first request answered (header Idempotent-Replayed: true).',
      query: localeQuerySchema,
      headers: orderHeadersSchema,
      body: placeOrderSchema,
      auth: 'visitor',
      idempotent: true,
      success: { status: 201, description: 'The order', json: orderResponseSchema },
      errors: {
        402: 'PAYMENT_FAILED: fields.payment says why',
        409: 'CART_EMPTY | PRODUCT_UNAVAILABLE | ORDER_IN_PROGRESS | TOTAL_CHANGED (then with the re-priced cart)',
        ...JSON_WRITE_ERRORS,
        503: 'SERVICE_UNAVAILABLE: the payment service did not answer; nothing was charged, send the same key again',
      },
      // TOTAL_CHANGED carries the re-priced cart beside the error (orders/http-errors.ts).
      errorBodies: { 409: z.union([errorBodySchema, totalChangedBodySchema]) },
      rateLimit: limitOf('order attempts', config.orderRateLimit),
    },
    {
      method: 'get',
      path: '/api/orders/:reference',
      tag: 'orders',
      summary: 'An order, for the visitor who placed it',
      params: orderParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The order', json: orderResponseSchema },
      errors: { 404: "NOT_FOUND: no such order, or someone else's" },
    },
    // ── development ──────────────────────────────────────────────────────────────────────────
    ...(config.devOutbox
      ? ([
          {
            method: 'get',
            path: '/api/dev/outbox',
            tag: 'development',
            summary: 'The mails queued and sent, newest first',
            query: devOutboxQuerySchema,
            success: { status: 200, description: 'Mails', json: devOutboxResponseSchema },
            condition: 'DEV_OUTBOX is on (default outside production)',
          },
        ] satisfies Endpoint[])
      : []),
    ...(config.apiDocs
      ? ([
          {
            method: 'get',
            path: '/api/docs',
            tag: 'development',
            summary: 'This reference, readable (Swagger UI)',
            success: { status: 200, description: 'The page', html: true },
            condition: 'not production, or API_DOCS=1',
          },
        ] satisfies Endpoint[])
      : []),
    {
      method: 'get',
      path: '/api/openapi.json',
      tag: 'meta',
      summary: 'This OpenAPI document',
      success: { status: 200, description: 'The document', json: z.object({ openapi: z.string() }).loose() },
    },
  ];
}

/** The web front door's one API route (web/index.ts), present when the app serves the shop's pages. */
export const webEndpoints = (): Endpoint[] => [
  { method: 'get', path: '/api/registry', tag: 'meta', summary: 'The remotes the shell loads', success: { status: 200, description: 'The registry', json: registrySchema } },
];
