/**
 * Stores' paths, kinds and limits, without zod: the locator and the booking form draw with these alone
 * (stores.ts has the schemas the BFF applies).
 */

/** Under the API root (`/api`). */
export const STORES_PATH = '/stores';

export const STORE_KINDS = ['store', 'showroom'] as const;

export type StoreKind = (typeof STORE_KINDS)[number];

/** ISO weekdays in order, Monday first (the shop's markets start the week on Monday). */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export type Weekday = (typeof STORE_WEEKDAYS)[number];

export const STORE_LIMITS = {
  /** Longest place text accepted in `near`. */
  nearMaxLength: 100,
  /** Most stores in one answer. */
  maxResults: 50,
} as const;

/** Problem codes of the query (in `error.fields`). */
export const STORE_QUERY_PROBLEMS = ['too_long', 'invalid_coordinates', 'near_and_coordinates', 'coordinates_incomplete', 'control_characters'] as const;

export type StoreQueryProblem = (typeof STORE_QUERY_PROBLEMS)[number];

/** Great-circle distance (haversine) in kilometres, on a sphere of the Earth's mean radius. */
export function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const R = 6371.0088;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}
