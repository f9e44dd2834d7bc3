import type { WeeklyHours } from '@ama/contracts';
import { sql } from 'kysely';
import type { AppDatabase } from '../db';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { type StoresTable } from './tables';

/**
 * The stores of the locator and of the appointments (fictional shops at plausible addresses; phone
 * numbers are made up). Seeded by id: a row that exists is left as it is (staff may have edited it),
 * a new row of this list is added on the next start.
 */

// A table: one row per line reads better than one value per line.
// prettier-ignore
const ITALIAN_SHOP: WeeklyHours = {
  mon: [['15:30', '19:30']],
  tue: [['10:00', '13:00'], ['15:30', '19:30']],
  wed: [['10:00', '13:00'], ['15:30', '19:30']],
  thu: [['10:00', '13:00'], ['15:30', '19:30']],
  fri: [['10:00', '13:00'], ['15:30', '19:30']],
  sat: [['10:00', '13:00'], ['15:30', '19:30']],
  sun: [],
};
// A table: one row per line reads better than one value per line.
// prettier-ignore
const CITY_CENTRE: WeeklyHours = {
  mon: [['10:00', '19:00']],
  tue: [['10:00', '19:00']],
  wed: [['10:00', '19:00']],
  thu: [['10:00', '19:00']],
  fri: [['10:00', '19:00']],
  sat: [['10:00', '18:00']],
  sun: [],
};
// A table: one row per line reads better than one value per line.
// prettier-ignore
const SHOWROOM: WeeklyHours = {
  mon: [],
  tue: [['10:00', '13:00'], ['14:00', '19:00']],
  wed: [['10:00', '13:00'], ['14:00', '19:00']],
  thu: [['10:00', '13:00'], ['14:00', '19:00']],
  fri: [['10:00', '13:00'], ['14:00', '19:00']],
  sat: [['10:00', '18:00']],
  sun: [],
};
const SUNDAY_TOO: WeeklyHours = { ...CITY_CENTRE, sun: [['11:00', '17:00']] };

export type StoreSeed = Omit<StoresTable, 'opening_hours' | 'position' | 'created_at'> & { opening_hours: WeeklyHours };

const rome = 'Europe/Rome';
// A table: one row per line reads better than one value per line.
// prettier-ignore
export const STORE_SEED: readonly StoreSeed[] = [
  { id: 'milano-showroom', kind: 'showroom', name: 'AMA Showroom Milano', address: 'Via della Spiga 26', postal_code: '20121', city: 'Milano', country: 'IT', latitude: 45.46904, longitude: 9.19621, phone: '+390276012345', time_zone: rome, opening_hours: SHOWROOM },
  { id: 'valenza-atelier', kind: 'store', name: 'AMA Atelier Valenza', address: 'Viale Dante 12', postal_code: '15048', city: 'Valenza', country: 'IT', latitude: 45.01402, longitude: 8.64387, phone: '+390131941234', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'milano-brera', kind: 'store', name: 'Gioielleria Brera', address: 'Via Solferino 11', postal_code: '20121', city: 'Milano', country: 'IT', latitude: 45.47468, longitude: 9.18624, phone: '+390265551234', time_zone: rome, opening_hours: CITY_CENTRE },
  { id: 'torino-via-roma', kind: 'store', name: 'Gioielleria Ferraris', address: 'Via Roma 120', postal_code: '10121', city: 'Torino', country: 'IT', latitude: 45.06773, longitude: 7.68253, phone: '+390115623456', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'verona-via-mazzini', kind: 'store', name: 'Gioielleria Scaligera', address: 'Via Mazzini 48', postal_code: '37121', city: 'Verona', country: 'IT', latitude: 45.44149, longitude: 10.99675, phone: '+390458034567', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'venezia-san-marco', kind: 'store', name: 'Gioielleria Dal Moro', address: 'Calle Larga XXII Marzo 2087', postal_code: '30124', city: 'Venezia', country: 'IT', latitude: 45.43268, longitude: 12.33624, phone: '+390415227890', time_zone: rome, opening_hours: SUNDAY_TOO },
  { id: 'bologna-galleria-cavour', kind: 'store', name: 'Gioielleria Rinaldi', address: 'Galleria Cavour 5', postal_code: '40124', city: 'Bologna', country: 'IT', latitude: 44.49253, longitude: 11.34384, phone: '+39051234567', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'firenze-ponte-vecchio', kind: 'store', name: 'Gioielleria Bellini', address: 'Ponte Vecchio 32', postal_code: '50125', city: 'Firenze', country: 'IT', latitude: 43.76793, longitude: 11.25314, phone: '+390552398765', time_zone: rome, opening_hours: SUNDAY_TOO },
  { id: 'roma-via-condotti', kind: 'store', name: 'AMA Roma', address: 'Via dei Condotti 61', postal_code: '00187', city: 'Roma', country: 'IT', latitude: 41.90548, longitude: 12.48004, phone: '+390669921234', time_zone: rome, opening_hours: CITY_CENTRE },
  { id: 'napoli-chiaia', kind: 'store', name: 'Gioielleria Esposito', address: 'Via Chiaia 140', postal_code: '80121', city: 'Napoli', country: 'IT', latitude: 40.83708, longitude: 14.24532, phone: '+390814123456', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'palermo-liberta', kind: 'store', name: 'Gioielleria Lo Monaco', address: 'Via della Libertà 37', postal_code: '90139', city: 'Palermo', country: 'IT', latitude: 38.12648, longitude: 13.35347, phone: '+390916112345', time_zone: rome, opening_hours: ITALIAN_SHOP },
  { id: 'lugano-via-nassa', kind: 'store', name: 'Bijouterie Ceresio', address: 'Via Nassa 21', postal_code: '6900', city: 'Lugano', country: 'CH', latitude: 46.00387, longitude: 8.95083, phone: '+41919234567', time_zone: 'Europe/Zurich', opening_hours: CITY_CENTRE },
  { id: 'muenchen-maximilianstrasse', kind: 'store', name: 'Juwelier Hofmann', address: 'Maximilianstraße 14', postal_code: '80539', city: 'München', country: 'DE', latitude: 48.13953, longitude: 11.58221, phone: '+498924234567', time_zone: 'Europe/Berlin', opening_hours: CITY_CENTRE },
  { id: 'paris-rue-de-la-paix', kind: 'store', name: 'Joaillerie de la Paix', address: '11 Rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR', latitude: 48.86952, longitude: 2.33152, phone: '+33142611234', time_zone: 'Europe/Paris', opening_hours: CITY_CENTRE },
  { id: 'madrid-serrano', kind: 'store', name: 'Joyería Alcázar', address: 'Calle de Serrano 45', postal_code: '28001', city: 'Madrid', country: 'ES', latitude: 40.42874, longitude: -3.68673, phone: '+34915771234', time_zone: 'Europe/Madrid', opening_hours: CITY_CENTRE },
  { id: 'london-mayfair', kind: 'store', name: 'AMA London', address: '34 Albemarle Street', postal_code: 'W1S 4JE', city: 'London', country: 'GB', latitude: 51.50904, longitude: -0.14198, phone: '+442074931234', time_zone: 'Europe/London', opening_hours: SUNDAY_TOO },
  { id: 'new-york-madison', kind: 'store', name: 'AMA New York', address: '720 Madison Avenue', postal_code: '10065', city: 'New York', country: 'US', latitude: 40.76741, longitude: -73.96934, phone: '+12125550142', time_zone: 'America/New_York', opening_hours: CITY_CENTRE },
];

/** Adds the stores of STORE_SEED that are missing, in one transaction (several instances may start at once). */
export async function seedStores(database: AppDatabase): Promise<{ added: number }> {
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    const added = await trx
      .insertInto('stores')
      .values(STORE_SEED.map((store, position) => ({ ...store, opening_hours: JSON.stringify(store.opening_hours), position })))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return { added: added.length };
  });
}
