import { z } from 'zod';
import { singleLineText } from './text';
import { localeParam } from './query-params';
import { STORE_KINDS, STORE_LIMITS, STORE_WEEKDAYS, type Weekday } from './store-fields';
export * from './store-fields';

/**
 * The store locator ("find a jeweller", docs/requirements.md#stores): AMA's stores, partner jewellers and the Milan
 * showroom, listed by distance from the shopper's position or from a place they type. The place is
 * resolved on the server, offline, from a gazetteer (docs/appointments-and-stores.md).
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** One opening interval in the place's local time, 'HH:MM'–'HH:MM', close after open. */
export const openingIntervalSchema = z.tuple([z.string().regex(HH_MM), z.string().regex(HH_MM)]).refine(([open, close]) => open < close, 'close must be after open');
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;
/** A week of opening hours: each day's intervals (none = closed), in the place's time zone. */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(STORE_WEEKDAYS.map((day) => [day, z.array(openingIntervalSchema)])) as Record<Weekday, z.ZodArray<typeof openingIntervalSchema>>,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: 'invalid_coordinates' }).refine((value) => Number.isFinite(value) && value >= min && value <= max, 'invalid_coordinates');

/**
 * GET /api/stores?near=<place>  |  ?lat=&lng=  |  nothing (all, by city).
 * An empty `near` is the same as none (the form's search field sent blank).
 */
export const storesQuerySchema = z
  .object({
    locale: localeParam,
    near: singleLineText()
      .max(STORE_LIMITS.nearMaxLength, 'too_long')
      .optional()
      .transform((value) => (value ? value : undefined)),
    lat: coordinate(-90, 90).optional(),
    lng: coordinate(-180, 180).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lng'], message: 'coordinates_incomplete' });
    } else if (query.near !== undefined && query.lat !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: 'near_and_coordinates' });
    }
  });
export type StoresQuery = z.output<typeof storesQuerySchema>;

export const storeSchema = z.object({
  /** Stable slug, e.g. 'milano-showroom'; what `?store=` and the booking's `place` carry. */
  id: z.string(),
  kind: z.enum(STORE_KINDS),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** E.164. */
  phone: z.string(),
  /** The phone grouped for reading ('+39 02 6555 1234'), by the server: the browser needs no phone metadata to show it. */
  phoneDisplay: z.string(),
  /** IANA time zone of the opening hours. */
  timeZone: z.string(),
  openingHours: weeklyHoursSchema,
  /** Kilometres from the searched position, one decimal; null when no position was given. */
  distanceKm: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** Where the distances are measured from: the resolved place, or the shopper's coordinates. */
export const storeOriginSchema = z.object({
  /** The gazetteer's name ('Milan'), or null for coordinates. */
  name: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type StoreOrigin = z.infer<typeof storeOriginSchema>;

/**
 * 200 answer. An entered place the gazetteer does not know is not an error of the request: `place`
 * is null and `stores` empty, and the page says "no place found". Without a position, every store by
 * city and `place` null.
 */
export const storesResponseSchema = z.object({
  /** What was searched: 'near' (an entered place), 'coordinates', or 'all'. */
  search: z.enum(['near', 'coordinates', 'all']),
  place: storeOriginSchema.nullable(),
  stores: z.array(storeSchema),
});
export type StoresResponse = z.infer<typeof storesResponseSchema>;
