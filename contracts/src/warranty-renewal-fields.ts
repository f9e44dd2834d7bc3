/**
 * The warranty's renewal service (docs/services.md#warranty-renewal): its statuses and their order, why a
 * piece cannot have it, its limits; without zod (warranty-renewals.ts has the schemas), so the order page
 * and the back office can draw with them before a schema loads.
 */

/** requested (the shipping contribution paid) → received (at the workshop) → in_service → sent_back. */
export const WARRANTY_RENEWAL_STATUSES = ['requested', 'received', 'in_service', 'sent_back'] as const;
export type WarrantyRenewalStatus = (typeof WARRANTY_RENEWAL_STATUSES)[number];

/** The one status a renewal moves to from each (a step from any other status is 409 RENEWAL_STATE); none after sent_back. */
export const WARRANTY_RENEWAL_NEXT: Record<WarrantyRenewalStatus, WarrantyRenewalStatus | null> = {
  requested: 'received',
  received: 'in_service',
  in_service: 'sent_back',
  sent_back: null,
};

/**
 * Why a piece of an order cannot have the renewal now (409 RENEWAL_NOT_ALLOWED, `fields.position`): the
 * order is not delivered yet, it was placed WARRANTY.renewalServiceYears years ago or more (Italian
 * calendar), or the piece has had its renewal already (once per piece).
 */
export const WARRANTY_RENEWAL_BLOCKS = ['not_delivered', 'too_old', 'already_requested'] as const;
export type WarrantyRenewalBlock = (typeof WARRANTY_RENEWAL_BLOCKS)[number];

/** The contribution held on the card: 'authorised' until its capture succeeded (the same request sent again captures it). */
export const WARRANTY_RENEWAL_PAYMENT_STATUSES = ['authorised', 'captured'] as const;
export type WarrantyRenewalPaymentStatus = (typeof WARRANTY_RENEWAL_PAYMENT_STATUSES)[number];

/** Which shipping contribution applies: the order's shipping country in EU_AREA_COUNTRIES, or anywhere else. */
export const WARRANTY_AREAS = ['eu_area', 'elsewhere'] as const;
export type WarrantyArea = (typeof WARRANTY_AREAS)[number];

export const WARRANTY_RENEWAL_LIMITS = {
  /** The highest line position a request may name (an order's lines are numbered from 1). */
  positionMax: 999,
} as const;
