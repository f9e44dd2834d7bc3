import { formatPhoneInternational, haversineKm, STORE_LIMITS, type Store, type StoreOrigin } from '@ama/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { type StoresTable } from './tables';

export const toStore = (row: Selectable<StoresTable>, distanceKm: number | null = null): Store => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  address: row.address,
  postalCode: row.postal_code,
  city: row.city,
  country: row.country.trim(),
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  phoneDisplay: formatPhoneInternational(row.phone),
  timeZone: row.time_zone,
  // jsonb comes back parsed from both engines; a text column would come back as a string.
  openingHours: typeof row.opening_hours === 'string' ? JSON.parse(row.opening_hours) : row.opening_hours,
  distanceKm,
});

/** Every store: by list position (no origin), or by distance from `origin`, nearest first. */
export async function listStores(kysely: Kysely<Database>, origin?: Pick<StoreOrigin, 'latitude' | 'longitude'>): Promise<Store[]> {
  const rows = await kysely.selectFrom('stores').selectAll().orderBy('position').orderBy('id').execute();
  if (!origin) return rows.slice(0, STORE_LIMITS.maxResults).map((row) => toStore(row));
  // A few dozen rows: measured here rather than in SQL (no PostGIS on PGlite), one decimal in the answer.
  return rows
    .map((row) => ({ row, km: haversineKm(origin, row) }))
    .sort((a, b) => a.km - b.km || a.row.id.localeCompare(b.row.id))
    .slice(0, STORE_LIMITS.maxResults)
    .map(({ row, km }) => toStore(row, Math.round(km * 10) / 10));
}

export async function findStore(kysely: Kysely<Database>, id: string): Promise<Store | undefined> {
  const row = await kysely.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStore(row) : undefined;
}
