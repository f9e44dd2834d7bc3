import type { ColumnType, Generated } from 'kysely';
import type { WeeklyHours } from '@ama/contracts';

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

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    stores: StoresTable;
  }
}
