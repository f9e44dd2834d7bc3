import type { ColumnType, Generated, Kysely } from 'kysely';
import type { WeeklyHours } from '@ama/contracts';
import type { Database } from '../db';

/** Kysely's view of migrations/009 `stores`, kept beside the code that owns it. */
export type StoresTable = {
  id: string;
  kind: 'store' | 'showroom';
  name: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  time_zone: string;
  /** jsonb: written as JSON text, read back parsed. */
  opening_hours: ColumnType<WeeklyHours, string, string>;
  position: Generated<number>;
  created_at: ColumnType<Date, never, never>;
};

export type StoreTables = { stores: StoresTable };

export const withStores = (kysely: Kysely<Database>) => kysely.withTables<StoreTables>();
