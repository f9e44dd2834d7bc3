import type { ColumnType, Generated } from 'kysely';
import type { AppointmentKind } from '@ama/contracts';
import type { StoreTables } from '../stores';

/** Kysely's view of migrations/009 `appointments` (and this module's migrations/), kept beside the code that owns it. */
export type AppointmentsTable = {
  id: Generated<number>;
  kind: AppointmentKind;
  place_id: string | null;
  resource: string;
  starts_at: Date;
  ends_at: Date;
  name: string;
  email: string;
  phone: string;
  locale: string;
  privacy_accepted_at: Date;
  cancel_token_hash: string;
  status: ColumnType<'booked' | 'cancelled', 'booked' | 'cancelled' | undefined, 'booked' | 'cancelled'>;
  video_link: string | null;
  created_at: ColumnType<Date, never, never>;
  cancelled_at: Date | null;
  /** A club service's member and Italian calendar year (migrations/202611290130); null for the other kinds. */
  club_member_id: ColumnType<string | null, string | null | undefined, string | null>;
  service_year: ColumnType<number | null, number | null | undefined, number | null>;
};

export type AppointmentTables = StoreTables & { appointments: AppointmentsTable };

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    appointments: AppointmentsTable;
  }
}
