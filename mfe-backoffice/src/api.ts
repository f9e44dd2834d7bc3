/**
 * The back office's endpoints on the shared api (contracts/src/staff.ts), one file per area in
 * `staff-api/`, each injected into the api with the staff's own cache tags (staff-api/cache-tags.ts).
 * Pages import them from here, so every area's endpoints are on the api whichever page loads first.
 */
export * from './staff-api/session';
export * from './staff-api/accounts';
export * from './staff-api/orders';
export * from './staff-api/events';
export * from './staff-api/appointments';
export * from './staff-api/products';
export * from './staff-api/discount-codes';
export * from './staff-api/club';
export * from './staff-api/club-loans';
export * from './staff-api/club-personalisations';
export * from './staff-api/custom-designs';
export * from './staff-api/warranty-renewals';
